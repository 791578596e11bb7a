import net from "node:net";
import { startOnLoopback, type RunningSimulator, type SimulatedEndpoint } from "./harness.ts";

/**
 * The smallest protocol simulator: reads one CRLF-terminated query (as whois clients send,
 * RFC 3912) and answers with `respond(query)`, then closes. The whois simulator builds on it.
 */
export function startLineServer(
  name: string,
  endpoints: SimulatedEndpoint[],
  respond: (query: string) => string | Buffer,
): Promise<RunningSimulator> {
  const server = net.createServer((socket) => {
    let buffered = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      buffered += chunk;
      const end = buffered.indexOf("\r\n");
      if (end < 0) return;
      socket.end(respond(buffered.slice(0, end)));
    });
    socket.on("error", () => socket.destroy());
  });
  return startOnLoopback(name, server, endpoints);
}

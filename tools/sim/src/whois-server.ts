import { randomBytes } from "node:crypto";
import net from "node:net";
import { startOnLoopback, type RunningSimulator } from "./harness.ts";

/**
 * A whois server (RFC 3912 over TCP) standing in for one real server host: it answers queries
 * from recorded responses and can misbehave the ways real registries do.
 */
export type WhoisBehavior =
  | { kind: "answer" }
  | { kind: "rate-limit"; text?: string }
  | { kind: "reset" } // accepts, reads the query, then drops the connection
  | { kind: "silence" } // accepts and never answers
  | { kind: "garbage"; bytes?: number }
  | { kind: "oversized"; bytes: number };

export interface WhoisSimulatorOptions {
  /** The real host this simulator replaces (CONNECT_TO maps it here). */
  host: string;
  port?: number;
  /** Recorded responses by query line (as the client sends it, without CRLF), lowercase. */
  responses: Record<string, string | Buffer>;
  /** Answer for queries with no recorded response (a registry's "not found"). */
  notFound?: string;
  /** Added before answering. */
  latencyMs?: number;
  behavior?: WhoisBehavior | ((query: string) => WhoisBehavior);
}

export interface WhoisSimulator extends RunningSimulator {
  /** Every query line received, in order. */
  queries: string[];
}

export async function startWhoisSimulator(options: WhoisSimulatorOptions): Promise<WhoisSimulator> {
  const queries: string[] = [];
  const server = net.createServer((socket) => {
    let buffered = "";
    socket.setEncoding("latin1");
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk: string) => {
      buffered += chunk;
      const end = buffered.indexOf("\r\n");
      if (end < 0) return;
      const query = buffered.slice(0, end);
      buffered = "";
      queries.push(query);
      const behavior = typeof options.behavior === "function" ? options.behavior(query) : (options.behavior ?? { kind: "answer" });
      setTimeout(() => respond(socket, query, behavior, options), options.latencyMs ?? 0);
    });
  });
  const running = await startOnLoopback(`whois ${options.host}`, server, [{ host: options.host, port: options.port ?? 43 }]);
  return Object.assign(running, { queries });
}

function respond(socket: net.Socket, query: string, behavior: WhoisBehavior, options: WhoisSimulatorOptions): void {
  if (socket.destroyed) return;
  switch (behavior.kind) {
    case "answer": {
      const answer = options.responses[query.toLowerCase()] ?? options.notFound ?? `No match for "${query.toUpperCase()}".\r\n`;
      socket.end(answer);
      return;
    }
    case "rate-limit":
      socket.end(behavior.text ?? "WHOIS LIMIT EXCEEDED - SEE WWW.PIR.ORG/WHOIS FOR DETAILS\r\n");
      return;
    case "reset":
      socket.resetAndDestroy();
      return;
    case "silence":
      return;
    case "garbage":
      socket.end(randomBytes(behavior.bytes ?? 512));
      return;
    case "oversized": {
      const line = Buffer.from("Registrar: Example Registrar, Inc. (repeated)\r\n");
      const times = Math.ceil(behavior.bytes / line.length);
      socket.end(Buffer.concat(Array.from({ length: times }, () => line)));
      return;
    }
  }
}

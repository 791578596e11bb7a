import { promises as dns } from "node:dns";
import net from "node:net";
import { resolveConnectTarget, type ConnectToRule } from "../net/connect-to.ts";
import { resolvePublicAddress, type LookupAll } from "../net/ssrf.ts";

/**
 * Port-43 whois client (RFC 3912): one query line, then everything the server sends until it
 * closes. Raw bytes are collected and decoded once with the server's charset. Every call has
 * an overall deadline and a size cap; a failure is an error (the lookup is unknown), never an
 * empty "not found".
 */
export type WhoisTransportFailure = "timeout" | "reset" | "refused" | "oversized" | "blocked" | "dns";

export class WhoisTransportError extends Error {
  readonly reason: WhoisTransportFailure;
  readonly server: string;
  constructor(reason: WhoisTransportFailure, server: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "WhoisTransportError";
    this.reason = reason;
    this.server = server;
  }
}

/** Charsets of servers that do not answer in UTF-8. */
export const SERVER_CHARSETS: Record<string, string> = {
  "whois.jprs.jp": "iso-2022-jp", // JPRS: Japanese text in ISO-2022-JP
  "whois.nic.ad.jp": "iso-2022-jp",
};

/** Query syntax where a server wants more than the bare domain. */
export function formatWhoisQuery(server: string, domain: string): string {
  switch (server.toLowerCase()) {
    case "whois.jprs.jp":
      return `${domain}/e`; // English labels
    case "whois.denic.de":
      return `-T dn,ace ${domain}`; // the ASCII and Unicode forms
    case "whois.verisign-grs.com":
      return `domain ${domain}`; // only domain objects, not name servers of the same name
    default:
      return domain;
  }
}

export interface WhoisQueryOptions {
  connectTo?: readonly ConnectToRule[];
  /** Overall deadline for connect + answer (default 8 s). */
  timeoutMs?: number;
  /** Largest answer accepted (default 1 MiB): a server that never stops is cut off. */
  maxBytes?: number;
  port?: number;
  lookup?: LookupAll;
  signal?: AbortSignal;
}

export interface WhoisAnswer {
  server: string;
  raw: string;
  bytes: number;
  elapsedMs: number;
}

const defaultLookup: LookupAll = (host) => dns.lookup(host, { all: true, verbatim: true });

export async function queryWhois(server: string, query: string, options: WhoisQueryOptions = {}): Promise<WhoisAnswer> {
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? 8000;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  const target = resolveConnectTarget(options.connectTo ?? [], server, options.port ?? 43);

  let address: string;
  try {
    // Hosts mapped by CONNECT_TO are configured by the operator; all others must be public.
    address = target.mapped ? target.host : await withSignal(resolvePublicAddress(target.host, options.lookup ?? defaultLookup), signal);
  } catch (error) {
    if (signal.aborted) throw new WhoisTransportError("timeout", server, `${server}: no answer within ${timeoutMs} ms`);
    const blocked = error instanceof Error && error.name === "BlockedAddressError";
    throw new WhoisTransportError(blocked ? "blocked" : "dns", server, (error as Error).message, { cause: error });
  }

  const bytes = await exchange(server, address, target.port, `${query}\r\n`, options.maxBytes ?? 1024 * 1024, signal, timeoutMs);
  const charset = SERVER_CHARSETS[server.toLowerCase()] ?? "utf-8";
  return { server, raw: new TextDecoder(charset).decode(bytes), bytes: bytes.length, elapsedMs: performance.now() - started };
}

function withSignal<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

function exchange(
  server: string,
  host: string,
  port: number,
  line: string,
  maxBytes: number,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const socket = net.connect({ host, port });
    const finish = (error: WhoisTransportError | null) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener("abort", onAbort);
      socket.destroy();
      if (error) reject(error);
      else resolve(Buffer.concat(chunks, size));
    };
    const onAbort = () => finish(new WhoisTransportError("timeout", server, `${server}: no answer within ${timeoutMs} ms`));
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });

    socket.once("connect", () => socket.write(line, "latin1"));
    socket.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        finish(new WhoisTransportError("oversized", server, `${server}: answer larger than ${maxBytes} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    socket.once("end", () => finish(null));
    socket.once("error", (error: NodeJS.ErrnoException) => {
      const reason = error.code === "ECONNREFUSED" ? "refused" : "reset";
      finish(new WhoisTransportError(reason, server, `${server}: ${error.code ?? error.message}`, { cause: error }));
    });
  });
}

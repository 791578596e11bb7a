import { createInterface } from "node:readline";
import { parseWhois, WhoisUnknownError, type WhoisRecord } from "@yujian/engine";

/**
 * Command line: `npm run -s cli -- whois parse --domain <d> [--server <host>] < raw.txt` prints
 * the parsed record as JSON; with `--jsonl` it reads `{"id","domain","server","raw"}` lines and
 * writes `{"id", ...record}` or `{"id","error"}` per line (re-parsing an archive after a parser
 * upgrade). Exit code 2 for usage errors, 1 when a single parse fails.
 */
const USAGE = `usage:
  cli whois parse --domain <domain> [--server <whois server>] < raw.txt
  cli whois parse --jsonl < records.jsonl      (lines of {"id","domain","server","raw"})`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function describeError(error: unknown): string {
  if (error instanceof WhoisUnknownError) return `unknown: ${error.reason}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

async function parseOne(args: string[]): Promise<number> {
  const domain = option(args, "--domain");
  if (!domain) {
    console.error(USAGE);
    return 2;
  }
  try {
    const record: WhoisRecord = parseWhois(await readStdin(), { domain, server: option(args, "--server") ?? null });
    process.stdout.write(`${JSON.stringify(record, null, 2)}\n`);
    return 0;
  } catch (error) {
    console.error(describeError(error));
    return 1;
  }
}

async function parseLines(): Promise<number> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === "") continue;
    let id: unknown = null;
    let output: Record<string, unknown>;
    try {
      const input = JSON.parse(line) as { id?: unknown; domain?: unknown; server?: unknown; raw?: unknown };
      id = input.id ?? null;
      if (typeof input.domain !== "string" || typeof input.raw !== "string") throw new Error("each line needs string fields domain and raw");
      const record = parseWhois(input.raw, { domain: input.domain, server: typeof input.server === "string" ? input.server : null });
      output = { id, ...record };
    } catch (error) {
      output = { id, error: describeError(error) };
    }
    if (!process.stdout.write(`${JSON.stringify(output)}\n`)) {
      await new Promise((resolve) => process.stdout.once("drain", resolve));
    }
  }
  return 0;
}

async function main(args: string[]): Promise<number> {
  if (args[0] === "whois" && args[1] === "parse") {
    return args.includes("--jsonl") ? parseLines() : parseOne(args.slice(2));
  }
  console.error(USAGE);
  return 2;
}

process.exitCode = await main(process.argv.slice(2));

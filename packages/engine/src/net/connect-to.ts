/**
 * `CONNECT_TO` — curl's `--connect-to` syntax (https://curl.se/docs/manpage.html#--connect-to):
 * `HOST1:PORT1:HOST2:PORT2`, comma-separated. An empty HOST1 or PORT1 matches any host or port;
 * an empty HOST2 or PORT2 keeps the original. Every outbound whois, RDAP and HTTP connection
 * goes through {@link resolveConnectTarget}, so tests reach the loopback simulators and a
 * deployment can route through an egress host without touching the lookup code.
 */
export interface ConnectToRule {
  fromHost: string;
  fromPort: number | null;
  toHost: string;
  toPort: number | null;
}

export interface ConnectTarget {
  host: string;
  port: number;
  /** true when a rule rewrote the destination (the SSRF guard trusts configured targets). */
  mapped: boolean;
}

/** Parses a `CONNECT_TO` value; throws with a message naming the bad entry. */
export function parseConnectTo(value: string | undefined): ConnectToRule[] {
  if (!value || value.trim() === "") return [];
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
    .map(parseRule);
}

function parseRule(entry: string): ConnectToRule {
  const parts = splitHostPortList(entry);
  if (parts.length !== 4) {
    throw new Error(`CONNECT_TO entry "${entry}" must have the form HOST1:PORT1:HOST2:PORT2`);
  }
  const [fromHost = "", fromPort = "", toHost = "", toPort = ""] = parts;
  return {
    fromHost: fromHost.toLowerCase(),
    fromPort: parsePort(fromPort, entry),
    toHost: toHost.toLowerCase(),
    toPort: parsePort(toPort, entry),
  };
}

/** Splits on ":" while keeping bracketed IPv6 literals (`[::1]`) whole. */
function splitHostPortList(entry: string): string[] {
  const parts: string[] = [];
  let current = "";
  let inBracket = false;
  for (const char of entry) {
    if (char === "[") inBracket = true;
    if (char === "]") inBracket = false;
    if (char === ":" && !inBracket) {
      parts.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.map((part) => part.replace(/^\[(.*)\]$/, "$1"));
}

function parsePort(value: string, entry: string): number | null {
  if (value === "") return null;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`CONNECT_TO entry "${entry}" has an invalid port "${value}"`);
  }
  return port;
}

/** Applies the first matching rule, as curl does. */
export function resolveConnectTarget(rules: readonly ConnectToRule[], host: string, port: number): ConnectTarget {
  const wanted = host.toLowerCase().replace(/\.$/, "");
  for (const rule of rules) {
    const hostMatches = rule.fromHost === "" || rule.fromHost === wanted;
    const portMatches = rule.fromPort === null || rule.fromPort === port;
    if (hostMatches && portMatches) {
      return { host: rule.toHost || wanted, port: rule.toPort ?? port, mapped: true };
    }
  }
  return { host: wanted, port, mapped: false };
}

/** Formats rules back into a `CONNECT_TO` value (the simulator harness uses it). */
export function formatConnectTo(rules: readonly ConnectToRule[]): string {
  const wrap = (host: string) => (host.includes(":") ? `[${host}]` : host);
  return rules
    .map((r) => `${wrap(r.fromHost)}:${r.fromPort ?? ""}:${wrap(r.toHost)}:${r.toPort ?? ""}`)
    .join(",");
}

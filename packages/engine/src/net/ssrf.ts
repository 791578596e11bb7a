import { isIP } from "node:net";

/**
 * SSRF guard: the hosts we connect to come from user input and from other servers' answers
 * (a registrar's whois server, an RDAP link), so only public unicast addresses are allowed
 * unless CONNECT_TO maps the host explicitly. Ranges: IANA special-purpose registries
 * (RFC 6890, https://www.iana.org/assignments/iana-ipv4-special-registry).
 */
const BLOCKED_V4: Array<[string, number]> = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
];

function v4ToNumber(ip: string): number {
  return ip.split(".").reduce((n, part) => n * 256 + Number(part), 0);
}

function inV4Range(ip: string, base: string, bits: number): boolean {
  const mask = bits === 0 ? 0 : 2 ** 32 - 2 ** (32 - bits);
  return ((v4ToNumber(ip) & mask) >>> 0) === ((v4ToNumber(base) & mask) >>> 0);
}

/** True for a public unicast address; false for private, loopback, link-local, reserved and so on. */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return !BLOCKED_V4.some(([base, bits]) => inV4Range(ip, base, bits));
  if (family !== 6) return false;
  const lower = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return isPublicAddress(mapped[1] ?? "");
  if (lower === "::" || lower === "::1") return false;
  const first = Number.parseInt(lower.split(":")[0] || "0", 16);
  if ((first & 0xfe00) === 0xfc00) return false; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return false; // fe80::/10 link-local
  if ((first & 0xff00) === 0xff00) return false; // multicast
  if (lower.startsWith("2001:db8:") || lower.startsWith("64:ff9b:1:") || lower.startsWith("100::")) return false;
  return (first & 0xe000) === 0x2000; // global unicast 2000::/3
}

export type LookupAll = (host: string) => Promise<Array<{ address: string; family: number }>>;

export class BlockedAddressError extends Error {
  constructor(host: string, address: string) {
    super(`refusing to connect to ${host} (${address}): not a public address`);
    this.name = "BlockedAddressError";
  }
}

/**
 * Resolves a host and returns an address to connect to, refusing hosts with any non-public
 * address (a name that resolves to both is a rebinding trick). Connecting to the returned
 * address, not the name, keeps a second resolution from changing the answer.
 */
export async function resolvePublicAddress(host: string, lookup: LookupAll): Promise<string> {
  if (isIP(host)) {
    if (!isPublicAddress(host)) throw new BlockedAddressError(host, host);
    return host;
  }
  const addresses = await lookup(host);
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  for (const { address } of addresses) {
    if (!isPublicAddress(address)) throw new BlockedAddressError(host, address);
  }
  return (addresses.find((a) => a.family === 4) ?? addresses[0])!.address;
}

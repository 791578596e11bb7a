/**
 * Whois dates come in every format; records carry ISO 8601 UTC. A time without a zone is
 * registry-local: the zone comes from REGISTRY_TIME_ZONES (CNNIC answers in Beijing time).
 * A date without a time stays on its calendar day (midnight UTC), so "expires 2025-03-28" is
 * shown as that day everywhere.
 */

/** IANA time zones of registries whose whois prints local times without a zone. */
export const REGISTRY_TIME_ZONES: Record<string, string> = {
  "whois.cnnic.cn": "Asia/Shanghai", // seen in .cn / .com.cn / .中国: "2013-05-17 15:50:04"
  "cwhois.cnnic.cn": "Asia/Shanghai",
  "whois.jprs.jp": "Asia/Tokyo", // "2019/04/01 01:12:57 (JST)"
  "whois.kr": "Asia/Seoul",
  "whois.nic.it": "Europe/Rome", // "2018-04-30 20:51:10"
  "whois.iis.se": "Europe/Stockholm",
  "whois.iis.nu": "Europe/Stockholm",
  "whois.rotld.ro": "Europe/Bucharest",
  "whois.twnic.net.tw": "Asia/Taipei",
  "whois.hkirc.hk": "Asia/Hong_Kong",
};

/** The same by TLD, for responses whose server is not known (archived raw text). */
export const TLD_TIME_ZONES: Record<string, string> = {
  cn: "Asia/Shanghai",
  "xn--fiqs8s": "Asia/Shanghai", // .中国
  "xn--fiqz9s": "Asia/Shanghai", // .中國
  jp: "Asia/Tokyo",
  kr: "Asia/Seoul",
  it: "Europe/Rome",
  se: "Europe/Stockholm",
  nu: "Europe/Stockholm",
  ro: "Europe/Bucharest",
  tw: "Asia/Taipei",
  hk: "Asia/Hong_Kong",
};

/** The registry time zone for a response: by server, else by the domain's TLD. */
export function registryTimeZone(server: string | null | undefined, domain?: string | null): string | undefined {
  const byServer = server ? REGISTRY_TIME_ZONES[server.toLowerCase()] : undefined;
  if (byServer) return byServer;
  const tld = domain?.toLowerCase().replace(/\.$/, "").split(".").pop();
  return tld ? TLD_TIME_ZONES[tld] : undefined;
}

/** Zone abbreviations seen after times in whois output. */
const ZONE_ABBREVIATIONS: Record<string, string> = {
  UTC: "+00:00",
  GMT: "+00:00",
  Z: "+00:00",
  JST: "+09:00",
  KST: "+09:00",
  CST: "+08:00", // in Chinese registries' output CST means China Standard Time
  HKT: "+08:00",
  CET: "+01:00",
  CEST: "+02:00",
  EET: "+02:00",
  EEST: "+03:00",
  MSK: "+03:00",
};

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
};

interface DateParts {
  year: number;
  month: number;
  day: number;
  time: [number, number, number] | null;
  /** "+08:00"-style offset, or null when the text has no zone. */
  offset: string | null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Parses a whois date; `timeZone` (IANA) is the registry's zone for zone-less times. */
export function parseWhoisDate(text: string | null | undefined, timeZone?: string): string | null {
  if (!text) return null;
  const parts = readParts(text.trim());
  if (!parts) return null;
  const { year, month, day } = parts;
  if (year < 1980 || year > 2200 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (!parts.time) return `${year}-${pad(month)}-${pad(day)}T00:00:00Z`;
  const [h, m, s] = parts.time;
  const local = `${year}-${pad(month)}-${pad(day)}T${pad(h)}:${pad(m)}:${pad(s)}`;
  let offset = parts.offset;
  if (offset === null) {
    offset = timeZone ? offsetOf(timeZone, Date.UTC(year, month - 1, day, h, m, s)) : "+00:00";
  }
  const ms = Date.parse(`${local}${offset}`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().replace(/\.000Z$/, "Z");
}

function readParts(text: string): DateParts | null {
  // 2013-05-17T15:50:04.0Z, 2012-11-14T11:44:02+01:00, 2019-12-04 09:32:35, 2001/03/26 (JST)
  let m = /^(\d{4})[-/.]\s?(\d{1,2})[-/.]\s?(\d{1,2})\.?(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2}|\(?[A-Z]{1,4}\)?)?/.exec(text);
  if (m) return build(m[1], m[2], m[3], m[4], m[5], m[6], m[7]);
  // 26-Mar-2001, 26-Mar-2001 10:00:00, 26 Mar 2001
  m = /^(\d{1,2})[-\s]([A-Za-z]{3})[a-z]*[-\s](\d{4})(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*(Z|[+-]\d{2}:?\d{2}|[A-Z]{2,4})?/.exec(text);
  if (m) return build(m[3], String(MONTHS[(m[2] ?? "").toLowerCase()] ?? 0), m[1], m[4], m[5], m[6], m[7]);
  // 18.11.2003 / 07-01-1998 (day first, as European registries write it; .tn, .pl)
  m = /^(\d{1,2})[.-](\d{1,2})[.-](\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*(Z|[+-]\d{2}:?\d{2}|(?:GMT|UTC)[+-]\d{1,2}(?::?\d{2})?|[A-Z]{2,4})?/.exec(text);
  if (m) return build(m[3], m[2], m[1], m[4], m[5], m[6], m[7]);
  // Tue Jan 06 23:00:00 CET 1998 / Mon Mar 26 2001
  m = /^[A-Za-z]{3},?\s+([A-Za-z]{3})\s+(\d{1,2})\s+(?:(\d{1,2}):(\d{2}):(\d{2})\s+([A-Z]{2,4})\s+)?(\d{4})/.exec(text);
  if (m) return build(m[7], String(MONTHS[(m[1] ?? "").toLowerCase()] ?? 0), m[2], m[3], m[4], m[5], m[6]);
  // 20010326 (some ccTLDs)
  m = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (m) return build(m[1], m[2], m[3], undefined, undefined, undefined, undefined);
  return null;
}

function build(
  year: string | undefined,
  month: string | undefined,
  day: string | undefined,
  hour: string | undefined,
  minute: string | undefined,
  second: string | undefined,
  zone: string | undefined,
): DateParts {
  const time: [number, number, number] | null =
    hour !== undefined && minute !== undefined ? [Number(hour), Number(minute), Number(second ?? 0)] : null;
  return { year: Number(year), month: Number(month), day: Number(day), time, offset: zoneOffset(zone) };
}

function zoneOffset(zone: string | undefined): string | null {
  if (!zone) return null;
  const cleaned = zone.replace(/[()]/g, "");
  if (cleaned === "Z") return "+00:00";
  const gmt = /^(?:GMT|UTC)([+-])(\d{1,2})(?::?(\d{2}))?$/.exec(cleaned); // "GMT+1" (.tn)
  if (gmt) return `${gmt[1]}${(gmt[2] ?? "0").padStart(2, "0")}:${gmt[3] ?? "00"}`;
  const numeric = /^([+-])(\d{2}):?(\d{2})$/.exec(cleaned);
  if (numeric) return `${numeric[1]}${numeric[2]}:${numeric[3]}`;
  return ZONE_ABBREVIATIONS[cleaned] ?? null;
}

// Building an Intl.DateTimeFormat costs ~50 µs; one per zone is kept (immutable, a few entries).
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The UTC offset of an IANA zone at a moment, as "+08:00". */
function offsetOf(timeZone: string, utcGuess: number): string {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    offsetFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(utcGuess);
  const name = parts.find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-]\d{2}):?(\d{2})?/.exec(name);
  return match ? `${match[1]}:${match[2] ?? "00"}` : "+00:00";
}

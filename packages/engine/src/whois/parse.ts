import { domainToASCII, domainToUnicode } from "node:url";
import { looksNotFound, looksRateLimited } from "./availability.ts";
import { parseWhoisDate, registryTimeZone } from "./dates.ts";
import * as F from "./fields.ts";
import { WhoisUnknownError, type WhoisContact, type WhoisRecord } from "./record.ts";
import { toEppCode } from "./status.ts";
import { tokenizeWhois, type WhoisEntry } from "./tokenize.ts";

export interface ParseWhoisOptions {
  /** The domain that was queried (ASCII or Unicode). */
  domain: string;
  /** The server that answered; selects registry-local time zones. */
  server?: string | null;
}

/**
 * Parses a port-43 whois response into the normalised record. Throws WhoisUnknownError when
 * the response answers nothing (empty, or a rate-limit/quota notice): such a lookup is unknown,
 * never "available".
 */
export function parseWhois(raw: string, options: ParseWhoisOptions): WhoisRecord {
  const server = options.server?.toLowerCase() ?? null;
  if (raw.trim() === "") throw new WhoisUnknownError("empty", "the whois server sent an empty response");
  const entries = tokenizeWhois(raw);
  const pick = createPicker(entries);
  const queried = toAscii(options.domain);
  const domain = toAscii(pick.value(F.DOMAIN_KEYS)?.split(/\s+/)[0] ?? "") || queried;

  const notFound = looksNotFound(raw);
  const hasRegistrationData =
    pick.value(F.CREATED_KEYS) !== null || pick.value(F.EXPIRES_KEYS) !== null || pick.values(F.NAMESERVER_KEYS).length > 0;
  if (!notFound && !hasRegistrationData && looksRateLimited(raw)) {
    throw new WhoisUnknownError("rate-limited", "the whois server refused the query (rate limit or quota)");
  }
  const available = notFound && !hasRegistrationData;
  const zone = registryTimeZone(server, domain);

  const base: WhoisRecord = {
    domain: available ? queried || domain : domain,
    domainUnicode: domainToUnicode(available ? queried || domain : domain) || domain,
    available,
    registrar: null,
    registrarIanaId: null,
    registrarUrl: null,
    whoisServer: null,
    created: null,
    updated: null,
    expires: null,
    status: [],
    nameservers: [],
    dnssec: null,
    registrant: null,
    admin: null,
    tech: null,
    source: "whois",
    server,
    raw,
  };
  if (available) return base;

  return {
    ...base,
    registrar: pick.value(F.REGISTRAR_KEYS) ?? pick.inSections(F.REGISTRAR_SECTIONS, F.REGISTRAR_SECTION_KEYS),
    registrarIanaId: pick.value(F.REGISTRAR_IANA_KEYS)?.match(/\d+/)?.[0] ?? null,
    registrarUrl: pick.value(F.REGISTRAR_URL_KEYS) ?? pick.inSections(F.REGISTRAR_SECTIONS, ["url", "web", "website"]),
    whoisServer: cleanHost(pick.value(F.WHOIS_SERVER_KEYS)),
    created: parseWhoisDate(pick.date(F.CREATED_KEYS), zone),
    updated: parseWhoisDate(pick.date(F.UPDATED_KEYS), zone),
    expires: parseWhoisDate(pick.date(F.EXPIRES_KEYS), zone),
    status: unique(pick.values(F.STATUS_KEYS).flatMap(splitStatus)),
    nameservers: unique(
      [...pick.values(F.NAMESERVER_KEYS), ...pick.nameserverBlocks(F.NAMESERVER_SECTIONS, F.NAMESERVER_KEYS)]
        .map((value) => cleanHost(value))
        .filter((host): host is string => host !== null),
    ),
    dnssec: readDnssec(pick.rawValue(F.DNSSEC_KEYS)),
    registrant: readRegistrant(pick),
  };
}

type Picker = ReturnType<typeof createPicker>;

function createPicker(entries: WhoisEntry[]) {
  const topLevel = entries.filter((e) => e.section === null);
  const find = (list: WhoisEntry[], keys: string[]) => {
    for (const key of keys) {
      const hit = list.find((e) => e.key === key && e.value !== "");
      if (hit) return hit.value;
    }
    return null;
  };
  return {
    /** First non-empty top-level value for the keys, in key order. */
    value: (keys: string[]) => clean(find(topLevel, keys)),
    /** Like value, but may be empty (presence matters: "[Signing Key]" with nothing after it). */
    rawValue: (keys: string[]) => {
      for (const key of keys) {
        const hit = topLevel.find((e) => e.key === key);
        if (hit) return hit.value;
      }
      return null;
    },
    /** A date: top level, or inside a dates block ("Relevant dates:" in .uk). */
    date: (keys: string[]) => find(topLevel, keys) ?? find(entries.filter((e) => /date|domain/.test(e.section ?? "")), keys),
    /** All top-level values for the keys. */
    values: (keys: string[]) => topLevel.filter((e) => keys.includes(e.key) && e.value !== "").map((e) => e.value),
    /**
     * Name servers listed in blocks: unkeyed lines of a "Nameservers" block (.it, .uk) and keyed
     * lines in any block about name servers ("Primary Name Server / Host Name" in .kr).
     */
    nameserverBlocks: (sections: string[], keys: string[]) =>
      entries
        .filter(
          (e) =>
            e.section !== null &&
            ((sections.includes(e.section) && e.key === "") ||
              (/name ?server|nserver|dns/.test(e.section) && (keys.includes(e.key) || e.key === "name"))),
        )
        .map((e) => e.value),
    /** A keyed value inside the named blocks. */
    inSections: (sections: string[], keys: string[]) =>
      clean(find(entries.filter((e) => e.section !== null && sections.includes(e.section)), keys)),
  };
}

function readRegistrant(pick: Picker): WhoisContact | null {
  const contact: WhoisContact = {
    name: pick.value(F.REGISTRANT.name) ?? pick.inSections(F.REGISTRANT_SECTIONS, F.CONTACT_SECTION_KEYS.name),
    organization:
      pick.value(F.REGISTRANT.organization) ?? pick.inSections(F.REGISTRANT_SECTIONS, F.CONTACT_SECTION_KEYS.organization),
    email: pick.value(F.REGISTRANT.email) ?? pick.inSections(F.REGISTRANT_SECTIONS, F.CONTACT_SECTION_KEYS.email),
    phone: pick.value(F.REGISTRANT.phone) ?? pick.inSections(F.REGISTRANT_SECTIONS, F.CONTACT_SECTION_KEYS.phone),
    country: pick.value(F.REGISTRANT.country) ?? pick.inSections(F.REGISTRANT_SECTIONS, F.CONTACT_SECTION_KEYS.country),
    province: pick.value(F.REGISTRANT.province) ?? pick.inSections(F.REGISTRANT_SECTIONS, F.CONTACT_SECTION_KEYS.province),
  };
  const known = Object.values(contact).some((v) => v !== null);
  return known ? contact : null;
}

/** Trims, takes the first line, and drops redaction placeholders (never a real value). */
function clean(value: string | null): string | null {
  if (value === null) return null;
  const first = value.split("\n")[0]?.trim() ?? "";
  if (first === "" || first === "-" || F.REDACTED_VALUE.test(first)) return null;
  return first;
}

function splitStatus(value: string): string[] {
  return value
    .split(/\s*,\s*/)
    .map((part) => toEppCode(part))
    .filter((code): code is string => code !== null);
}

function readDnssec(value: string | null): boolean | null {
  if (value === null) return null;
  const v = value.trim().toLowerCase();
  if (v === "" || /^(unsigned|no|inactive|false|not signed|미서명|未签名)/.test(v)) return false;
  if (/^(signed|yes|active|true|signeddelegation|서명)/.test(v) || /^\d+\s+\d+\s+\d+\s+/.test(v)) return true;
  return null;
}

const HOST = /^[a-z0-9\u00a1-\uffff]([a-z0-9\u00a1-\uffff-]*[a-z0-9\u00a1-\uffff])?(\.[a-z0-9\u00a1-\uffff]([a-z0-9\u00a1-\uffff-]*[a-z0-9\u00a1-\uffff])?)+$/i;

function cleanHost(value: string | null): string | null {
  if (!value) return null;
  const host = value.trim().split(/\s+/)[0]?.replace(/\.$/, "").toLowerCase() ?? "";
  if (!HOST.test(host) || /^\d+(\.\d+){3}$/.test(host)) return null;
  return host;
}

function toAscii(domain: string): string {
  const trimmed = domain.trim().toLowerCase().replace(/\.$/, "");
  if (trimmed === "") return "";
  return domainToASCII(trimmed) || trimmed;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

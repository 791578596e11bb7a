import { describe, expect, it } from "vitest";
import { parseWhois } from "../src/whois/parse.ts";
import { REGISTRY_TIME_ZONES } from "../src/whois/dates.ts";
import { readSharedFixture, sharedFixturesPresent } from "./shared-fixtures.ts";

/** Which server answered each fixture's TLD (the registries these responses came from). */
const SERVER_BY_ZONE: Record<string, string> = {
  cn: "whois.cnnic.cn",
  "com.cn": "whois.cnnic.cn",
  jp: "whois.jprs.jp",
  it: "whois.nic.it",
  kr: "whois.kr",
  "co.kr": "whois.kr",
  se: "whois.iis.se",
  ro: "whois.rotld.ro",
};

interface Case {
  id: string;
  tld: string;
  domain?: string;
  fields: string[];
}

const present = sharedFixturesPresent("whois");
const cases: Case[] = present ? (JSON.parse(readSharedFixture("whois", "index.json")) as { cases: Case[] }).cases : [];

/**
 * Expected dates are UTC ("…Z"), or registry-local without a zone, or date-only. Records are
 * always UTC with local times converted, so a zone-less expectation matches either its
 * conversion from the registry's zone or (date-only values, registries of unknown zone) the
 * same wall time in UTC.
 */
function sameInstant(actual: string | null, expected: string, zone: string | undefined): boolean {
  if (actual === null) return false;
  if (/Z$|[+-]\d\d:\d\d$/.test(expected)) return Date.parse(actual) === Date.parse(expected);
  const asUtc = /^\d{4}-\d{2}-\d{2}$/.test(expected) ? `${expected}T00:00:00Z` : `${expected}Z`;
  if (Date.parse(actual) === Date.parse(asUtc)) return true;
  if (!zone) return false;
  const guess = Date.parse(asUtc);
  const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(guess)
    .find((p) => p.type === "timeZoneName")?.value;
  const m = /GMT([+-]\d{2}):?(\d{2})?/.exec(name ?? "");
  const offsetMs = m ? (Number(m[1]) * 60 + Math.sign(Number(m[1])) * Number(m[2] ?? 0)) * 60_000 : 0;
  return Date.parse(actual) === guess - offsetMs;
}

describe.skipIf(!present)("shared whois fixtures", () => {
  it.each(cases.map((c) => [c.id, c] as const))("%s parses to its expected fields", (_id, c) => {
    const expected = JSON.parse(readSharedFixture("whois", `${c.id}.json`)) as Record<string, unknown> & {
      _meta: { query: string; zone: string; server?: string };
    };
    const server = expected._meta.server ?? SERVER_BY_ZONE[expected._meta.zone] ?? SERVER_BY_ZONE[c.tld] ?? null;
    const record = parseWhois(readSharedFixture("whois", `${c.id}.txt`), { domain: expected._meta.query, server });
    const zone = server ? REGISTRY_TIME_ZONES[server] : undefined;

    for (const field of Object.keys(expected).filter((k) => k !== "_meta")) {
      const want = expected[field];
      if (field === "created" || field === "updated" || field === "expires") {
        expect(sameInstant(record[field], want as string, zone), `${field}: ${record[field]} vs ${String(want)}`).toBe(true);
      } else if (field === "status" || field === "nameservers") {
        expect([...record[field]].sort(), field).toEqual([...(want as string[])].sort());
      } else if (field === "registrant") {
        expect(record.registrant, field).toMatchObject(want as object);
      } else {
        expect(record[field as keyof typeof record], field).toEqual(want);
      }
    }
  });
});

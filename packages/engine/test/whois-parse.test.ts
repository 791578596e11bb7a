import { describe, expect, it } from "vitest";
import { parseWhois } from "../src/whois/parse.ts";
import { parseWhoisDate } from "../src/whois/dates.ts";
import { describeStatus, toEppCode } from "../src/whois/status.ts";
import { WhoisUnknownError } from "../src/whois/record.ts";

// Responses written in the registries' layouts (names and values made up for the tests).
const THIN_REGISTRY = `   Domain Name: EXAMPLE-SHOP.COM
   Registry Domain ID: 1234567_DOMAIN_COM-VRSN
   Registrar WHOIS Server: whois.example-registrar.com
   Registrar URL: http://www.example-registrar.com
   Updated Date: 2024-02-01T08:09:10Z
   Creation Date: 2001-03-26T04:05:06Z
   Registry Expiry Date: 2026-03-26T04:05:06Z
   Registrar: Example Registrar, Inc.
   Registrar IANA ID: 9999
   Domain Status: clientTransferProhibited https://icann.org/epp#clientTransferProhibited
   Domain Status: clientUpdateProhibited https://icann.org/epp#clientUpdateProhibited
   Name Server: NS1.EXAMPLE-DNS.NET
   Name Server: NS2.EXAMPLE-DNS.NET
   DNSSEC: signedDelegation
>>> Last update of whois database: 2024-05-01T00:00:00Z <<<

NOTICE: The expiration date displayed in this record is the date the
registrar's sponsorship of the domain name registration in the registry is
currently set to expire.
`;

const REDACTED_REGISTRAR = `Domain Name: example-shop.com
Registrar: Example Registrar, Inc.
Creation Date: 2001-03-26T04:05:06Z
Registrant Name: REDACTED FOR PRIVACY
Registrant Organization: Example Trading Co., Ltd.
Registrant State/Province: Zhejiang
Registrant Country: CN
Registrant Email: Please query the RDDS service of the Registrar of Record identified in this output for information on how to contact the Registrant
Registrant Phone: REDACTED FOR PRIVACY
`;

const CNNIC_IDN = `Domain Name: 例子.中国
ROID: 20120101s10001s00000001-cn
Domain Status: ok
Registrant: 某某科技有限公司
Registrant Contact Email: admin@example.cn
Sponsoring Registrar: 阿里云计算有限公司（万网）
Name Server: dns1.example.cn
Name Server: dns2.example.cn
Registration Time: 2012-01-01 09:30:00
Expiration Time: 2030-01-01 09:30:00
DNSSEC: unsigned
`;

describe("parseWhois", () => {
  it("reads an ICANN-format registry answer, keeping the registrar referral", () => {
    const record = parseWhois(THIN_REGISTRY, { domain: "example-shop.com", server: "whois.verisign-grs.com" });
    expect(record).toMatchObject({
      domain: "example-shop.com",
      available: false,
      registrar: "Example Registrar, Inc.",
      registrarIanaId: "9999",
      registrarUrl: "http://www.example-registrar.com",
      whoisServer: "whois.example-registrar.com",
      created: "2001-03-26T04:05:06Z",
      updated: "2024-02-01T08:09:10Z",
      expires: "2026-03-26T04:05:06Z",
      status: ["clienttransferprohibited", "clientupdateprohibited"],
      nameservers: ["ns1.example-dns.net", "ns2.example-dns.net"],
      dnssec: true,
      source: "whois",
    });
  });

  it("never takes redaction placeholders for personal data", () => {
    const record = parseWhois(REDACTED_REGISTRAR, { domain: "example-shop.com" });
    expect(record.registrant).toEqual({
      name: null,
      organization: "Example Trading Co., Ltd.",
      email: null,
      phone: null,
      country: "CN",
      province: "Zhejiang",
    });
  });

  it("converts CNNIC's Beijing times to UTC and shows IDNs in both forms", () => {
    const record = parseWhois(CNNIC_IDN, { domain: "例子.中国" });
    expect(record.domain).toBe("xn--fsqu00a.xn--fiqs8s");
    expect(record.domainUnicode).toBe("例子.中国");
    expect(record.created).toBe("2012-01-01T01:30:00Z");
    expect(record.expires).toBe("2030-01-01T01:30:00Z");
    expect(record.registrar).toBe("阿里云计算有限公司（万网）");
    expect(record.status).toEqual(["ok"]);
    expect(record.dnssec).toBe(false);
  });

  it("answers 'not registered' only on a registry's negative marker", () => {
    expect(parseWhois('No match for "FREE-NAME.COM".\r\n>>> Last update <<<\r\n', { domain: "free-name.com" }).available).toBe(true);
    expect(parseWhois("No matching record.", { domain: "free-name.cn" }).available).toBe(true);
    expect(parseWhois("Domain: free-name.de\nStatus: free\n", { domain: "free-name.de" }).available).toBe(true);
  });

  it("is not fooled by 'free' or 'limits' in a registry's legal notice", () => {
    const notice = `Domain Name: taken.uk\nRegistered on: 01-Jan-2001\nName servers:\n        ns1.example.net\n\nThis WHOIS information is provided for free by Nominet UK.\nexceeding query rate or volume limits is not allowed.\n`;
    const record = parseWhois(notice, { domain: "taken.uk" });
    expect(record.available).toBe(false);
    expect(record.created).toBe("2001-01-01T00:00:00Z");
    expect(record.nameservers).toEqual(["ns1.example.net"]);
  });

  it.each([
    "WHOIS LIMIT EXCEEDED - SEE WWW.PIR.ORG/WHOIS FOR DETAILS",
    "%% Your connection limit exceeded. Please slow down and try again later.",
    "Query rate limit exceeded. Reduced information.",
    "% Quota exceeded",
  ])("treats a rate-limit answer as unknown, never available: %s", (text) => {
    expect(() => parseWhois(`${text}\n`, { domain: "x.org" })).toThrow(WhoisUnknownError);
    try {
      parseWhois(`${text}\n`, { domain: "x.org" });
    } catch (error) {
      expect((error as WhoisUnknownError).reason).toBe("rate-limited");
    }
  });

  it("treats an empty answer as unknown", () => {
    expect(() => parseWhois(" \r\n", { domain: "x.org" })).toThrow(/empty/);
  });
});

describe("whois dates", () => {
  it.each([
    ["2013-05-17T15:50:04.0Z", undefined, "2013-05-17T15:50:04Z"],
    ["2012-11-14T11:44:02+01:00", undefined, "2012-11-14T10:44:02Z"],
    ["2019-12-04 09:32:35", "Asia/Shanghai", "2019-12-04T01:32:35Z"],
    ["2019/04/01 01:12:57 (JST)", undefined, "2019-03-31T16:12:57Z"],
    ["2001/03/26", "Asia/Tokyo", "2001-03-26T00:00:00Z"],
    ["1999. 07. 28.", "Asia/Seoul", "1999-07-28T00:00:00Z"],
    ["26-Mar-2001", undefined, "2001-03-26T00:00:00Z"],
    ["07-01-1998 00:00:00 GMT+1", undefined, "1998-01-06T23:00:00Z"],
    ["2018-04-30 20:51:10", "Europe/Rome", "2018-04-30T18:51:10Z"],
    ["2018-01-30 20:51:10", "Europe/Rome", "2018-01-30T19:51:10Z"],
  ])("%s (%s) → %s", (text, zone, expected) => {
    expect(parseWhoisDate(text, zone)).toBe(expected);
  });

  it("rejects what is not a date", () => {
    expect(parseWhoisDate("before 1995", undefined)).toBeNull();
    expect(parseWhoisDate("", undefined)).toBeNull();
  });
});

describe("EPP status", () => {
  it("reads codes in the forms registries print them", () => {
    expect(toEppCode("clientTransferProhibited https://icann.org/epp#clientTransferProhibited")).toBe("clienttransferprohibited");
    expect(toEppCode("client transfer prohibited")).toBe("clienttransferprohibited");
    expect(toEppCode("REGISTERED")).toBeNull();
  });

  it("explains each code in Chinese", () => {
    expect(describeStatus("clienthold")).toMatchObject({ code: "clientHold", label: "注册商暂停解析" });
    expect(describeStatus("redemptionperiod").description).toMatch(/赎回/);
  });
});

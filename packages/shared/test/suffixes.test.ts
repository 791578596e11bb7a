import tlds from "tlds" with { type: "json" };
import { describe, expect, it } from "vitest";
import {
  SECOND_LEVEL_SUFFIXES,
  TOP_LEVEL_DOMAINS,
  isKnownTld,
  isSecondLevelSuffix,
} from "../src/validation/suffixes.ts";

const PROVINCES = [
  "bj",
  "sh",
  "tj",
  "cq",
  "he",
  "sx",
  "nm",
  "ln",
  "jl",
  "hl",
  "js",
  "zj",
  "ah",
  "fj",
  "jx",
  "sd",
  "ha",
  "hb",
  "hn",
  "gd",
  "gx",
  "hi",
  "sc",
  "gz",
  "yn",
  "xz",
  "sn",
  "gs",
  "qh",
  "nx",
  "xj",
  "tw",
  "hk",
  "mo",
];

describe("SECOND_LEVEL_SUFFIXES", () => {
  it("has about 70 unique, lowercase, two-label entries", () => {
    expect(SECOND_LEVEL_SUFFIXES.length).toBeGreaterThanOrEqual(70);
    expect(new Set(SECOND_LEVEL_SUFFIXES).size).toBe(
      SECOND_LEVEL_SUFFIXES.length,
    );
    for (const s of SECOND_LEVEL_SUFFIXES) {
      expect(s).toBe(s.toLowerCase());
      expect(s.split(".")).toHaveLength(2);
    }
  });
  it("includes all 34 province-level .cn suffixes", () => {
    expect(PROVINCES).toHaveLength(34);
    for (const p of PROVINCES)
      expect(SECOND_LEVEL_SUFFIXES).toContain(`${p}.cn`);
  });
  it("includes the CNNIC categories and the named foreign ones", () => {
    for (const s of [
      "com.cn",
      "net.cn",
      "org.cn",
      "gov.cn",
      "edu.cn",
      "ac.cn",
      "mil.cn",
      "公司.cn",
      "网络.cn",
      "com.hk",
      "com.tw",
      "com.mo",
      "co.uk",
      "co.jp",
      "co.kr",
      "com.au",
      "co.nz",
      "com.sg",
      "com.my",
      "co.in",
      "com.br",
      "com.ru",
      "hk.com",
      "us.com",
      "uk.com",
      "eu.com",
      "cn.com",
      "jpn.com",
      "gr.com",
      "de.com",
      "br.com",
      "co.com",
    ]) {
      expect(SECOND_LEVEL_SUFFIXES).toContain(s);
    }
  });
  it("only sits under real TLDs", () => {
    for (const s of SECOND_LEVEL_SUFFIXES)
      expect(isKnownTld(s.split(".")[1] ?? "")).toBe(true);
  });
});

describe("TOP_LEVEL_DOMAINS", () => {
  it("contains every IANA entry from the tlds package", () => {
    for (const tld of tlds) expect(TOP_LEVEL_DOMAINS.has(tld)).toBe(true);
  });
  it("adds the xn-- form of each IDN TLD", () => {
    expect(TOP_LEVEL_DOMAINS.has("中国")).toBe(true);
    expect(TOP_LEVEL_DOMAINS.has("xn--fiqs8s")).toBe(true);
    expect(TOP_LEVEL_DOMAINS.has("公司")).toBe(true);
    expect(TOP_LEVEL_DOMAINS.has("xn--55qx5d")).toBe(true);
    expect(TOP_LEVEL_DOMAINS.has("网络")).toBe(true);
    expect(TOP_LEVEL_DOMAINS.has("xn--io0a7i")).toBe(true);
    const idn = tlds.filter((tld) => /[^a-z0-9-]/.test(tld)).length;
    expect(TOP_LEVEL_DOMAINS.size).toBe(tlds.length + idn);
  });
});

describe("isKnownTld", () => {
  it("knows generic, country and IDN TLDs", () => {
    for (const t of [
      "com",
      "net",
      "org",
      "cn",
      "top",
      "xyz",
      "io",
      "中国",
      "xn--fiqs8s",
      "公司",
      "网络",
    ]) {
      expect(isKnownTld(t)).toBe(true);
    }
  });
  it("ignores case, spaces and one leading dot", () => {
    expect(isKnownTld("COM")).toBe(true);
    expect(isKnownTld(".cn")).toBe(true);
    expect(isKnownTld(" Net ")).toBe(true);
  });
  it("rejects unknown or malformed values", () => {
    for (const t of [
      "",
      ".",
      "abcdef",
      "c",
      "com.cn",
      "..com",
      "xn--zzzz",
      "中文",
    ])
      expect(isKnownTld(t)).toBe(false);
  });
});

describe("isSecondLevelSuffix", () => {
  it("matches list entries in both Unicode and xn-- forms", () => {
    expect(isSecondLevelSuffix("com.cn")).toBe(true);
    expect(isSecondLevelSuffix("gd.cn")).toBe(true);
    expect(isSecondLevelSuffix("公司.cn")).toBe(true);
    expect(isSecondLevelSuffix("xn--55qx5d.cn")).toBe(true);
    expect(isSecondLevelSuffix("xn--io0a7i.cn")).toBe(true);
  });
  it("ignores case and one leading dot", () => {
    expect(isSecondLevelSuffix(".COM.CN")).toBe(true);
    expect(isSecondLevelSuffix("Co.Uk")).toBe(true);
  });
  it("rejects other values", () => {
    for (const s of [
      "",
      "cn",
      "com",
      "xx.cn",
      "com.us",
      "example.com.cn",
      "co.uk.",
      "com.cn.com",
    ]) {
      expect(isSecondLevelSuffix(s)).toBe(false);
    }
  });
});

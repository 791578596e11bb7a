import { describe, expect, it } from "vitest";
import {
  DOMAIN_LABEL_MAX,
  DOMAIN_MAX,
  DOMAIN_MESSAGES,
  DOMAIN_PATTERN,
  isValidDomain,
  normalizeDomainInput,
} from "../src/validation/domain.ts";

const EMPTY = "请输入域名";
const INVALID = "请输入正确的域名，例如 example.com";
const UNSUPPORTED = "暂不支持该域名后缀";

function domainOf(input: string, fullHost = false): string | null {
  const r = normalizeDomainInput(input, { fullHost });
  return r.ok ? r.domain : null;
}
function messageOf(input: string, fullHost = false): string | null {
  const r = normalizeDomainInput(input, { fullHost });
  return r.ok ? null : r.message;
}

describe("messages", () => {
  it("are the agreed texts", () => {
    expect(DOMAIN_MESSAGES).toEqual({
      empty: EMPTY,
      invalid: INVALID,
      unsupportedSuffix: UNSUPPORTED,
    });
  });
});

describe("normalizeDomainInput: clean-up (spec §5)", () => {
  it("trims and lowercases", () => {
    expect(normalizeDomainInput("  Example.COM \t")).toEqual({
      ok: true,
      domain: "example.com",
      suffix: "com",
    });
  });
  it("strips http:// and https:// and then www.", () => {
    expect(domainOf("http://example.com")).toBe("example.com");
    expect(domainOf("HTTPS://WWW.example.com")).toBe("example.com");
    expect(domainOf("www.example.com")).toBe("example.com");
  });
  it("drops path, query, hash and port", () => {
    expect(domainOf("https://example.com/a/b?c=d#e")).toBe("example.com");
    expect(domainOf("example.com:8080")).toBe("example.com");
    expect(domainOf("example.com?x")).toBe("example.com");
    expect(domainOf("example.com#top")).toBe("example.com");
    expect(domainOf("http://www.example.com.cn:443/index.html")).toBe(
      "example.com.cn",
    );
  });
  it("drops one trailing dot", () => {
    expect(domainOf("example.com.")).toBe("example.com");
    expect(messageOf("example.com..")).toBe(INVALID);
  });
  it("reads ideographic and full-width dots as dots", () => {
    expect(domainOf("example。com")).toBe("example.com");
    expect(domainOf("example．com")).toBe("example.com");
    expect(domainOf("example｡com")).toBe("example.com");
    expect(domainOf("中文。中国")).toBe("中文.中国");
  });
  it("folds full-width letters and digits typed with a Chinese IME", () => {
    expect(domainOf("ＷＷＷ．ｅｘａｍｐｌｅ１．ｃｏｍ")).toBe("example1.com");
  });
  it("keeps www. when removing it would leave no domain", () => {
    expect(domainOf("www.com")).toBe("www.com");
    expect(domainOf("www.com.cn")).toBe("www.com.cn");
  });
});

describe("normalizeDomainInput: labels kept", () => {
  it("keeps two labels under a TLD", () => {
    expect(normalizeDomainInput("a.b.example.com")).toEqual({
      ok: true,
      domain: "example.com",
      suffix: "com",
    });
    expect(domainOf("blog.example.cn")).toBe("example.cn");
  });
  it("keeps three labels under a known two-level suffix", () => {
    expect(normalizeDomainInput("a.b.example.com.cn")).toEqual({
      ok: true,
      domain: "example.com.cn",
      suffix: "com.cn",
    });
    expect(domainOf("www.example.gd.cn")).toBe("example.gd.cn");
    expect(domainOf("shop.example.co.uk")).toBe("example.co.uk");
    expect(domainOf("x.example.us.com")).toBe("example.us.com");
    expect(domainOf("www.例子.公司.cn")).toBe("例子.公司.cn");
    expect(domainOf("a.example.xn--55qx5d.cn")).toBe("example.xn--55qx5d.cn");
  });
  it("keeps two labels when the second level is not in our list", () => {
    expect(normalizeDomainInput("a.example.xx.cn")).toEqual({
      ok: true,
      domain: "xx.cn",
      suffix: "cn",
    });
  });
  it("treats a bare two-level suffix as a name under its TLD", () => {
    expect(normalizeDomainInput("com.cn")).toEqual({
      ok: true,
      domain: "com.cn",
      suffix: "cn",
    });
  });
  it("keeps the whole host with fullHost", () => {
    expect(
      normalizeDomainInput("https://a.b.example.com/x", { fullHost: true }),
    ).toEqual({
      ok: true,
      domain: "a.b.example.com",
      suffix: "com",
    });
    expect(domainOf("blog.example.com.cn", true)).toBe("blog.example.com.cn");
    expect(domainOf("www.blog.example.com", true)).toBe("blog.example.com");
    expect(domainOf("example.com", true)).toBe("example.com");
  });
  it("defaults to registrable domains without options", () => {
    expect(normalizeDomainInput("a.example.com")).toEqual(
      normalizeDomainInput("a.example.com", {}),
    );
  });
});

describe("normalizeDomainInput: accepted names", () => {
  it.each([
    ["中文.中国", "中文.中国"],
    ["中文域名.com", "中文域名.com"],
    ["例子.公司", "例子.公司"],
    ["xn--fiqs8s.xn--fiqs8s", "xn--fiqs8s.xn--fiqs8s"],
    ["xn--55qx5d.cn", "xn--55qx5d.cn"],
    ["a_b.com", "a_b.com"],
    ["a-b.com", "a-b.com"],
    ["123.com", "123.com"],
    ["a.cn", "a.cn"],
    ["bücher.de", "bücher.de"],
    ["𠀀.com", "𠀀.com"], // CJK Extension B
  ])("%s → %s", (input, expected) => {
    expect(domainOf(input)).toBe(expected);
  });
});

describe("normalizeDomainInput: errors", () => {
  it("asks for a domain when the input is empty", () => {
    expect(normalizeDomainInput("")).toEqual({ ok: false, message: EMPTY });
    expect(messageOf("   ")).toBe(EMPTY);
    expect(messageOf(undefined as unknown as string)).toBe(EMPTY);
  });
  it.each([
    "example",
    "https://",
    "www.",
    ".com",
    "example..com",
    "exa mple.com",
    "exa!mple.com",
    "user@example.com",
    "-example.com",
    "example-.com",
    "a.-b.example.com",
    "192.168.1.1",
    "example.c",
    "example.c0m",
    "example.-com",
    "😀.com",
    "ftp://example.com",
    "/example.com",
  ])("rejects %j as malformed", (input) => {
    expect(messageOf(input)).toBe(INVALID);
  });
  it("rejects labels over 63 characters (ASCII form) and hosts over 253", () => {
    expect(DOMAIN_LABEL_MAX).toBe(63);
    expect(DOMAIN_MAX).toBe(253);
    expect(domainOf(`${"a".repeat(63)}.com`)).toBe(`${"a".repeat(63)}.com`);
    expect(messageOf(`${"a".repeat(64)}.com`)).toBe(INVALID);
    // 17 Han characters: 54 as xn--, accepted; 25 characters: 76 as xn--, refused.
    expect(domainOf("中华人民共和国国家互联网信息办公室.com")).toBe(
      "中华人民共和国国家互联网信息办公室.com",
    );
    expect(
      messageOf("中华人民共和国国家互联网信息办公室网络安全审查管理.com"),
    ).toBe(INVALID);
    const longHost = `${Array.from({ length: 5 }, () => "a".repeat(60)).join(".")}.com`; // 308 chars
    expect(messageOf(longHost, true)).toBe(INVALID);
  });
  it("rejects a malformed subdomain instead of silently dropping it", () => {
    expect(messageOf("bad!.example.com")).toBe(INVALID);
  });
  it("reports an unknown suffix separately", () => {
    expect(messageOf("example.abcdef")).toBe(UNSUPPORTED);
    expect(messageOf("example.com.zz")).toBe(UNSUPPORTED);
    expect(messageOf("example.xn--zzzzzz")).toBe(UNSUPPORTED);
    expect(messageOf("例子.中文")).toBe(UNSUPPORTED);
    expect(messageOf("a.b.example.abcdef", true)).toBe(UNSUPPORTED);
  });
  it("stays fast on hostile input", () => {
    const start = performance.now();
    expect(messageOf(`${"a".repeat(100_000)}!`)).toBe(INVALID);
    expect(messageOf(`${"a-".repeat(120)}!.com`)).toBe(INVALID);
    expect(performance.now() - start).toBeLessThan(500);
  });
});

describe("isValidDomain", () => {
  it("mirrors normalizeDomainInput", () => {
    expect(isValidDomain("example.com")).toBe(true);
    expect(isValidDomain("https://www.example.com.cn/x")).toBe(true);
    expect(isValidDomain("a.b.example.com", { fullHost: true })).toBe(true);
    expect(isValidDomain("")).toBe(false);
    expect(isValidDomain("example")).toBe(false);
    expect(isValidDomain("example.abcdef")).toBe(false);
  });
});

describe("DOMAIN_PATTERN", () => {
  it("describes the normalised shape", () => {
    for (const s of [
      "example.com",
      "a.b.example.com.cn",
      "中文.中国",
      "a_b.xn--fiqs8s",
      "x1.co",
    ]) {
      expect(DOMAIN_PATTERN.test(s)).toBe(true);
    }
    for (const s of [
      "example",
      "Example.com",
      "http://example.com",
      "example.com.",
      "-a.com",
      "a.c",
      "a.1com",
    ]) {
      expect(DOMAIN_PATTERN.test(s)).toBe(false);
    }
  });
});

import { domainToASCII } from "node:url";
import tlds from "tlds" with { type: "json" };
import { describe, expect, it } from "vitest";
import {
  ACE_PREFIX,
  punycodeEncode,
  toAsciiDomain,
  toAsciiLabel,
} from "../src/validation/punycode.ts";

describe("punycodeEncode (RFC 3492)", () => {
  it("matches the RFC 3492 §7.1 sample (B) Chinese (simplified)", () => {
    expect(punycodeEncode("他们为什么不说中文")).toBe(
      "ihqwcrb4cv8a8dqg056pqjye",
    );
  });
  it("matches well-known labels", () => {
    expect(punycodeEncode("中国")).toBe("fiqs8s");
    expect(punycodeEncode("bücher")).toBe("bcher-kva");
    expect(punycodeEncode("münchen")).toBe("mnchen-3ya");
    expect(punycodeEncode("abc")).toBe("abc-");
  });
});

describe("toAsciiLabel / toAsciiDomain", () => {
  it("prefixes non-ASCII labels with xn--", () => {
    expect(ACE_PREFIX).toBe("xn--");
    expect(toAsciiLabel("中国")).toBe("xn--fiqs8s");
    expect(toAsciiLabel("中國")).toBe("xn--fiqz9s");
    expect(toAsciiLabel("公司")).toBe("xn--55qx5d");
    expect(toAsciiLabel("网络")).toBe("xn--io0a7i");
    expect(toAsciiLabel("香港")).toBe("xn--j6w193g");
  });
  it("leaves ASCII labels alone", () => {
    expect(toAsciiLabel("example")).toBe("example");
    expect(toAsciiLabel("xn--fiqs8s")).toBe("xn--fiqs8s");
    expect(toAsciiLabel("")).toBe("");
  });
  it("converts each label of a name", () => {
    expect(toAsciiDomain("例子.公司.cn")).toBe(domainToASCII("例子.公司.cn"));
    expect(toAsciiDomain("bücher.de")).toBe("xn--bcher-kva.de");
  });
  it("agrees with Node's IDNA for every Unicode TLD in the IANA list", () => {
    const unicode = tlds.filter((tld) => /[^a-z0-9-]/.test(tld));
    expect(unicode.length).toBeGreaterThan(100);
    for (const tld of unicode)
      expect(toAsciiLabel(tld)).toBe(domainToASCII(tld));
  });
});

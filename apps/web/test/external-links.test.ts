import { describe, expect, it } from "vitest";
import { classifyLink } from "../app/lib/external-links.ts";

const ORIGIN = "https://yujian.example";
const ALLOW = ["beian.miit.gov.cn", "github.com"];

const kind = (href: string, allowlist: readonly string[] = ALLOW) => classifyLink(href, ORIGIN, allowlist).kind;

describe("classifyLink", () => {
  it("relative links are internal", () => {
    expect(kind("/main/about")).toBe("internal");
    expect(kind("main/about")).toBe("internal");
    expect(kind("../privacy?x=1")).toBe("internal");
    expect(kind("#section-2")).toBe("internal");
    expect(kind("?domain=a.com")).toBe("internal");
    expect(kind("")).toBe("internal");
  });

  it("absolute same-origin links are internal", () => {
    expect(kind("https://yujian.example/main/about")).toBe("internal");
    expect(kind("https://YUJIAN.example/")).toBe("internal");
  });

  it("the same host on another scheme or port is not same-origin", () => {
    expect(kind("http://yujian.example/main/about")).toBe("refused");
    expect(kind("https://yujian.example:8443/")).toBe("refused");
  });

  it("an allow-listed host is allowed and the verdict carries the URL", () => {
    const verdict = classifyLink("https://beian.miit.gov.cn/", ORIGIN, ALLOW);
    expect(verdict.kind).toBe("allowed");
    expect(verdict.kind === "allowed" && verdict.url.href).toBe("https://beian.miit.gov.cn/");
    expect(kind("http://github.com/some/repo")).toBe("allowed");
  });

  it("host matching is case-insensitive", () => {
    expect(kind("https://BEIAN.MIIT.GOV.CN/")).toBe("allowed");
  });

  it("subdomains of an allow-listed host are allowed", () => {
    expect(kind("https://www.beian.miit.gov.cn/x")).toBe("allowed");
    expect(kind("https://docs.github.com/en")).toBe("allowed");
  });

  it("a parent domain of an allow-listed host is refused", () => {
    expect(kind("https://miit.gov.cn/")).toBe("refused");
  });

  it("other hosts are refused and the verdict carries the URL", () => {
    const verdict = classifyLink("https://attacker.com/phish", ORIGIN, ALLOW);
    expect(verdict).toEqual({ kind: "refused", url: new URL("https://attacker.com/phish") });
    expect(kind("//attacker.com/x")).toBe("refused");
  });

  it("everything external is refused with an empty allowlist", () => {
    expect(kind("https://beian.miit.gov.cn/", [])).toBe("refused");
  });

  it("look-alike hosts are refused", () => {
    expect(kind("https://evilbeian.miit.gov.cn.attacker.com/")).toBe("refused");
    expect(kind("https://beian.miit.gov.cn.evil.com/")).toBe("refused");
    expect(kind("https://evilbeian.miit.gov.cn/")).toBe("refused");
    expect(kind("https://notgithub.com/")).toBe("refused");
    expect(kind("https://github.com.evil.com/")).toBe("refused");
  });

  it("user-info tricks are judged by the real host", () => {
    expect(kind("https://beian.miit.gov.cn@attacker.com/")).toBe("refused");
    expect(kind("https://attacker.com@beian.miit.gov.cn/")).toBe("allowed");
  });

  it("javascript: URLs are refused, whatever their spelling", () => {
    expect(kind("javascript:alert(1)")).toBe("refused");
    expect(kind("JavaScript:alert(1)")).toBe("refused");
    expect(kind("  javascript:alert(1)")).toBe("refused");
    expect(kind("java\tscript:alert(1)")).toBe("refused");
  });

  it("a javascript: URL dressed up with an allow-listed host is still refused", () => {
    expect(kind("javascript://beian.miit.gov.cn/%0Aalert(1)")).toBe("refused");
  });

  it("non-web schemes are refused even for an allow-listed host", () => {
    expect(kind("ftp://beian.miit.gov.cn/file")).toBe("refused");
    expect(kind("ws://github.com/socket")).toBe("refused");
  });

  it("other non-web schemes are refused", () => {
    expect(kind("data:text/html,<script>alert(1)</script>")).toBe("refused");
    expect(kind("vbscript:msgbox(1)")).toBe("refused");
    expect(kind("file:///etc/passwd")).toBe("refused");
  });

  it("mailto: and tel: are allowed", () => {
    expect(kind("mailto:contact@yujian.example")).toBe("allowed");
    expect(kind("MAILTO:someone@elsewhere.com")).toBe("allowed");
    expect(kind("tel:+86-10-12345678")).toBe("allowed");
  });
});

import { describe, expect, it } from "vitest";
import { formatConnectTo, parseConnectTo, resolveConnectTarget } from "../src/net/connect-to.ts";

describe("CONNECT_TO", () => {
  it("parses curl --connect-to entries", () => {
    expect(parseConnectTo("whois.verisign-grs.com:43:127.0.0.1:4343")).toEqual([
      { fromHost: "whois.verisign-grs.com", fromPort: 43, toHost: "127.0.0.1", toPort: 4343 },
    ]);
  });

  it("treats an empty value as no rules", () => {
    expect(parseConnectTo(undefined)).toEqual([]);
    expect(parseConnectTo("  ")).toEqual([]);
  });

  it("matches any host or port when HOST1 or PORT1 is empty", () => {
    const rules = parseConnectTo("::127.0.0.1:9000");
    expect(resolveConnectTarget(rules, "whois.nic.io", 43)).toEqual({ host: "127.0.0.1", port: 9000, mapped: true });
    expect(resolveConnectTarget(rules, "rdap.org", 443)).toEqual({ host: "127.0.0.1", port: 9000, mapped: true });
  });

  it("uses the first matching rule and keeps unmatched targets", () => {
    const rules = parseConnectTo("a.example:43:127.0.0.2:1,a.example::127.0.0.3:2");
    expect(resolveConnectTarget(rules, "A.example.", 43)).toMatchObject({ host: "127.0.0.2", port: 1 });
    expect(resolveConnectTarget(rules, "a.example", 443)).toMatchObject({ host: "127.0.0.3", port: 2 });
    expect(resolveConnectTarget(rules, "b.example", 43)).toEqual({ host: "b.example", port: 43, mapped: false });
  });

  it("keeps the original port when PORT2 is empty and handles IPv6 literals", () => {
    const rules = parseConnectTo("x.example:443:[::1]:");
    expect(resolveConnectTarget(rules, "x.example", 443)).toEqual({ host: "::1", port: 443, mapped: true });
    expect(formatConnectTo(rules)).toBe("x.example:443:[::1]:");
  });

  it("rejects malformed entries with a message naming them", () => {
    expect(() => parseConnectTo("a:43:b")).toThrow(/a:43:b/);
    expect(() => parseConnectTo("a:99999:b:1")).toThrow(/invalid port/);
  });
});

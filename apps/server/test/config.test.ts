import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";

describe("configuration", () => {
  it("has working defaults for a fresh clone", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "production",
      port: 3000,
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      timestampMaxSkewMs: 300_000,
      connectTo: [],
    });
    expect(config.externalLinkAllowlist).toContain("beian.miit.gov.cn");
    expect(config.webBuildDir).toMatch(/apps[/\\]web[/\\]build$/);
  });

  it("reads every key it documents", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://u:p@db:5432/yujian",
      EXTERNAL_LINK_ALLOWLIST: "Example.COM, beian.miit.gov.cn",
      CONNECT_TO: "whois.verisign-grs.com:43:127.0.0.1:4300",
      TRUST_PROXY: "true",
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe("postgres://u:p@db:5432/yujian");
    expect(config.externalLinkAllowlist).toEqual(["example.com", "beian.miit.gov.cn"]);
    expect(config.connectTo).toEqual([{ fromHost: "whois.verisign-grs.com", fromPort: 43, toHost: "127.0.0.1", toPort: 4300 }]);
    expect(config.trustProxy).toBe(true);
  });

  it("refuses bad values with a message naming every bad key", () => {
    expect(() => loadConfig({ PORT: "http", DATABASE_URL: "mysql://x" })).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
    expect(() => loadConfig({ CONNECT_TO: "a:43:b" })).toThrow(/CONNECT_TO/);
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });
});

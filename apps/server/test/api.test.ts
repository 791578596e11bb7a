import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code, computeCheckDigits, messageFor } from "@yujian/shared";
import { buildTestApp, withTimestamp } from "./helpers.ts";

describe("API plumbing", () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("answers with the {code, message, data} envelope", async () => {
    const res = await t.app.inject({ method: "GET", url: withTimestamp("/api/version") });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      message: messageFor(Code.Ok),
      data: { buildId: "test-build", builtAt: "2026-11-21T00:00:00.000Z" },
    });
  });

  it("accepts the timestamp in a POST body", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/nothing-here", payload: { timestamp: "1" } });
    // Unknown paths are rejected before the timestamp is looked at.
    expect(res.statusCode).toBe(404);
  });

  describe("timestamp guard", () => {
    const cases: Array<[string, string | undefined, RegExp]> = [
      ["missing", undefined, /缺少请求时间戳/],
      ["malformed", "abc", /格式错误/],
      ["with a wrong check digit", "170000000000000", /校验失败|格式错误/],
    ];
    it.each(cases)("rejects a %s timestamp with code 400", async (_label, value, text) => {
      const url = value === undefined ? "/api/version" : `/api/version?timestamp=${value}`;
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, data: null });
      expect(res.json().message).toMatch(text);
    });

    it("rejects a timestamp more than 5 minutes off, in either direction", async () => {
      for (const offset of [-5 * 60_000 - 1000, 5 * 60_000 + 1000]) {
        const res = await t.app.inject({ method: "GET", url: withTimestamp("/api/version", Date.now() + offset) });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/请求已过期/);
      }
    });

    it("accepts a timestamp 4 minutes off", async () => {
      const res = await t.app.inject({ method: "GET", url: withTimestamp("/api/version", Date.now() - 4 * 60_000) });
      expect(res.json().code).toBe(200);
    });

    it("checks the digits with ISO 7064 MOD 97-10", async () => {
      const ms = String(Date.now());
      const good = ms + computeCheckDigits(ms);
      const badDigit = (Number(good.at(-1)) + 1) % 10;
      const bad = good.slice(0, -1) + String(badDigit);
      expect((await t.app.inject({ url: `/api/version?timestamp=${good}` })).json().code).toBe(200);
      expect((await t.app.inject({ url: `/api/version?timestamp=${bad}` })).json().code).toBe(400);
    });
  });

  it("answers an unknown /api path with a 404 envelope", async () => {
    const res = await t.app.inject({ method: "GET", url: withTimestamp("/api/NoSuch/thing") });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: messageFor(Code.NotFound), data: null });
  });

  it("serves a health check without a timestamp", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.json()).toMatchObject({ code: 200, data: { status: "ok", database: "sqlite" } });
  });

  it("serves the OpenAPI document at /api/docs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    const doc = res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/version", "/api/health"]));
    expect(doc.paths["/api/docs"]).toBeUndefined();
  });

  it("sets security headers, a CSP that allows nothing for JSON, and a request id", async () => {
    const a = await t.app.inject({ method: "GET", url: "/api/health" });
    const b = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(a.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(a.headers["x-content-type-options"]).toBe("nosniff");
    expect(a.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(a.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(a.headers["strict-transport-security"]).toBeUndefined();
    expect(a.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);
  });

  it("adds HSTS when the site is served over https", async () => {
    const secure = await buildTestApp({ PUBLIC_BASE_URL: "https://yujian.example" });
    try {
      const res = await secure.app.inject({ method: "GET", url: "/api/health" });
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });

  it("keeps an upstream request id", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "edge-1234abcd" } });
    expect(res.headers["x-request-id"]).toBe("edge-1234abcd");
  });
});

describe("rate limit", () => {
  it("answers 429 with code 1017 past the per-minute limit", async () => {
    const t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: "3" });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await t.app.inject({ method: "GET", url: "/api/health" });
        codes.push(res.json().code);
        if (i === 3) {
          expect(res.statusCode).toBe(429);
          expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
          expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(60);
        }
      }
      expect(codes).toEqual([200, 200, 200, Code.AccessFrequent]);
    } finally {
      await t.close();
    }
  });
});

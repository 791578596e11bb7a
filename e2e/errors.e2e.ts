import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { clickInjectedLink, launchBrowser, openPage, waitForApp } from "./browser.ts";

const baseUrl = inject("baseUrl");

describe("error pages", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("answers an unknown page with HTTP 404 and 'Page Not Found: <path>'", async () => {
    const res = await fetch(`${baseUrl}/no/such/page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page Not Found: /no/such/page");
    expect(html).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);

    const { context, page } = await openPage(browser);
    const response = await page.goto(`${baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("error-message").textContent()).resolves.toBe("Page Not Found: /no/such/page");
    expect(await page.title()).toBe("页面不存在 - 域鉴");
    await page.getByRole("link", { name: "返回首页" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });

  it("shows the 404 page on client-side navigation to an unknown path too", async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/main/about`);
    await waitForApp(page);
    await clickInjectedLink(page, "/main/missing");
    await page.getByText("Page Not Found: /main/missing").waitFor();
    await context.close();
  });

  it("answers an unknown API path with a 404 envelope, not a page", async () => {
    const res = await fetch(`${baseUrl}/api/NoSuch/route`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ code: 404, message: "接口不存在", data: null });
  });

  it("sends an uncached page with a fresh CSP nonce that its inline scripts carry", async () => {
    const res = await fetch(`${baseUrl}/not-cached-404`);
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    const inlineScripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
    const again = await fetch(`${baseUrl}/not-cached-404`);
    expect(again.headers.get("content-security-policy")).not.toBe(csp);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("serves public pages from the page cache with script hashes instead of a nonce", async () => {
    const browserLike = { headers: { "accept-encoding": "gzip, deflate, br" } };
    const first = await fetch(`${baseUrl}/main/userAgreement?from=cache-test`, browserLike);
    const second = await fetch(`${baseUrl}/main/userAgreement?from=cache-test`, browserLike);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("content-encoding")).toBe("br");
    const csp = second.headers.get("content-security-policy") ?? "";
    expect(csp).not.toContain("nonce-");
    const html = await second.text();
    expect(html).not.toContain("nonce=");
    const { createHash } = await import("node:crypto");
    const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, content] of scripts) {
      expect(csp).toContain(`'sha256-${createHash("sha256").update(content ?? "").digest("base64")}'`);
    }
  });

  it("never shares a signed-in visitor's page", async () => {
    const res = await fetch(`${baseUrl}/main/userAgreement?from=cache-test`, { headers: { cookie: "token=abc" } });
    expect(res.headers.get("x-page-cache")).toBeNull();
    expect(res.headers.get("content-security-policy")).toMatch(/'nonce-/);
  });
});

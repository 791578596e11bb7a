import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage } from "./browser.ts";

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
    await page.waitForFunction(() => document.documentElement.dataset.appLoaded === "true");
    await page.evaluate(() => {
      const a = document.createElement("a");
      a.href = "/main/missing";
      a.textContent = "missing";
      a.id = "missing-link";
      document.querySelector("main")?.append(a);
    });
    await page.click("#missing-link");
    await page.getByText("Page Not Found: /main/missing").waitFor();
    await context.close();
  });

  it("answers an unknown API path with a 404 envelope, not a page", async () => {
    const res = await fetch(`${baseUrl}/api/NoSuch/route`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ code: 404, message: "接口不存在", data: null });
  });

  it("sends security headers on pages, with a CSP nonce that the inline scripts carry", async () => {
    const res = await fetch(`${baseUrl}/main/about`);
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    const inlineScripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });
});

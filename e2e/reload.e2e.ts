import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, waitForApp } from "./browser.ts";

const baseUrl = inject("baseUrl");

/** Counts full page loads of the main frame. */
function countLoads(page: Page): { loads: number } {
  const counter = { loads: 0 };
  page.on("load", () => (counter.loads += 1));
  return counter;
}

describe("reload guard (spec §2: at most once per path within 10 s)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("reloads once when the deployed build changes, and not again within 10 s", async () => {
    const { context, page } = await openPage(browser);
    await page.route("**/api/version?*", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ code: 200, message: "成功", data: { buildId: "a-newer-build", builtAt: "2026-11-21T08:00:00.000Z" } }),
      }),
    );
    const counter = countLoads(page);
    await page.goto(`${baseUrl}/main/about`);
    await waitForApp(page);
    expect(counter.loads).toBe(1);

    // The watcher starts a second after load; a tab becoming visible makes it check.
    await page.waitForTimeout(1300);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect.poll(() => counter.loads, { timeout: 5000 }).toBe(2);

    await waitForApp(page);
    await page.waitForTimeout(1300);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await page.waitForTimeout(1500);
    expect(counter.loads).toBe(2);
    await context.close();
  });

  it("reloads once when a lazily loaded file fails, and not again within 10 s", async () => {
    const { context, page } = await openPage(browser);
    page.on("pageerror", () => undefined);
    await page.route(/\/assets\/domain-[\w-]+\.js$/, (route) => route.abort());
    const counter = countLoads(page);
    await page.goto(baseUrl);
    await waitForApp(page);
    const box = page.getByRole("textbox", { name: "输入要查询的域名" });
    await box.fill("example.com");
    await page.getByRole("button", { name: "查询" }).click();
    await expect.poll(() => counter.loads, { timeout: 5000 }).toBe(2);

    await waitForApp(page);
    await page.getByRole("textbox", { name: "输入要查询的域名" }).fill("example.com");
    await page.getByRole("button", { name: "查询" }).click();
    await page.waitForTimeout(1500);
    expect(counter.loads).toBe(2);
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  it("survives a route module that cannot be fetched: one reload, then the server-rendered page", async () => {
    const { context, page } = await openPage(browser);
    page.on("pageerror", () => undefined);
    page.on("console", () => undefined);
    await page.route(/\/assets\/privacy-[\w-]+\.js$/, (route) => route.abort());
    const counter = countLoads(page);
    await page.goto(`${baseUrl}/main/about`);
    await waitForApp(page);
    await page.getByRole("navigation", { name: "页脚导航" }).getByRole("link", { name: "隐私政策" }).click();
    await page.waitForURL(`${baseUrl}/main/privacy`);
    await page.getByRole("heading", { level: 1, name: "隐私政策" }).waitFor();
    await page.waitForTimeout(3000);
    expect(counter.loads).toBe(2);
    await context.close();
  });
});

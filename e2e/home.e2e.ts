import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, waitForApp } from "./browser.ts";

const baseUrl = inject("baseUrl");

describe("home page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("is server-rendered with the search box, then hydrates and lifts the loading cover", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).toContain("域名信息综合查询");
    expect(html).toContain('data-testid="app-cover"');
    expect(html).toContain('lang="zh-CN"');

    const { context, page, errors } = await openPage(browser);
    await page.goto(baseUrl);
    await waitForApp(page);
    const cover = page.getByTestId("app-cover");
    expect(await cover.evaluate((el) => getComputedStyle(el).visibility)).toBe("hidden");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("域名信息综合查询");

    // Spec §9: the modules of the main pages are preloaded one second after load, not before.
    const preloadsOf = (name: string) =>
      page.evaluate((n) => document.querySelectorAll(`link[rel="modulepreload"][href*="/assets/${n}-"]`).length, name);
    expect(await preloadsOf("privacy")).toBe(0);
    await page.waitForFunction(() => document.querySelector('link[rel="modulepreload"][href*="/assets/privacy-"]'), undefined, {
      timeout: 3000,
    });
    expect(await preloadsOf("about")).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("explains invalid input in Chinese and does not navigate", async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(baseUrl);
    await waitForApp(page);
    const box = page.getByRole("textbox", { name: "输入要查询的域名" });
    await page.getByRole("button", { name: "查询" }).click();
    await page.getByRole("alert").filter({ hasText: "请输入域名" }).waitFor();
    await box.fill("not a domain");
    await page.getByRole("button", { name: "查询" }).click();
    await page.waitForFunction(() => document.querySelector('[role="alert"]')?.textContent?.includes("例如"));
    expect(await box.getAttribute("aria-invalid")).toBe("true");
    expect(new URL(page.url()).pathname).toBe("/");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("submits a domain, normalised by the §5 rules, to the whois page and remembers it", async () => {
    const { context, page } = await openPage(browser);
    await page.goto(baseUrl);
    await waitForApp(page);
    await page.getByRole("textbox", { name: "输入要查询的域名" }).fill("  HTTPS://WWW.Example.COM/path?q=1 ");
    await page.getByRole("button", { name: "查询" }).click();
    await page.waitForURL((url) => url.pathname === "/main/whois");
    expect(new URL(page.url()).searchParams.get("domain")).toBe("example.com");
    expect(await page.evaluate(() => localStorage.getItem("domain"))).toBe("example.com");

    await page.goto(baseUrl);
    await waitForApp(page);
    await expect(page.getByRole("textbox", { name: "输入要查询的域名" }).inputValue()).resolves.toBe("example.com");
    await context.close();
  });

  it("accepts Chinese domains and known two-level suffixes", async () => {
    const { context, page } = await openPage(browser);
    await page.goto(baseUrl);
    await waitForApp(page);
    const box = page.getByRole("textbox", { name: "输入要查询的域名" });
    await box.fill("www.news.sina.com.cn");
    await page.getByRole("button", { name: "查询" }).click();
    await page.waitForURL((url) => url.searchParams.get("domain") === "sina.com.cn");
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("textbox", { name: "输入要查询的域名" }).fill("域鉴.中国");
    await page.getByRole("button", { name: "查询" }).click();
    await page.waitForURL((url) => url.searchParams.get("domain") === "域鉴.中国");
    await context.close();
  });
});

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, waitForApp } from "./browser.ts";

const baseUrl = inject("baseUrl");

async function readMeta(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
    keywords: document.querySelector('meta[name="keywords"]')?.getAttribute("content"),
  }));
}

describe("title, description and keywords (spec §2)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("uses a route's own entry, server-rendered", async () => {
    const html = await (await fetch(`${baseUrl}/main/privacy`)).text();
    expect(html).toContain("<title>隐私政策 - 域鉴</title>");
    expect(html).toMatch(/<meta name="description" content="域鉴隐私政策[^"]*"/);
    expect(html).toMatch(/<meta name="keywords" content="域鉴,隐私政策[^"]*"/);
  });

  it("falls back to the integrated page's entry for a route without its own", async () => {
    const { context, page } = await openPage(browser);
    await page.goto(baseUrl);
    const meta = await readMeta(page);
    expect(meta.title).toMatch(/^域鉴 - 域名Whois查询/);
    expect(meta.description).toMatch(/^域鉴是面向站长/);
    await context.close();
  });

  it("prefixes all three with '<domain>域名' when the domain query parameter is present", async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/main/about?domain=Example.com`);
    const meta = await readMeta(page);
    expect(meta.title).toBe("example.com域名关于我们 - 域鉴");
    expect(meta.description).toMatch(/^example\.com域名了解域鉴/);
    expect(meta.keywords).toBe("example.com域名域鉴,关于我们,域名查询平台");
    await context.close();
  });

  it("updates the tags on client-side navigation", async () => {
    const { context, page } = await openPage(browser);
    await page.goto(baseUrl);
    await waitForApp(page);
    await page.getByRole("navigation", { name: "页脚导航" }).getByRole("link", { name: "用户协议" }).click();
    await page.waitForURL(`${baseUrl}/main/userAgreement`);
    await page.waitForFunction(() => document.title === "用户协议 - 域鉴");
    expect((await readMeta(page)).keywords).toBe("域鉴,用户协议,服务条款");
    await context.close();
  });
});

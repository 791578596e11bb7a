import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { clickInjectedLink, launchBrowser, openPage, waitForApp } from "./browser.ts";

const baseUrl = inject("baseUrl");
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true };

describe("layouts and navigation", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(["/", "/main/about", "/main/userAgreement", "/main/privacy", "/main/adzs", "/nope"])(
    "fits a 375 px screen without sideways scrolling: %s",
    async (path) => {
      const { context, page, errors } = await openPage(browser, PHONE);
      await page.goto(`${baseUrl}${path}`);
      await waitForApp(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The 404 page's own document status is reported by Chromium as a failed resource.
      expect(errors.filter((e) => !(path === "/nope" && e.includes("404")))).toEqual([]);
      await context.close();
    },
  );

  it("uses a menu button on phones; the menu closes on route change", async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(baseUrl);
    await waitForApp(page);
    expect(await page.getByRole("navigation", { name: "主导航" }).count()).toBe(0);
    const button = page.getByRole("button", { name: "打开菜单" });
    const box = await button.boundingBox();
    expect(box && box.width >= 24 && box.height >= 24).toBe(true);
    await button.click();
    const nav = page.getByRole("navigation", { name: "主导航" });
    await nav.getByRole("link", { name: "关于我们" }).click();
    await page.waitForURL(`${baseUrl}/main/about`);
    await page.waitForFunction(() => !document.getElementById("mobile-nav"));
    expect(await page.getByRole("button", { name: "打开菜单" }).getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });

  it("switches the mobile flag when the window crosses 768 px", async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1024, height: 800 } });
    await page.goto(baseUrl);
    await waitForApp(page);
    expect(await page.getByRole("navigation", { name: "主导航" }).count()).toBe(1);
    await page.setViewportSize({ width: 767, height: 800 });
    await page.getByRole("button", { name: "打开菜单" }).waitFor();
    await page.setViewportSize({ width: 768, height: 800 });
    await page.getByRole("navigation", { name: "主导航" }).waitFor();
    await context.close();
  });

  it("scrolls to the anchor of a hash and to the top on a page change", async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/main/privacy`);
    await waitForApp(page);
    const tocLinks = page.getByRole("navigation", { name: "本页目录" }).getByRole("link");
    const last = tocLinks.last();
    const target = new URL((await last.getAttribute("href")) ?? "", baseUrl).hash.slice(1);
    expect(target).not.toBe("");
    await last.click();
    await page.waitForFunction((id) => {
      const rect = document.getElementById(id)?.getBoundingClientRect();
      return !!rect && rect.top >= 0 && rect.bottom <= window.innerHeight;
    }, target);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

    await page.getByRole("navigation", { name: "页脚导航" }).getByRole("link", { name: "用户协议" }).click();
    await page.waitForURL(`${baseUrl}/main/userAgreement`);
    await page.waitForFunction(() => window.scrollY === 0);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/main/privacy" && url.hash === `#${target}`);
    await context.close();
  });

  it("refuses navigation to an external site that is not allow-listed", async () => {
    const { context, page } = await openPage(browser);
    const external: string[] = [];
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      external.push(route.request().url());
      return route.abort();
    });
    await page.goto(`${baseUrl}/main/about`);
    await waitForApp(page);
    await clickInjectedLink(page, "https://phishing.example/login");
    await page.getByRole("dialog", { name: "已阻止打开外部链接" }).waitFor();
    await expect(page.getByTestId("refused-url").textContent()).resolves.toBe("https://phishing.example/login");
    expect(new URL(page.url()).pathname).toBe("/main/about");
    expect(external).toEqual([]);
    await context.close();
  });
});

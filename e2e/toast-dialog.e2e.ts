import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { clickInjectedLink, launchBrowser, openPage, waitForApp } from "./browser.ts";

const baseUrl = inject("baseUrl");

describe("dialog and toast", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("shows a 446 px dialog, copies to the clipboard, and toasts for 3 s with a close button", async () => {
    const { context, page, errors } = await openPage(browser);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    await page.goto(`${baseUrl}/main/adzs`);
    await waitForApp(page);
    await clickInjectedLink(page, "https://not-allowed.example/");
    const dialog = page.getByRole("dialog", { name: "已阻止打开外部链接" });
    await dialog.waitFor();
    const dialogBox = await dialog.boundingBox();
    expect(Math.round(dialogBox?.width ?? 0)).toBe(446);

    await dialog.getByRole("button", { name: "复制链接" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "链接已复制" });
    await toast.waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("https://not-allowed.example/");
    const toastBox = await toast.boundingBox();
    expect(toastBox?.width).toBeGreaterThanOrEqual(420);
    expect(toastBox?.width).toBeLessThanOrEqual(720);
    const zIndex = await page.locator("[data-sonner-toaster]").evaluate((el) => getComputedStyle(el).zIndex);
    expect(zIndex).toBe("6000");
    expect(await toast.getByRole("button", { name: "关闭" }).count()).toBe(1);

    const shownAt = Date.now();
    await toast.waitFor({ state: "detached", timeout: 6000 });
    const visibleFor = Date.now() - shownAt;
    expect(visibleFor).toBeGreaterThan(2000);
    expect(visibleFor).toBeLessThan(4500);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("closes a toast with its close button, and the dialog on route change", async () => {
    const { context, page } = await openPage(browser);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    await page.goto(`${baseUrl}/main/about`);
    await waitForApp(page);
    await page.getByRole("navigation", { name: "页脚导航" }).getByRole("link", { name: "广告合作" }).click();
    await page.waitForURL(`${baseUrl}/main/adzs`);
    await clickInjectedLink(page, "https://not-allowed.example/");
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "复制链接" }).click();
    const toast = page.locator("[data-sonner-toast]").first();
    await toast.waitFor();
    await toast.getByRole("button", { name: "关闭" }).click();
    await toast.waitFor({ state: "detached", timeout: 1500 });
    expect(await dialog.count()).toBe(1);

    // Back is a client-side route change: the open dialog must not survive it.
    await page.goBack();
    await page.waitForURL(`${baseUrl}/main/about`);
    await dialog.waitFor({ state: "detached", timeout: 2000 });
    await context.close();
  });
});

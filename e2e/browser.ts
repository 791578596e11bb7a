import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

/** Debian's Chromium, with the flags this closed network needs (no background connections). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** A page that records console errors and page errors so tests can assert there were none. */
export async function openPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; isMobile?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    isMobile: options.isMobile ?? false,
    locale: "zh-CN",
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  return { context, page, errors };
}

/** Waits until the app has hydrated (the root marks `html[data-app-loaded]`). */
export function waitForApp(page: Page): Promise<unknown> {
  return page.waitForFunction(() => document.documentElement.dataset.appLoaded === "true");
}

/**
 * Adds a plain link to the page's <main> and clicks it: stands in for links that untrusted
 * content (a whois record, an announcement) may carry.
 */
export async function clickInjectedLink(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const a = document.createElement("a");
    a.href = target;
    a.id = "injected-link";
    a.textContent = target;
    document.querySelector("main")?.append(a);
  }, href);
  await page.click("#injected-link");
}

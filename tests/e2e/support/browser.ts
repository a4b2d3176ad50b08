import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh browser profile (own cookies and session storage) pointed at the app under test. */
export async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: DESKTOP, acceptDownloads: true });
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(30_000);
  return context;
}

export async function newPage(browser: Browser): Promise<Page> {
  const context = await newContext(browser);
  return context.newPage();
}

/** Waits for visible text (exact by default), failing with the text in the message. */
export async function seeText(
  page: Page | Locator,
  text: string | RegExp,
  options: { exact?: boolean; timeout?: number } = {},
) {
  const locator = page.getByText(text, { exact: options.exact ?? true }).first();
  await locator.waitFor({ state: 'visible', timeout: options.timeout });
  return locator;
}

/** Waits until the URL path matches. */
export async function waitForPath(page: Page, path: string | RegExp, timeout = 30_000) {
  await page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)), {
    timeout,
  });
  return new URL(page.url()).pathname;
}

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, seeText } from './support/browser.js';
import { shoot } from './support/shoot.js';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('404', () => {
  it('shows "404 Page Not Found" on an unknown path, with the header and a way home', async () => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(200); // the SPA answers every path and renders its own 404
    await seeText(page, '404 Page Not Found');
    await shoot(page, 'not-found');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

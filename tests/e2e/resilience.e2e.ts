import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, seeText, waitForPath } from './support/browser.js';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

/** The SPA after a deploy and when a page breaks (decision 066). */
describe('SPA resilience', () => {
  it('reloads once when a route chunk is gone, then shows a way back instead of a blank page', async () => {
    await page.goto('/');
    await seeText(page, 'How It Works');
    // The help center's chunk is unreachable, as after a deploy replaced it.
    let blocked = 0;
    await page.route(/\/assets\/help-center-[^/]+\.js$/, (route) => {
      blocked += 1;
      return route.abort();
    });
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.getByRole('link', { name: 'Help Center' }).first().click();
    await seeText(page, 'Something went wrong', { timeout: 30_000 });
    expect(loads).toBe(1); // one reload, no loop
    expect(blocked).toBeGreaterThanOrEqual(2);
    expect(new URL(page.url()).pathname).toBe('/help-center');
    // With the chunk back, "Back to Home" leads on.
    await page.unroute(/\/assets\/help-center-[^/]+\.js$/);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await waitForPath(page, '/');
    await seeText(page, 'How It Works');
    await page.getByRole('link', { name: 'Help Center' }).first().click();
    await seeText(page, 'Still Have Questions?');
  });

  it('has a favicon', async () => {
    await page.goto('/');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.svg');
    const res = await fetch(`${inject('baseUrl')}${href}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
});

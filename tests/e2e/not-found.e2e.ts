import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, seeText, waitForPath } from './support/browser.js';
import { shoot } from './support/shoot.js';
import { seeToast } from './support/toast.js';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('404 and unknown ids', () => {
  it('shows "404 Page Not Found" on an unknown path, with the header and a way home', async () => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(200); // the SPA answers every path and renders its own 404
    await seeText(page, '404 Page Not Found');
    await page.getByRole('link', { name: 'Start Generating' }).waitFor();
    await shoot(page, 'not-found');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await waitForPath(page, '/');
  });

  it('an unknown sample session cannot be shown or checked out', async () => {
    await page.goto('/results/00000000-0000-4000-8000-000000000000');
    await seeText(page, 'Failed to load your results. Please try again.');
    await page.goto('/checkout/00000000-0000-4000-8000-000000000000?package=standard&quantity=10&price=10.99');
    await seeToast(page, 'Invalid session', 'Please start over to create ads');
    await waitForPath(page, '/');
  });

  it('an unknown purchase shows "Payment Verification Failed"', async () => {
    await page.goto('/thank-you/00000000-0000-4000-8000-000000000000');
    await seeText(page, 'Payment Verification Failed');
    await shoot(page, 'thank-you-failed');
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, seeText, waitForPath } from './support/browser.js';
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

describe('legal and help pages', () => {
  for (const [path, title, shot] of [
    ['/terms-of-service', 'Terms of Service', 'terms-of-service'],
    ['/privacy-policy', 'Privacy Policy', 'privacy-policy'],
  ] as const) {
    it(`${path} has 11 numbered sections, the Miami address and a Back to Home link`, async () => {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const sections = await page.getByRole('heading', { level: 2 }).allInnerTexts();
      const numbered = sections.filter((s) => /^\d+\. /.test(s));
      expect(numbered.map((s) => Number(s.split('.')[0]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      await seeText(page, /Miami, Florida 33131, USA/, { exact: false });
      await shoot(page, shot);
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await waitForPath(page, '/');
    });
  }

  it('the terms cover age 18 and the AI content licence; the privacy policy children under 13', async () => {
    await page.goto('/terms-of-service');
    await seeText(page, /at least 18 years old/, { exact: false });
    await seeText(page, /no claim of copyright over the AI-generated content/, { exact: false });
    await page.goto('/privacy-policy');
    await seeText(page, /not directed to children under 13/, { exact: false });
  });

  it('/help-center: search box, three cards, one-open-at-a-time FAQ that collapses, Still Have Questions?', async () => {
    await page.goto('/help-center');
    await page.getByPlaceholder('Search for help topics...').waitFor();
    for (const card of ['FAQ', 'Contact Support', 'Documentation']) {
      await page.getByRole('heading', { level: 2, name: card, exact: true }).waitFor();
    }
    await seeText(page, 'Still Have Questions?');
    const first = page.getByRole('button', { name: 'What is AdForge?' });
    const timing = page.getByRole('button', { name: 'How long does generation take?' });
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('true');
    await timing.click();
    await seeText(page, /2-10 minutes/, { exact: false });
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(
      page
        .getByRole('button', { name: /^[A-Z].*\?$/ })
        .evaluateAll((buttons) => buttons.filter((b) => b.getAttribute('aria-expanded') === 'true').length),
    ).resolves.toBe(1);
    await timing.click();
    await expect(timing.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.getByRole('link', { name: 'Read the FAQ' }).click();
    expect(new URL(page.url()).hash).toBe('#faq');
    await timing.click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'help-center');
  });
});

describe('e-mail test page', () => {
  it('shows "Invalid Email" for a bad address, then sends the test e-mail', async () => {
    await page.goto('/email-test');
    const input = page.getByLabel('Email address');
    await input.fill('not-an-email');
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await seeText(page, 'Invalid Email');
    await shoot(page, 'email-test-invalid');
    await input.fill('owner@vitalgreens.example');
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await seeText(page, 'Test email sent');
    await page.getByRole('link', { name: /^#/ }).waitFor();
    await shoot(page, 'email-test-sent');
  });
});

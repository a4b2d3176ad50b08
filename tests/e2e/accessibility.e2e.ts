import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPaidPurchase, type PaidPurchase } from './support/api-fixtures.js';
import { pickStyle } from './support/journey.js';
import { launchBrowser, newPage, PHONE, seeText } from './support/browser.js';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.0 and 2.1, levels A and AA: contrast, names, labels, landmarks, ARIA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const ADMIN = { username: 'admin', password: 'admin-password' };

type Violation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
};

/** axe-core in the page; every violation with the elements it found, so a failure says what to fix. */
async function scan(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  // Transitions (toasts, progress bars) settle before contrast is measured.
  await page.waitForTimeout(400);
  // Evaluated through the DevTools protocol: the app's CSP (no inline scripts) stays as it is.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async (tags) =>
      (
        await (
          window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Violation[] }> } }
        ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      ).violations,
    TAGS,
  );
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}): ${v.help} — ${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
    ),
  );
}

let browser: Browser;
let page: Page;
let purchase: PaidPurchase;

beforeAll(async () => {
  purchase = await createPaidPurchase(inject('baseUrl'), 'basic');
  browser = await launchBrowser();
  page = await newPage(browser);
  await page.context().addCookies(purchase.cookies.map((c) => ({ ...c, url: inject('baseUrl') })));
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Every page passes an automated WCAG 2.1 AA scan (axe-core), contrast included (decision 066),
 * at the desktop width and, for the buyer's pages, on a phone.
 */
describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  const pages: Array<[name: string, path: () => string, ready: string | RegExp]> = [
    ['landing', () => '/', 'How It Works'],
    ['auth (login)', () => '/auth', 'Log in to your account'],
    ['select style', () => '/select-style', 'Show more styles'],
    ['help center', () => '/help-center', 'Still Have Questions?'],
    ['terms', () => '/terms-of-service', 'Back to Home'],
    ['privacy', () => '/privacy-policy', 'Back to Home'],
    ['not found', () => '/no-such-page', '404 Page Not Found'],
    ['e-mail test', () => '/email-test', /e-?mail/i],
    ['results', () => `/results/${purchase.sessionId}`, 'Your Generated Ads'],
    ['checkout', () => `/checkout/${purchase.sessionId}?package=basic&quantity=5&price=7.99`, /Order Summary/i],
    ['thank-you', () => `/thank-you/${purchase.purchaseId}`, /Payment/],
    ['select styles', () => `/select-styles/${purchase.purchaseId}`, /styles/i],
    ['final results', () => `/final-results/${purchase.purchaseId}`, /No Results Found|Download/],
    ['admin login', () => '/admin/login', 'Admin Login'],
  ];

  for (const [name, path, ready] of pages) {
    it(`${name} has no violations`, async () => {
      await page.goto(path());
      await seeText(page, ready, { exact: typeof ready !== 'string' ? undefined : false, timeout: 60_000 });
      expect(await scan(page)).toEqual([]);
    });
  }

  it('the register tab and product info have no violations', async () => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await seeText(page, 'Create your account');
    expect(await scan(page)).toEqual([]);
    await pickStyle(page);
    await seeText(page, 'Generate Ads', { exact: false });
    expect(await scan(page)).toEqual([]);
  });

  it('the admin orders page has no violations', async () => {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin\/orders$/);
    await seeText(page, 'Last 14 days', { timeout: 30_000 });
    expect(await scan(page)).toEqual([]);
  });

  it('the buyer pages have no violations on a phone', async () => {
    const phone = await newPage(browser);
    await phone.setViewportSize(PHONE);
    for (const path of ['/', '/select-style', `/results/${purchase.sessionId}`, '/help-center']) {
      await phone.goto(path);
      await phone.waitForLoadState('networkidle');
      expect({ path, violations: await scan(phone) }).toEqual({ path, violations: [] });
    }
    await phone.context().close();
  });
});

import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ApiClient,
  createPaidPurchase,
  createTestOrder,
  getStyles,
  registerUser,
  type PaidPurchase,
} from './support/api-fixtures.js';
import { launchBrowser, newPage, seeText, waitForPath } from './support/browser.js';
import { readOutbox } from './support/outbox.js';
import { shoot } from './support/shoot.js';
import { seeToast } from './support/toast.js';

/** The embedded default administrator (config/env.ts). */
const ADMIN = { username: 'admin', password: 'admin-password' };

let browser: Browser;
let page: Page;
let buyer: { username: string; email: string };
let buyerOrderId: string;
let guestOrderId: string;

beforeAll(async () => {
  const baseUrl = inject('baseUrl');
  // Two orders: one by a registered buyer (searchable by e-mail), one guest order.
  const client = new ApiClient(baseUrl);
  buyer = await registerUser(client, 'adm');
  buyerOrderId = (await createTestOrder(client)).id;
  guestOrderId = (await createTestOrder(new ApiClient(baseUrl))).id;
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

async function fillLogin(p: Page, username: string, password: string) {
  await p.getByLabel('Username').fill(username);
  await p.getByLabel('Password').fill(password);
  await p.getByRole('button', { name: 'Login' }).click();
}

describe('admin', () => {
  it('sends a visitor from a guarded /admin path to /admin/login', async () => {
    await page.goto('/admin/orders');
    await waitForPath(page, '/admin/login');
    await seeText(page, 'Admin Login');
    await seeText(page, 'This area is restricted to administrators only.');
    await page.goto('/admin/anything/else');
    await waitForPath(page, '/admin/login');
    await shoot(page, 'admin-login');
  });

  it('shows the validation messages of docs/product.md and refuses wrong credentials', async () => {
    await page.getByRole('button', { name: 'Login' }).click();
    await seeText(page, 'Username is required');
    await seeText(page, 'Password is required');
    await fillLogin(page, ADMIN.username, 'not-the-password');
    await seeText(page, 'Invalid username or password');
    await seeText(page, 'Login failed');
    await shoot(page, 'admin-login-error');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it('logs in, waits, and lists the orders in the formats of docs/product.md', async () => {
    await fillLogin(page, ADMIN.username, ADMIN.password);
    await seeText(page, 'You are now logged in as admin');
    await waitForPath(page, '/admin/orders');
    await seeText(page, `#${buyerOrderId}`);
    for (const column of [
      'Order ID',
      'Customer',
      'Product',
      'Quantity',
      'Amount',
      'Date',
      'Status',
      'Actions',
      'Results',
    ]) {
      await expect(page.getByRole('columnheader', { name: column, exact: true }).isVisible()).resolves.toBe(true);
    }
    const buyerRow = page.getByRole('row').filter({ hasText: `#${buyerOrderId}` });
    await expect(buyerRow.innerText()).resolves.toMatch(
      new RegExp(
        `${buyer.username}[\\s\\S]*${buyer.email}[\\s\\S]*Demo Whey Protein[\\s\\S]*10[\\s\\S]*\\$10\\.99[\\s\\S]*[A-Z][a-z]{2} \\d{2}, \\d{4} \\d{2}:\\d{2}`,
      ),
    );
    const guestRow = page.getByRole('row').filter({ hasText: `#${guestOrderId}` });
    await expect(guestRow.innerText()).resolves.toContain('Unknown');
    await expect(page.getByRole('button', { name: 'Create Test Order' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('img', { name: /Orders and revenue per day/ }).isVisible()).resolves.toBe(true);
    await shoot(page, 'admin-orders');
  });

  it("opens a completed order's results in a new tab", async () => {
    const link = page
      .getByRole('row')
      .filter({ hasText: `#${buyerOrderId}` })
      .getByRole('link', { name: 'View Results' });
    await expect(link.getAttribute('href')).resolves.toBe(`/final-results/${buyerOrderId}`);
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe(`/final-results/${buyerOrderId}`);
    await popup.close();
  });

  it('searches by e-mail', async () => {
    await page.getByPlaceholder('Search by email').fill(buyer.email.toUpperCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('row')
      .filter({ hasText: `#${guestOrderId}` })
      .waitFor({ state: 'detached' });
    await seeText(page, `#${buyerOrderId}`);
    await page.getByPlaceholder('Search by email').fill('nobody-matches-this@example.com');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await seeText(page, 'No orders found');
    await shoot(page, 'admin-orders-empty');
    await page.getByRole('button', { name: 'Clear' }).click();
    await seeText(page, `#${guestOrderId}`);
  });

  it('changes an order status, then the badge and the results link follow', async () => {
    const row = page.getByRole('row').filter({ hasText: `#${guestOrderId}` });
    await row.getByRole('combobox').selectOption('refunded');
    await seeText(page, 'The order status has been updated successfully');
    await row.getByText('Refunded', { exact: true }).first().waitFor();
    await row.getByRole('link', { name: 'View Results' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row.getByRole('combobox').inputValue()).resolves.toBe('refunded');
  });

  it('logs out to /admin/login, and the guard then refuses /admin/orders', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await seeText(page, 'You have been logged out of the admin panel');
    await waitForPath(page, '/admin/login');
    await page.goto('/admin/orders');
    await waitForPath(page, '/admin/login');
  });

  it('returns to /admin/login when the admin session expires mid-visit', async () => {
    await fillLogin(page, ADMIN.username, ADMIN.password);
    await waitForPath(page, '/admin/orders');
    await seeText(page, `#${buyerOrderId}`);
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await seeText(page, 'Failed to fetch orders');
    await waitForPath(page, '/admin/login');
  });
});

/**
 * The operator's buttons on a purchase whose ads failed (docs/operators.md): the buyer's product
 * photo is made unreadable on disk after the samples, so every paid ad is refused for good, the
 * purchase waits with "Needs attention"; the photo is put back, "Retry failed ads" makes the five
 * ads and the one "all ready" e-mail; "Resend e-mail" sends it again once per minute. The ready
 * e-mail, opened from another origin as a mail client does, shows its ad previews.
 */
describe.skipIf(!inject('appDataDir'))('admin: a purchase whose ads failed', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('appDataDir');
  let purchase: PaidPurchase;
  let ops: Page;
  let photoFile: string;
  let photo: Buffer;

  const asBuyer = (init: RequestInit = {}) => ({
    ...init,
    headers: {
      'content-type': 'application/json',
      cookie: purchase.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      ...(init.headers ?? {}),
    },
  });
  const buyerMails = () => readOutbox(dataDir).filter((m) => m.to === purchase.email);
  async function until<T>(probe: () => Promise<T | undefined | false>, ms: number, what: string): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await probe();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  const row = () => ops.getByRole('row').filter({ hasText: `#${purchase.purchaseId}` });

  beforeAll(async () => {
    purchase = await createPaidPurchase(baseUrl, 'basic');
    // The samples first, with the photo as uploaded.
    const session = await until(
      async () => {
        const s = await (await fetch(`${baseUrl}/api/sessions/${purchase.sessionId}`, asBuyer())).json();
        return s.generation?.isComplete ? (s as { productImages: string[] }) : undefined;
      },
      120_000,
      'the samples',
    );
    photoFile = path.join(dataDir, 'files', ...session.productImages[0].replace(/^\/api\/files\//, '').split('/'));
    photo = fs.readFileSync(photoFile);
    fs.writeFileSync(photoFile, 'not an image any more');
    // The samples stored the cutout beside the photo and every ad reads it (docs/decisions/046-cutout-once-per-photo.md):
    // it goes too, so the paid ads must cut the broken photo out again and fail.
    for (const f of fs.readdirSync(path.dirname(photoFile)))
      if (f.startsWith('cutout-')) fs.rmSync(path.join(path.dirname(photoFile), f));
    const styleIds = (await getStyles(new ApiClient(baseUrl))).slice(0, purchase.quantity).map((s) => s.id);
    const started = await fetch(
      `${baseUrl}/api/generate-multiple`,
      asBuyer({
        method: 'POST',
        body: JSON.stringify({ sessionId: purchase.sessionId, purchaseId: purchase.purchaseId, styleIds }),
      }),
    );
    expect(started.status).toBe(200);
    // Refused for good at once: the buyer is told, and the purchase waits for an operator.
    await until(
      async () => buyerMails().some((m) => m.subject.includes('taking longer than expected')),
      120_000,
      "the buyer's e-mail about the failed ads",
    );
    ops = await newPage(browser);
    await ops.goto('/admin/login');
    await fillLogin(ops, ADMIN.username, ADMIN.password);
    await waitForPath(ops, '/admin/orders');
  });
  afterAll(async () => {
    if (photoFile && photo) fs.writeFileSync(photoFile, photo);
    await ops?.context().close();
  });

  it('lists it under "Needs attention" with its ads failed, its workflow link and the Retry button', async () => {
    await ops.getByRole('button', { name: /^Needs attention \(\d+\)/ }).click();
    await row().waitFor();
    await row().getByText('Needs attention', { exact: true }).waitFor();
    await row().getByText(`0 of ${purchase.quantity} ads ready`).waitFor();
    const workflow = await row().getByRole('link', { name: 'Workflow' }).getAttribute('href');
    expect(workflow).toMatch(
      new RegExp(`^http://localhost:\\d+/namespaces/default/workflows/purchase-${purchase.purchaseId}$`),
    );
    await row().getByRole('button', { name: 'Retry failed ads' }).waitFor();
    await shoot(ops, 'admin-needs-attention');
    expect(buyerMails().map((m) => m.subject)).toEqual([expect.stringContaining('taking longer than expected')]);
    expect(buyerMails()[0].text).not.toMatch(/ready ones|the rest/);
    // The buyer's page says the same, without a link to ready ads that do not exist.
    const buyer = await newPage(browser);
    try {
      await buyer.context().addCookies(purchase.cookies.map((c) => ({ ...c, url: baseUrl })));
      await buyer.goto(`/generating/${purchase.purchaseId}`);
      await seeText(buyer, 'Your Ads Are Taking Longer');
      await seeText(
        buyer,
        `Your ${purchase.quantity} ads are taking longer than expected: they are being retried by our team — we will e-mail you when they are done. This page also updates by itself.`,
      );
      await expect(buyer.getByRole('link', { name: /Ready Ads/ }).count()).resolves.toBe(0);
    } finally {
      await buyer.context().close();
    }
  });

  it('"Retry failed ads" makes the ads again once the cause is fixed, and the buyer gets the "all ready" e-mail', async () => {
    fs.writeFileSync(photoFile, photo);
    await row().getByRole('button', { name: 'Retry failed ads' }).click();
    await seeToast(
      ops,
      'Retrying Failed Ads',
      `${purchase.quantity} ads are being made again; the buyer gets the e-mail when all are ready.`,
    );
    // Needs attention no more: back to all orders, refreshed until the ads are made and the order is
    // done. The last ad is counted ready a moment before the purchase completes and its row shows
    // "View Results": a row read in between waited for that link without another refresh (CI, 56cc591).
    await ops.getByRole('button', { name: /^Needs attention/ }).click();
    await until(
      async () => {
        await ops.getByRole('button', { name: 'Refresh' }).click();
        const text = await row().innerText();
        return text.includes(`${purchase.quantity} of ${purchase.quantity} ads ready`) && text.includes('View Results');
      },
      180_000,
      'the retried ads',
    );
    await row().getByRole('link', { name: 'View Results' }).waitFor();
    await expect(row().getByRole('button', { name: 'Retry failed ads' }).count()).resolves.toBe(0);
    await shoot(ops, 'admin-retried');
    const ready = await until(
      async () => buyerMails().find((m) => m.subject === `Your ${purchase.quantity} ads for Vital Greens are ready`),
      30_000,
      'the ready e-mail',
    );
    expect(ready.text).toContain(`/final-results/${purchase.purchaseId}`);
  });

  it('"Resend e-mail" sends the ready e-mail again, and a second click within the minute sends nothing more', async () => {
    // Both clicks inside one minute: the minute is the repeat guard without an Idempotency-Key.
    const leftInMinute = 60_000 - (Date.now() % 60_000);
    if (leftInMinute < 15_000) await new Promise((r) => setTimeout(r, leftInMinute + 200));
    const before = buyerMails().length;
    await row().getByRole('button', { name: 'Resend e-mail' }).click();
    await seeToast(ops, 'E-mail Sent', `To ${purchase.email}`);
    await until(async () => buyerMails().length === before + 1, 20_000, 'the resent e-mail');
    expect(buyerMails().at(-1)?.subject).toBe(`Your ${purchase.quantity} ads for Vital Greens are ready`);
    await row().getByRole('button', { name: 'Resend e-mail' }).click();
    await seeToast(ops, 'Already Sent', `To ${purchase.email}`);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(buyerMails()).toHaveLength(before + 1);
  });

  it("shows the ready e-mail's ad previews when the e-mail is opened on another origin", async () => {
    const mail = buyerMails().find((m) => m.subject.endsWith('are ready'))!;
    const previews = [...mail.html.matchAll(/<img[^>]+src="([^"]+)"/g)].map((m) => m[1]);
    expect(previews.filter((src) => src.startsWith(`${baseUrl}/api/files/ads/`)).length).toBe(purchase.quantity);
    // A control the same page loads: the buyer's uploaded photo keeps CORP same-origin, so it must not show.
    const session = await (await fetch(`${baseUrl}/api/sessions/${purchase.sessionId}`, asBuyer())).json();
    const control = `<img id="control" src="${baseUrl}${session.productImages[0]}" alt="">`;
    // A webmail's page on another origin (another loopback port: the same address space, so only
    // the resource policy decides), showing the message's HTML as it is.
    const webmail = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(mail.html.replace('</body>', `${control}</body>`));
    });
    await new Promise<void>((r) => webmail.listen(0, '127.0.0.1', r));
    const reader = await newPage(browser);
    try {
      const origin = `http://127.0.0.1:${(webmail.address() as AddressInfo).port}`;
      expect(origin).not.toBe(baseUrl);
      await reader.goto(`${origin}/message.html`);
      await reader.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, {
        timeout: 30_000,
      });
      const images = await reader.evaluate(() =>
        [...document.images].map((img) => ({ id: img.id, src: img.src, width: img.naturalWidth })),
      );
      const ads = images.filter((img) => img.src.includes('/api/files/ads/'));
      expect(ads).toHaveLength(purchase.quantity);
      expect(ads.filter((img) => img.width === 0)).toEqual([]);
      expect(images.find((img) => img.id === 'control')?.width).toBe(0);
      await shoot(reader, 'ready-email-other-origin');
    } finally {
      await reader.context().close();
      webmail.closeAllConnections();
      await new Promise((r) => webmail.close(r));
    }
  });
});

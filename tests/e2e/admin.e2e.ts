import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, createTestOrder, registerUser } from './support/api-fixtures.js';
import { launchBrowser, newPage, seeText, waitForPath } from './support/browser.js';
import { shoot } from './support/shoot.js';

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

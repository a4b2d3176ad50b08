import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, seeText, waitForPath } from './support/browser.js';
import { shoot } from './support/shoot.js';
import { seeToast } from './support/toast.js';

let browser: Browser;
let page: Page;
const username = `marketer${Date.now() % 1_000_000}`;
const password = 'supplements-2026';

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

/** Holds the next matching API answer back for a moment, so pending button labels can be seen. */
async function slowDown(p: Page, path: string) {
  await p.route(
    `**${path}`,
    async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    },
    { times: 1 },
  );
}

describe('register, login and logout', () => {
  it('shows every registration validation message of docs/product.md section 5', async () => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    await shoot(page, 'auth-login');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await seeText(page, 'Username must be at least 3 characters');
    await seeText(page, 'Invalid email address');
    await seeText(page, 'Password must be at least 6 characters');
    await seeText(page, 'Please confirm your password');
    await shoot(page, 'auth-register-errors');

    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm Password').fill('123456');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await seeText(page, 'Username must be at least 3 characters');
    await seeText(page, 'Invalid email address');
    await seeText(page, 'Password must be at least 6 characters');

    await page.getByLabel('Password', { exact: true }).fill('123456');
    await page.getByLabel('Confirm Password').fill('1234567');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await seeText(page, "Passwords don't match");
  });

  it('registers ("Creating account..." while pending), lands on / and shows the username menu', async () => {
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await slowDown(page, '/api/register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('button', { name: 'Creating account...' }).waitFor();
    await seeToast(page, 'Registration successful', `Welcome, ${username}!`);
    await waitForPath(page, '/');
    await page.getByTestId('user-menu').getByText(username).waitFor();
  });

  it('sends a logged-in user away from /auth to /', async () => {
    await page.goto('/auth');
    await waitForPath(page, '/');
    await page.getByTestId('user-menu').waitFor();
  });

  it('logs out from the username menu', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('link', { name: 'Create Ads' }).waitFor();
    await page.keyboard.press('Escape'); // keyboard users can close the menu again
    await page.getByRole('link', { name: 'Create Ads' }).waitFor({ state: 'hidden' });
    await page.getByTestId('user-menu').click();
    await shoot(page, 'header-user-menu');
    await page.getByRole('link', { name: 'Create Ads' }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await seeToast(page, 'Logged out', 'You have been successfully logged out.');
    await waitForPath(page, '/');
    await page.getByRole('link', { name: 'Login' }).waitFor();
  });

  it('shows the login validation messages and a failed login', async () => {
    await page.getByRole('link', { name: 'Login' }).click();
    await waitForPath(page, '/auth');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await seeText(page, 'Username is required');
    await seeText(page, 'Password is required');
    await shoot(page, 'auth-login-errors');

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await seeToast(page, 'Login failed', '401: Invalid username or password');
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it('logs in ("Logging in..." while pending) and greets the user', async () => {
    await page.getByLabel('Password').fill(password);
    await slowDown(page, '/api/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('button', { name: 'Logging in...' }).waitFor();
    await seeToast(page, 'Login successful', `Welcome back, ${username}!`);
    await waitForPath(page, '/');
    await page.getByTestId('user-menu').getByText(username).waitFor();
  });
});

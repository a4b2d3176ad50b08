/**
 * The buyer journey's shared steps, used by every browser test that needs a sample session or a
 * paid purchase. Each step starts from the screen the previous one ended on.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { seeText, waitForPath } from './browser.js';
import { ROOT } from './build.js';

export const PRODUCT = {
  name: 'Lunaria Magnesium Glycinate',
  description:
    'Magnesium glycinate with L-theanine for deeper sleep and calm evenings. 120 capsules, vegan, third-party tested.',
  photo: path.join(ROOT, 'tests', 'fixtures', 'e2e', 'product.png'),
};

export const CUSTOMER = { firstName: 'Jane', lastName: 'Buyer', email: 'jane.buyer@example.com' };
export const CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };

/** Step 1: pick the first style card and continue to the product form. */
export async function pickStyle(page: Page, styleIndex = 0): Promise<void> {
  if (new URL(page.url()).pathname !== '/select-style') await page.goto('/select-style');
  await page
    .getByRole('button', { name: / style$/ })
    .nth(styleIndex)
    .click();
  await seeText(page, 'Selected: 1/1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await waitForPath(page, '/product-info');
}

/**
 * Step 2's cutout preview for the chosen photo: the cut-out product on a checkerboard and on a
 * sample background (the worker cuts it out; a cold model takes a few seconds).
 */
export async function seeCutoutPreview(page: Page): Promise<void> {
  const preview = page.getByRole('region', { name: 'Cutout preview' });
  await preview.waitFor({ timeout: 60_000 });
  await preview.getByRole('img', { name: 'Your product cut out, on a checkerboard' }).waitFor({ timeout: 30_000 });
  await preview.getByRole('img', { name: 'Your product on a sample background' }).waitFor();
}

/** Step 2: product details and the one product photo, then Generate Ads (after its preview, when asked). */
export async function fillProductInfo(
  page: Page,
  product = PRODUCT,
  opts: { preview?: (page: Page) => Promise<void> } = {},
): Promise<void> {
  await page.getByLabel('Product Name').fill(product.name);
  await page.getByLabel('Brief Description').fill(product.description);
  // A photo from an earlier visit in this tab is restored from session storage: start clean.
  const remove = page.getByRole('button', { name: 'Remove image 1' });
  while (await remove.count()) await remove.click();
  await page.getByLabel('Upload product image').setInputFiles(product.photo);
  await page.getByRole('img', { name: 'Uploaded product image 1' }).waitFor();
  await opts.preview?.(page);
  await page.getByRole('button', { name: 'Generate Ads' }).click();
  await waitForPath(page, '/generating');
}

/** Waits for the sample ads (the real local engine renders them) and returns the session id. */
export async function waitForSamples(page: Page): Promise<string> {
  const pathname = await waitForPath(page, /^\/results\/[^/]+$/, 180_000);
  await seeText(page, 'Your Generated Ads');
  return decodeURIComponent(pathname.split('/')[2]);
}

/** From the landing page to the results of a fresh sample session. */
export async function createSampleSession(page: Page): Promise<string> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Generating' }).first().click();
  await waitForPath(page, '/select-style');
  await pickStyle(page);
  await fillProductInfo(page);
  return waitForSamples(page);
}

/** On the results page: keep the default package (standard) and go to the checkout. */
export async function goToCheckout(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Continue with / }).click();
  await waitForPath(page, /^\/checkout\//);
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
}

export async function fillCustomer(page: Page, customer = CUSTOMER): Promise<void> {
  await page.getByLabel('First Name').fill(customer.firstName);
  await page.getByLabel('Last Name').fill(customer.lastName);
  await page.getByLabel('Email').fill(customer.email);
}

/** The test-mode card form (the app runs without Stripe keys in the browser tests). */
export async function fillCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
}

export async function pay(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

/** Pays with the success card and returns the purchase id from the thank-you page. */
export async function payAndConfirm(page: Page): Promise<string> {
  await fillCustomer(page);
  await fillCard(page, CARDS.success);
  await pay(page);
  const pathname = await waitForPath(page, /^\/thank-you\/[^/]+$/);
  return decodeURIComponent(pathname.split('/')[2]);
}

/** Landing → a paid purchase on the thank-you page; returns { sessionId, purchaseId }. */
export async function buyStandardPackage(page: Page): Promise<{ sessionId: string; purchaseId: string }> {
  const sessionId = await createSampleSession(page);
  await goToCheckout(page);
  const purchaseId = await payAndConfirm(page);
  return { sessionId, purchaseId };
}

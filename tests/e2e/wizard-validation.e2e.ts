import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { launchBrowser, newContext, seeText, waitForPath } from './support/browser.js';
import { PRODUCT } from './support/journey.js';
import { shoot } from './support/shoot.js';
import { seeToast } from './support/toast.js';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

const photo = fs.readFileSync(PRODUCT.photo);
const image = (n: number) => ({ name: `photo-${n}.png`, mimeType: 'image/png', buffer: photo });

describe('wizard guards and validation', () => {
  it('sends a visitor without a saved style from /product-info back to /select-style with a toast', async () => {
    await page.goto('/product-info');
    await seeToast(page, 'No styles selected', 'Please select styles first');
    await waitForPath(page, '/select-style');
  });

  it('step 1: Continue without a style explains why; filters, show more and the single choice', async () => {
    await seeText(page, 'Selected: 0/1');
    const cont = page.getByRole('button', { name: 'Continue' });
    expect(await cont.getAttribute('aria-disabled')).toBe('true');
    // Playwright refuses aria-disabled targets; a person's click still reaches the button and gets the reason.
    await cont.click({ force: true });
    await seeToast(page, 'No styles selected', 'Please select at least one style reference');
    expect(new URL(page.url()).pathname).toBe('/select-style');
    // One toast at a time, and F8 moves keyboard focus to the notification region.
    await cont.click({ force: true });
    expect(
      await page
        .getByRole('region', { name: /Notifications/ })
        .locator('li')
        .count(),
    ).toBe(1);
    await page.keyboard.press('F8');
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label')),
    ).toMatch(/Notifications \(F8\)/);

    const cards = page.getByRole('button', { name: / style$/ });
    await cards.first().waitFor();
    expect(await cards.count()).toBe(12);
    const more = page.getByRole('button', { name: /^Show more styles \(\d+ more\)$/ });
    const hidden = Number((await more.textContent())!.match(/\((\d+) more\)/)![1]);
    await more.click();
    expect(await cards.count()).toBe(12 + hidden);
    await page.getByRole('button', { name: 'Show fewer styles' }).click();
    expect(await cards.count()).toBe(12);

    for (const category of ['Static Ads', 'Product Photoshoot', 'UGC']) {
      await page.getByRole('button', { name: category, exact: true }).click();
      const styles = (await (await page.request.get('/api/styles')).json()) as Array<{ category?: string }>;
      const expected = styles.filter((s) => (s.category ?? 'Static Ads') === category).length;
      expect(await cards.count()).toBe(Math.min(12, expected));
    }
    await page.getByRole('button', { name: 'All Styles' }).click();

    await cards.nth(0).click();
    await cards.nth(2).click(); // a new pick replaces the old one
    await seeText(page, 'Selected: 1/1');
    expect(await page.getByRole('button', { name: / style$/, pressed: true }).count()).toBe(1);
    // The pick scrolls smoothly to the bottom 100 ms later.
    await page.waitForFunction(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 4,
      undefined,
      { timeout: 5_000 },
    );
    await shoot(page, 'select-style');
    await cont.click();
    await waitForPath(page, '/product-info');
  });

  it('step 2: product name, description and exactly one image are required', async () => {
    await page.getByRole('button', { name: 'Generate Ads' }).click();
    await seeText(page, 'Product name is required');
    await seeText(page, 'Product description is required');
    await seeToast(page, 'Image required', 'Please upload exactly one front-facing product image');
    await shoot(page, 'product-info-errors');
  });

  it('the uploader takes images only, up to 5, with removable thumbnails', async () => {
    const picker = page.getByLabel('Upload product image');
    await seeText(page, 'PNG, JPG up to 10MB');
    await picker.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') }]);
    await page.waitForTimeout(300);
    expect(await page.getByRole('img', { name: /^Uploaded product image/ }).count()).toBe(0);

    await picker.setInputFiles([1, 2, 3, 4, 5, 6].map(image));
    await page.getByRole('img', { name: 'Uploaded product image 5' }).waitFor();
    expect(await page.getByRole('img', { name: /^Uploaded product image/ }).count()).toBe(5);
    expect(await picker.isDisabled()).toBe(true);
    await seeText(page, 'Maximum of 5 images reached');

    await page.getByLabel('Product Name').fill(PRODUCT.name);
    await page.getByLabel('Brief Description').fill(PRODUCT.description);
    await page.getByRole('button', { name: 'Generate Ads' }).click();
    await seeToast(page, 'Image required', 'Please upload exactly one front-facing product image');

    for (let n = 5; n > 1; n--) await page.getByRole('button', { name: `Remove image ${n}` }).click();
    expect(await page.getByRole('img', { name: /^Uploaded product image/ }).count()).toBe(1);
    expect(await picker.isDisabled()).toBe(false);
    await shoot(page, 'product-info');
  });

  it('keeps step 1 and step 2 in session storage across Back and reload', async () => {
    await page.getByRole('link', { name: 'Back' }).click();
    await waitForPath(page, '/select-style');
    await seeText(page, 'Selected: 1/1');
    await page.reload();
    await seeText(page, 'Selected: 1/1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForPath(page, '/product-info');
    expect(await page.getByLabel('Product Name').inputValue()).toBe(PRODUCT.name);
    const stored = await page.evaluate(() => ({
      styles: sessionStorage.getItem('selectedStyles'),
      info: sessionStorage.getItem('productInfo'),
    }));
    expect(JSON.parse(stored.styles!)).toHaveLength(1);
    expect(JSON.parse(stored.info!)).toMatchObject({ productName: PRODUCT.name });
  });

  it('a photo the server cannot decode: "Generation failed" with its message, back to /product-info', async () => {
    await page.getByRole('button', { name: 'Remove image 1' }).click();
    await page
      .getByLabel('Upload product image')
      .setInputFiles([
        { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('this is not really a PNG file') },
      ]);
    await page.getByRole('img', { name: 'Uploaded product image 1' }).waitFor();
    await page.getByRole('button', { name: 'Generate Ads' }).click();
    await seeToast(page, 'Generation failed');
    await seeText(page, /^4\d\d: /, { exact: false });
    await waitForPath(page, '/product-info');
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/api-fixtures.js';
import { launchBrowser, newPage, seeText, waitForPath } from './support/browser.js';
import { PRODUCT } from './support/journey.js';
import { shoot } from './support/shoot.js';

/**
 * Step 1 and 2 for the ads' words (docs/product.md section 11): a style built around a buyer's
 * review says so on its card; step 2 shows the language read from the brief and lets the buyer
 * change it, asks for the review the chosen style needs, and the generate request carries the
 * language the buyer saw.
 */
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('ad copy: language and the facts a style needs', () => {
  it('marks the styles that need a review or an offer on their cards, with what they show without one', async () => {
    await page.goto('/select-style');
    const card = page.getByRole('button', { name: /^Five-Star Review\b.* style$/ });
    await card.scrollIntoViewIfNeeded();
    const needs = card.getByTestId('style-needs');
    expect(await needs.innerText()).toMatch(/Needs your review or rating/);
    expect(await needs.innerText()).toMatch(
      /Without a review: your strongest sentence set large on a plain card, no quotation marks, no author and no stars\./,
    );
    expect(
      await page
        .getByRole('button', { name: /^Offer Badge\b.* style$/ })
        .getByTestId('style-needs')
        .innerText(),
    ).toMatch(/Needs your offer/);
    expect(
      await page
        .getByRole('button', { name: /^Bold Hero\b.* style$/ })
        .getByTestId('style-needs')
        .count(),
    ).toBe(0);
    await card.click();
    await seeText(page, 'Selected: 1/1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForPath(page, '/product-info');
  });

  it('asks for the review the chosen style is built around', async () => {
    const note = page.getByTestId('needs-review');
    await note.waitFor();
    expect(await note.innerText()).toMatch(/Five-Star Review shows a real customer's review: add it below\./);
    await expect(page.getByLabel('Customer review').isVisible()).resolves.toBe(true);
  });

  it('shows the language read from the brief and lets the buyer change it', async () => {
    await page.getByLabel('Product Name').fill('Reines Kollagen Pulver');
    await page
      .getByLabel('Brief Description')
      .fill('Hydrolysierte Kollagenpeptide vom Weiderind, 10 g pro Portion, geschmacksneutral. 300 g Dose.');
    const picker = page.getByTestId('ad-language');
    await page.waitForFunction(() =>
      document.querySelector('#language option[value=""]')?.textContent?.includes('Deutsch (detected)'),
    );
    expect(await picker.innerText()).toContain('Every word of your ads, buttons included, will be in Deutsch.');
    // An English brief that once read as French ("peptides") reads as English.
    await page.getByLabel('Product Name').fill('Pure Collagen');
    await page
      .getByLabel('Brief Description')
      .fill('Hydrolysed bovine collagen peptides, 10 g per serving, unflavoured, dissolves in hot or cold drinks');
    await page.waitForFunction(() =>
      document.querySelector('#language option[value=""]')?.textContent?.includes('English (detected)'),
    );
    await page.getByLabel('Ad language').selectOption('es');
    expect(await picker.innerText()).toContain('will be in Español');
    await shoot(page, 'product-info-language');
  });

  it('sends the language the buyer chose with the generate request', async () => {
    await page.getByLabel('Upload product image').setInputFiles(PRODUCT.photo);
    await page.getByRole('img', { name: 'Uploaded product image 1' }).waitFor();
    let sent: { productInfo?: { language?: string } } = {};
    await page.route(
      '**/api/generate',
      async (route) => {
        sent = route.request().postDataJSON() as typeof sent;
        await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"held in a test"}' });
      },
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Generate Ads' }).click();
    await page.waitForFunction(() => location.pathname === '/product-info' || location.pathname === '/generating');
    await expect.poll(() => sent.productInfo?.language).toBe('es');
  });

  it('answers the language of a brief through the API the picker uses', async () => {
    const api = new ApiClient(inject('baseUrl'));
    const answer = (await api.request('POST', '/api/product-language', {
      name: 'Magnésium Sommeil',
      description: 'Bisglycinate de magnésium, 300 mg par portion de deux gélules. 60 gélules végétales.',
    })) as { language: string; confident: boolean };
    expect(answer).toEqual({ language: 'fr', confident: true });
  });
});

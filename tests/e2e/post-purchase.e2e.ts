import fs from 'node:fs';
import type { Browser, Download, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPaidPurchase, type PaidPurchase } from './support/api-fixtures.js';
import { launchBrowser, newPage, seeText, waitForPath } from './support/browser.js';
import { shoot } from './support/shoot.js';
import { parseCsv, readZip } from './support/zip.js';

/**
 * After payment: choose exactly `quantity` styles → generating → final results → download one ad
 * (saved to disk, in the chosen layout) → one edit, planned and previewed, then confirmed → "Already Edited"
 * → the ZIP: every ad in three sizes and the post copy as a bulk-upload CSV.
 */
let browser: Browser;
let page: Page;
let purchase: PaidPurchase;

beforeAll(async () => {
  purchase = await createPaidPurchase(inject('baseUrl'), 'basic');
  browser = await launchBrowser();
  page = await newPage(browser);
  // This page is the browser that paid: the order (choosing its styles) belongs to its cookies.
  await page.context().addCookies(purchase.cookies.map((c) => ({ ...c, url: inject('baseUrl') })));
});
afterAll(async () => {
  await browser?.close();
});

const styleCards = (p: Page) => p.locator('button[aria-pressed]').filter({ has: p.locator('p') });

describe('post-purchase journey', () => {
  it('shows "No Results Found" before any ad exists', async () => {
    await page.goto(`/final-results/${purchase.purchaseId}`);
    await seeText(page, 'No Results Found');
    await shoot(page, 'final-results-empty');
  });

  it('keeps style selection closed until the payment is confirmed', async () => {
    const unpaid = await createPaidPurchase(inject('baseUrl'), 'standard', { pay: false });
    await page.goto(`/select-styles/${unpaid.purchaseId}`);
    await seeText(page, 'Payment Pending');
    await expect(page.getByRole('link', { name: 'Check Status' }).getAttribute('href')).resolves.toBe(
      `/thank-you/${unpaid.purchaseId}`,
    );
  });

  it('enforces the purchased quantity when choosing styles', async () => {
    await page.goto(`/select-styles/${purchase.purchaseId}`);
    await seeText(page, 'Choose Your Ad Styles');
    await seeText(page, `Selected: 0/${purchase.quantity}`);
    await expect(page.getByRole('button', { name: /^Generate/ }).isDisabled()).resolves.toBe(true);
    for (const filter of ['All Styles', 'UGC', 'Product Photoshoot', 'Static Ads']) {
      await page
        .getByRole('group', { name: 'Filter by category' })
        .getByRole('button', { name: filter, exact: true })
        .waitFor();
    }

    // Six per category until Show More.
    await page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: 'Static Ads', exact: true })
      .click();
    await expect(styleCards(page).count()).resolves.toBe(6);
    await page.getByRole('button', { name: 'Show More' }).click();
    expect(await styleCards(page).count()).toBeGreaterThan(6);
    await page.getByRole('button', { name: 'Show Less' }).click();
    await expect(styleCards(page).count()).resolves.toBe(6);
    await page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: 'All Styles', exact: true })
      .click();

    const cards = styleCards(page);
    await cards.nth(0).click();
    await cards.nth(1).click();
    await seeText(page, `Selected: 2/${purchase.quantity}`);
    await page.getByRole('button', { name: /^Generate/ }).click();
    await seeText(page, `Please select exactly ${purchase.quantity} styles`);
    await seeText(page, `You've selected 2 of ${purchase.quantity} required styles.`);

    for (let i = 2; i < purchase.quantity; i++) await cards.nth(i).click();
    await cards.nth(purchase.quantity).click();
    await seeText(page, `Maximum ${purchase.quantity} styles allowed`);
    await seeText(page, 'Please deselect another style to add this one.');
    await seeText(page, `Selected: ${purchase.quantity}/${purchase.quantity}`);
    await shoot(page, 'select-styles');
  });

  it('generates, shows progress and moves on to the final results by itself', async () => {
    await page.getByRole('button', { name: /^Generate/ }).click();
    await waitForPath(page, `/generating/${purchase.purchaseId}`);
    await seeText(page, /ads ready$/, { exact: false });
    await shoot(page, 'purchase-generating');
    await waitForPath(page, `/final-results/${purchase.purchaseId}`, 120_000);
    await seeText(page, 'Your Final Ads');
    await expect(page.locator('article').count()).resolves.toBe(purchase.quantity);
    await shoot(page, 'final-results');
  });

  it("shows each ad's post copy (primary text, headline, description) with copy buttons", async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseUrl') });
    const card = page.locator('article').first();
    const panel = card.getByTestId('post-copy');
    await panel.locator('summary').click();
    const field = (key: string) => panel.locator(`dd[data-field="${key}"]`).innerText();
    const [primary, headline, description] = [
      await field('primary'),
      await field('headline'),
      await field('description'),
    ];
    expect(primary.length).toBeGreaterThan(10);
    expect(primary.length).toBeLessThanOrEqual(125);
    expect(headline.length).toBeGreaterThan(2);
    expect(headline.length).toBeLessThanOrEqual(40);
    expect(description.length).toBeLessThanOrEqual(30);
    await panel.getByRole('button', { name: 'Copy headline of ad 1' }).click();
    await seeText(page, 'Headline copied');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(headline);
    await shoot(page, 'final-results-post-copy');
  });

  it('downloads one ad in 4:5 to disk with a sanitised name', async () => {
    const card = page.locator('article').first();
    await card.getByRole('combobox').selectOption('4x5');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^[A-Za-z0-9_]+\.png$/);
    const file = await download.path();
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect(meta.format).toBe('png');
    expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(4 / 5, 2);
    await seeText(page, 'Your ad has been downloaded');
  });

  it('downloads all ads one by one, paced 300 ms + 500 ms, with sanitised names', async () => {
    const saved: Array<{ name: string; at: number }> = [];
    const onDownload = (d: Download) => saved.push({ name: d.suggestedFilename(), at: Date.now() });
    page.on('download', onDownload);
    await page.getByRole('button', { name: 'Download All' }).click();
    await seeText(page, `Downloaded ${purchase.quantity} ads.`, { timeout: 60_000 });
    page.off('download', onDownload);
    expect(saved).toHaveLength(purchase.quantity);
    for (const { name } of saved) expect(name).toMatch(/^[A-Za-z0-9_]+\.png$/);
    expect(new Set(saved.map((s) => s.name)).size).toBe(purchase.quantity);
    // At least 300 ms (fetch) + 500 ms (save) between consecutive saves.
    expect(saved.at(-1)!.at - saved[0].at).toBeGreaterThanOrEqual((purchase.quantity - 1) * 800 * 0.9);
  });

  it('edits one ad once; Edit then reads "Already Edited"', async () => {
    const card = page.locator('article').first();
    const before = await card.locator('img').getAttribute('src');
    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Apply Edit' }).click();
    await seeText(page, 'Edit Limit Reached');
    await expect(dialog.getByRole('alert').innerText()).resolves.toContain(
      'You can only edit each ad once. To make more edits, please purchase another package.',
    );
    // Nothing in this request can be done: the buyer is told what they can ask for, nothing is spent.
    await dialog.getByLabel('Edit instructions').fill('Put our logo in the corner');
    await dialog.getByRole('button', { name: 'Apply Edit' }).click();
    await seeText(page, 'Your edit has not been used.', { exact: false });
    await expect(dialog.getByRole('button', { name: 'Confirm Edit' }).isDisabled()).resolves.toBe(true);

    // The plan in plain words and a preview first; the edit is spent only on confirming.
    await dialog
      .getByLabel('Edit instructions')
      .fill('Make the background deep navy blue and the button gold, add a "Vegan" badge and put it on a beach');
    await dialog.getByRole('button', { name: 'Apply Edit' }).click();
    await expect(dialog.getByTestId('edit-summary').innerText()).resolves.toBe(
      'Background \u2192 dark navy blue; button \u2192 gold; badge added: \u201cVegan\u201d',
    );
    await expect(dialog.getByRole('region', { name: 'Planned changes' }).innerText()).resolves.toContain(
      'put it on a beach',
    );
    await dialog.getByAltText('Preview of your edited ad').waitFor({ timeout: 60_000 });
    await shoot(page, 'final-results-edit');
    await expect(card.getByRole('button', { name: 'Edit' }).isEnabled()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Confirm Edit' }).click();
    await seeText(page, 'Your ad has been updated with your edits', { timeout: 60_000 });
    const edited = card.getByRole('button', { name: 'Already Edited' });
    await edited.waitFor();
    await expect(edited.isDisabled()).resolves.toBe(true);
    await expect(card.locator('img').getAttribute('src')).resolves.not.toBe(before);
  });

  it('downloads the ZIP: every ad in three sizes and a CSV of the post copy shown on the page, one row per ad and size', async () => {
    // After the edit the page shows the edited ad's post copy; the ZIP must carry the same texts.
    await page.reload();
    await seeText(page, 'Your Final Ads');
    const cards = page.locator('article');
    const shown: Array<{ primary: string; headline: string; description: string }> = [];
    for (let i = 0; i < purchase.quantity; i++) {
      const panel = cards.nth(i).getByTestId('post-copy');
      await panel.locator('summary').click();
      const field = async (key: string) => {
        const dd = panel.locator(`dd[data-field="${key}"]`);
        return (await dd.count()) ? (await dd.innerText()).trim() : '';
      };
      shown.push({
        primary: await field('primary'),
        headline: await field('headline'),
        description: await field('description'),
      });
    }
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download ZIP' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^[A-Za-z0-9_]+\.zip$/);
    const entries = readZip(fs.readFileSync(await download.path()));
    const pngs = [...entries.keys()].filter((n) => n.endsWith('.png'));
    const csvs = [...entries.keys()].filter((n) => n.endsWith('.csv'));
    expect(pngs).toHaveLength(purchase.quantity * 3);
    expect(csvs).toHaveLength(1);
    const text = entries.get(csvs[0])!.toString('utf8');
    // A byte-order mark so spreadsheet programs read accents as typed.
    expect(text.startsWith('\ufeff')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(['Ad Name', 'Image File Name', 'Size', 'Title', 'Body', 'Link Description']);
    expect(rows).toHaveLength(purchase.quantity * 3);
    // Every row names an image in the ZIP; each image has exactly one row.
    expect(rows.map((r) => r[1]).sort()).toEqual([...pngs].sort());
    const ads = [...new Set(rows.map((r) => r[0]))];
    expect(ads).toHaveLength(purchase.quantity);
    for (const [i, ad] of ads.entries()) {
      const mine = rows.filter((r) => r[0] === ad);
      expect(mine.map((r) => r[2]).sort()).toEqual(['1:1', '4:5', '9:16']);
      for (const r of mine) {
        expect(r[3], `ad ${i + 1} title`).toBe(shown[i].headline);
        expect(r[4], `ad ${i + 1} body`).toBe(shown[i].primary);
        expect(r[5], `ad ${i + 1} description`).toBe(shown[i].description);
        expect(r[3].length).toBeLessThanOrEqual(40);
        expect(r[4].length).toBeLessThanOrEqual(125);
        expect(r[5].length).toBeLessThanOrEqual(30);
        const image = await sharp(entries.get(r[1])!).metadata();
        expect(image.format).toBe('png');
      }
      expect(shown[i].headline.length).toBeGreaterThan(2);
    }
    await shoot(page, 'final-results-post-copy-all');
  });

  it('shows the ZIP link and "No Results Found" / "Error Loading Data" states', async () => {
    await expect(page.getByRole('link', { name: 'Download ZIP' }).getAttribute('href')).resolves.toBe(
      `/api/download-all/${purchase.purchaseId}`,
    );
    await page.goto('/final-results/00000000-0000-4000-8000-000000000000');
    await seeText(page, 'Error Loading Data');
    await seeText(page, 'Failed to load your results. Please try again.');
    await shoot(page, 'final-results-error');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cutoutKeys } from '../../activities/product-cutout.js';
import type { CutoutHint, CutoutMeta } from '../../contract/engine.js';
import { launchBrowser, newPage, seeText, waitForPath } from './support/browser.js';
import { ROOT } from './support/build.js';
import { pickStyle, PRODUCT, seeCutoutPreview, waitForSamples } from './support/journey.js';
import { shoot } from './support/shoot.js';

/**
 * Step 2's one-tap correction (docs/product.md, step 2): a tub photographed beside a mug is found
 * to hold more than the product; the buyer taps the tub, sees the corrected cutout at once, and the
 * samples are made from that cutout (the one stored with the hint, never one without it).
 */
const PHOTO = path.join(ROOT, 'tests', 'fixtures', 'cutout', 'photos', 'tub-beside-mug.jpg');
const MORE = 'We found more than your product — tap your product';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

/** Alpha of the cut-out product (on the checkerboard) at a point of the photo, in its own pixels. */
const alphaAt = (p: Page, x: number, y: number) =>
  p
    .getByRole('region', { name: 'Cutout preview' })
    .getByRole('img', { name: 'Your product cut out, on a checkerboard' })
    .evaluate(
      (img: HTMLImageElement, [px, py]) => {
        const c = document.createElement('canvas');
        c.width = img.naturalWidth;
        c.height = img.naturalHeight;
        const ctx = c.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(px, py, 1, 1).data[3];
      },
      [x, y],
    );

describe('correcting the cutout on step 2', () => {
  it('says it found more than the product, and a tap on the tub cuts out the tub alone', async () => {
    await page.goto('/select-style');
    await pickStyle(page);
    await page.getByLabel('Product Name').fill(PRODUCT.name);
    await page.getByLabel('Brief Description').fill(PRODUCT.description);
    const remove = page.getByRole('button', { name: 'Remove image 1' });
    while (await remove.count()) await remove.click();
    await page.getByLabel('Upload product image').setInputFiles(PHOTO);
    await seeCutoutPreview(page);
    await seeText(page, MORE, { exact: false });
    const preview = page.getByRole('region', { name: 'Cutout preview' });
    await shoot(page, 'cutout-more-than-product');

    // Tap the tub (photo pixels 600, 750 of 1600 × 1200) on the shown photo.
    const photo = preview.getByRole('img', { name: 'Your photo: tap your product' });
    const box = (await photo.boundingBox())!;
    await photo.click({ position: { x: (600 / 1600) * box.width, y: (750 / 1200) * box.height } });
    await page.waitForFunction(
      (text) => !document.querySelector('section[aria-label="Cutout preview"]')?.textContent?.includes(text),
      MORE,
      { timeout: 60_000 },
    );
    await page.waitForFunction(
      () => document.querySelector('section[aria-label="Cutout preview"]')?.getAttribute('aria-busy') === 'false',
    );
    // The corrected cutout: the tub's shaded right side is in, the mug is out.
    await expect.poll(() => alphaAt(page, 880, 700), { timeout: 10_000 }).toBe(255);
    expect(await alphaAt(page, 1060, 520)).toBe(0);
    await shoot(page, 'cutout-corrected');
  });

  it('makes the samples from the corrected cutout', async () => {
    const hint = (
      await page.evaluate(() => JSON.parse(sessionStorage.getItem('cutoutHints') ?? '[]'))
    )[0] as CutoutHint;
    expect(hint.include).toHaveLength(1);
    await page.getByRole('button', { name: 'Generate Ads' }).click();
    await waitForPath(page, '/generating');
    const sessionId = await waitForSamples(page);
    const files = path.join(inject('appDataDir'), 'files');
    const folder = path.join(files, 'uploads', sessionId);
    const photoFile = fs.readdirSync(folder).find((f) => /^[0-9a-f-]{36}\.(jpg|png|webp)$/.test(f))!;
    const keys = cutoutKeys(`uploads/${sessionId}/${photoFile}`, hint);
    const meta = JSON.parse(fs.readFileSync(path.join(files, keys.meta), 'utf8')) as CutoutMeta;
    expect(meta.mode).toBe('cutout');
    // The tub alone (about 550 px wide in the photo), not the tub and the mug (over 800 px).
    expect(meta.region.width).toBeLessThan(620);
    expect(fs.existsSync(path.join(files, cutoutKeys(`uploads/${sessionId}/${photoFile}`, null).meta))).toBe(false);
    // Each sample drew that cutout: its product box has the cutout's proportions.
    const session = await (await page.request.get(`/api/sessions/${sessionId}`)).json();
    expect(session.generatedAds.length).toBeGreaterThan(0);
    for (const ad of session.generatedAds as Array<{ id: string }>) {
      const layout = await (await page.request.get(`/api/ads/${ad.id}/layout`)).json();
      const product = layout.sizes['1x1'].boxes.find((b: { role: string }) => b.role === 'product');
      expect(product.w / product.h).toBeCloseTo(meta.native.width / meta.native.height, 1);
    }
  });
});

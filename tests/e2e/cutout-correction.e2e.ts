import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
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
const MASK = path.join(ROOT, 'tests', 'fixtures', 'cutout', 'masks', 'tub-beside-mug.png');
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

const STEP = 8;

/** Alpha of the cut-out product (on the checkerboard) every STEP photo pixels, row by row. */
const alphaGrid = (p: Page) =>
  p
    .getByRole('region', { name: 'Cutout preview' })
    .getByRole('img', { name: 'Your product cut out, on a checkerboard' })
    .evaluate((img: HTMLImageElement, step) => {
      const c = document.createElement('canvas');
      c.width = img.naturalWidth;
      c.height = img.naturalHeight;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const data = ctx.getImageData(0, 0, c.width, c.height).data;
      const out: number[] = [];
      for (let y = 0; y < c.height; y += step)
        for (let x = 0; x < c.width; x += step) out.push(data[(y * c.width + x) * 4 + 3]);
      return out;
    }, STEP);

/** IoU of the shown cutout against the photo's true mask, on the same grid. */
async function shownIoU(p: Page): Promise<number> {
  const { data, info } = await sharp(MASK).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const shown = await alphaGrid(p);
  let inter = 0;
  let union = 0;
  let i = 0;
  for (let y = 0; y < info.height; y += STEP)
    for (let x = 0; x < info.width; x += STEP, i++) {
      const a = shown[i] >= 128;
      const t = data[y * info.width + x] >= 128;
      if (a && t) inter++;
      if (a || t) union++;
    }
  return inter / union;
}

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
    const before = await shownIoU(page);

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
    // The corrected cutout: the mug is out and more of the tub is in. The upload re-encodes the
    // photo, and on those bytes one tap gives IoU 0.89 (0.96 on the fixture's own bytes; part of
    // the tub's shaded right side is lost, docs/decisions/048-cutout-measured.md), so the bar is the set's 0.85.
    await expect.poll(() => shownIoU(page), { timeout: 10_000 }).toBeGreaterThan(Math.max(0.85, before + 0.03));
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
    // The tub whole (546 px wide in the photo): not the tub and the mug (over 800 px), nor the
    // tub cut through its label as before the tap (about 430 px).
    expect(meta.region.width).toBeLessThan(620);
    expect(meta.region.width).toBeGreaterThan(500);
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

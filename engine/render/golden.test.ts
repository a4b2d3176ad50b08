import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderAd } from './render.js';
import { demoInput } from '../../tests/support/engine-helpers.js';

/**
 * One golden image per category, compared at 96 px with a tolerant mean pixel difference, so
 * font rasterisation or libvips updates pass while real layout regressions fail.
 * Refresh on purpose with UPDATE_GOLDEN=1 npx vitest run engine/render/golden.test.ts.
 */
const CASES = [
  { category: 'Static Ads', style: 1, demo: 1 },
  { category: 'Product Photoshoot', style: 12, demo: 4 },
  { category: 'UGC', style: 25, demo: 1 },
];
const DIR = join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'golden');

async function small(png: Buffer) {
  return sharp(png).resize(96, 96, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}

describe('golden images per category', () => {
  it.each(CASES)('$category (style $style)', async ({ style, demo }) => {
    const ad = await renderAd(await demoInput(demo), style, 0);
    const file = join(DIR, `style-${style}-1x1.png`);
    if (process.env.UPDATE_GOLDEN || !existsSync(file))
      writeFileSync(file, await sharp(ad.images['1x1']).resize(96, 96, { fit: 'fill' }).png().toBuffer());
    const want = await sharp(readFileSync(file)).removeAlpha().raw().toBuffer();
    const got = await small(ad.images['1x1']);
    let diff = 0;
    for (let i = 0; i < got.length; i++) diff += Math.abs(got[i] - want[i]);
    expect(diff / got.length).toBeLessThan(4);
  });
});

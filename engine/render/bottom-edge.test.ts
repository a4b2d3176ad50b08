import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderAd } from './render.js';
import { demoInput } from '../../tests/support/engine-helpers.js';

/**
 * A 1080x1350 scene drawn at a quarter has a half-covered last row; enlarged, it once darkened the
 * ad's bottom rows to about half their brightness (docs/decisions/077-smooth-fields-drawn-small.md).
 */
describe('the 4:5 bottom edge', () => {
  it('continues the scene to the last row (style 1, a scene with a back)', async () => {
    const ad = await renderAd(await demoInput(1), 1, 0);
    const { data, info } = await sharp(ad.images['4x5']).raw().toBuffer({ resolveWithObject: true });
    const rowMean = (y: number) => {
      let s = 0;
      for (let x = 0; x < info.width; x++)
        for (let c = 0; c < 3; c++) s += data[(y * info.width + x) * info.channels + c];
      return s / (info.width * 3);
    };
    expect(info.height).toBe(1350);
    expect(rowMean(1349)).toBeGreaterThan(rowMean(1337) * 0.95);
  });
});

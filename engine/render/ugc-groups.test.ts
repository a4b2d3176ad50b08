import { describe, expect, it } from 'vitest';
import { renderAd } from './render.js';
import { AD_SIZE_KEYS } from '../../contract/engine.js';
import { demoInput } from '../../tests/support/engine-helpers.js';

/**
 * The UGC styles whose words form one group (docs/decisions/113-ugc-groups-kept-together.md): a
 * chat's thread, a short video's hook and caption, a reply card and its button are never split by
 * the product, and the button stays next to the copy.
 */
const CASES = [
  { style: 24, name: 'Chat Bubbles', demo: 0 },
  { style: 25, name: 'TikTok Made Me Buy It', demo: 1 },
  { style: 28, name: 'FAQ Card', demo: 2 },
];

describe('UGC copy kept in one group', () => {
  it.each(CASES)('$name (style $style)', async ({ style, demo }) => {
    const ad = await renderAd(await demoInput(demo), style, 0);
    for (const size of AD_SIZE_KEYS) {
      const boxes = ad.layouts[size].boxes;
      const product = boxes.find((b) => b.role === 'product')!;
      const copy = boxes.filter((b) => b.text && b.role !== 'cta');
      const above = copy.some((b) => b.y + b.h <= product.y + 1);
      const below = copy.some((b) => b.y >= product.y + product.h - 1);
      expect({ size, split: above && below }).toEqual({ size, split: false });
      const cta = boxes.find((b) => b.role === 'cta');
      if (!cta) continue;
      const gap = Math.min(...copy.map((b) => Math.max(0, cta.y - (b.y + b.h), b.y - (cta.y + cta.h))));
      expect({ size, far: gap > 150 }).toEqual({ size, far: false });
    }
    if (style === 24) {
      // The thread keeps its question and sets every bubble at one size.
      const sizes = new Set(ad.layouts['4x5'].boxes.filter((b) => b.role !== 'cta' && b.fontPx).map((b) => b.fontPx));
      expect(sizes.size).toBe(1);
    }
  });
});

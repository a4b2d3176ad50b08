import { describe, expect, it } from 'vitest';
import { STYLES } from '../catalog/index.js';
import { planAd } from '../render/index.js';
import { AD_SIZE_KEYS } from '../../contract/engine.js';
import { EVAL_PRODUCTS, evalPhoto } from '../../tests/fixtures/eval/products.js';

/**
 * The compositor draws the product pixel by pixel: a product box at a fractional position drew
 * nothing but its shadow (a 9:16 side layout under a headline placed a thin dropper at y 463.16).
 */
describe('the planned product box', () => {
  it.each(['d3k2-dropper', 'hsn-tube'])(
    'is in whole pixels in every style and size (%s)',
    async (id) => {
      const p = EVAL_PRODUCTS.find((x) => x.id === id)!;
      const input = { photo: evalPhoto(p), name: p.name, description: p.description, extras: p.extras };
      for (const style of STYLES) {
        const planned = await planAd(input, style.id, 0);
        for (const size of AD_SIZE_KEYS) {
          const b = planned.sizes[size].plan.product;
          expect([b.x, b.y, b.w, b.h].every(Number.isInteger), `style ${style.id} ${size}: ${JSON.stringify(b)}`).toBe(
            true,
          );
        }
      }
    },
    120_000,
  );
});

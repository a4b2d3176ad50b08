import { describe, expect, it } from 'vitest';
import { planAd } from '../render/index.js';
import { TOP_CLEAR } from './solver.js';
import { EVAL_PRODUCTS, evalPhoto } from '../../tests/fixtures/eval/products.js';

/**
 * TikTok Made Me Buy It's caption pills and Unboxing's caption tags keep the product's clear space
 * under the top edge on 1:1 and 4:5 (graded "pinned to the top edge" at the margin); Colour Block's
 * 4:5 and 9:16 block reaches behind the pack (docs/decisions/211-ugc-top-edge-and-colour-block-apart.md).
 */
const input = (id: string) => {
  const p = EVAL_PRODUCTS.find((x) => x.id === id)!;
  return { photo: evalPhoto(p), name: p.name, description: p.description, extras: p.extras };
};

describe('copy off the top edge', () => {
  it.each([
    [25, 'hsn-tube'],
    [26, 'hsn-tube'],
    [25, 'sleep-window'],
  ])(
    'style %i keeps its captions off the top edge (%s)',
    async (style, id) => {
      const planned = await planAd(input(id), style, 0);
      for (const size of ['1x1', '4x5'] as const) {
        const { ctx, plan } = planned.sizes[size];
        const top = Math.min(...plan.texts.map((t) => t.box.y));
        expect(top, size).toBeGreaterThanOrEqual(Math.round(ctx.w * TOP_CLEAR));
      }
    },
    60_000,
  );

  it.each(['sleep-window', 'whey-tub'])(
    'Colour Block stands the pack in front of its block (%s)',
    async (id) => {
      const planned = await planAd(input(id), 15, 0);
      for (const size of ['4x5', '9x16'] as const) {
        const { plan } = planned.sizes[size];
        const field = plan.hints?.field;
        expect(field, size).toBeDefined();
        expect(field!.y + field!.h, size).toBeGreaterThan(plan.product.y + plan.product.h * 0.3);
        expect(field!.y + field!.h, size).toBeLessThan(plan.product.y + plan.product.h * 0.6);
      }
    },
    60_000,
  );
});

import { describe, expect, it } from 'vitest';
import { planAd } from '../render/index.js';
import { TOP_CLEAR } from './solver.js';
import { EVAL_PRODUCTS, evalPhoto } from '../../tests/fixtures/eval/products.js';

/**
 * Unboxing's caption tags keep the product's clear space under the top edge on 1:1 and 4:5 (graded
 * "pinned to the top edge" at the margin; docs/decisions/211-ugc-top-edge-and-colour-block-apart.md).
 */
const input = (id: string) => {
  const p = EVAL_PRODUCTS.find((x) => x.id === id)!;
  return { photo: evalPhoto(p), name: p.name, description: p.description, extras: p.extras };
};

describe('copy off the top edge', () => {
  it.each(['hsn-tube', 'd3k2-dropper', 'collagen-jar'])(
    'Unboxing keeps its captions off the top edge (%s)',
    async (id) => {
      const planned = await planAd(input(id), 26, 0);
      for (const size of ['1x1', '4x5'] as const) {
        const { ctx, plan } = planned.sizes[size];
        const top = Math.min(...plan.texts.map((t) => t.box.y));
        expect(top, size).toBeGreaterThanOrEqual(Math.round(ctx.w * TOP_CLEAR));
      }
    },
    60_000,
  );
});

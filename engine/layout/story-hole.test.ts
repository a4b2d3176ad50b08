import { describe, expect, it } from 'vitest';
import { planAd } from '../render/index.js';
import { EVAL_PRODUCTS, evalPhoto } from '../../tests/fixtures/eval/products.js';

/**
 * A 9:16 column under a headline across the top that leaves the strip beside a small pack empty
 * ("bottle ~15 % of canvas, empty lower-left", s20 grading) gives way to the copy stacked over a
 * larger pack (docs/decisions/213-story-no-empty-strip-beside-the-pack.md).
 */
describe('the 9:16 strip beside a small pack', () => {
  it.each([
    ['d3k2-dropper', [10, 13], 0.17],
    ['sleep-window', [1], 0.22],
  ] as const)(
    'is not left empty under a short column: the copy stands over a larger pack (%s)',
    async (id, styles, least) => {
      const p = EVAL_PRODUCTS.find((x) => x.id === id)!;
      const input = { photo: evalPhoto(p), name: p.name, description: p.description, extras: p.extras };
      for (const style of styles) {
        const { ctx, plan } = (await planAd(input, style, 0)).sizes['9x16'];
        const q = plan.product;
        expect((q.w * q.h) / (ctx.w * ctx.h), `style ${style}`).toBeGreaterThan(least);
        // Every line of copy stands above the pack, none beside it under the headline.
        for (const t of plan.texts.filter((x) => x.role !== 'badge' && x.role !== 'disclaimer')) {
          const b = t.record || t.box;
          expect(b.y + b.h, `style ${style} ${t.role}`).toBeLessThanOrEqual(q.y + 1);
        }
      }
    },
    120_000,
  );
});

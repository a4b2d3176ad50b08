import { describe, expect, it } from 'vitest';
import { planAd } from '../render/index.js';
import { EVAL_PRODUCTS, evalPhoto } from '../../tests/fixtures/eval/products.js';
import { STORY_CTA_PX } from './parts.js';

/**
 * A 9:16 button keeps a story size whatever scale the solver chose for the copy: shrunk with it,
 * it read as "small and stranded mid-screen" (docs/decisions/177-story-button-size-and-floor.md).
 */
describe('the 9:16 button', () => {
  it.each(['magnesium-bottle', 'electrolytes-pouch'])(
    'is at least the story size in the UGC styles graded small (%s)',
    async (id) => {
      const p = EVAL_PRODUCTS.find((x) => x.id === id)!;
      const input = { photo: evalPhoto(p), name: p.name, description: p.description, extras: p.extras };
      for (const style of [22, 24, 25, 28, 30]) {
        const { ctx, plan } = (await planAd(input, style, 0)).sizes['9x16'];
        const button = plan.texts.find((t) => t.role === 'cta');
        expect(button, `style ${style}`).toBeDefined();
        expect(button!.size, `style ${style}`).toBeGreaterThanOrEqual(STORY_CTA_PX * ctx.textScale - 0.5);
      }
    },
    120_000,
  );
});

/**
 * A 9:16 headline across the top does not leave its button alone in a column beside the pack,
 * shortened or shrunk ("'KAUFEN' button tiny", "'HOL ES DIR' button tiny and stranded", "ACHETER
 * stranded at right", s19 grading): the button stands with its copy over the pack
 * (docs/decisions/201-story-button-with-its-copy.md).
 */
describe('the 9:16 button under a headline across the top', () => {
  it.each([
    ['greens-pouch', [11, 13, 19]],
    ['sleep-window', [12]],
  ] as const)(
    'stands with its copy over the pack, at the story size (%s)',
    async (id, styles) => {
      const p = EVAL_PRODUCTS.find((x) => x.id === id)!;
      const input = { photo: evalPhoto(p), name: p.name, description: p.description, extras: p.extras };
      for (const style of styles) {
        const { ctx, plan } = (await planAd(input, style, 0)).sizes['9x16'];
        const button = plan.texts.find((t) => t.role === 'cta');
        expect(button, `style ${style}`).toBeDefined();
        expect(button!.size, `style ${style}`).toBeGreaterThanOrEqual(STORY_CTA_PX * ctx.textScale - 0.5);
        const pill = button!.record || button!.box;
        // Over the pack, or under its own sub-line in a column beside it (that column is not alone).
        const sub = plan.texts.find((t) => t.role === 'subline');
        const withSub = !!sub && Math.abs(sub.box.x - pill.x) <= 2 && sub.box.y + sub.box.h <= pill.y;
        expect(withSub || pill.y + pill.h <= plan.product.y, `style ${style}`).toBe(true);
      }
    },
    120_000,
  );
});

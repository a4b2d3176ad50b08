import { describe, expect, it } from 'vitest';
import { planAd } from '../render/index.js';
import { cutOut } from '../cutout/index.js';
import { EVAL_PRODUCTS, evalPhoto } from '../../tests/fixtures/eval/products.js';
import { HELD_OUT_PRODUCTS } from '../../tests/fixtures/eval/held-out.js';
import { type Plan } from './types.js';

const input = async (id: string) => {
  const p = [...EVAL_PRODUCTS, ...HELD_OUT_PRODUCTS].find((x) => x.id === id)!;
  const photo = evalPhoto(p);
  // The photo's cut-out hint, as the eval sheets use it: without it the hand is not found as held.
  const cutout = p.hint ? await cutOut(photo, p.hint) : undefined;
  return { photo, cutout, name: p.name, description: p.description, extras: p.extras };
};
const text = (plan: Plan, role: string) => plan.texts.find((t) => t.role === role);

/** On 9:16 the copy forms one group over a held pack (docs/decisions/192-story-copy-one-group-over-a-slim-pack.md). */
describe('9:16 copy and a held pack', () => {
  it('a held pack’s copy stands over it where the style offers a stack (not beside its cap)', async () => {
    // The held dropper whose s18 rows named it ("CTA abuts the bottle shoulder", "type and button
    // shrunk beside the cap"); the eval set's held photo already stacks.
    for (const style of [1, 6]) {
      const { plan } = (await planAd(await input('d3-hand-dropper'), style, 0)).sizes['9x16'];
      const button = text(plan, 'cta')!;
      const box = button.record || button.box;
      expect(box.y + box.h, `style ${style}`).toBeLessThanOrEqual(plan.product.y);
    }
  }, 120_000);
});

import { describe, expect, it } from 'vitest';
import { planAd } from '../render/index.js';
import { COPY, photo } from '../../tests/fixtures/ads/cases.js';
import { EVAL_PRODUCTS, evalPhoto } from '../../tests/fixtures/eval/products.js';

/**
 * A layout always comes back, whatever the copy: Morning Snapshot's second plan (its headline across
 * the top, beside the product) found no headline that measured for a long name on a tall dropper and
 * threw, failing the ad. The solver's last resort stacks what measures instead.
 */
describe('the solver with copy that does not fit', () => {
  it('still plans Morning Snapshot for a very long brief on a tall dropper', async () => {
    const copy = COPY.long;
    const planned = await planAd({ photo: photo('dropper'), name: copy.name, description: copy.description }, 31, 0);
    for (const size of ['1x1', '4x5', '9x16'] as const) {
      const { plan } = planned.sizes[size];
      expect(plan.product.w * plan.product.h, size).toBeGreaterThan(0);
      expect(plan.texts.length, size).toBeGreaterThanOrEqual(2);
    }
  }, 60_000);
});

/**
 * Phrase-whole breaks (docs/decisions/133-phrase-breaks-and-headline-size.md) can answer a request
 * for fewer headline lines with as many as before: the fewer-lines loop must then stop. Whey's
 * Routine Note headline ("25 g of protein in every 30 g scoop, 5.5 g BCAAs") looped forever.
 */
describe('the headline that cannot lose a line', () => {
  it('plans Routine Note for the whey tub', async () => {
    const p = EVAL_PRODUCTS.find((x) => x.id === 'whey-tub')!;
    const planned = await planAd(
      { photo: evalPhoto(p), name: p.name, description: p.description, extras: p.extras },
      29,
      0,
    );
    expect(planned.sizes['9x16'].plan.texts.length).toBeGreaterThanOrEqual(2);
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { planAd } from '../render/index.js';
import { COPY, photo } from '../../tests/fixtures/ads/cases.js';

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

import { describe, expect, it } from 'vitest';
import { pairOfUse } from './pair-of-use.js';
import { type ProductLook } from './types.js';
import { look as sceneLook } from '../../tests/support/scene-look.js';

// Before & After's pair of use: the dose true to the form and the glass, no words and no result
// (docs/decisions/206-before-and-after-of-use.md).
const look = (form: ProductLook['form']): ProductLook => sceneLook({ form, brand: '#2f6fbf', body: '#ffffff' });

describe('pairOfUse', () => {
  const pair = {
    before: { x: 60, y: 600, w: 300, h: 300 },
    after: { x: 470, y: 820, w: 140, h: 190 },
    arrow: { x: 420, y: 750, s: 80 },
  };
  it('draws the dose true to the form and a glass, no text', () => {
    const powder = pairOfUse(pair, { ...look('powder'), notes: ['greens'] }, '#1c1c1c');
    expect(powder).toContain('#7ea04a');
    expect(pairOfUse(pair, look('drops'), '#1c1c1c')).toContain('url(#pdb)');
    expect(pairOfUse(pair, look('capsules'), '#1c1c1c')).toContain('url(#dsr)');
    expect(powder).not.toContain('<text');
  });
});

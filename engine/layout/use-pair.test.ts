import { describe, expect, it } from 'vitest';
import { type Solution } from './solver.js';
import { type LayoutCtx } from './types.js';
import { usePair } from './use-pair.js';
import { type ProductLook } from '../scenes/index.js';
import { look as sceneLook } from '../../tests/support/scene-look.js';

// Before & After without the buyer's pair shows a before and after of use, never a result
// (docs/decisions/206-before-and-after-of-use.md).
const look = (form: ProductLook['form']): ProductLook => sceneLook({ form, brand: '#2f6fbf', body: '#ffffff' });
const ctx = (form: ProductLook['form']) =>
  ({ w: 1080, h: 1080, m: 54, aspect: 1, look: look(form) }) as unknown as LayoutCtx;
const sol = (product: Solution['product']) =>
  ({
    product,
    drawn: { texts: [{ box: { x: 54, y: 54, w: 420, h: 260 } }], panels: [{ box: { x: 54, y: 340, w: 260, h: 90 } }] },
  }) as unknown as Solution;

describe('usePair', () => {
  it('puts the dose in the grey field under the copy and the glass beside a slim product', () => {
    const pair = usePair(ctx('powder'), sol({ x: 640, y: 160, w: 320, h: 860 }), false, { a: 600, b: 560 })!;
    expect(pair).toBeDefined();
    const { before, after, cut } = pair;
    expect(before.y).toBeGreaterThanOrEqual(430);
    const foot = cut![1][0];
    expect(before.x + before.w).toBeLessThan(foot);
    expect(after).toBeDefined();
    expect(after!.x + after!.w).toBeLessThanOrEqual(640);
    expect(after!.x).toBeGreaterThan(foot);
  });
  it('keeps the plain split where a wide product leaves no room, or the form has no prop', () => {
    expect(usePair(ctx('powder'), sol({ x: 90, y: 520, w: 900, h: 500 }), true, { a: 480, b: 460 })).toBeUndefined();
    expect(usePair(ctx('unknown'), sol({ x: 640, y: 160, w: 320, h: 860 }), false, { a: 600, b: 560 })).toBeUndefined();
  });
});

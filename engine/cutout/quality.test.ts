import { describe, expect, it } from 'vitest';
import { type CutoutQuality, HAND_COVERS_PRODUCT, HAND_HOLDS_PRODUCT, select, warningsFor } from './quality.js';

describe('cutout quality score', () => {
  it('selects the k-th smallest value as a full sort would', () => {
    let s = 11;
    const rand = () => ((s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff) * 4;
    for (const n of [1, 2, 7, 100, 1001]) {
      // Many ties (rounded values) and distinct ones.
      const values = Float32Array.from({ length: n }, (_, i) => (i % 2 ? Math.round(rand() * 4) / 4 : rand()));
      const sorted = values.slice().sort();
      for (const k of [0, n >> 1, Math.floor(n * 0.97), n - 1]) expect(select(values.slice(), k)).toBe(sorted[k]);
    }
  });

  it('tells the buyer when the ads show the hand that holds their product', () => {
    const q = {
      area: 0.3,
      products: 1,
      blur: 0.2,
      otherObjects: false,
      hand: true,
      hinted: true,
      fingers: 0.12,
    } as CutoutQuality;
    const size = { width: 1200, height: 1500 };
    // docs/decisions/094-held-products-hand-to-the-edge.md
    expect(warningsFor(q, size, false, true)).toEqual([HAND_COVERS_PRODUCT]);
    expect(warningsFor({ ...q, fingers: 0 }, size, false, true)).toEqual([HAND_HOLDS_PRODUCT]);
    expect(warningsFor(q, size, false, false)).toEqual([]);
    expect(HAND_COVERS_PRODUCT).toMatch(/photo of the product alone/);
  });
});

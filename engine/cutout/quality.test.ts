import { describe, expect, it } from 'vitest';
import { select } from './quality.js';

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
});

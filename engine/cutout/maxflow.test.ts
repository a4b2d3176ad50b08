import { describe, expect, it } from 'vitest';
import { minCut, type GridGraph } from './maxflow.js';

/** Deterministic pseudo-random integers in [0, max). */
function rand(seed: number) {
  let s = seed;
  return (max: number) => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s % max;
  };
}

/** The cut's cost: terminal edges of the pixels on the wrong side, and neighbours split apart. */
function cost(g: GridGraph, side: Uint8Array): number {
  let c = 0;
  for (let i = 0; i < g.w * g.h; i++) {
    c += side[i] ? g.sink[i] : g.source[i];
    if (i % g.w < g.w - 1 && side[i] !== side[i + 1]) c += g.right[i];
    if (i + g.w < g.w * g.h && side[i] !== side[i + g.w]) c += g.down[i];
  }
  return c;
}

describe('the grid min-cut (Boykov-Kolmogorov)', () => {
  it('finds the cheapest labelling of small random grids (checked against every labelling)', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const r = rand(seed);
      const w = 2 + r(3);
      const h = 2 + r(3);
      const n = w * h;
      const g: GridGraph = {
        w,
        h,
        source: Int32Array.from({ length: n }, () => r(20)),
        sink: Int32Array.from({ length: n }, () => r(20)),
        right: Int32Array.from({ length: n }, () => r(12)),
        down: Int32Array.from({ length: n }, () => r(12)),
      };
      let best = Infinity;
      for (let m = 0; m < 1 << n; m++) {
        const side = Uint8Array.from({ length: n }, (_, i) => (m >> i) & 1);
        best = Math.min(best, cost(g, side));
      }
      expect(cost(g, minCut(g)), `seed ${seed}`).toBe(best);
    }
  });

  it('separates two seeded halves along the weakest column', () => {
    const w = 40;
    const h = 30;
    const n = w * h;
    const g: GridGraph = {
      w,
      h,
      source: new Int32Array(n),
      sink: new Int32Array(n),
      right: new Int32Array(n).fill(10),
      down: new Int32Array(n).fill(10),
    };
    for (let y = 0; y < h; y++) {
      g.source[y * w] = 1 << 20;
      g.sink[y * w + w - 1] = 1 << 20;
      g.right[y * w + 27] = 1;
    }
    const side = minCut(g);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) expect(side[y * w + x]).toBe(x <= 27 ? 1 : 0);
  });
});

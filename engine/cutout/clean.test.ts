import { describe, expect, it } from 'vitest';
import { cleanAlpha } from './clean.js';
import { squareOff } from './extend.js';
import { convexHull } from './hint.js';

/** The alpha's tidying and the shapes behind it (docs/decisions/083-cutout-clean-edges-and-hands.md). */
describe('the cutout tidies its edge', () => {
  const w = 120;
  const h = 100;
  const body = () => {
    const a = new Float32Array(w * h);
    for (let y = 20; y < 80; y++) for (let x = 20; x < 70; x++) a[y * w + x] = 1;
    return a;
  };

  it('drops an island away from the body and a sliver off its edge, and keeps the body whole', () => {
    const a = body();
    // A speck of 3 × 3 px away from the body, a faint one, and a 1 px sliver 12 px long off its side.
    for (let y = 40; y < 43; y++) for (let x = 95; x < 98; x++) a[y * w + x] = 1;
    a[10 * w + 100] = 0.3;
    for (let x = 70; x < 82; x++) a[50 * w + x] = 0.9;
    cleanAlpha(a, w, h, new Int32Array(0), 0);
    expect(a[41 * w + 96]).toBe(0);
    expect(a[10 * w + 100]).toBe(0);
    for (let x = 73; x < 82; x++) expect(a[50 * w + x]).toBe(0);
    let kept = 0;
    for (let y = 20; y < 80; y++) for (let x = 20; x < 70; x++) kept += a[y * w + x];
    expect(kept).toBe(60 * 50);
  });

  it('keeps every product of a lineup', () => {
    const a = body();
    for (let y = 30; y < 80; y++) for (let x = 80; x < 110; x++) a[y * w + x] = 1;
    cleanAlpha(a, w, h, new Int32Array(0), 0);
    expect(a[50 * w + 95]).toBe(1);
  });

  it('smooths a saw-toothed edge on a grainy photo into a line', () => {
    const a = body();
    // Teeth of 1 px in and out along the right side.
    const edge: number[] = [];
    for (let y = 20; y < 80; y++) {
      a[y * w + 70] = y % 2 ? 1 : 0;
      a[y * w + 69] = y % 2 ? 1 : 0;
      for (let x = 66; x < 74; x++) edge.push(y * w + x);
    }
    cleanAlpha(a, w, h, Int32Array.from(edge), 7 / 255);
    // The outline (alpha 0.5) is one column all along the side: no teeth.
    const rightmost = Array.from({ length: 40 }, (_, k) => {
      let x = 0;
      while (a[(30 + k) * w + x + 1] >= 0.5 || x < 20) x++;
      return x;
    });
    expect(new Set(rightmost).size).toBe(1);
  });

  it('finds the convex hull of a mask row by row', () => {
    const m = new Uint8Array(w * h);
    // An L: its hull fills the corner between the arms.
    for (let y = 10; y < 60; y++) for (let x = 10; x < 20; x++) m[y * w + x] = 1;
    for (let y = 50; y < 60; y++) for (let x = 10; x < 60; x++) m[y * w + x] = 1;
    const hull = convexHull(m, w, h)!;
    expect(hull[30 * 2]).toBe(10);
    expect(hull[30 * 2 + 1]).toBeGreaterThanOrEqual(35);
    expect(hull[5 * 2 + 1]).toBeLessThan(hull[5 * 2]);
  });

  it('squares off a cap the network saw with a wavy top and a slanted side, and leaves a round lid round', () => {
    const W = 200;
    const H = 120;
    const part = new Uint8Array(W * H);
    for (let y = 10; y < 100; y++)
      for (let x = 70; x < 130; x++) {
        const top = 12 + Math.round(2 * Math.sin(x / 4));
        const left = 70 + Math.round((100 - y) / 12);
        if (y >= top && x >= left) part[y * W + x] = 1;
      }
    squareOff(part, { x0: 70, y0: 10, x1: 129, y1: 99 }, W);
    const tops: number[] = [];
    for (let x = 75; x < 125; x++) tops.push(Array.from({ length: H }, (_, y) => part[y * W + x]).indexOf(1));
    const lefts: number[] = [];
    for (let y = 20; y < 95; y++) lefts.push([...part.subarray(y * W, y * W + W)].indexOf(1));
    expect(Math.max(...tops) - Math.min(...tops)).toBe(0);
    expect(Math.max(...lefts) - Math.min(...lefts)).toBe(0);

    const lid = new Uint8Array(W * H);
    for (let y = 10; y < 100; y++)
      for (let x = 55; x < 145; x++) if ((x - 100) ** 2 / 45 ** 2 + (y - 55) ** 2 / 45 ** 2 <= 1) lid[y * W + x] = 1;
    const before = lid.slice();
    squareOff(lid, { x0: 55, y0: 10, x1: 144, y1: 99 }, W);
    expect(lid).toEqual(before);
  });
});

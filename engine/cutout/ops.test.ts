import { describe, expect, it } from 'vitest';
import { boxBlur, fillHoles, morph, regions, resize } from './ops.js';

/** Deterministic pseudo-random values. */
function noise(n: number, seed = 7): Float32Array {
  let s = seed;
  return new Float32Array(n).map(() => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  });
}

describe('cutout image operations', () => {
  it('box blur equals the brute-force clipped mean', () => {
    const w = 17,
      h = 11,
      r = 3;
    const src = noise(w * h);
    const out = boxBlur(src, w, h, r);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        let s = 0,
          n = 0;
        for (let dy = -r; dy <= r; dy++)
          for (let dx = -r; dx <= r; dx++) {
            if (x + dx >= 0 && y + dy >= 0 && x + dx < w && y + dy < h) {
              s += src[(y + dy) * w + x + dx];
              n++;
            }
          }
        expect(out[y * w + x]).toBeCloseTo(s / n, 5);
      }
  });

  it('grows and shrinks a mask by a square of radius r', () => {
    const w = 21,
      h = 15,
      r = 2;
    const mask = new Uint8Array(noise(w * h, 3).map((v) => (v > 0.6 ? 1 : 0)));
    for (const grow of [true, false]) {
      const out = morph(mask, w, h, r, grow);
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) {
          let any = 0,
            all = 1;
          for (let dy = -r; dy <= r; dy++)
            for (let dx = -r; dx <= r; dx++) {
              if (x + dx < 0 || y + dy < 0 || x + dx >= w || y + dy >= h) continue;
              const v = mask[(y + dy) * w + x + dx];
              any |= v;
              all &= v;
            }
          expect(out[y * w + x]).toBe(grow ? any : all);
        }
    }
  });

  it('labels 8-connected regions and fills only enclosed holes', () => {
    const w = 8,
      h = 6;
    const rows = ['########', '#......#', '#.####.#', '#.#..#.#', '#.####..', '#.......'];
    const mask = new Uint8Array(w * h);
    rows.forEach((row, y) =>
      [...row].forEach((c, x) => {
        mask[y * w + x] = c === '#' ? 1 : 0;
      }),
    );
    const { areas } = regions(mask, w, h);
    expect(areas.slice(1).sort((a, b) => b - a)).toEqual([16, 10]);
    // The two dots inside the inner ring are enclosed; the outer ring is open at the bottom right.
    expect(fillHoles(mask, w, h)).toBe(2);
  });

  it('resamples bilinearly with pixel centres aligned', () => {
    const out = resize(new Float32Array([0, 1]), 2, 1, 4, 1);
    expect([...out]).toEqual([0, 0.25, 0.75, 1]);
  });
});

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
  it.each([
    [17, 11, 3],
    [17, 11, 9],
    [6, 5, 8],
  ])('box blur equals the brute-force clipped mean (%i x %i, r %i)', (w, h, r) => {
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
    // Noise over the whole frame, a blob away from the borders, radii past the image's size, an empty mask.
    const cases: Array<{ w: number; h: number; r: number; mask: (x: number, y: number, v: number) => boolean }> = [
      { w: 21, h: 15, r: 2, mask: (_x, _y, v) => v > 0.6 },
      { w: 30, h: 22, r: 3, mask: (x, y, v) => x > 8 && x < 20 && y > 5 && y < 17 && v > 0.2 },
      { w: 9, h: 7, r: 12, mask: (x, y) => x === 4 && y === 3 },
      { w: 12, h: 10, r: 0, mask: (_x, _y, v) => v > 0.5 },
      { w: 12, h: 10, r: 2, mask: () => false },
    ];
    for (const { w, h, r, mask: on } of cases) {
      const v = noise(w * h, 3);
      const mask = new Uint8Array(w * h).map((_, i) => (on(i % w, Math.floor(i / w), v[i]) ? 1 : 0));
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
            expect(out[y * w + x], `${w}x${h} r ${r} ${grow ? 'grow' : 'shrink'} at ${x},${y}`).toBe(grow ? any : all);
          }
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

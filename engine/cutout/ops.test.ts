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
      // Odd widths (rows padded to whole words), and a radius past what a byte counts.
      { w: 37, h: 13, r: 1, mask: (_x, _y, v) => v > 0.3 },
      { w: 23, h: 9, r: 5, mask: (_x, _y, v) => v > 0.85 },
      { w: 250, h: 4, r: 121, mask: (x, _y, v) => x > 100 && v > 0.7 },
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

  it('labels regions in the order of their first pixel, as a pixel-by-pixel flood fill does', () => {
    // Noise of several densities (many small regions, a few large winding ones) against a plain
    // 8-connected flood fill; and hole filling against a plain 4-connected flood from the border.
    for (const [w, h, density, seed] of [
      [23, 17, 0.3, 1],
      [40, 31, 0.5, 2],
      [31, 40, 0.62, 3],
      [1, 9, 0.5, 4],
      [9, 1, 0.5, 5],
    ]) {
      const v = noise(w * h, seed);
      const mask = new Uint8Array(w * h).map((_, i) => (v[i] < density ? 1 : 0));
      const got = regions(mask, w, h);
      const labels = new Int32Array(w * h);
      const areas = [0];
      const boxes = [{ x0: 0, y0: 0, x1: 0, y1: 0 }];
      for (let p = 0; p < w * h; p++) {
        if (!mask[p] || labels[p]) continue;
        const id = areas.length;
        const stack = [p];
        labels[p] = id;
        const box = { x0: w, y0: h, x1: -1, y1: -1 };
        let area = 0;
        while (stack.length) {
          const q = stack.pop()!;
          const x = q % w;
          const y = Math.floor(q / w);
          area++;
          box.x0 = Math.min(box.x0, x);
          box.x1 = Math.max(box.x1, x);
          box.y0 = Math.min(box.y0, y);
          box.y1 = Math.max(box.y1, y);
          for (let dy = -1; dy <= 1; dy++)
            for (let dx = -1; dx <= 1; dx++) {
              const nx = x + dx;
              const ny = y + dy;
              if (nx < 0 || ny < 0 || nx >= w || ny >= h || !mask[ny * w + nx] || labels[ny * w + nx]) continue;
              labels[ny * w + nx] = id;
              stack.push(ny * w + nx);
            }
        }
        areas.push(area);
        boxes.push(box);
      }
      expect([...got.labels]).toEqual([...labels]);
      expect(got.areas).toEqual(areas);
      expect(got.boxes).toEqual(boxes);

      const seen = new Uint8Array(w * h);
      const stack: number[] = [];
      for (let p = 0; p < w * h; p++) {
        const x = p % w;
        const y = Math.floor(p / w);
        if (!mask[p] && (x === 0 || y === 0 || x === w - 1 || y === h - 1)) {
          seen[p] = 1;
          stack.push(p);
        }
      }
      while (stack.length) {
        const q = stack.pop()!;
        const x = q % w;
        for (const n of [x > 0 ? q - 1 : -1, x < w - 1 ? q + 1 : -1, q - w, q + w])
          if (n >= 0 && n < w * h && !mask[n] && !seen[n]) {
            seen[n] = 1;
            stack.push(n);
          }
      }
      const filled = mask.slice();
      let holes = 0;
      for (let p = 0; p < w * h; p++) if (!mask[p] && !seen[p]) holes++;
      expect(fillHoles(filled, w, h)).toBe(holes);
      for (let p = 0; p < w * h; p++) expect(filled[p]).toBe(mask[p] || !seen[p] ? 1 : 0);
    }
  });

  it('resamples bilinearly with pixel centres aligned', () => {
    const out = resize(new Float32Array([0, 1]), 2, 1, 4, 1);
    expect([...out]).toEqual([0, 0.25, 0.75, 1]);
  });
});

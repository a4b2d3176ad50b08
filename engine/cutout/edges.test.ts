import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { computeCutout, type Cutout } from './cutout.js';
import { previewOf } from './preview.js';
import { morph, regions } from './ops.js';

/**
 * The edges marketers graded down (docs/decisions/083-cutout-clean-edges-and-hands.md), each on
 * the photo they saw it on.
 */
const TESTS = path.join(import.meta.dirname, '..', '..', 'tests', 'fixtures');
const photo = (name: string) => fs.readFileSync(path.join(TESTS, 'cutout', 'photos', `${name}.jpg`));
const truthOf = (name: string) =>
  sharp(path.join(TESTS, 'cutout', 'masks', `${name}.png`))
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });

const alphaOf = (c: Cutout) => {
  const a = new Uint8Array(c.width * c.height);
  for (let i = 0; i < a.length; i++) a[i] = c.data[i * 4 + 3];
  return a;
};

/** Pixels with any alpha more than 3 px from the product's body (its largest piece). */
function strays(c: Cutout): number {
  const a = alphaOf(c);
  const { width: w, height: h } = c;
  const body = new Uint8Array(w * h);
  for (let i = 0; i < a.length; i++) body[i] = a[i] >= 128 ? 1 : 0;
  const { labels, areas } = regions(body, w, h);
  const largest = areas.indexOf(Math.max(...areas.slice(1)));
  for (let i = 0; i < body.length; i++) body[i] = labels[i] === largest ? 1 : 0;
  const near = morph(body, w, h, 3, true);
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i] && !near[i]) n++;
  return n;
}

/** Outline pixels (4-neighbour changes of alpha ≥ 128) per outline pixel of the truth. */
async function raggedness(name: string, c: Cutout): Promise<number> {
  const { data: truth, info } = await truthOf(name);
  const mask = await sharp((await previewOf(c)).mask)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const edges = (m: Buffer) => {
    let n = 0;
    for (let y = 0; y < info.height - 1; y++)
      for (let x = 0; x < info.width - 1; x++) {
        const i = y * info.width + x;
        if (m[i] >= 128 !== m[i + 1] >= 128) n++;
        if (m[i] >= 128 !== m[i + info.width] >= 128) n++;
      }
    return n;
  };
  return edges(mask) / edges(truth);
}

describe('clean cutout edges', () => {
  it('cuts the magnesium bottle with a straight-sided cap and nothing around it', { timeout: 60_000 }, async () => {
    const c = await computeCutout(fs.readFileSync(path.join(TESTS, 'ads', 'photos', 'tall-bottle.jpg')));
    expect(c.mode).toBe('cutout');
    expect(strays(c)).toBe(0);
    const a = alphaOf(c);
    const { width: w } = c;
    // The cap is the top ~15 % of the cutout; its top edge (the first row at alpha ≥ 128 in each of
    // its middle columns) and its sides are straight within 2 px.
    const top = (x: number) => {
      let y = 0;
      while (a[y * w + x] < 128) y++;
      return y;
    };
    const capCols: number[] = [];
    for (let x = 0; x < w; x++) if (top(x) < 40) capCols.push(x);
    const inner = capCols.slice(Math.floor(capCols.length * 0.1), Math.ceil(capCols.length * 0.9));
    const tops = inner.map(top);
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2);
    const lefts: number[] = [];
    const rights: number[] = [];
    for (let y = 30; y < 160; y++) {
      const row = a.subarray(y * w, y * w + w);
      lefts.push(row.findIndex((v) => v >= 128));
      rights.push(w - 1 - [...row].reverse().findIndex((v) => v >= 128));
    }
    expect(Math.max(...lefts) - Math.min(...lefts)).toBeLessThanOrEqual(2);
    expect(Math.max(...rights) - Math.min(...rights)).toBeLessThanOrEqual(2);
  });

  it('leaves no specks of marble around the dropper', { timeout: 60_000 }, async () => {
    const c = await computeCutout(photo('amber-dropper-marble'));
    expect(strays(c)).toBe(0);
  });

  it('gives a dark tub on slate and a navy box on a dark backdrop an even outline', { timeout: 60_000 }, async () => {
    for (const name of ['black-tub-on-slate', 'navy-box-dark']) {
      const c = await computeCutout(photo(name));
      expect(strays(c)).toBe(0);
      // A saw-toothed outline is much longer than the true one (1.14 and 1.20 before this was fixed).
      expect(await raggedness(name, c)).toBeLessThan(1.15);
    }
  });

  it('keeps the fingers across the label of a hand-held bottle inside a box: no hole in the label', async () => {
    for (const name of ['hand-holding-bottle', 'hand-holding-dropper']) {
      const { data: truth, info } = await truthOf(name);
      const { width: w, height: h } = info;
      let x0 = w,
        y0 = h,
        x1 = -1,
        y1 = -1;
      for (let i = 0; i < truth.length; i++)
        if (truth[i] >= 128) {
          const x = i % w;
          const y = (i - x) / w;
          [x0, x1, y0, y1] = [Math.min(x0, x), Math.max(x1, x), Math.min(y0, y), Math.max(y1, y)];
        }
      const m = Math.round(Math.max(x1 - x0, y1 - y0) * 0.04);
      const box = { x: x0 - m, y: y0 - m, w: x1 - x0 + 2 * m, h: y1 - y0 + 2 * m };
      const c = await computeCutout(photo(name), { box });
      expect(c.mode).toBe('cutout');
      const mask = await sharp((await previewOf(c)).mask)
        .toColourspace('b-w')
        .raw()
        .toBuffer();
      // A hole: a pixel with the product on both sides of it in its row or in its column (the
      // fingers run across the label, so the label lies above and below them), not cut out.
      const on = (x: number, y: number) => truth[y * w + x] >= 128;
      const first = (from: number, to: number, at: (k: number) => boolean) => {
        for (let k = from; k !== to; k += Math.sign(to - from)) if (at(k)) return true;
        return false;
      };
      let inside = 0;
      let holes = 0;
      for (let y = y0; y <= y1; y += 2)
        for (let x = x0; x <= x1; x += 2) {
          if (on(x, y)) continue;
          const across =
            (first(x, x0 - 1, (k) => on(k, y)) && first(x, x1 + 1, (k) => on(k, y))) ||
            (first(y, y0 - 1, (k) => on(x, k)) && first(y, y1 + 1, (k) => on(x, k)));
          if (!across) continue;
          inside++;
          if (mask[y * w + x] < 128) holes++;
        }
      expect(inside).toBeGreaterThan(1000);
      expect(holes / inside).toBeLessThan(0.05);
    }
  }, 120_000);
});

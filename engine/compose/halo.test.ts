import { describe, expect, it } from 'vitest';
import { applyHalo, planHalo, readSeparation } from './halo.js';

/** A w×h canvas filled with one colour. */
function canvas(w: number, h: number, rgb: [number, number, number]) {
  const data = Buffer.alloc(w * h * 4);
  for (let i = 0; i < w * h; i++) data.set([...rgb, 255], i * 4);
  return { data, width: w, height: h };
}

/** A product: an opaque rectangle of one colour with a clear margin of 2 px. */
function product(w: number, h: number, rgb: [number, number, number]) {
  const data = Buffer.alloc(w * h * 4);
  for (let y = 2; y < h - 2; y++) for (let x = 2; x < w - 2; x++) data.set([...rgb, 255], (y * w + x) * 4);
  return { data, width: w, height: h };
}

const silhouette = (w: number, h: number) => {
  const sw = w >> 2;
  const sh = h >> 2;
  return { data: Buffer.alloc(sw * sh, 255), width: sw, height: sh };
};

const box = { x: 100, y: 60, w: 80, h: 160 };
const lum = (c: { data: Buffer; width: number }, x: number, y: number) => c.data[(y * c.width + x) * 4];

describe('separation halo', () => {
  it('leaves a product that stands out alone', () => {
    const r = readSeparation(canvas(300, 300, [240, 230, 235]), product(80, 160, [40, 30, 20]), box);
    expect(r.samples).toBeGreaterThan(8);
    expect(planHalo(r)).toBeUndefined();
  });

  it('shades the ground beside a white product on a white page', () => {
    const c = canvas(300, 300, [252, 252, 252]);
    const r = readSeparation(c, product(80, 160, [245, 245, 245]), box);
    expect(r.lost).toBeGreaterThan(0.9);
    const plan = planHalo(r);
    expect(plan?.kind).toBe('shadow');
    expect(applyHalo(c, silhouette(80, 160), box, plan!, r)).toBe(true);
    // Darker just beside the outline, untouched far away.
    expect(lum(c, box.x - 6, 140)).toBeLessThan(215);
    expect(lum(c, 10, 10)).toBe(252);
  });

  it('lights the ground behind a dark product on a near-black set', () => {
    const c = canvas(300, 300, [10, 10, 14]);
    const r = readSeparation(c, product(80, 160, [14, 12, 12]), box);
    const plan = planHalo(r);
    expect(plan?.kind).toBe('glow');
    expect(applyHalo(c, silhouette(80, 160), box, plan!, r)).toBe(true);
    expect(lum(c, box.x + box.w + 6, 140)).toBeGreaterThan(40);
  });
});

import { describe, expect, it } from 'vitest';
import { straighten } from './straighten.js';

const W = 300;
const H = 420;

/** A mask drawn from an inside test, anti-aliased by 4×4 supersampling. */
function mask(inside: (x: number, y: number) => boolean): Float32Array {
  const a = new Float32Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      let n = 0;
      for (let j = 0; j < 4; j++) for (let i = 0; i < 4; i++) if (inside(x + (i + 0.5) / 4, y + (j + 0.5) / 4)) n++;
      a[y * W + x] = n / 16;
    }
  return a;
}

/** A box seen three-quarters (a hexagon), its right side wandering ±wobble px like a dark edge on a dark backdrop. */
const box = (wobble: number) => (x: number, y: number) => {
  const right = 250 + wobble * Math.sin(y / 9);
  if (y < 30 || y > 400 || x < 40 || x > right) return false;
  // The top face's slanted edge: from (40, 60) up to (90, 30) and on to the right.
  return y >= 60 - ((x - 40) * 30) / 50 || x > 90;
};

/** Sum of |Δalpha| along the right side's column band: how much the edge wanders. */
function wander(a: Float32Array): number {
  let s = 0;
  for (let y = 80; y < 380; y++) {
    let edge = 0;
    for (let x = 230; x < 270; x++) edge += a[y * W + x];
    s += Math.abs(edge - 20.5);
  }
  return s / 300;
}

describe('straighten', () => {
  it('draws a wavy carton side straight, and its colour comes from inside the box', () => {
    const alpha = mask(box(3));
    const rgb = new Uint8Array(W * H * 3).fill(200);
    for (let i = 0; i < W * H; i++) if (alpha[i] > 0.99) rgb.fill(30, i * 3, i * 3 + 3);
    const old = Float32Array.from(alpha);
    const before = wander(alpha);
    expect(straighten(alpha, rgb, W, H)).toBe(true);
    expect(wander(alpha)).toBeLessThan(before / 4);
    expect([...old].some((a, i) => a < 0.05 && alpha[i] > 0.5)).toBe(true);
    // A pixel the straight side took in is painted with the box's colour, not the backdrop's.
    for (let y = 80; y < 380; y++)
      for (let x = 230; x < 270; x++) {
        const i = y * W + x;
        if (alpha[i] > 0.5 && old[i] < 0.05) expect(rgb[i * 3]).toBe(30);
      }
  });

  it('leaves curved packs alone: a round-shouldered bottle and an oval tub', () => {
    const bottle = mask((x, y) => {
      if (y < 20 || y > 410 || x < 60 || x > 240) return false;
      if (y < 60) return x > 120 && x < 180; // the cap
      if (y < 160) return (x - 150) ** 2 / 90 ** 2 + (y - 160) ** 2 / 100 ** 2 <= 1; // round shoulders
      return true;
    });
    const tub = mask((x, y) => (x - 150) ** 2 / 130 ** 2 + (y - 210) ** 2 / 190 ** 2 <= 1);
    for (const a of [bottle, tub]) {
      const copy = Float32Array.from(a);
      expect(straighten(a, new Uint8Array(W * H * 3), W, H)).toBe(false);
      expect(a).toEqual(copy);
    }
  });

  it('leaves a box alone when its mask strays far from any polygon (a notch, a prop cut with it)', () => {
    const alpha = mask((x, y) => box(0)(x, y) && !(x > 200 && y > 150 && y < 260));
    expect(straighten(alpha, new Uint8Array(W * H * 3), W, H)).toBe(false);
  });
});

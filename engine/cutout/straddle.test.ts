import { describe, expect, it } from 'vitest';
import { crossingProps } from './straddle.js';

/**
 * A pale product with a printed band and a glass in front of it reaching below the box
 * (docs/decisions/154-cutout-box-cuts-through-props.md).
 */
function scene() {
  const w = 100;
  const h = 100;
  const rgb = new Uint8Array(w * h * 3).fill(200);
  const salient = new Uint8Array(w * h);
  const paint = (x0: number, y0: number, x1: number, y1: number, c: number[]) => {
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        const i = y * w + x;
        salient[i] = 1;
        rgb.set(c, i * 3);
      }
  };
  paint(30, 10, 80, 80, [230, 60, 130]); // the product
  paint(40, 20, 70, 40, [250, 244, 246]); // its label
  paint(20, 55, 45, 95, [240, 242, 243]); // the glass, in front, reaching below the box
  return { rgb, salient, w, h };
}

describe('what the box cuts through', () => {
  it('follows the prop in from the box edge, and leaves the product', () => {
    const { rgb, salient, w, h } = scene();
    const taken = crossingProps((i) => salient[i] === 1, rgb, w, h, { x0: 25, y0: 5, x1: 85, y1: 85 })!;
    expect(taken).toBeDefined();
    expect(taken[60 * w + 30]).toBe(1); // the glass inside the box
    expect(taken[30 * w + 50]).toBe(0); // the label
    expect(taken[70 * w + 60]).toBe(0); // the product
  });

  it('finds nothing when nothing crosses the box', () => {
    const { rgb, salient, w, h } = scene();
    expect(crossingProps((i) => salient[i] === 1, rgb, w, h, { x0: 10, y0: 5, x1: 90, y1: 98 })).toBeUndefined();
  });

  it('gives up when what crosses is most of the box (a box drawn through the product)', () => {
    const { rgb, salient, w, h } = scene();
    expect(crossingProps((i) => salient[i] === 1, rgb, w, h, { x0: 35, y0: 15, x1: 75, y1: 75 })).toBeUndefined();
  });
});

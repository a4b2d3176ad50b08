import { describe, expect, it } from 'vitest';
import { fitHeld, heldOverlap } from './held-fit.js';
import { placeHeld } from './held.js';
import { type Cutout } from '../cutout/index.js';

/**
 * The hand and arm are part of a held product's footprint
 * (docs/decisions/121-held-footprint-and-sharp-small-photos.md): a 100 × 200 product whose hand
 * layer reaches 150 px past its right side, where the photo's border cut the arm.
 */
function heldCutout(): Cutout {
  const width = 100;
  const height = 200;
  const hw = 200;
  const hh = 80;
  const hand = { width: hw, height: hh, data: Buffer.alloc(hw * hh * 4) };
  // Fingers across the product's middle, the forearm running right and a little down to the cut edge.
  for (let y = 0; y < hh; y++)
    for (let x = 0; x < hw; x++)
      if (Math.abs(y - 20 - x * 0.2) < 14) hand.data.set([200, 150, 120, 255], (y * hw + x) * 4);
  return {
    data: Buffer.alloc(width * height * 4, 255),
    width,
    height,
    key: 'held-fit-test',
    mode: 'cutout',
    brand: '#123456',
    native: { width, height },
    region: { left: 100, top: 100, width, height },
    photo: { width: 400, height: 400 },
    warnings: [],
    quality: {} as Cutout['quality'],
    hand: { ...hand, left: 50, top: 60, edges: ['right'] },
  };
}

describe('a held product placed with its hand', () => {
  it('counts the opaque pixels of hand and arm under a box, not their empty corners', () => {
    const c = heldCutout();
    const at = { x: 100, y: 100, w: 200, h: 400 };
    // The arm at this scale (2x) runs from x 200 to 500 around y 260-360.
    expect(heldOverlap(c, at, [{ x: 360, y: 280, w: 100, h: 60 }])).toBeGreaterThan(2000);
    // Above the arm, inside the hand layer's box: nothing opaque.
    expect(heldOverlap(c, at, [{ x: 400, y: 220, w: 90, h: 20 }])).toBe(0);
  });

  it('keeps the copy off the arm and the arm running out of the ad', () => {
    const c = heldCutout();
    const box = { x: 420, y: 200, w: 200, h: 400 };
    // A button right where the arm crosses at the layout's place, and a headline on top.
    const avoid = [
      { x: 700, y: 340, w: 300, h: 80 },
      { x: 60, y: 40, w: 960, h: 120 },
    ];
    expect(heldOverlap(c, box, avoid)).toBeGreaterThan(0);
    const fit = fitHeld(c, box, 1080, 1080, avoid)!;
    expect(fit.overlap).toBe(0);
    expect(heldOverlap(c, fit.product, avoid)).toBe(0);
    // The arm's cut edge lies on the ad's right edge or beyond it.
    const s = fit.product.w / c.width;
    expect(fit.product.x + (50 + 200) * s).toBeGreaterThanOrEqual(1080);
    // Moving was enough: the product keeps the layout's size.
    expect(fit.product.w).toBe(box.w);
    // Nothing is drawn on: the arm reaches the edge by itself.
    const p = placeHeld(c, { product: box, texts: avoid.map((b) => ({ box: b })), panels: [] }, 1080, 1080)!;
    expect(p.stretch).toEqual({ left: 0, right: 0, top: 0, bottom: 0 });
  });
});

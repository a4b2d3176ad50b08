import { describe, expect, it } from 'vitest';
import { armCrossing, extendArm, handLayer, holdToEdge } from './held.js';
import { type Cutout } from '../cutout/index.js';
import { type Rgba } from '../paint/index.js';

/**
 * A product held in a hand: the arm's cut edge never ends inside the ad
 * (docs/decisions/094-held-products-hand-to-the-edge.md). A 40 × 80 product with a hand layer
 * beside it whose arm leaves the photo on the right, running down at 45°.
 */
function heldCutout(): Cutout {
  const width = 40;
  const height = 80;
  const hand = { width: 60, height: 60, data: Buffer.alloc(60 * 60 * 4) };
  // A diagonal band 12 px thick from the fingers (top left) to the cut edge (right side, low).
  for (let y = 0; y < 60; y++)
    for (let x = 0; x < 60; x++) {
      if (Math.abs(y - 10 - x * 0.75) > 6) continue;
      const i = (y * 60 + x) * 4;
      hand.data.set([200, 150, 120, 255], i);
    }
  return {
    data: Buffer.alloc(width * height * 4, 255),
    width,
    height,
    key: 'held-test',
    mode: 'cutout',
    brand: '#123456',
    native: { width, height },
    region: { left: 100, top: 100, width, height },
    photo: { width: 200, height: 200 },
    warnings: [],
    quality: {} as Cutout['quality'],
    hand: { ...hand, left: 30, top: 20, edges: ['right'] },
  };
}

const canvasOf = (w: number, h: number): Rgba => ({ data: Buffer.alloc(w * h * 4, 0), width: w, height: h });
const armAt = (c: Rgba, x: number, y: number) => c.data[(y * c.width + x) * 4] > 100;

describe('a held product on the ad', () => {
  it('moves towards the edge the arm crosses, as far as nothing is in the way', () => {
    const c = heldCutout();
    // Product box 80 × 160 at x 100 on a 600-wide canvas: the arm (120 px wide at that scale) ends at 340.
    const free = holdToEdge(c, { x: 100, y: 100, w: 80, h: 160 }, 600, 400, [])!;
    expect(free.hand.x + free.hand.w).toBe(600);
    expect(free.stretch.right).toBe(0);
    // A text block to the right stops it; the rest is drawn on.
    const blocked = holdToEdge(c, { x: 100, y: 100, w: 80, h: 160 }, 600, 400, [{ x: 300, y: 0, w: 300, h: 120 }])!;
    expect(blocked.product.x + blocked.product.w).toBeLessThanOrEqual(300);
    expect(blocked.stretch.right).toBeGreaterThan(0);
    expect(armCrossing(c, { product: { x: 100, y: 100, w: 80, h: 160 }, texts: [], panels: [] }, 600, 400)).toBe(0);
  });

  it('draws the arm on until it leaves the ad, along its own direction', async () => {
    const c = heldCutout();
    const canvas = canvasOf(600, 600);
    const p = holdToEdge(c, { x: 20, y: 20, w: 40, h: 80 }, 600, 600, [{ x: 100, y: 0, w: 500, h: 600 }])!;
    expect(p.stretch.right).toBeGreaterThan(0);
    (await handLayer(c, p))(canvas);
    // The arm reaches the canvas' right edge or its bottom edge, never stops inside it.
    let onEdge = 0;
    for (let y = 0; y < 600; y++) if (armAt(canvas, 599, y)) onEdge++;
    for (let x = 0; x < 600; x++) if (armAt(canvas, x, 599)) onEdge++;
    expect(onEdge).toBeGreaterThan(5);
    // It keeps running down and right: no arm pixel far above the line it was on.
    expect(armAt(canvas, 590, 5)).toBe(false);
  });

  it('extends a horizontal cut edge straight on', () => {
    const img = { data: Buffer.alloc(10 * 10 * 4), width: 10, height: 10 };
    for (let y = 0; y < 10; y++)
      for (let x = 0; x < 10; x++) if (y >= 4 && y <= 6) img.data.set([255, 0, 0, 255], (y * 10 + x) * 4);
    const canvas = canvasOf(50, 20);
    extendArm(canvas, img, 5, 5, 'right');
    for (let x = 15; x < 50; x++) {
      expect(armAt(canvas, x, 10)).toBe(true);
      expect(armAt(canvas, x, 5)).toBe(false);
    }
  });
});

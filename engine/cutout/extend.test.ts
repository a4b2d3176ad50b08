import { describe, expect, it } from 'vitest';
import { extendMask } from './extend.js';

/**
 * A bottle (sure, probability 0.95) with a white cap on top that the network is unsure of
 * (probability 0.15), on a light backdrop (probability 0): the cap's outline is drawn (a darker
 * rim), its face has the backdrop's colour, as on the magnesium bottle of the ad evaluation.
 */
const W = 120;
const H = 160;
const BODY = { x0: 30, y0: 60, x1: 90, y1: 150 };
const CAP = { x0: 45, y0: 30, x1: 75, y1: 59 };
const inside = (b: typeof BODY, x: number, y: number) => x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1;

function scene(backdrop: (x: number, y: number) => number) {
  const rgb = new Uint8Array(W * H * 3);
  const prob = new Float32Array(W * H);
  const mask = new Uint8Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      let v = backdrop(x, y);
      if (inside(BODY, x, y)) {
        v = 90;
        prob[i] = 0.95;
        mask[i] = 1;
      } else if (inside(CAP, x, y)) {
        const rim = x === CAP.x0 || x === CAP.x1 || y === CAP.y0;
        v = rim ? 190 : 228;
        prob[i] = 0.15;
      }
      rgb.fill(v, i * 3, i * 3 + 3);
    }
  return { rgb, prob, mask };
}

const capPixels = (mask: Uint8Array) => {
  let n = 0;
  for (let y = CAP.y0; y <= CAP.y1; y++) for (let x = CAP.x0; x <= CAP.x1; x++) n += mask[y * W + x];
  return n / ((CAP.x1 - CAP.x0 + 1) * (CAP.y1 - CAP.y0 + 1));
};

describe('unsure parts of the product', () => {
  it('takes back a white cap attached to the product on a plain backdrop', () => {
    const { rgb, prob, mask } = scene(() => 228);
    const added = extendMask(mask, prob, rgb, W, H);
    expect(added).toBeDefined();
    expect(capPixels(mask)).toBeGreaterThan(0.95);
    // Nothing of the backdrop beside the cap.
    let stray = 0;
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) if (!inside(BODY, x, y) && !inside(CAP, x, y)) stray += mask[y * W + x];
    expect(stray).toBe(0);
  });

  it('leaves it out on a busy backdrop, where an outline proves nothing', () => {
    // A checkerboard of 3 px squares: edges everywhere.
    const { rgb, prob, mask } = scene((x, y) => ((Math.floor(x / 3) + Math.floor(y / 3)) % 2 ? 150 : 228));
    expect(extendMask(mask, prob, rgb, W, H)).toBeUndefined();
    expect(capPixels(mask)).toBe(0);
  });

  it('leaves out the haze between the product and another object that stood out', () => {
    const { rgb, prob, mask } = scene(() => 228);
    // A cup (sure, not the product) right above the cap.
    for (let y = 5; y < CAP.y0; y++) for (let x = 40; x <= 80; x++) prob[y * W + x] = 0.9;
    expect(extendMask(mask, prob, rgb, W, H)).toBeUndefined();
  });

  it('leaves out a faint glow with no edge of its own', () => {
    const { rgb, prob, mask } = scene(() => 228);
    // The cap's face and rim have the backdrop's colour: nothing in the photo outlines it.
    for (let y = CAP.y0; y <= CAP.y1; y++)
      for (let x = CAP.x0; x <= CAP.x1; x++) rgb.fill(228, (y * W + x) * 3, (y * W + x) * 3 + 3);
    expect(extendMask(mask, prob, rgb, W, H)).toBeUndefined();
  });
});

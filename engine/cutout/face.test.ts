import { describe, expect, it } from 'vitest';
import { evenBase, fillNotches } from './clean.js';
import { addTopFace } from './face.js';

/** The missed top face, notches and a lumpy base (docs/decisions/130-cutout-top-face-and-notches.md). */
const W = 200;
const H = 200;
const FRONT = { x0: 50, y0: 80, x1: 150, y1: 180 };

/**
 * A dark box's front (found by the network) under its top face (a slanted band 16 px tall, a
 * little bluer than the backdrop, which the network missed), on a backdrop with grain; optionally
 * a horizon line across the whole photo instead of the face.
 */
function scene(kind: 'face' | 'horizon' | 'plain') {
  const rgb = new Uint8Array(W * H * 3);
  const mask = new Uint8Array(W * H);
  let seed = 7;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed % 7) - 3;
  };
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      let c = [28, 35, 53];
      if (kind === 'horizon' && y >= 66) c = [40, 40, 44];
      const inFront = x >= FRONT.x0 && x <= FRONT.x1 && y >= FRONT.y0 && y <= FRONT.y1;
      if (inFront) {
        c = [33, 49, 87];
        mask[i] = 1;
      } else if (kind === 'face' && x >= FRONT.x0 && x <= FRONT.x1 && y < FRONT.y0 && y >= FRONT.y0 - 16)
        c = [23, 35, 66];
      for (let k = 0; k < 3; k++) rgb[i * 3 + k] = c[k] + noise();
    }
  return { rgb, mask };
}

describe('the top face the network missed', () => {
  it('is added above the product when a clear, smooth step bounds it', () => {
    const { rgb, mask } = scene('face');
    const added = addTopFace(mask, rgb, W, H);
    expect(added).toBeDefined();
    expect(mask[(FRONT.y0 - 8) * W + 100]).toBe(1);
    expect(mask[(FRONT.y0 - 24) * W + 100]).toBe(0);
  });

  it('is not taken from a horizon that runs on past the product', () => {
    const { rgb, mask } = scene('horizon');
    expect(addTopFace(mask, rgb, W, H)).toBeUndefined();
  });

  it('is not invented above a product on a plain backdrop', () => {
    const { rgb, mask } = scene('plain');
    expect(addTopFace(mask, rgb, W, H)).toBeUndefined();
  });
});

describe('the refined outline', () => {
  const body = () => {
    const a = new Float32Array(W * H);
    for (let y = 40; y < 180; y++) for (let x = 40; x < 160; x++) a[y * W + x] = 1;
    return a;
  };

  it('fills a notch the network saw as product, not one it saw as backdrop', () => {
    const a = body();
    // Bites 4 px wide and 2 px deep (a closing of radius 3 here).
    for (let y = 40; y < 42; y++) for (let x = 60; x < 64; x++) a[y * W + x] = 0;
    for (let y = 40; y < 42; y++) for (let x = 120; x < 124; x++) a[y * W + x] = 0;
    fillNotches(a, W, H, (x) => x < 100);
    expect(a[41 * W + 62]).toBe(1);
    expect(a[41 * W + 122]).toBe(0);
  });

  it('leaves a notch of the backdrop colour beside a dark product open, and fills a light product notch', () => {
    // A bite showing the light backdrop, in a dark product (a black lid) or a light one (a white cap).
    const scene = (product: number) => {
      const a = body();
      for (let y = 40; y < 42; y++) for (let x = 60; x < 64; x++) a[y * W + x] = 0;
      const rgb = new Uint8Array(W * H * 3).fill(235);
      for (let i = 0; i < W * H; i++) if (a[i]) rgb.fill(product, i * 3, i * 3 + 3);
      return { a, rgb };
    };
    const dark = scene(20);
    fillNotches(dark.a, W, H, () => true, dark.rgb);
    expect(dark.a[41 * W + 62]).toBe(0);
    // A highlight the filter read as backdrop: the notch's pixels are as light as the product's.
    const light = scene(240);
    for (let y = 40; y < 42; y++)
      for (let x = 60; x < 64; x++) light.rgb.fill(250, (y * W + x) * 3, (y * W + x) * 3 + 3);
    fillNotches(light.a, W, H, () => true, light.rgb);
    expect(light.a[41 * W + 62]).toBe(1);
  });

  it('leaves a deep gap (between two bottles) open', () => {
    const a = body();
    for (let y = 40; y < 100; y++) for (let x = 98; x < 102; x++) a[y * W + x] = 0;
    fillNotches(a, W, H, () => true);
    expect(a[70 * W + 100]).toBe(0);
  });

  it('draws a lumpy base as one line', () => {
    const a = body();
    // A bite 2 px deep into the base over a twelfth of its width.
    for (let x = 70; x < 80; x++) for (let y = 178; y < 180; y++) a[y * W + x] = 0;
    evenBase(a, W, H);
    for (let x = 70; x < 80; x++) expect(a[179 * W + x]).toBe(1);
    expect(a[181 * W + 75]).toBe(0);
  });

  it('leaves a base that bends at a corner (a box seen at an angle) as it is', () => {
    const a = body();
    // The right third of the base rises 12 px towards the side: a box's side face.
    for (let x = 120; x < 160; x++)
      for (let y = 180 - Math.round(((x - 120) * 12) / 40); y < 180; y++) a[y * W + x] = 0;
    const before = a.slice();
    evenBase(a, W, H);
    expect(a).toEqual(before);
  });
});

import { describe, expect, it } from 'vitest';
import { darken2x, overFaded, overPremultiplied, overStraight, soften, upscale2x } from './index.js';

/**
 * The packed loops against plain per-channel arithmetic: the words are signed 32-bit integers
 * (docs/decisions/122-render-speed-integer-pixel-loops.md), and an opaque pixel, whose word is
 * negative read that way, must come out with the same bytes as the straightforward formula.
 */
const W = 37;
const H = 23;

function random(seed: number, n: number, opaque: boolean): Buffer {
  const b = Buffer.alloc(n * 4);
  let s = seed;
  for (let i = 0; i < b.length; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    b[i] = s >>> 24;
  }
  for (let i = 3; i < b.length; i += 4) {
    if (opaque) b[i] = 255;
    else if (b[i] < 40) b[i] = 0;
    else if (b[i] > 215) b[i] = 255;
  }
  return b;
}

const img = (data: Buffer, width = W, height = H) => ({ data, width, height });
const mul = (x: number, f: number) => Math.round((x * f) / 255);

describe('raster loops on signed words', () => {
  it('overStraight mixes each channel as round(src * a / 255) + round(dst * (255 - a) / 255)', () => {
    const dst = random(1, W * H, true);
    const src = random(2, W * H, false);
    const out = Buffer.from(dst);
    overStraight(img(out), img(src));
    for (let i = 0; i < W * H * 4; i += 4) {
      const a = src[i + 3];
      for (let c = 0; c < 3; c++) {
        const want = a === 0 ? dst[i + c] : a === 255 ? src[i + c] : mul(src[i + c], a) + mul(dst[i + c], 255 - a);
        expect(out[i + c]).toBe(want);
      }
      expect(out[i + 3]).toBe(255);
    }
  });

  it('overPremultiplied adds the source to dst * (255 - a) / 255, rounded', () => {
    const dst = random(3, W * H, true);
    const src = random(4, W * H, false);
    // Premultiplied: no channel above its alpha.
    for (let i = 0; i < src.length; i += 4) for (let c = 0; c < 3; c++) src[i + c] = mul(src[i + c], src[i + 3]);
    const out = Buffer.from(dst);
    overPremultiplied(img(out), img(src), 5, -4);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const o = (y * W + x) * 4;
        const sx = x - 5;
        const sy = y + 4;
        if (sx < 0 || sy >= H) {
          expect(out.subarray(o, o + 4)).toEqual(dst.subarray(o, o + 4));
          continue;
        }
        const s = (sy * W + sx) * 4;
        const a = src[s + 3];
        for (let c = 0; c < 3; c++) {
          const want = a === 0 ? dst[o + c] : a === 255 ? src[s + c] : (src[s + c] + mul(dst[o + c], 255 - a)) & 0xff;
          expect(out[o + c]).toBe(want);
        }
        expect(out[o + 3]).toBe(255);
      }
  });

  it('overFaded and darken2x keep the canvas opaque and leave pixels outside their reach alone', () => {
    const dst = random(5, W * H, true);
    const out = Buffer.from(dst);
    overFaded(img(out), img(random(6, 10 * 4, false), 10, 4), 3, 2, new Uint8Array([255, 128, 0, 64]));
    const mask = { data: new Uint8Array(5 * 3).fill(255), width: 5, height: 3 };
    darken2x(img(out), mask, 20, 10);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const o = (y * W + x) * 4;
        expect(out[o + 3]).toBe(255);
        const faded = x >= 3 && x < 13 && y >= 2 && y < 6 && y !== 4;
        const darkened = x >= 20 && x < 30 && y >= 10 && y < 16;
        if (darkened) expect([out[o], out[o + 1], out[o + 2]]).toEqual([0, 0, 0]);
        else if (!faded) expect(out.subarray(o, o + 4)).toEqual(dst.subarray(o, o + 4));
      }
  });

  it('upscale2x and soften average opaque pixels byte by byte, rounding down', () => {
    const src = random(7, W * H, true);
    const big = upscale2x(img(src));
    for (let y = 0; y < H - 1; y++)
      for (let x = 0; x < W - 1; x++) {
        const p = (yy: number, xx: number) => (yy * W + xx) * 4;
        const q = ((2 * y + 1) * W * 2 + 2 * x + 1) * 4;
        for (let c = 0; c < 4; c++) {
          const ab = (src[p(y, x) + c] + src[p(y, x + 1) + c]) >> 1;
          const ce = (src[p(y + 1, x) + c] + src[p(y + 1, x + 1) + c]) >> 1;
          expect(big.data[q + c]).toBe((ab + ce) >> 1);
        }
      }
    const flat = Buffer.alloc(W * H * 4, 0xff);
    soften(img(flat));
    expect(flat.every((v) => v === 0xff)).toBe(true);
  });
});

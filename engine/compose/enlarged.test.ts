import { describe, expect, it } from 'vitest';
import { enlarge } from './enlarge.js';
import { enlargedOf, rungOf } from './enlarged.js';

describe('enlargedOf', () => {
  it('picks the smallest rung that covers the size, the same for any order of calls', () => {
    const src = { width: 300, height: 772 };
    expect(rungOf(src, 450, 1158)).toEqual({ w: 450, h: 1158 });
    const r = rungOf(src, 330, 850)!;
    expect(r.w).toBeGreaterThanOrEqual(330);
    expect(r.h).toBeGreaterThanOrEqual(850);
    expect(r.w / 330).toBeLessThan(1 / 0.9 + 0.01);
    expect(rungOf(src, 460, 1180)).toBeUndefined();
  });

  it('stays within a few levels of a direct enlargement', async () => {
    const sw = 120;
    const sh = 90;
    const data = Buffer.alloc(sw * sh * 4);
    for (let y = 0; y < sh; y++)
      for (let x = 0; x < sw; x++) {
        const i = (y * sw + x) * 4;
        data[i] = 128 + Math.round(100 * Math.sin(x / 5));
        data[i + 1] = 128 + Math.round(100 * Math.cos(y / 7));
        data[i + 2] = 90;
        data[i + 3] = 255;
      }
    const src = { data, width: sw, height: sh };
    const [w, h] = [150, 113];
    const got = await enlargedOf('test-wave', src, w, h);
    const want = (await enlarge(src, w, h)).data;
    let se = 0;
    for (let i = 0; i < got.length; i++) se += (got[i] - want[i]) ** 2;
    const psnr = 10 * Math.log10((255 * 255) / (se / got.length));
    expect(psnr).toBeGreaterThan(38);
  });
});

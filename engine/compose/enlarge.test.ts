import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { enlarge } from './enlarge.js';

/** The unsharp mask written out per pixel and channel, as decision 121 defined it. */
async function reference(src: { data: Buffer; width: number; height: number }, w: number, h: number) {
  const data = await sharp(src.data, { raw: { width: src.width, height: src.height, channels: 4 } })
    .resize(w, h, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  const rgb = Buffer.alloc(w * h * 3);
  for (let i = 0; i < w * h; i++) for (let ch = 0; ch < 3; ch++) rgb[i * 3 + ch] = data[i * 4 + ch];
  const sigma = Math.max(0.6, Math.min(1.5, (w / src.width) * 0.7));
  const soft = await sharp(rgb, { raw: { width: w, height: h, channels: 3 } })
    .blur(sigma)
    .raw()
    .toBuffer();
  for (let i = 0; i < w * h; i++) {
    if (!data[i * 4 + 3]) continue;
    for (let ch = 0; ch < 3; ch++) {
      const c = rgb[i * 3 + ch];
      data[i * 4 + ch] = Math.max(0, Math.min(255, Math.round(c + (c - soft[i * 3 + ch]) * 0.45)));
    }
  }
  return data;
}

describe('enlarge', () => {
  it('gives the unsharp mask of the definition byte for byte (the lookup table included)', async () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) & 255;
    for (const [sw, sh, w, h] of [
      [61, 47, 90, 70],
      [120, 90, 180, 135],
    ]) {
      const data = Buffer.alloc(sw * sh * 4);
      for (let y = 0; y < sh; y++)
        for (let x = 0; x < sw; x++) {
          const i = (y * sw + x) * 4;
          // Hard steps and noise, so the mask reaches both clamps; a round alpha with a soft rim.
          data[i] = x % 9 < 4 ? 250 : rnd() & 15;
          data[i + 1] = (y * 5 + (rnd() >> 3)) & 255;
          data[i + 2] = rnd();
          const r = Math.hypot(x - sw / 2, y - sh / 2) / (Math.min(sw, sh) / 2);
          data[i + 3] = r > 1 ? 0 : r > 0.8 ? Math.round((1 - r) * 1275) : 255;
        }
      const src = { data, width: sw, height: sh };
      const got = await enlarge(src, w, h);
      expect(got.data.equals(await reference(src, w, h))).toBe(true);
    }
  });
});

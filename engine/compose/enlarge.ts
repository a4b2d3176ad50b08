import sharp from 'sharp';
import { type Raw } from '../cutout/index.js';

/** The unsharp mask's amount: mild, so a photo's grain is not raised with its detail. */
const UNSHARP = 0.45;

/**
 * A product drawn larger than its own pixels (a small photo; never past MAX_UPSCALE), enlarged
 * by lanczos and its colour given a mild unsharp mask
 * (docs/decisions/121-held-footprint-and-sharp-small-photos.md). The cached doubling that went
 * before (a 2 x 2 average of neighbours, then reduced) drew a soft product with a ragged,
 * stepped outline. The alpha is enlarged by the same lanczos and not sharpened: a sharpened
 * outline would ring.
 */
export async function enlarge(src: Raw, w: number, h: number): Promise<Raw> {
  const data = await sharp(src.data, { raw: { width: src.width, height: src.height, channels: 4 } })
    .resize(w, h, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  await unsharp(data, w, h, w / src.width);
  return { data, width: w, height: h };
}

/** The mild unsharp mask of an enlargement by `scale`, in place on RGBA `data` (w x h). */
async function unsharp(data: Buffer, w: number, h: number, scale: number): Promise<void> {
  const rgb = colourOf(data, w * h);
  // Sigma in output pixels: the detail the enlargement spread over about two pixels.
  const sigma = Math.max(0.6, Math.min(1.5, scale * 0.7));
  const soft = await sharp(rgb, { raw: { width: w, height: h, channels: 3 } })
    .blur(sigma)
    .raw()
    .toBuffer();
  sharpen(data, rgb, soft, w * h);
}

/*
 * The per-pixel loops live in plain functions rather than in the async one above, so V8
 * optimises each loop whole once (docs/decisions/085-cutout-speed-plain-loops.md); with the
 * lookup table below they take about two thirds of their inline time
 * (docs/decisions/138-render-speed-enlarge-loops.md).
 */

/**
 * The RGB planes of an RGBA image, interleaved, for the blur: four pixels (four words) packed into
 * three words at a time, the rest byte by byte.
 */
function colourOf(data: Buffer, n: number): Buffer {
  const rgb = Buffer.allocUnsafe(n * 3);
  let i = 0;
  let o = 0;
  if (data.byteOffset % 4 === 0 && rgb.byteOffset % 4 === 0) {
    const s = new Int32Array(data.buffer, data.byteOffset, n);
    const d = new Int32Array(rgb.buffer, rgb.byteOffset, (n * 3) >>> 2);
    const quads = n >>> 2;
    for (let q = 0, k = 0, j = 0; q < quads; q++, k += 4, j += 3) {
      const p0 = s[k];
      const p1 = s[k + 1];
      const p2 = s[k + 2];
      const p3 = s[k + 3];
      d[j] = (p0 & 0xffffff) | (p1 << 24);
      d[j + 1] = ((p1 >>> 8) & 0xffff) | (p2 << 16);
      d[j + 2] = ((p2 >>> 16) & 0xff) | (p3 << 8);
    }
    i = quads * 16;
    o = quads * 12;
  }
  for (; o < rgb.length; i += 4, o += 3) {
    rgb[o] = data[i];
    rgb[o + 1] = data[i + 1];
    rgb[o + 2] = data[i + 2];
  }
  return rgb;
}

/**
 * The unsharp mask's every result, c + (c - blurred) * UNSHARP rounded and clamped, for each
 * colour c (0..255) and difference c - blurred (-255..255): a lookup instead of the arithmetic
 * per channel.
 */
let table: Uint8Array | undefined;
function unsharpTable(): Uint8Array {
  if (table) return table;
  table = new Uint8Array(256 * 512);
  for (let c = 0; c < 256; c++)
    for (let d = -255; d <= 255; d++) {
      const v = Math.round(c + d * UNSHARP);
      table[c * 512 + d + 255] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  return table;
}

/**
 * The unsharp mask, in place on the visible pixels. On whole words where the buffer allows: a
 * pixel's colour is read from the word it is written back to (the pixel's own, unsharpened until
 * then), one read and one write per pixel instead of three byte reads and three byte writes.
 */
function sharpen(data: Buffer, rgb: Buffer, soft: Buffer, n: number): void {
  const t = unsharpTable();
  if (data.byteOffset % 4 === 0) {
    const d = new Int32Array(data.buffer, data.byteOffset, n);
    for (let k = 0, o = 0; k < n; k++, o += 3) {
      const p = d[k];
      if (p >>> 24 === 0) continue;
      const r = p & 0xff;
      const g = (p >>> 8) & 0xff;
      const b = (p >>> 16) & 0xff;
      d[k] =
        (p & -16777216) | // 0xff000000: the alpha kept
        t[(r << 9) + r - soft[o] + 255] |
        (t[(g << 9) + g - soft[o + 1] + 255] << 8) |
        (t[(b << 9) + b - soft[o + 2] + 255] << 16);
    }
    return;
  }
  for (let i = 0, o = 0; i < n * 4; i += 4, o += 3) {
    if (data[i + 3] === 0) continue;
    const r = rgb[o];
    const g = rgb[o + 1];
    const b = rgb[o + 2];
    data[i] = t[(r << 9) + r - soft[o] + 255];
    data[i + 1] = t[(g << 9) + g - soft[o + 1] + 255];
    data[i + 2] = t[(b << 9) + b - soft[o + 2] + 255];
  }
}

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
  const rgb = Buffer.alloc(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    rgb[i * 3] = data[i * 4];
    rgb[i * 3 + 1] = data[i * 4 + 1];
    rgb[i * 3 + 2] = data[i * 4 + 2];
  }
  // Sigma in output pixels: the detail the enlargement spread over about two pixels.
  const sigma = Math.max(0.6, Math.min(1.5, (w / src.width) * 0.7));
  const soft = await sharp(rgb, { raw: { width: w, height: h, channels: 3 } })
    .blur(sigma)
    .raw()
    .toBuffer();
  for (let i = 0; i < w * h; i++) {
    if (!data[i * 4 + 3]) continue;
    for (let ch = 0; ch < 3; ch++) {
      const c = rgb[i * 3 + ch];
      data[i * 4 + ch] = Math.max(0, Math.min(255, Math.round(c + (c - soft[i * 3 + ch]) * UNSHARP)));
    }
  }
  return { data, width: w, height: h };
}

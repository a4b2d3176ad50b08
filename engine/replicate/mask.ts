import sharp from 'sharp';
import { frameInset, productPixels } from '../compose/index.js';
import { overStraight } from '../paint/index.js';
import { type PlannedAd } from '../render/index.js';
import { AD_SIZES, type AdSize } from '../../contract/engine.js';

/**
 * What an inpainting model needs to paint a scene around the product (docs/decisions/015-product-light-scenes-and-ai-scenes.md): the
 * canvas with the real product at its layout position on a neutral grey, and a mask that is
 * white where the model paints and black over the product's own silhouette. The model lights the
 * scene for that shape and cannot draw a second product; the cutout's pixels go back on top.
 */
export async function maskedCanvas(p: PlannedAd, size: AdSize): Promise<{ image: Buffer; mask: Buffer }> {
  const { width: w, height: h } = AD_SIZES[size];
  const box = p.sizes[size].plan.product;
  const inner = p.cutout.mode === 'framed' ? frameInset(p.look, box) : box;
  const img = await productPixels(p.cutout, inner.w, inner.h);
  const canvas = { data: Buffer.alloc(w * h * 4, 0x80), width: w, height: h };
  for (let i = 3; i < canvas.data.length; i += 4) canvas.data[i] = 255;
  overStraight(canvas, img, inner.x, inner.y);
  const mask = Buffer.alloc(w * h, 255);
  for (let y = 0; y < img.height; y++) {
    const cy = y + inner.y;
    if (cy < 0 || cy >= h) continue;
    for (let x = 0; x < img.width; x++) {
      const cx = x + inner.x;
      if (cx >= 0 && cx < w && img.data[(y * img.width + x) * 4 + 3] > 8) mask[cy * w + cx] = 0;
    }
  }
  const [image, maskPng] = await Promise.all([
    sharp(canvas.data, { raw: { width: w, height: h, channels: 4 } })
      .removeAlpha()
      .png({ compressionLevel: 6 })
      .toBuffer(),
    sharp(mask, { raw: { width: w, height: h, channels: 1 } })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  ]);
  return { image, mask: maskPng };
}

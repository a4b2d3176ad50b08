import sharp from 'sharp';
import { getCutout } from './cutout.js';
import type { CutoutPreview } from '../../contract/engine.js';

/**
 * What step 2 shows as soon as the buyer picks a photo (`POST /api/cutout-preview`): the mask the
 * ads will use, at the photo's own size (255 = product; the whole photo when it falls back to the
 * framed treatment), and the warnings in words.
 */
export type { CutoutPreview };

export async function cutoutPreview(photo: Buffer): Promise<CutoutPreview> {
  const c = await getCutout(photo);
  const { width, height } = c.photo;
  if (c.mode === 'framed') {
    const mask = await sharp(Buffer.alloc(width * height, 255), { raw: { width, height, channels: 1 } })
      .toColourspace('b-w')
      .png({ compressionLevel: 9 })
      .toBuffer();
    return { mask, width, height, fallback: true, warnings: c.warnings };
  }
  const alpha = await sharp(c.data, { raw: { width: c.width, height: c.height, channels: 4 } })
    .extractChannel(3)
    .resize(c.region.width, c.region.height, { fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const plane = Buffer.alloc(width * height);
  const { left, top } = c.region;
  for (let y = 0; y < c.region.height; y++) {
    const Y = top + y;
    if (Y < 0 || Y >= height) continue;
    for (let x = 0; x < c.region.width; x++) {
      const X = left + x;
      if (X >= 0 && X < width) plane[Y * width + X] = alpha[y * c.region.width + x];
    }
  }
  const mask = await sharp(plane, { raw: { width, height, channels: 1 } })
    .toColourspace('b-w')
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { mask, width, height, fallback: false, warnings: c.warnings };
}

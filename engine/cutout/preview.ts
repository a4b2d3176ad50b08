import sharp from 'sharp';
import { type Cutout, getCutout } from './cutout.js';
import type { CutoutHint, CutoutPreview } from '../../contract/engine.js';

/**
 * What step 2 shows as soon as the buyer picks a photo, and again after each tap
 * (`POST /api/cutout-preview`): the mask the ads will use, at the photo's own size (255 = product;
 * the whole photo when it falls back to the framed treatment), and the warnings in words.
 */
export type { CutoutPreview };

export async function cutoutPreview(photo: Buffer, hint?: CutoutHint): Promise<CutoutPreview> {
  return previewOf(await getCutout({ photo }, hint), true);
}

/**
 * The photo-size mask of a cutout; `withHand`: with the hand and arm that hold the product, as the
 * ads draw them (held.ts). The evaluation scores the product alone.
 */
export async function previewOf(c: Cutout, withHand = false): Promise<CutoutPreview> {
  const { width, height } = c.photo;
  // One grey channel, mostly 0 and 255: a fast PNG setting costs little in size.
  const png = (plane: Buffer) =>
    sharp(plane, { raw: { width, height, channels: 1 } })
      .toColourspace('b-w')
      .png({ compressionLevel: 3, adaptiveFiltering: false })
      .toBuffer();
  if (c.mode === 'framed') {
    return { mask: await png(Buffer.alloc(width * height, 255)), width, height, fallback: true, warnings: c.warnings };
  }
  const alpha = Buffer.alloc(c.width * c.height);
  for (let i = 0; i < alpha.length; i++) alpha[i] = c.data[i * 4 + 3];
  const placed =
    c.width === c.region.width && c.height === c.region.height
      ? alpha
      : await sharp(alpha, { raw: { width: c.width, height: c.height, channels: 1 } })
          .resize(c.region.width, c.region.height, { fit: 'fill' })
          .raw()
          .toBuffer();
  const plane = Buffer.alloc(width * height);
  const { left, top } = c.region;
  for (let y = 0; y < c.region.height; y++) {
    const Y = top + y;
    if (Y < 0 || Y >= height) continue;
    for (let x = 0; x < c.region.width; x++) {
      const X = left + x;
      if (X >= 0 && X < width) plane[Y * width + X] = placed[y * c.region.width + x];
    }
  }
  if (withHand && c.hand) await addHand(plane, c, width, height);
  return { mask: await png(plane), width, height, fallback: false, warnings: c.warnings };
}

/** The hand layer's alpha, at the photo's size, added to the plane (the larger of the two). */
async function addHand(plane: Buffer, c: Cutout, width: number, height: number): Promise<void> {
  const hand = c.hand!;
  const f = c.region.width / c.width;
  const hw = Math.max(1, Math.round(hand.width * f));
  const hh = Math.max(1, Math.round(hand.height * f));
  const alpha = await sharp(hand.data, { raw: { width: hand.width, height: hand.height, channels: 4 } })
    .extractChannel(3)
    .resize(hw, hh, { fit: 'fill' })
    .raw()
    .toBuffer();
  const left = c.region.left + Math.round(hand.left * f);
  const top = c.region.top + Math.round(hand.top * f);
  for (let y = 0; y < hh; y++) {
    const Y = top + y;
    if (Y < 0 || Y >= height) continue;
    for (let x = 0; x < hw; x++) {
      const X = left + x;
      if (X >= 0 && X < width) plane[Y * width + X] = Math.max(plane[Y * width + X], alpha[y * hw + x]);
    }
  }
}

import sharp from 'sharp';
import { morph } from './ops.js';
import type { Analysis, Photo } from './segment.js';
import type { HeldEdge, HeldMeta } from '../../contract/engine.js';

/**
 * A product held in a hand (docs/decisions/094-held-products-hand-to-the-edge.md): the hand and its
 * arm, as far as they reach the photo's edge, drawn behind the product so that the layouts can
 * let the arm enter from the ad's own edge. Fingers floating beside a cut-out product read as
 * severed; a hand reaching in from the frame reads as a product held, as in lifestyle ads.
 *
 * The hand is kept as its mask at analysis size (a small PNG in the cutout's facts) and drawn from
 * the photo again when the cutout is read, in the cutout image's own pixels.
 */
export type Held = {
  data: Buffer;
  width: number;
  height: number;
  /** Where the layer sits relative to the cutout image's top-left corner, in its pixels. */
  left: number;
  top: number;
  /** The photo borders the arm crosses: the layer's sides there are cut edges. */
  edges: HeldEdge[];
};

/** The hand's mask and the borders it crosses, when a hinted cut found a hand holding the product. */
export async function heldMeta(a: Analysis): Promise<HeldMeta | undefined> {
  const { w, h, handMask } = a;
  if (!a.hinted || !handMask) return undefined;
  const counts = { left: 0, right: 0, top: 0, bottom: 0 };
  for (let y = 0; y < h; y++) {
    counts.left += handMask[y * w];
    counts.right += handMask[y * w + w - 1];
  }
  for (let x = 0; x < w; x++) {
    counts.top += handMask[x];
    counts.bottom += handMask[(h - 1) * w + x];
  }
  // A wrist crossing the border is tens of pixels wide at analysis size; a speck is not an arm.
  const edges = (Object.keys(counts) as HeldEdge[]).filter(
    (e) => counts[e] >= Math.max(4, (e === 'left' || e === 'right' ? h : w) * 0.03),
  );
  if (!edges.length) return undefined;
  const png = await sharp(Buffer.from(handMask.map((v) => v * 255)), { raw: { width: w, height: h, channels: 1 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { edges, w, h, mask: png.toString('base64') };
}

/**
 * The hand and arm in the cutout image's pixels: `region` is where that image's pixels come from
 * in the photo and `scale` its size over theirs.
 */
export async function heldLayer(
  photo: Photo,
  meta: HeldMeta,
  region: { left: number; top: number },
  scale: number,
): Promise<Held | undefined> {
  const { w, h } = meta;
  const raw = await sharp(Buffer.from(meta.mask, 'base64')).extractChannel(0).raw().toBuffer();
  const hand = new Uint8Array(w * h);
  for (let i = 0; i < hand.length; i++) hand[i] = raw[i] > 127 ? 1 : 0;
  // The mask carries a 2 px ring of the hand's blended outline (segment.ts): without it the arm
  // brings no band of the old backdrop. At the photo's border the arm stays whole, to its cut edge.
  const inner = morph(hand, w, h, 2, false);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) if (x < 3 || y < 3 || x >= w - 3 || y >= h - 3) inner[y * w + x] = hand[y * w + x];
  let x0 = w,
    y0 = h,
    x1 = -1,
    y1 = -1;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (inner[y * w + x]) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        y1 = y;
      }
  if (x1 < 0) return undefined;
  const sx = photo.width / w;
  const sy = photo.height / h;
  const px0 = Math.floor(x0 * sx);
  const py0 = Math.floor(y0 * sy);
  const px1 = Math.min(photo.width, Math.ceil((x1 + 1) * sx));
  const py1 = Math.min(photo.height, Math.ceil((y1 + 1) * sy));
  const lw = Math.max(1, Math.round((px1 - px0) * scale));
  const lh = Math.max(1, Math.round((py1 - py0) * scale));
  const rgb = await sharp(photo.rgb, { raw: { width: photo.width, height: photo.height, channels: 3 } })
    .extract({ left: px0, top: py0, width: px1 - px0, height: py1 - py0 })
    .resize(lw, lh, { fit: 'fill' })
    .raw()
    .toBuffer();
  // The mask enlarged to the layer's size and blurred by about one analysis pixel: its steps would
  // show as a staircase along the arm; the ramp is then steepened to the photo's own soft edge.
  const mask = Buffer.alloc(w * h);
  for (let i = 0; i < mask.length; i++) mask[i] = inner[i] * 255;
  const soft = await sharp(mask, { raw: { width: w, height: h, channels: 1 } })
    .extract({ left: x0, top: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 })
    .resize(lw, lh, { fit: 'fill', kernel: 'cubic' })
    .blur(Math.max(0.5, (lw / (x1 - x0 + 1)) * 0.8))
    .extractChannel(0)
    .raw()
    .toBuffer();
  const data = Buffer.alloc(lw * lh * 4);
  for (let i = 0; i < lw * lh; i++) {
    const a = Math.max(0, Math.min(1, (soft[i] / 255 - 0.5) * 2.5 + 0.5));
    data[i * 4] = rgb[i * 3];
    data[i * 4 + 1] = rgb[i * 3 + 1];
    data[i * 4 + 2] = rgb[i * 3 + 2];
    data[i * 4 + 3] = Math.round(a * 255);
  }
  return {
    data,
    width: lw,
    height: lh,
    left: Math.round((px0 - region.left) * scale),
    top: Math.round((py0 - region.top) * scale),
    edges: meta.edges,
  };
}

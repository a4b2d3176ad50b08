import sharp from 'sharp';
import { type Raw } from '../cutout/index.js';

/**
 * A ragged outline smoothed at draw time (docs/decisions/121-held-footprint-and-sharp-small-photos.md).
 * A dark product cut from a dark, grainy photo keeps an outline that wobbles by a few pixels
 * (the grain decided the edge, not the product): on a light scene it reads as a soft, ragged
 * product. Its alpha is blurred and steepened again, which moves the outline to the local mean
 * of its wobble and gives it the crisp ramp of a clean cut. A clean outline is left as it is.
 */

/**
 * How far the outline wanders from its own smoothed course, in pixels (the pixels on which the
 * mask and the mask blurred by 1 % of the image's side disagree, over the outline's length): a
 * clean cut lies on its smoothed course except at its corners.
 */
export async function raggedness(alpha: Buffer, w: number, h: number): Promise<number> {
  const smooth = await blurred(alpha, w, h, scaleOf(w, h));
  let off = 0;
  for (let i = 0; i < w * h; i++) if (alpha[i] >= 128 !== smooth[i] >= 128) off++;
  return off / Math.max(1, outline(alpha, w, h));
}

const scaleOf = (w: number, h: number) => Math.max(1.5, Math.min(w, h) * 0.01);

/** 4-neighbour changes of alpha >= 128: the outline's length in pixel steps. */
function outline(a: Uint8Array, w: number, h: number): number {
  let n = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const o = a[i] >= 128;
      if (x + 1 < w && o !== a[i + 1] >= 128) n++;
      if (y + 1 < h && o !== a[i + w] >= 128) n++;
    }
  return n;
}

function blurred(alpha: Uint8Array, w: number, h: number, sigma: number): Promise<Buffer> {
  return sharp(alpha, { raw: { width: w, height: h, channels: 1 } })
    .blur(sigma)
    .extractChannel(0)
    .raw()
    .toBuffer();
}

/**
 * From this grain on, the grain decided the outline: the two dark-on-dark photos of the eval set
 * measure 5.8 (a tub on slate) and 4.3 (a navy box), every other eval and held-out product 0.8-2.7.
 */
export const GRAINY = 3.5;

/**
 * The RGBA image with its alpha smoothed when the photo is grainy (else the same object). The
 * blur's radius follows the image's size, so a wobble of about 1 % of the product goes.
 */
export async function smoothRagged(img: Raw): Promise<Raw> {
  const { width: w, height: h, data } = img;
  if (grain(img) < GRAINY) return img;
  const alpha = Buffer.alloc(w * h);
  for (let i = 0; i < w * h; i++) alpha[i] = data[i * 4 + 3];
  const sigma = scaleOf(w, h);
  const soft = await blurred(alpha, w, h, sigma);
  const inner = innerColour(data, w, h);
  const out = Buffer.from(data);
  // Steepened to a ramp under two pixels wide: the blur's own ramp would read as soft.
  const k = Math.max(2, sigma * 1.2);
  for (let i = 0; i < w * h; i++) {
    const a = alpha[i];
    const s = soft[i];
    if (a === 255 && s === 255) continue;
    const next = Math.max(0, Math.min(255, Math.round((s - 127.5) * k + 127.5)));
    if (!next && !a) continue;
    out[i * 4 + 3] = next;
    // The outline's pixels take the colour of the product just inside them: where the outline
    // moved out, the photo's backdrop (a grey speck, the slate) would show as a fringe.
    if (a === 255) continue;
    out[i * 4] = inner[i * 3];
    out[i * 4 + 1] = inner[i * 3 + 1];
    out[i * 4 + 2] = inner[i * 3 + 2];
  }
  return { data: out, width: w, height: h };
}

/**
 * Each pixel not fully opaque takes the colour of the nearest fully opaque one (a breadth-first
 * walk out from the product, 4-neighbour steps); returns the colours as RGB.
 */
function innerColour(data: Buffer, w: number, h: number): Buffer {
  const colour = Buffer.alloc(w * h * 3);
  const seen = new Uint8Array(w * h);
  const opaque = (i: number) => data[i * 4 + 3] === 255;
  let queue: number[] = [];
  for (let i = 0; i < w * h; i++) {
    if (!opaque(i)) continue;
    seen[i] = 1;
    const x = i % w;
    // Only the product's outermost pixels start the walk.
    if (
      (x > 0 && !opaque(i - 1)) ||
      (x < w - 1 && !opaque(i + 1)) ||
      (i >= w && !opaque(i - w)) ||
      (i + w < w * h && !opaque(i + w))
    ) {
      colour[i * 3] = data[i * 4];
      colour[i * 3 + 1] = data[i * 4 + 1];
      colour[i * 3 + 2] = data[i * 4 + 2];
      queue.push(i);
    }
  }
  // A dozen rings: the smoothed outline moves out by a few pixels at most.
  for (let ring = 0; ring < 12 && queue.length; ring++) {
    const next: number[] = [];
    for (const i of queue) {
      const x = i % w;
      const visit = (j: number) => {
        if (seen[j]) return;
        seen[j] = 1;
        colour[j * 3] = colour[i * 3];
        colour[j * 3 + 1] = colour[i * 3 + 1];
        colour[j * 3 + 2] = colour[i * 3 + 2];
        next.push(j);
      };
      if (x > 0) visit(i - 1);
      if (x < w - 1) visit(i + 1);
      if (i >= w) visit(i - w);
      if (i + w < w * h) visit(i + w);
    }
    queue = next;
  }
  return colour;
}

/**
 * The photo's grain on the product, 0-255: the mean difference of each opaque pixel's luminance
 * from the mean of its 3 x 3 neighbours (a clean studio photo measures 1-2).
 */
export function grain(img: Raw): number {
  const { width: w, height: h, data: d } = img;
  const lum = (i: number) => (d[i * 4] * 54 + d[i * 4 + 1] * 183 + d[i * 4 + 2] * 19) >> 8;
  let sum = 0;
  let n = 0;
  for (let y = 1; y < h - 1; y += 2)
    for (let x = 1; x < w - 1; x += 2) {
      const i = y * w + x;
      let all = true;
      let m = 0;
      for (let dy = -1; dy <= 1 && all; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const j = i + dy * w + dx;
          if (d[j * 4 + 3] < 255) {
            all = false;
            break;
          }
          m += lum(j);
        }
      if (!all) continue;
      sum += Math.abs(lum(i) - m / 9);
      n++;
    }
  return n ? sum / n : 0;
}

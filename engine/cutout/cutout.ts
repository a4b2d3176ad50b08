import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { LRUCache } from 'lru-cache';
import { rgbToHex, saturation, type RGB } from '../paint/index.js';
import { resize } from './ops.js';
import { type CutoutQuality, scoreMask, warningsFor } from './quality.js';
import { refine, workSize } from './refine.js';
import { analyse, type Analysis } from './segment.js';
import { BadEngineInputError } from '../../contract/engine.js';

/**
 * The buyer's photo, prepared once per photo (cached by hash) and shared by every layout and
 * sample variation. A matting network finds the product, its edge is refined on the photo's own
 * pixels and the old backdrop's colour is taken out of that edge (engine/cutout-segment.ts,
 * cutout-refine.ts; docs/decisions/010-cutout-matting-model.md). Every mask is scored
 * (cutout-quality.ts); one that cannot be trusted gives mode 'framed': the whole photo, shown by
 * the layouts in a style made for whole photos (docs/decisions/011-cutout-quality-and-fallback.md).
 */
export type Raw = { data: Buffer; width: number; height: number };
export type Cutout = Raw & {
  key: string;
  mode: 'cutout' | 'framed';
  /** The product's dominant brand colour. */
  brand: string;
  /**
   * The product's (or, framed, the photo's) size in the photo's own pixels. The stored pixels are
   * never fewer than the largest ad draws (MAX_SIDE); the renderer never draws the product more
   * than MAX_UPSCALE times this size.
   */
  native: { width: number; height: number };
  /** Where the cutout sits in the (upright) photo, in the photo's pixels. */
  region: { left: number; top: number; width: number; height: number };
  /** The photo's own size (upright). */
  photo: { width: number; height: number };
  quality: CutoutQuality;
  /** What the buyer should know about the photo, in words (empty when it is fine). */
  warnings: string[];
};

/**
 * The largest product a layout draws: 90 % of the tallest ad (1920 px). A product crop with more
 * pixels is scaled down to this; never below it.
 */
export const MAX_SIDE = 1728;
/** How far the renderer may enlarge the product beyond its own pixels before it looks soft. */
export const MAX_UPSCALE = 1.5;
const MB = 2 ** 20;
/**
 * Per engine thread. A cutout is up to ~12 MB (a 1728 px product in RGBA); every
 * ad of a batch or a sample set uses one photo, so room for two photos keeps all the reuse (a
 * thread may interleave two buyers' batches).
 */
const cutouts = bytesBounded<Cutout>(24 * MB, (c) => c.data.length);
/**
 * Least recently used first, bounded by the bytes of the settled values; a value larger than the
 * whole budget is returned but not kept. Callers of one key share a pending fetch, which still
 * resolves for them when newer entries push it out; a rejection is not kept, so the next caller
 * tries again.
 */
export function bytesBounded<V extends object>(maxBytes: number, sizeOf: (value: V) => number) {
  return new LRUCache<string, V, () => Promise<V>>({
    maxSize: maxBytes,
    maxEntrySize: maxBytes,
    sizeCalculation: (value) => Math.max(1, sizeOf(value)),
    fetchMethod: (_key, _stale, { context }) => context(),
    ignoreFetchAbort: true,
  });
}

export function photoKey(photo: Buffer): string {
  return createHash('sha1').update(photo).digest('hex');
}

export function getCutout(photo: Buffer): Promise<Cutout> {
  const key = photoKey(photo);
  return cutouts.forceFetch(key, { context: () => prepare(photo, key) });
}

async function decode(photo: Buffer): Promise<{ image: Sharp; width: number; height: number }> {
  try {
    const image = sharp(photo, { failOn: 'error' }).rotate();
    const meta = await image.metadata();
    const width = meta.autoOrient?.width ?? meta.width ?? 0;
    const height = meta.autoOrient?.height ?? meta.height ?? 0;
    if (width < 16 || height < 16) throw new BadEngineInputError('The product photo is too small.');
    return { image, width, height };
  } catch (err) {
    if (err instanceof BadEngineInputError) throw err;
    throw new BadEngineInputError(`The product photo could not be decoded: ${(err as Error).message}`);
  }
}

/** The photo's analysis: what is the product, how good is its mask (also used by the evaluation). */
export async function analysePhoto(photo: Buffer): Promise<{
  image: Sharp;
  width: number;
  height: number;
  analysis: Analysis;
  quality: CutoutQuality;
  fallback: boolean;
}> {
  const { image, width, height } = await decode(photo);
  let analysis: Analysis;
  try {
    analysis = await analyse(image);
  } catch (err) {
    if (/unsupported image format|Input buffer|corrupt|premature/i.test((err as Error).message)) {
      throw new BadEngineInputError(`The product photo could not be decoded: ${(err as Error).message}`);
    }
    throw err;
  }
  const quality = scoreMask(analysis);
  return { image, width, height, analysis, quality, fallback: !analysis.box || quality.fallbackReasons.length > 0 };
}

async function prepare(photo: Buffer, key: string): Promise<Cutout> {
  const { image, width, height, analysis, quality, fallback } = await analysePhoto(photo);
  const size = { width, height };
  if (fallback || !analysis.box) return framed(image, key, size, quality);
  const { w: aw, h: ah, box } = analysis;
  // The product's box in the photo's pixels, with a margin for the refined edge to move into.
  const sx = width / aw;
  const sy = height / ah;
  const m = Math.max(2, Math.round(Math.max(box.x1 - box.x0, box.y1 - box.y0) * 0.03));
  const x0 = Math.max(0, Math.floor((box.x0 - m) * sx));
  const y0 = Math.max(0, Math.floor((box.y0 - m) * sy));
  const x1 = Math.min(width, Math.ceil((box.x1 + 1 + m) * sx));
  const y1 = Math.min(height, Math.ceil((box.y1 + 1 + m) * sy));
  const region = { left: x0, top: y0, width: x1 - x0, height: y1 - y0 };
  // Crop first, then scale: the product keeps every pixel up to what the largest ad draws.
  const scale = Math.min(1, MAX_SIDE / Math.max(region.width, region.height));
  const cw = Math.max(1, Math.round(region.width * scale));
  const ch = Math.max(1, Math.round(region.height * scale));
  const { lw, lh } = workSize(cw, ch);
  const crop = image.clone().extract(region).removeAlpha().toColourspace('srgb');
  const [{ data }, reduced] = await Promise.all([
    crop.clone().resize(cw, ch, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true }),
    crop.clone().resize(lw, lh, { fit: 'fill' }).raw().toBuffer(),
  ]);
  const soft = new Float32Array(aw * ah);
  for (let i = 0; i < soft.length; i++) soft[i] = analysis.mask[i];
  const guess = resize(soft, aw, ah, lw, lh, { x: x0 / sx, y: y0 / sy, w: region.width / sx, h: region.height / sy });
  const { alpha, rgb } = refine(
    { w: cw, h: ch, rgb: new Uint8Array(data.buffer, data.byteOffset, data.length) },
    new Uint8Array(reduced.buffer, reduced.byteOffset, reduced.length),
    guess,
  );
  const rgba = Buffer.alloc(cw * ch * 4);
  let tx0 = cw,
    ty0 = ch,
    tx1 = -1,
    ty1 = -1;
  for (let y = 0; y < ch; y++)
    for (let x = 0; x < cw; x++) {
      const i = y * cw + x;
      const a = Math.round(alpha[i] * 255);
      if (!a) continue;
      rgba[i * 4] = rgb[i * 3];
      rgba[i * 4 + 1] = rgb[i * 3 + 1];
      rgba[i * 4 + 2] = rgb[i * 3 + 2];
      rgba[i * 4 + 3] = a;
      if (a > 12) {
        if (x < tx0) tx0 = x;
        if (x > tx1) tx1 = x;
        if (y < ty0) ty0 = y;
        if (y > ty1) ty1 = y;
      }
    }
  if (tx1 < 0) return framed(image, key, size, { ...quality, fallbackReasons: ['no product found'] });
  const tight = { left: tx0, top: ty0, width: tx1 - tx0 + 1, height: ty1 - ty0 + 1 };
  const cropped = await sharp(rgba, { raw: { width: cw, height: ch, channels: 4 } })
    .extract(tight)
    .raw()
    .toBuffer();
  const cut: Raw = { data: cropped, width: tight.width, height: tight.height };
  const native = { width: Math.round(tight.width / scale), height: Math.round(tight.height / scale) };
  return {
    ...cut,
    key,
    mode: 'cutout',
    brand: brandColour(cut),
    native,
    region: {
      left: x0 + Math.round(tight.left / scale),
      top: y0 + Math.round(tight.top / scale),
      width: native.width,
      height: native.height,
    },
    photo: size,
    quality,
    warnings: warningsFor(quality, native, false),
  };
}

/** The whole photo, opaque, for the layouts' designed whole-photo treatment. */
async function framed(
  image: Sharp,
  key: string,
  photo: { width: number; height: number },
  quality: CutoutQuality,
): Promise<Cutout> {
  const { data, info } = await image
    .clone()
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .ensureAlpha(1)
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw: Raw = { data, width: info.width, height: info.height };
  return {
    ...raw,
    key,
    mode: 'framed',
    brand: brandColour(raw),
    native: photo,
    region: { left: 0, top: 0, ...photo },
    photo,
    quality,
    warnings: warningsFor(quality, photo, true),
  };
}

/** Most frequent saturated colour of the product (its label or cap) for "brand colour" styles. */
function brandColour({ data, width, height }: Raw): string {
  const buckets = new Map<number, { n: number; r: number; g: number; b: number }>();
  const step = Math.max(1, Math.floor((width * height) / 40000));
  for (let p = 0; p < width * height; p += step) {
    const i = p * 4;
    if (data[i + 3] < 200) continue;
    const c: RGB = [data[i], data[i + 1], data[i + 2]];
    const max = Math.max(...c);
    if (saturation(c) < 0.3 || max < 50 || max > 250) continue;
    const k = ((c[0] >> 5) << 6) | ((c[1] >> 5) << 3) | (c[2] >> 5);
    const e = buckets.get(k) ?? { n: 0, r: 0, g: 0, b: 0 };
    e.n++;
    e.r += c[0];
    e.g += c[1];
    e.b += c[2];
    buckets.set(k, e);
  }
  const top = [...buckets.values()].sort((x, y) => y.n - x.n)[0];
  return top && top.n > 20 ? rgbToHex([top.r / top.n, top.g / top.n, top.b / top.n]) : '#2f6f5e';
}

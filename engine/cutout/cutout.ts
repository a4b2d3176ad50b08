import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { LRUCache } from 'lru-cache';
import { rgbToHex, saturation, type RGB } from '../paint/index.js';
import { resize } from './ops.js';
import { type Held, heldLayer, heldMeta } from './held.js';
import { type CutoutQuality, scoreMask, warningsFor } from './quality.js';
import { refine, workSize } from './refine.js';
import { straighten } from './straighten.js';
import { analyse, type Analysis, type Photo } from './segment.js';
import {
  BadEngineInputError,
  type CutoutHint,
  type CutoutMeta,
  type CutoutScores,
  type ProductCutout,
} from '../../contract/engine.js';

/**
 * The buyer's product cut out of its photo (docs/decisions/010-cutout-matting-model.md, 011, 045, 070). A matting network finds
 * what stands out, the objects in it are told apart and the product chosen (or the one the buyer
 * pointed at), its edge is refined on the photo's own pixels and the old backdrop's colour taken
 * out of that edge. Every mask is scored (quality.ts); one that cannot be trusted gives mode
 * 'framed': the whole photo, shown by the layouts in a style made for whole photos.
 *
 * The application cuts a photo out once per photo and hint (an activity, `cutOut`) and stores the
 * result beside the photo; renders read it (`getCutout(product)` with `product.cutout`).
 */
export type Raw = { data: Buffer; width: number; height: number };
export type Cutout = Raw &
  Omit<CutoutMeta, 'quality'> & {
    key: string;
    quality: CutoutQuality;
    /** The hand and arm holding the product, drawn behind it (held.ts); only with `meta.held`. */
    hand?: Held;
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
 * Per engine thread: decoded cutouts, up to ~12 MB each (a 1728 px product in RGBA); every ad of a
 * batch or a sample set uses one photo, so room for two keeps all the reuse (a thread may
 * interleave two buyers' batches).
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

const sha1 = (...parts: Array<Buffer | string>) => {
  const hash = createHash('sha1');
  for (const p of parts) hash.update(p);
  return hash.digest('hex');
};

/** A hint in one canonical form (its key): the same taps always name the same cutout. */
export function hintKey(hint: CutoutHint | null | undefined): string {
  if (!hint) return 'auto';
  const round = (p: { x: number; y: number }) => [Math.round(p.x), Math.round(p.y)];
  const canonical = JSON.stringify([
    hint.box ? [hint.box.x, hint.box.y, hint.box.w, hint.box.h].map(Math.round) : null,
    (hint.include ?? []).map(round),
    (hint.exclude ?? []).map(round),
  ]);
  if (canonical === '[null,[],[]]') return 'auto';
  return sha1(canonical).slice(0, 16);
}

/**
 * The product of an engine input: the stored cutout when the application passed one, otherwise cut
 * out here (tests, tools). Decoded once per thread and photo.
 */
export function getCutout(product: { photo: Buffer; cutout?: ProductCutout }, hint?: CutoutHint): Promise<Cutout> {
  const stored = product.cutout;
  const key = stored
    ? sha1('stored', stored.image ?? '', JSON.stringify(stored.meta), stored.image ? '' : product.photo)
    : sha1(product.photo, hintKey(hint));
  return cutouts.forceFetch(key, {
    context: () => (stored ? readCutout(product.photo, stored, key) : makeCutout(product.photo, hint, key)),
  });
}

/** Cuts the product out (the activity that runs once per photo and hint) and encodes it for storage. */
export async function cutOut(photo: Buffer, hint?: CutoutHint): Promise<ProductCutout> {
  const c = await makeCutout(photo, hint, sha1(photo, hintKey(hint)));
  const meta: CutoutMeta = {
    mode: c.mode,
    brand: c.brand,
    native: c.native,
    region: c.region,
    photo: c.photo,
    warnings: c.warnings,
    quality: c.quality as unknown as CutoutScores,
    ...(c.held ? { held: c.held } : {}),
  };
  if (c.mode === 'framed') return { meta };
  // Fast to write (the activity waits on it) and lossless.
  const image = await sharp(c.data, { raw: { width: c.width, height: c.height, channels: 4 } })
    .png({ compressionLevel: 2, adaptiveFiltering: false })
    .toBuffer();
  return { image, meta };
}

/** A stored cutout decoded for the renderer (a framed one is the photo itself, up to MAX_SIDE). */
async function readCutout(photo: Buffer, stored: ProductCutout, key: string): Promise<Cutout> {
  const meta = stored.meta;
  const quality = meta.quality as unknown as CutoutQuality;
  if (meta.mode === 'framed' || !stored.image) {
    const decoded = await decode(photo);
    return { ...(await framedPixels(decoded)), ...meta, key, mode: 'framed', quality };
  }
  const { data, info } = await sharp(stored.image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const hand = meta.held
    ? await heldLayer(await decode(photo), meta.held, meta.region, info.width / meta.region.width)
    : undefined;
  return { data, width: info.width, height: info.height, ...meta, key, quality, ...(hand ? { hand } : {}) };
}

/** The photo decoded once: upright, RGB, 8 bits. */
async function decode(photo: Buffer): Promise<Photo> {
  try {
    const { data, info } = await sharp(photo, { failOn: 'error' })
      .rotate()
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.width < 16 || info.height < 16) throw new BadEngineInputError('The product photo is too small.');
    if (info.channels !== 3) throw new BadEngineInputError('The product photo has an unsupported colour format.');
    return { rgb: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof BadEngineInputError) throw err;
    throw new BadEngineInputError(`The product photo could not be decoded: ${(err as Error).message}`);
  }
}

/** The photo's analysis: what is the product, how good is its mask (also used by the evaluation). */
export async function analysePhoto(
  photo: Buffer | Photo,
  hint?: CutoutHint,
): Promise<{ photo: Photo; analysis: Analysis; quality: CutoutQuality; fallback: boolean }> {
  const decoded = Buffer.isBuffer(photo) ? await decode(photo) : photo;
  const analysis = await analyse(decoded, hint);
  const quality = scoreMask(analysis);
  return { photo: decoded, analysis, quality, fallback: !analysis.box || quality.fallbackReasons.length > 0 };
}

/** A cold cutout, never cached (the evaluation times this). */
export function computeCutout(photo: Buffer, hint?: CutoutHint): Promise<Cutout> {
  return makeCutout(photo, hint, sha1(photo, hintKey(hint)));
}

async function makeCutout(bytes: Buffer, hint: CutoutHint | undefined, key: string): Promise<Cutout> {
  const { photo, analysis, quality, fallback } = await analysePhoto(bytes, hint);
  const { width, height } = photo;
  const size = { width, height };
  if (fallback || !analysis.box) return framed(photo, key, quality);
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
  const cropped = Buffer.alloc(region.width * region.height * 3);
  for (let y = 0; y < region.height; y++) {
    const from = ((y + y0) * width + x0) * 3;
    cropped.set(photo.rgb.subarray(from, from + region.width * 3), y * region.width * 3);
  }
  const raw = { raw: { width: region.width, height: region.height, channels: 3 as const } };
  const [data, reduced] = await Promise.all([
    scale < 1 ? sharp(cropped, raw).resize(cw, ch, { fit: 'fill' }).raw().toBuffer() : Promise.resolve(cropped),
    sharp(cropped, raw).resize(lw, lh, { fit: 'fill' }).raw().toBuffer(),
  ]);
  const within = { x: x0 / sx, y: y0 / sy, w: region.width / sx, h: region.height / sy };
  const guess = resize(new Float32Array(analysis.mask), aw, ah, lw, lh, within);
  const hold = analysis.unsure
    ? positive(resize(new Float32Array(analysis.unsure), aw, ah, lw, lh, within))
    : undefined;
  const { alpha, rgb } = refine(
    { w: cw, h: ch, rgb: new Uint8Array(data.buffer, data.byteOffset, data.length) },
    new Uint8Array(reduced.buffer, reduced.byteOffset, reduced.length),
    guess,
    hold,
  );
  // A hand holding the product goes with it to the ad's edge (held.ts); photos without one are untouched.
  const held = await heldMeta(analysis);
  // A carton's sides drawn straight where the edge filter wandered; a held pack keeps its hand's outline.
  if (!held) straighten(alpha, rgb, cw, ch);
  const product = tightProduct(alpha, rgb, cw, ch);
  if (!product) return framed(photo, key, { ...quality, fallbackReasons: ['no product found'] });
  const { tight, out } = product;
  const cut: Raw = { data: out, width: tight.width, height: tight.height };
  const native = { width: Math.round(tight.width / scale), height: Math.round(tight.height / scale) };
  const placed = {
    left: x0 + Math.round(tight.left / scale),
    top: y0 + Math.round(tight.top / scale),
    width: native.width,
    height: native.height,
  };
  const hand = held ? await heldLayer(photo, held, placed, tight.width / placed.width) : undefined;
  return {
    ...cut,
    key,
    mode: 'cutout',
    brand: brandColour(cut),
    native,
    region: placed,
    photo: size,
    quality,
    warnings: warningsFor(quality, native, false, Boolean(held && hand)),
    ...(held && hand ? { held, hand } : {}),
  };
}

/*
 * The per-pixel loops live in small plain functions, not inline in the long async function: each
 * is optimised once and runs optimised on every later call, where inside the async function it was
 * entered by on-stack replacement mid-loop on each call; together with the row-run fills of
 * ops.ts this measured ~17 % less CPU per cold cutout, the same pixels
 * (docs/decisions/085-cutout-speed-plain-loops.md).
 */

/** 1 where the plane is above 0. */
function positive(p: Float32Array): Uint8Array {
  const out = new Uint8Array(p.length);
  for (let i = 0; i < out.length; i++) out[i] = p[i] > 0 ? 1 : 0;
  return out;
}

/**
 * The product's tight box (alpha above 12/255) first, then only that box is written as RGBA: no
 * full-size RGBA copy of the crop. Undefined when no pixel reaches that alpha.
 */
function tightProduct(
  alpha: Float32Array,
  rgb: Uint8Array,
  cw: number,
  ch: number,
): { tight: { left: number; top: number; width: number; height: number }; out: Buffer } | undefined {
  let tx0 = cw,
    ty0 = ch,
    tx1 = -1,
    ty1 = -1;
  for (let y = 0; y < ch; y++) {
    const row = y * cw;
    let first = -1;
    let last = -1;
    for (let x = 0; x < cw; x++)
      if (alpha[row + x] * 255 >= 12.5) {
        first = x;
        break;
      }
    if (first < 0) continue;
    for (let x = cw - 1; x >= first; x--)
      if (alpha[row + x] * 255 >= 12.5) {
        last = x;
        break;
      }
    if (first < tx0) tx0 = first;
    if (last > tx1) tx1 = last;
    if (y < ty0) ty0 = y;
    ty1 = y;
  }
  if (tx1 < 0) return undefined;
  const tight = { left: tx0, top: ty0, width: tx1 - tx0 + 1, height: ty1 - ty0 + 1 };
  const out = Buffer.alloc(tight.width * tight.height * 4);
  for (let y = 0, o = 0; y < tight.height; y++) {
    const row = (y + ty0) * cw + tx0;
    for (let x = 0; x < tight.width; x++, o += 4) {
      const i = row + x;
      const a = Math.round(alpha[i] * 255);
      if (!a) continue;
      out[o] = rgb[i * 3];
      out[o + 1] = rgb[i * 3 + 1];
      out[o + 2] = rgb[i * 3 + 2];
      out[o + 3] = a;
    }
  }
  return { tight, out };
}

/** The whole photo, opaque, up to MAX_SIDE, for the layouts' whole-photo treatment. */
async function framedPixels(photo: Photo): Promise<Raw> {
  const { data, info } = await sharp(photo.rgb, { raw: { width: photo.width, height: photo.height, channels: 3 } })
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha(1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function framed(photo: Photo, key: string, quality: CutoutQuality): Promise<Cutout> {
  const raw = await framedPixels(photo);
  const size = { width: photo.width, height: photo.height };
  return {
    ...raw,
    key,
    mode: 'framed',
    brand: brandColour(raw),
    native: size,
    region: { left: 0, top: 0, ...size },
    photo: size,
    quality,
    warnings: warningsFor(quality, size, true),
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

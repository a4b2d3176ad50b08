import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { LRUCache } from 'lru-cache';
import { rgbToHex, saturation, type RGB } from './color.js';
import { BadEngineInputError } from './types.js';

/**
 * The buyer's photo, prepared once per photo (cached by hash) and shared by every layout and
 * sample variation: the pixels are kept as they are (never redrawn); only a near-uniform
 * background is made transparent. A busy background cannot be removed reliably, so such
 * photos are shown whole inside a frame instead.
 */
export type Raw = { data: Buffer; width: number; height: number };
export type Cutout = Raw & {
  key: string;
  mode: 'cutout' | 'framed';
  /** The product's dominant brand colour. */
  brand: string;
  /** A soft silhouette shadow (one channel: its opacity), padded by shadowPad on each side at the cutout's scale. */
  shadow?: Raw;
  shadowPad: number;
};

const MAX_SIDE = 900;
const MB = 2 ** 20;
/**
 * Per engine thread. A cutout is up to ~4.5 MB (900 px RGBA plus its shadow); every ad of a
 * batch or a sample set uses one photo, so room for two or three photos keeps all the reuse
 * (a thread may interleave two buyers' batches) where the old 24-entry cap held ~100 MB.
 */
const cutouts = bytesBounded<Cutout>(12 * MB, (c) => c.data.length + (c.shadow?.data.length ?? 0));
/**
 * Resized products are reused by the sample variations of one style (same layout boxes); across
 * the styles of a batch few sizes repeat. One ad's three layouts take 3-10 MB. 16 MB per thread
 * kept more hits but added 40-60 MB to two render threads' peak for no measurable speed; a resize
 * costs a few milliseconds, so the cache keeps about one ad's layouts.
 */
const scaled = bytesBounded<Buffer>(4 * MB, (b) => b.length);

/**
 * Least recently used first, bounded by the bytes of the settled values; a value larger than the
 * whole budget is returned but not kept. Callers of one key share a pending fetch, which still
 * resolves for them when newer entries push it out; a rejection is not kept, so the next caller
 * tries again.
 */
function bytesBounded<V extends object>(maxBytes: number, sizeOf: (value: V) => number) {
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

/**
 * The cutout (RGBA, lanczos) or its shadow (one channel, linear: it is a blur anyway, and this is
 * ~10x cheaper) resized for one layout; cached because 4 samples x 3 layouts reuse it.
 */
export function scaledRaw(c: Cutout, which: 'image' | 'shadow', width: number, height: number): Promise<Buffer> {
  return scaled.forceFetch(`${c.key}:${which}:${width}x${height}`, { context: () => which === 'image'
    ? sharp(c.data, { raw: { width: c.width, height: c.height, channels: 4 } }).resize(width, height, { fit: 'fill' }).raw().toBuffer()
    : sharp(c.shadow!.data, { raw: { width: c.shadow!.width, height: c.shadow!.height, channels: 1 } }).resize(width, height, { fit: 'fill', kernel: 'linear' }).toColourspace('b-w').raw().toBuffer() });
}

async function prepare(photo: Buffer, key: string): Promise<Cutout> {
  let raw: Raw;
  try {
    const { data, info } = await sharp(photo, { failOn: 'error' }).rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    raw = { data, width: info.width, height: info.height };
  } catch (err) {
    throw new BadEngineInputError(`The product photo could not be decoded: ${(err as Error).message}`);
  }
  if (raw.width < 16 || raw.height < 16) throw new BadEngineInputError('The product photo is too small.');
  const mask = backgroundMask(raw);
  if (!mask) return framed(raw, key);
  const { data, width, height } = raw;
  const out = Buffer.from(data);
  for (let i = 0; i < width * height; i++) out[i * 4 + 3] = Math.min(out[i * 4 + 3], mask[i]);
  // A light blur of the alpha alone anti-aliases the cut edge; colour pixels stay untouched.
  const alpha = await sharp(out, { raw: { width, height, channels: 4 } }).extractChannel(3).blur(0.8).raw().toBuffer();
  for (let i = 0; i < width * height; i++) out[i * 4 + 3] = Math.min(out[i * 4 + 3], alpha[i]);
  const box = bbox(out, width, height);
  if (!box) return framed(raw, key);
  const cropped = await sharp(out, { raw: { width, height, channels: 4 } }).extract(box).raw().toBuffer();
  const cut: Raw = { data: cropped, width: box.width, height: box.height };
  const shadowPad = Math.round(Math.max(box.width, box.height) * 0.08);
  const shadow = await makeShadow(cut, shadowPad);
  return { ...cut, key, mode: 'cutout', brand: brandColour(cut), shadow, shadowPad };
}

function framed(raw: Raw, key: string): Cutout {
  const data = Buffer.from(raw.data);
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return { ...raw, data, key, mode: 'framed', brand: brandColour(raw), shadowPad: 0 };
}

function dist(d: Buffer, i: number, c: RGB): number {
  return Math.max(Math.abs(d[i] - c[0]), Math.abs(d[i + 1] - c[1]), Math.abs(d[i + 2] - c[2]));
}

/** Alpha mask with the edge-connected background at 0, or undefined when the border is not near-uniform. */
function backgroundMask({ data, width, height }: Raw): Uint8Array | undefined {
  const border: number[] = [];
  for (let x = 0; x < width; x += 2) border.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y += 2) border.push(y * width, y * width + width - 1);
  const transparent = border.filter((p) => data[p * 4 + 3] < 16).length;
  if (transparent / border.length > 0.6) return new Uint8Array(width * height).fill(255);
  const med = (ch: number) => border.map((p) => data[p * 4 + ch]).sort((a, b) => a - b)[border.length >> 1];
  const bg: RGB = [med(0), med(1), med(2)];
  const dists = border.map((p) => dist(data, p * 4, bg)).sort((a, b) => a - b);
  if (dists[Math.floor(dists.length * 0.9)] > 24) return undefined;
  // Tolerance follows the backdrop's own noise: tight on clean studio shots (so a white label
  // touching a light backdrop survives), looser for noisy JPEG backgrounds.
  const noise = dists[Math.floor(dists.length * 0.75)];
  const mask = new Uint8Array(width * height).fill(255);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  const tol = Math.max(8, Math.min(28, noise * 3 + 8));
  for (const p of border) if (mask[p] && dist(data, p * 4, bg) <= tol) { mask[p] = 0; queue[tail++] = p; }
  while (head < tail) {
    const p = queue[head++];
    const x = p % width;
    const next = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width];
    for (const n of next) {
      if (n < 0 || n >= width * height || !mask[n]) continue;
      if (dist(data, n * 4, bg) <= tol) { mask[n] = 0; queue[tail++] = n; }
    }
  }
  const fg = width * height - tail;
  const share = fg / (width * height);
  return share < 0.03 || share > 0.97 ? undefined : mask;
}

function bbox(d: Buffer, width: number, height: number) {
  let x0 = width, y0 = height, x1 = -1, y1 = -1;
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
    if (d[(y * width + x) * 4 + 3] > 12) { if (x < x0) x0 = x; if (x > x1) x1 = x; if (y < y0) y0 = y; if (y > y1) y1 = y; }
  }
  return x1 < 0 ? undefined : { left: x0, top: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

async function makeShadow(cut: Raw, pad: number): Promise<Raw> {
  const width = cut.width + pad * 2;
  const height = cut.height + pad * 2;
  const a = Buffer.alloc(width * height);
  for (let y = 0; y < cut.height; y++) for (let x = 0; x < cut.width; x++) {
    a[(y + pad) * width + x + pad] = Math.round(cut.data[(y * cut.width + x) * 4 + 3] * 0.42);
  }
  const data = await sharp(a, { raw: { width, height, channels: 1 } }).blur(Math.max(2, pad / 2.5)).toColourspace('b-w').raw().toBuffer();
  return { data, width, height };
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
    e.n++; e.r += c[0]; e.g += c[1]; e.b += c[2];
    buckets.set(k, e);
  }
  const top = [...buckets.values()].sort((x, y) => y.n - x.n)[0];
  return top && top.n > 20 ? rgbToHex([top.r / top.n, top.g / top.n, top.b / top.n]) : '#2f6f5e';
}

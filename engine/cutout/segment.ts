import sharp from 'sharp';
import type { CutoutHint } from '../../contract/engine.js';
import { extendMask } from './extend.js';
import { addTopFace } from './face.js';
import { hintedMask } from './hint.js';
import { MODEL_SIDE, predictSaliency } from './model.js';
import { findObjects, type Objects, type Part } from './objects.js';
import { refineSeam } from './seam.js';
import { fillHoles, gradient, morph, resize, smoothFlood, type Plane } from './ops.js';

/**
 * The photo at analysis size (long side ANALYSIS_SIDE): the network's probability map resampled
 * onto it, the objects that stand out, and the product chosen among them (or the one the buyer
 * pointed at). Everything that decides *what* is the product happens here, on ~0.2 MP;
 * refine.ts then decides *where its edge is* at full resolution.
 */
export const ANALYSIS_SIDE = 512;

/** The photo decoded once, upright, as RGB. */
export type Photo = { rgb: Uint8Array; width: number; height: number };

export type Analysis = {
  w: number;
  h: number;
  rgb: Uint8Array;
  /** The network's probability per pixel (0..1). */
  prob: Plane;
  /** The product: the kept object(s) with holes filled and the cast shadow taken out (0/1). */
  mask: Uint8Array;
  /** Objects kept as products (one normally; more when several packages stand side by side). */
  products: number;
  /** Salient regions dropped as too small to be a product (crumbs). */
  fragments: number;
  /** Pixels added by hole filling and removed as shadow, for the quality score. */
  filled: number;
  shadow: number;
  /** Skin-coloured pixels reaching the frame's edge (a hand and arm) taken out of the mask. */
  hand: number;
  /** Those pixels (0/1), when there are any. */
  handMask?: Uint8Array;
  /** Pixels of that hand kept over the product, inside its outline (fingers across a label, hint.ts). */
  fingers: number;
  /** More than the product stood out (a cup, a plant, a second product) and no hint chose among them. */
  ambiguous: boolean;
  /** Objects found (the product included). */
  objects: number;
  /** The buyer's hint decided the product. */
  hinted: boolean;
  /** The photo's gradient (ops.gradient), shared by extendMask and the quality score. */
  grad: Plane;
  /** Parts the network was unsure of, taken back by extendMask (0/1), whose edge the photo cannot place. */
  unsure?: Uint8Array;
  box?: { x0: number; y0: number; x1: number; y1: number };
};

export async function analyse(photo: Photo, hint?: CutoutHint): Promise<Analysis> {
  const raw = { raw: { width: photo.width, height: photo.height, channels: 3 as const } };
  // The network's input straight from the photo (one downscale, at the network's own size), and
  // the analysis copy beside it; the network runs while the copy is made.
  const square = await sharp(photo.rgb, raw).resize(MODEL_SIDE, MODEL_SIDE, { fit: 'fill' }).raw().toBuffer();
  const [saliency, { data, info }] = await Promise.all([
    predictSaliency(square),
    sharp(photo.rgb, raw)
      .resize(ANALYSIS_SIDE, ANALYSIS_SIDE, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  ]);
  const w = info.width;
  const h = info.height;
  const rgb = new Uint8Array(data.buffer, data.byteOffset, data.length);
  const prob = resize(saliency, MODEL_SIDE, MODEL_SIDE, w, h);
  const bin = threshold(prob);
  const handPixels = new Uint8Array(w * h);
  const hand = trimHand(bin, rgb, w, h, handPixels);
  const objects = findObjects(bin, rgb, w, h);
  let mask: Uint8Array;
  let products = 1;
  let ambiguous = false;
  let unsure: Uint8Array | undefined;
  const hinted = Boolean(hint && (hint.box || hint.include?.length || hint.exclude?.length));
  const found = { fingers: 0 };
  if (hinted) {
    mask = hintedMask(hint!, objects, prob, rgb, w, h, w / photo.width, handPixels, found);
  } else {
    const chosen = choose(objects);
    products = chosen.length;
    ambiguous = objects.parts.length > chosen.length || objects.suspect > 0;
    mask = keepParts(objects.labels, chosen);
    // A part taken off a blob at reduced size: its seam with the rest is found again at this size.
    if (objects.splits && ambiguous) mask = refineSeam(mask, objects.labels, rgb, prob, w, h);
  }
  const filled = fillHoles(mask, w, h);
  const shadow = removeCastShadow(mask, prob, rgb, w, h);
  // Last, on the product as it will be cut out (holes filled, shadow gone): what it lacks is a part.
  const grad = gradient(rgb, w, h);
  if (!hinted) unsure = extendMask(mask, prob, rgb, w, h, grad);
  // A box's top face or a lid the network missed (face.ts).
  const face = hinted ? undefined : addTopFace(mask, rgb, w, h);
  // Its edge is a faint step in a grainy photo: the edge filter would fray it; the outline found here is kept.
  if (face) unsure = unsure ? unsure.map((v, i) => v | face[i]) : face;
  const box = boxOf(mask, w, h);
  return {
    w,
    h,
    rgb,
    prob,
    mask,
    products,
    fragments: objects.fragments,
    filled,
    shadow,
    hand,
    handMask: hand ? handPixels : undefined,
    fingers: found.fingers,
    ambiguous,
    objects: objects.parts.length,
    hinted,
    grad,
    unsure,
    box,
  };
}

/*
 * The per-pixel loops live in small plain functions, not inline in the long async function: each
 * is optimised once and runs optimised on every later call, where inside the async function it was
 * entered by on-stack replacement mid-loop on each call; together with the row-run fills of
 * ops.ts this measured ~17 % less CPU per cold cutout, the same pixels
 * (docs/decisions/085-cutout-speed-plain-loops.md).
 */

/** 1 where the network's probability reaches one half. */
function threshold(prob: Plane): Uint8Array {
  const bin = new Uint8Array(prob.length);
  for (let i = 0; i < bin.length; i++) bin[i] = prob[i] >= 0.5 ? 1 : 0;
  return bin;
}

/** 1 on the pixels of the chosen parts. */
function keepParts(labels: Int32Array, chosen: Part[]): Uint8Array {
  let top = 0;
  for (const p of chosen) top = Math.max(top, p.id);
  const keep = new Uint8Array(top + 1);
  for (const p of chosen) keep[p.id] = 1;
  const mask = new Uint8Array(labels.length);
  for (let i = 0; i < mask.length; i++) {
    const l = labels[i];
    mask[i] = l <= top ? keep[l] : 0;
  }
  return mask;
}

/** The set pixels' bounding box, or undefined when none is set. */
function boxOf(mask: Uint8Array, w: number, h: number): Analysis['box'] {
  let x0 = w,
    y0 = -1,
    x1 = -1,
    y1 = -1;
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let first = 0;
    while (first < w && !mask[row + first]) first++;
    if (first === w) continue;
    let last = w - 1;
    while (!mask[row + last]) last--;
    if (y0 < 0) y0 = y;
    y1 = y;
    if (first < x0) x0 = first;
    if (last > x1) x1 = last;
  }
  return y0 < 0 ? undefined : { x0, y0, x1, y1 };
}

/**
 * The product among the objects: packages of similar height standing on one line, each with a
 * printed label, are a lineup (all kept); otherwise the most package-like one (straight sides,
 * printed detail, size).
 */
function choose(objects: Objects): Part[] {
  const { parts } = objects;
  if (parts.length <= 1) return parts;
  const labelled = parts.filter((p) => p.detail >= 0.5 && p.rect >= 0.7);
  if (labelled.length === parts.length && isLineup(parts.map((p) => p.box))) return parts;
  return [[...parts].sort((x, y) => y.score - x.score)[0]];
}

type Box = { x0: number; y0: number; x1: number; y1: number };

/** Packages standing in a row: similar heights, bases on one line. */
function isLineup(boxes: Box[]): boolean {
  const tall = Math.max(...boxes.map((b) => b.y1 - b.y0 + 1));
  const base = Math.max(...boxes.map((b) => b.y1));
  return boxes.every((b) => b.y1 - b.y0 + 1 >= tall * 0.55 && base - b.y1 <= tall * 0.12);
}

/** Skin tones in YCbCr (a classic fixed rule; it covers light to dark skin, not saturated orange). */
function isSkin(rgb: Uint8Array, i: number): boolean {
  const r = rgb[i * 3],
    g = rgb[i * 3 + 1],
    b = rgb[i * 3 + 2];
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  return cb >= 77 && cb <= 127 && cr >= 136 && cr <= 173 && r > 60;
}

/**
 * A hand holding the product enters from the frame's edge with its arm: mask pixels of skin
 * colour connected to the border are removed (fingers over the product included). Returns how many.
 */
function trimHand(mask: Uint8Array, rgb: Uint8Array, w: number, h: number, taken?: Uint8Array): number {
  const stack: number[] = [];
  const gone = new Uint8Array(w * h);
  const skin = (p: number) => !!mask[p] && isSkin(rgb, p);
  const seed = (p: number) => {
    if (!gone[p] && skin(p)) {
      gone[p] = 1;
      stack.push(p);
    }
  };
  for (let x = 0; x < w; x++) {
    seed(x);
    seed((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    seed(y * w);
    seed(y * w + w - 1);
  }
  if (stack.length < Math.max(4, (w + h) * 0.01)) return 0;
  let total = 0;
  for (let i = 0; i < mask.length; i++) total += mask[i];
  // Skin shades smoothly; a step in colour is the hand's edge over the product (amber glass and
  // kraft paper are skin-coloured too, and must not be flooded).
  let removed = smoothFlood(rgb, w, h, gone, stack, 14, skin);
  // Most of what stood out is "skin": a skin-toned product (kraft paper, amber, peach) reaching the
  // frame's edge, not a hand. It stays; the frame check judges it.
  if (removed > total * 0.6) return 0;
  for (let i = 0; i < mask.length; i++)
    if (gone[i]) {
      mask[i] = 0;
      if (taken) taken[i] = 1;
    }
  // The hand's outline (blended with the product or the backdrop) goes with it.
  const ring = morph(gone, w, h, 2, true);
  for (let i = 0; i < mask.length; i++)
    if (ring[i] && mask[i]) {
      mask[i] = 0;
      if (taken) taken[i] = 1;
      removed++;
    }
  return removed;
}

/**
 * The photo's own shadow on the floor, where the network took it for part of the product: low
 * rows of the mask whose pixels are a darker shade of the floor right next to them (same
 * chromaticity, 25-90 % of its brightness) and of which the network is unsure. Returns the
 * pixels removed.
 */
function removeCastShadow(mask: Uint8Array, prob: Plane, rgb: Uint8Array, w: number, h: number): number {
  const ring = morph(mask, w, h, 6, true);
  const inner = morph(mask, w, h, 3, false);
  // The floor's colour: the mean of the ring just outside the mask's lower half.
  // Rows below the mask's mean row, walked row by row (no division per pixel).
  let ys = 0;
  let n = 0;
  for (let y = 0; y < h; y++) {
    let k = 0;
    for (let i = y * w; i < y * w + w; i++) k += mask[i];
    ys += y * k;
    n += k;
  }
  if (!n) return 0;
  const midY = ys / n;
  const lowest = Math.max(0, Math.ceil(midY)) * w;
  let r = 0,
    g = 0,
    b = 0,
    m = 0;
  for (let i = lowest; i < mask.length; i++) {
    if (!ring[i] || mask[i]) continue;
    r += rgb[i * 3];
    g += rgb[i * 3 + 1];
    b += rgb[i * 3 + 2];
    m++;
  }
  if (m < 20) return 0;
  const floor = [r / m, g / m, b / m];
  const floorSum = floor[0] + floor[1] + floor[2];
  let removed = 0;
  for (let i = lowest; i < mask.length; i++) {
    if (!mask[i] || inner[i] || prob[i] > 0.85) continue;
    const s = rgb[i * 3] + rgb[i * 3 + 1] + rgb[i * 3 + 2];
    const ratio = s / Math.max(1, floorSum);
    if (ratio < 0.25 || ratio > 0.9) continue;
    let off = 0;
    for (let c = 0; c < 3; c++) off += Math.abs(rgb[i * 3 + c] / Math.max(1, s) - floor[c] / floorSum);
    if (off < 0.06) {
      mask[i] = 0;
      removed++;
    }
  }
  return removed;
}

import { boxBlur, morph, regions, type Plane } from './ops.js';

/**
 * The refined alpha tidied before it is cut out (docs/decisions/083-cutout-clean-edges-and-hands.md):
 * what marketers saw as specks and a ragged dark rim.
 *
 * - Slivers: runs of product narrower than 3 px (a vein of marble, a streak of grain along the
 *   edge) are not a package's outline; an opening takes them off.
 * - Islands: pieces of product away from the body, smaller than ISLAND of the largest piece (a
 *   lineup's products are each far larger), and faint pixels more than 2 px from what is kept.
 * - On a grainy photo (dark product on a dark backdrop: every pixel's noise moves the edge) the
 *   edge is smoothed along its length: a mean of the alpha over 5 × 5 px, steepened again, so the
 *   outline is a line rather than a saw.
 *
 * alpha (w × h, 0..1) is changed in place; edge lists the pixels whose alpha the edge filter decided.
 */
export const ISLAND = 0.005;
/** The photo's grain (refine.grain, 0..1) from which the edge is smoothed along its length. */
export const GRAINY = 5 / 255;

export function cleanAlpha(alpha: Plane, w: number, h: number, edge: Int32Array, grain: number): void {
  if (grain >= GRAINY && edge.length) {
    smoothEdge(alpha, w, h, edge);
    evenBase(alpha, w, h);
  }
  const core = atHalf(alpha);
  const opened = morph(morph(core, w, h, 1, false), w, h, 1, true);
  andInto(opened, core);
  const { labels, areas } = regions(opened, w, h);
  let largest = 0;
  for (let id = 1; id < areas.length; id++) largest = Math.max(largest, areas[id]);
  if (!largest) return;
  const keep = new Uint8Array(areas.length);
  for (let id = 1; id < areas.length; id++) keep[id] = areas[id] >= largest * ISLAND ? 1 : 0;
  const kept = keptOf(labels, keep);
  trim(alpha, core, kept, morph(kept, w, h, 2, true));
}

/*
 * The per-pixel loops run over the whole product crop (up to 1728 px), in small plain functions
 * optimised once for every later call (docs/decisions/085-cutout-speed-plain-loops.md).
 */

/** 1 where the alpha reaches one half. */
function atHalf(alpha: Plane): Uint8Array {
  const core = new Uint8Array(alpha.length);
  for (let i = 0; i < core.length; i++) core[i] = alpha[i] >= 0.5 ? 1 : 0;
  return core;
}

/** a &= b, four bytes to a 32-bit word (both fresh arrays, so their buffers start aligned). */
function andInto(a: Uint8Array, b: Uint8Array): void {
  const words = a.length >> 2;
  const a32 = new Uint32Array(a.buffer, a.byteOffset, words);
  const b32 = new Uint32Array(b.buffer, b.byteOffset, words);
  for (let k = 0; k < words; k++) a32[k] &= b32[k];
  for (let i = words << 2; i < a.length; i++) a[i] &= b[i];
}

/** 1 on the pixels of the regions kept. */
function keptOf(labels: Int32Array, keep: Uint8Array): Uint8Array {
  const kept = new Uint8Array(labels.length);
  for (let i = 0; i < kept.length; i++) kept[i] = keep[labels[i]];
  return kept;
}

/** Faint pixels away from what is kept go; within 2 px of it they are its anti-aliased rim. */
function trim(alpha: Plane, core: Uint8Array, kept: Uint8Array, near: Uint8Array): void {
  for (let i = 0; i < alpha.length; i++) {
    if (!alpha[i] || kept[i]) continue;
    // Within 2 px of the body a pixel is its anti-aliased rim (a sliver's root keeps at most half).
    if (!near[i]) alpha[i] = 0;
    else if (core[i]) alpha[i] = Math.min(alpha[i], 0.5);
  }
}

/** The filter's edge pixels take the 5 × 5 mean of the alpha around them, steepened (slope 2.5). */
function smoothEdge(alpha: Plane, w: number, h: number, edge: Int32Array): void {
  const mean = boxBlur(alpha, w, h, 2);
  for (const i of edge) {
    const t = Math.min(1, Math.max(0, (mean[i] - 0.5) * 2.5 + 0.5));
    alpha[i] = t * t * (3 - 2 * t);
  }
}

/** A notch at most this share of the crop's long side wide is filled (twice the closing's radius). */
export const NOTCH = 0.015;

/**
 * Notches in the outline where the network saw product: a white cap's highlight on a white
 * backdrop, which the edge filter cannot tell from the backdrop, came out as a bite in the cap that
 * every ad showed (docs/decisions/130-cutout-top-face-and-notches.md). A closing of the product
 * (square, radius NOTCH of the long side) fills concavities narrower than its window; only pixels
 * the network's mask holds (product(x, y)) are filled, so a gap the network saw stays open.
 *
 * The network's coarse mask overrules the filter only where the photo cannot tell product from
 * backdrop: a gap whose colour is the backdrop's and not the product around it (the light notch
 * under a black tub's lid, where the network's 320 px mask runs a few pixels wide) is backdrop the
 * filter placed rightly, and filling it painted a light patch at the lid's corners on every dark
 * ad (docs/decisions/164-cutout-notches-of-backdrop-colour.md). rgb: the crop's pixels (w × h).
 */
export function fillNotches(
  alpha: Plane,
  w: number,
  h: number,
  product: (x: number, y: number) => boolean,
  rgb?: Uint8Array,
): void {
  const r = Math.max(2, Math.round(Math.max(w, h) * NOTCH));
  const core = atHalf(alpha);
  const closed = morph(morph(core, w, h, r, true), w, h, r, false);
  const gap = new Uint8Array(w * h);
  let any = 0;
  for (let y = 0, i = 0; y < h; y++)
    for (let x = 0; x < w; x++, i++)
      if (closed[i] && !core[i] && product(x, y)) {
        gap[i] = 1;
        any++;
      }
  if (!any) return;
  // A bite is shallow; a gap reaching deeper than 3/4 of the radius into the closed outline is a
  // shape's own (between the bottles of a lineup, under a shoulder) and stays.
  const deep = morph(closed, w, h, Math.round(r * 0.75), false);
  const { labels, areas } = regions(gap, w, h);
  const keep = new Uint8Array(areas.length).fill(1);
  for (let i = 0; i < labels.length; i++) if (labels[i] && deep[i]) keep[labels[i]] = 0;
  if (rgb) dropBackdropGaps(alpha, closed, labels, areas.length, keep, rgb, w, h, r);
  const filled = new Uint8Array(w * h);
  any = 0;
  for (let i = 0; i < labels.length; i++)
    if (labels[i] && keep[labels[i]]) {
      filled[i] = 1;
      alpha[i] = 1;
      any++;
    }
  if (!any) return;
  // Around a notch, more than 2 px inside the closed outline, the package is opaque: the
  // highlight's half-transparent specks there go too (elsewhere an edge pixel's alpha stays, with
  // the colour estimated for it).
  const zone = morph(filled, w, h, r, true);
  const inner = morph(closed, w, h, 2, false);
  // Only where the network saw product: the zone reached across a real gap beside a filled bite.
  for (let y = 0, i = 0; y < h; y++)
    for (let x = 0; x < w; x++, i++) if (zone[i] && inner[i] && alpha[i] < 1 && product(x, y)) alpha[i] = 1;
}

/**
 * A gap differs from the product this much (largest channel step of the mean colours, 0..255) and
 * is at least twice as close to the backdrop: the photo shows backdrop there, not a highlight.
 */
const UNLIKE_PRODUCT = 48;

/**
 * Keeps open (keep[id] = 0) every gap whose mean colour is the backdrop's beside it and unlike the
 * product's beside it: the product (alpha ≥ 0.99) and the backdrop (alpha ≤ 0.01, outside the
 * closed outline) are sampled within the closing's radius of the gap's box. A white cap's
 * highlight on a white sweep is like both, and is still filled.
 */
function dropBackdropGaps(
  alpha: Plane,
  closed: Uint8Array,
  labels: Int32Array,
  count: number,
  keep: Uint8Array,
  rgb: Uint8Array,
  w: number,
  h: number,
  r: number,
): void {
  // Each gap's colour sum and pixel count, and its box.
  const sum = new Float64Array(count * 4);
  const box = new Int32Array(count * 4);
  for (let id = 0; id < count; id++) box.set([w, h, -1, -1], id * 4);
  for (let y = 0, i = 0; y < h; y++)
    for (let x = 0; x < w; x++, i++) {
      const id = labels[i];
      if (!id || !keep[id]) continue;
      for (let c = 0; c < 3; c++) sum[id * 4 + c] += rgb[i * 3 + c];
      sum[id * 4 + 3]++;
      const o = id * 4;
      if (x < box[o]) box[o] = x;
      if (y < box[o + 1]) box[o + 1] = y;
      if (x > box[o + 2]) box[o + 2] = x;
      if (y > box[o + 3]) box[o + 3] = y;
    }
  for (let id = 1; id < count; id++) {
    if (!keep[id] || !sum[id * 4 + 3]) continue;
    const o = id * 4;
    const p = [0, 0, 0, 0];
    const b = [0, 0, 0, 0];
    for (let y = Math.max(0, box[o + 1] - r); y <= Math.min(h - 1, box[o + 3] + r); y++)
      for (let x = Math.max(0, box[o] - r); x <= Math.min(w - 1, box[o + 2] + r); x++) {
        const i = y * w + x;
        const into = alpha[i] >= 0.99 ? p : alpha[i] <= 0.01 && !closed[i] ? b : undefined;
        if (!into) continue;
        for (let c = 0; c < 3; c++) into[c] += rgb[i * 3 + c];
        into[3]++;
      }
    if (!p[3] || !b[3]) continue;
    let toProduct = 0;
    let toBackdrop = 0;
    for (let c = 0; c < 3; c++) {
      const g = sum[o + c] / sum[o + 3];
      toProduct = Math.max(toProduct, Math.abs(g - p[c] / p[3]));
      toBackdrop = Math.max(toBackdrop, Math.abs(g - b[c] / b[3]));
    }
    if (toProduct > UNLIKE_PRODUCT && toBackdrop * 2 < toProduct) keep[id] = 0;
  }
}

/**
 * On a grainy photo the base's outline came out lumpy: the grain and the dark floor under the
 * product move the filter's edge up and down along it by a few percent of the width
 * (docs/decisions/130-cutout-top-face-and-notches.md). A tub's or jar's base is an arc, a box's
 * front a line: a parabola through each column's lowest edge (to the sub-pixel, from the alpha),
 * fitted again on the two thirds of the columns nearest it, is where the base runs. Only when most
 * columns lie close to it (a base, not a box's corner or a pouch's folds) are the others moved
 * onto it, by at most 4 % of the width; the side walls (the outer 6 %) are left alone.
 */
export function evenBase(alpha: Plane, w: number, h: number): void {
  const bottom = new Float32Array(w).fill(-1);
  let x0 = w;
  let x1 = -1;
  for (let x = 0; x < w; x++) {
    let y = h - 1;
    while (y >= 0 && alpha[y * w + x] < 0.5) y--;
    if (y < 0) continue;
    let e = y + 1;
    for (let k = y + 1; k < Math.min(h, y + 4); k++) e += alpha[k * w + x];
    bottom[x] = e;
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
  }
  const width = x1 - x0 + 1;
  if (width < 40) return;
  const inset = Math.round(width * 0.06);
  const xs: number[] = [];
  for (let x = x0 + inset; x <= x1 - inset; x++) if (bottom[x] >= 0) xs.push(x);
  if (xs.length < width * 0.5) return;
  const mid = (x0 + x1) / 2;
  let fit = parabola(xs, bottom, mid);
  if (!fit) return;
  const off = (x: number, f: number[]) => Math.abs(bottom[x] - curve(f, x - mid));
  const near = [...xs].sort((p, q) => off(p, fit!) - off(q, fit!)).slice(0, Math.ceil((xs.length * 2) / 3));
  fit = parabola(near, bottom, mid);
  if (!fit) return;
  // Nine columns in ten within 0.6 % of the width of the curve: the base is one arc or line (a
  // box seen at an angle, whose base bends at its corner, is 1.6 % off; the lumps 0.4 %).
  const spread = xs.map((x) => off(x, fit!)).sort((p, q) => p - q)[Math.floor(xs.length * 0.9)];
  if (spread > width * 0.006) return;
  const limit = width * 0.04;
  for (const x of xs) {
    const to = curve(fit, x - mid);
    const from = bottom[x];
    if (Math.abs(to - from) > limit || Math.abs(to - from) < 0.5) continue;
    // The column redrawn across both edges: opaque down to the curve, its fraction there, then clear.
    const top = Math.max(0, Math.floor(Math.min(to, from)) - 2);
    const end = Math.min(h, Math.ceil(Math.max(to, from)) + 4);
    for (let y = top; y < end; y++) alpha[y * w + x] = Math.min(1, Math.max(0, to - y));
  }
}

function curve(f: number[], u: number): number {
  return f[0] + f[1] * u + f[2] * u * u;
}

/** Least-squares y = a + b·u + c·u² over the columns xs (u = x − mid), or undefined when singular. */
function parabola(xs: number[], ys: Float32Array, mid: number): number[] | undefined {
  const s = new Float64Array(5);
  const t = new Float64Array(3);
  for (const x of xs) {
    const u = (x - mid) / 100;
    let p = 1;
    for (let k = 0; k < 5; k++, p *= u) {
      s[k] += p;
      if (k < 3) t[k] += p * ys[x];
    }
  }
  // The normal equations [s0 s1 s2; s1 s2 s3; s2 s3 s4]·[a b c] = t, by Cramer's rule.
  const det3 = (m: number[]) =>
    m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6]);
  const A = [s[0], s[1], s[2], s[1], s[2], s[3], s[2], s[3], s[4]];
  const d = det3(A);
  if (Math.abs(d) < 1e-9) return undefined;
  const col = (k: number) => A.map((v, i) => (i % 3 === k ? t[Math.floor(i / 3)] : v));
  const [a, b, c] = [0, 1, 2].map((k) => det3(col(k)) / d);
  return [a, b / 100, c / 10000];
}

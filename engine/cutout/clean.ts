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
  if (grain >= GRAINY && edge.length) smoothEdge(alpha, w, h, edge);
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

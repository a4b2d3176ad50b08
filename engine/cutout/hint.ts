import type { CutoutHint } from '../../contract/engine.js';
import { grabCut } from './grabcut.js';
import type { Objects } from './objects.js';
import { fillHoles, morph, regions } from './ops.js';
import { crossingProps } from './straddle.js';

/**
 * The product as the buyer pointed it out on step 2 (docs/decisions/045-cutout-objects-and-hints.md):
 * a graph cut seeded by their box and taps and by the network's probability map.
 *
 * - A box: everything outside it is not the product; objects standing mostly outside it are props,
 *   and their colours teach the cut what to leave out inside the box. So does what the box cuts
 *   through, even within one salient blob (straddle.ts, docs/decisions/154-cutout-box-cuts-through-props.md).
 * - A tap on the product: a disc around it is the product for certain, and the object it lands on
 *   is the first guess; every other object is a prop.
 * - A tap on something else: a disc around it, and the object it lands on, are not the product.
 *
 * - A hand (skin reaching in from the frame's edge, segment.ts) is not the product, even inside
 *   the box: the fingers across a bottle are as salient as the bottle. Only the fingers lying
 *   inside the product's own outline stay, so the label keeps no holes (keepFingers).
 *
 * `scale` maps the photo's pixels to the analysis copy's.
 */
export function hintedMask(
  hint: CutoutHint,
  objects: Objects,
  prob: Float32Array,
  rgb: Uint8Array,
  w: number,
  h: number,
  scale: number,
  hand?: Uint8Array,
  found?: { fingers: number },
): Uint8Array {
  const n = w * h;
  const { labels, parts } = objects;
  const at = (p: { x: number; y: number }) => {
    const x = Math.min(w - 1, Math.max(0, Math.round(p.x * scale)));
    const y = Math.min(h - 1, Math.max(0, Math.round(p.y * scale)));
    return { x, y };
  };
  const include = (hint.include ?? []).map(at);
  const exclude = (hint.exclude ?? []).map(at);
  const box = hint.box && {
    x0: Math.max(0, Math.floor(hint.box.x * scale)),
    y0: Math.max(0, Math.floor(hint.box.y * scale)),
    x1: Math.min(w - 1, Math.ceil((hint.box.x + hint.box.w) * scale)),
    y1: Math.min(h - 1, Math.ceil((hint.box.y + hint.box.h) * scale)),
  };
  const inBox = (x: number, y: number) => !box || (x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1);
  const partAt = (p: { x: number; y: number }) => labels[p.y * w + p.x];

  // Which objects are the product (chosen), which are not (props).
  const chosen = new Set<number>();
  const props = new Set<number>();
  for (const p of exclude) if (partAt(p)) props.add(partAt(p));
  for (const p of include) if (partAt(p)) chosen.add(partAt(p));
  for (const part of parts) {
    if (chosen.has(part.id) || props.has(part.id)) continue;
    let inside = 0;
    if (box)
      for (let i = 0; i < n; i++) {
        if (labels[i] !== part.id) continue;
        const x = i % w;
        if (inBox(x, (i - x) / w)) inside++;
      }
    if (include.length) props.add(part.id);
    else if (box) (inside >= part.area * 0.5 ? chosen : props).add(part.id);
  }
  if (!chosen.size && !include.length) {
    // Only taps on what is not the product: the best of the objects left.
    const left = parts.filter((p) => !props.has(p.id)).sort((a, b) => b.score - a.score)[0];
    if (left) chosen.add(left.id);
  }

  const hard = new Uint8Array(n);
  const init = new Uint8Array(n);
  const prior = new Float32Array(n);
  // Props the buyer's taps name are unlikely to be the product, except near the chosen object: the
  // seam between two touching objects is decided again by the cut. Props outside a box need no
  // help (outside is certain); inside it, only their colours speak against them.
  const chosenPx = new Uint8Array(n);
  for (let i = 0; i < n; i++) chosenPx[i] = chosen.has(labels[i]) ? 1 : 0;
  const nearChosen = morph(chosenPx, w, h, Math.max(3, Math.round(Math.max(w, h) * 0.04)), true);
  const tapped = include.length > 0 || exclude.length > 0;
  for (let i = 0; i < n; i++) {
    const x = i % w;
    const y = (i - x) / w;
    const id = labels[i];
    prior[i] = (tapped && props.has(id) && !nearChosen[i]) || hand?.[i] ? Math.min(prob[i], 0.15) : prob[i];
    if (!inBox(x, y)) {
      hard[i] = 2;
      continue;
    }
    init[i] = !hand?.[i] && (chosen.has(id) || (!chosen.size && id && !props.has(id))) ? 1 : 0;
  }
  // A prop the box cuts through (straddle.ts) starts outside the guess, and the network's certainty
  // no longer holds it: its colours, learnt where the box cuts through it, and the photo's edges
  // decide where it ends.
  const crossing = box && crossingProps((i) => prob[i] >= 0.5, rgb, w, h, box);
  if (crossing)
    for (let i = 0; i < n; i++)
      if (crossing[i]) {
        prior[i] = Math.min(prior[i], 0.5);
        init[i] = 0;
      }
  // Taps hold a disc around them for certain; a tap off every object starts the guess around it.
  const r = Math.max(3, Math.round(Math.max(w, h) * 0.015));
  const disc = (p: { x: number; y: number }, value: number, radius: number, into: Uint8Array) => {
    for (let y = Math.max(0, p.y - radius); y <= Math.min(h - 1, p.y + radius); y++)
      for (let x = Math.max(0, p.x - radius); x <= Math.min(w - 1, p.x + radius); x++)
        if ((x - p.x) ** 2 + (y - p.y) ** 2 <= radius * radius) into[y * w + x] = value;
  };
  for (const p of include) {
    disc(p, 1, r, hard);
    if (!partAt(p)) {
      disc(p, 1, r * 5, init);
      for (let y = Math.max(0, p.y - r * 5); y <= Math.min(h - 1, p.y + r * 5); y++)
        for (let x = Math.max(0, p.x - r * 5); x <= Math.min(w - 1, p.x + r * 5); x++)
          prior[y * w + x] = Math.max(prior[y * w + x], 0.5);
    }
  }
  for (const p of exclude) {
    disc(p, 2, r, hard);
    disc(p, 0, r, init);
  }

  // The cut runs in a window around the box, or around the guess and the taps.
  let x0 = w,
    y0 = h,
    x1 = -1,
    y1 = -1;
  const grow = (x: number, y: number) => {
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  };
  if (box) {
    grow(box.x0, box.y0);
    grow(box.x1, box.y1);
  } else {
    for (let i = 0; i < n; i++) if (init[i] || hard[i] === 1) grow(i % w, Math.floor(i / w));
  }
  if (x1 < 0) return new Uint8Array(n);
  const pad = Math.round(Math.max(x1 - x0, y1 - y0) * 0.15) + 4;
  const roi = {
    x0: Math.max(0, x0 - pad),
    y0: Math.max(0, y0 - pad),
    x1: Math.min(w - 1, x1 + pad),
    y1: Math.min(h - 1, y1 + pad),
  };
  const { mask } = grabCut(rgb, w, h, { hard, init, prior }, { roi, rounds: 3 });

  // The product is in one piece: the pieces the taps landed on, or else the largest.
  const { labels: pieces, areas } = regions(mask, w, h);
  const keep = new Set<number>();
  for (const p of include) if (pieces[p.y * w + p.x]) keep.add(pieces[p.y * w + p.x]);
  if (!keep.size && areas.length > 1) {
    const largest = Math.max(...areas.slice(1));
    areas.forEach((a, id) => {
      if (id && a >= largest * 0.5) keep.add(id);
    });
  }
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = keep.has(pieces[i]) ? 1 : 0;
  fillHoles(out, w, h);
  if (hand) {
    const fingers = keepFingers(out, hand, w, h, inBox);
    if (found) found.fingers = fingers;
  }
  return out;
}

/**
 * Fingers across the product stay where they lie inside its outline (its convex hull): taken out,
 * they left bands of backdrop through the label, which ruined every ad; kept, the product reads as
 * held (docs/decisions/083-cutout-clean-edges-and-hands.md). The hand beyond the outline still goes.
 * Returns the pixels of the hand kept over the product (the buyer is told, quality.ts).
 */
function keepFingers(
  out: Uint8Array,
  hand: Uint8Array,
  w: number,
  h: number,
  inBox: (x: number, y: number) => boolean,
): number {
  // The hand's blended outline (2 px, segment.ts) and the cut's seam around it go with the fingers.
  const near = morph(hand, w, h, 3, true);
  // The outline from the rows the hand does not cross: in those it crosses, what the cut kept
  // beside the fingers (a knuckle's highlight, a gap between two fingers) is no guide to it.
  const clear = out.slice();
  for (let y = 0; y < h; y++) {
    const [a, b] = rowSpan(out, w, y);
    if (a < 0) continue;
    // The hand touches the product in this row (an arm further off does not count).
    let crossed = false;
    for (let x = Math.max(0, a - 4); x <= Math.min(w - 1, b + 4) && !crossed; x++)
      crossed = near[y * w + x] === 1 && (x <= a || x >= b || out[y * w + x] === 0);
    if (crossed) clear.fill(0, y * w, y * w + w);
  }
  const hull = convexHull(clear, w, h);
  if (!hull) return 0;
  let added = 0;
  for (let y = 0; y < h; y++) {
    const [x0, x1] = [hull[y * 2], hull[y * 2 + 1]];
    for (let x = x0; x <= x1; x++) {
      const i = y * w + x;
      if (!out[i] && near[i] && inBox(x, y)) {
        out[i] = 1;
        added++;
      }
    }
  }
  if (added) fillHoles(out, w, h);
  return added;
}

/**
 * Each row's span [x0, x1] of the convex hull of a mask (x0 > x1 where the row is outside it), as
 * pairs; undefined for an empty mask.
 */
export function convexHull(mask: Uint8Array, w: number, h: number): Int32Array | undefined {
  const pts: Array<[number, number]> = [];
  for (let y = 0; y < h; y++) {
    const [a, b] = rowSpan(mask, w, y);
    if (a < 0) continue;
    pts.push([a, y]);
    if (b !== a) pts.push([b, y]);
  }
  if (!pts.length) return undefined;
  // Andrew's monotone chain.
  pts.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Array<[number, number]>) => {
    const chain: Array<[number, number]> = [];
    for (const p of list) {
      while (chain.length >= 2 && cross(chain[chain.length - 2], chain[chain.length - 1], p) <= 0) chain.pop();
      chain.push(p);
    }
    chain.pop();
    return chain;
  };
  const poly = [...half(pts), ...half([...pts].reverse())];
  if (poly.length < 2) poly.push(pts[0], pts[pts.length - 1]);
  const span = new Int32Array(h * 2);
  for (let y = 0; y < h; y++) {
    span[y * 2] = w;
    span[y * 2 + 1] = -1;
  }
  // Every edge of the polygon (and each vertex) widens the spans of the rows it crosses.
  for (let k = 0; k < poly.length; k++) {
    const [ax, ay] = poly[k];
    const [bx, by] = poly[(k + 1) % poly.length];
    const ya = Math.min(ay, by);
    const yb = Math.max(ay, by);
    for (let y = ya; y <= yb; y++) {
      const x = ay === by ? null : ax + ((bx - ax) * (y - ay)) / (by - ay);
      const lo = x === null ? Math.min(ax, bx) : Math.floor(x + 1e-6);
      const hi = x === null ? Math.max(ax, bx) : Math.ceil(x - 1e-6);
      if (lo < span[y * 2]) span[y * 2] = Math.max(0, lo);
      if (hi > span[y * 2 + 1]) span[y * 2 + 1] = Math.min(w - 1, hi);
    }
  }
  return span;
}

/** The first and last set pixel of row y, or [-1, -1] when the row is empty. */
function rowSpan(mask: Uint8Array, w: number, y: number): [number, number] {
  const row = y * w;
  let a = 0;
  while (a < w && !mask[row + a]) a++;
  if (a === w) return [-1, -1];
  let b = w - 1;
  while (!mask[row + b]) b--;
  return [a, b];
}

import { gradient, morph, regions, type Plane } from './ops.js';

/**
 * Parts of the product the network was unsure of: a white cap or lid on a light backdrop comes out
 * of the network at a probability of 0.1-0.3, far above the backdrop around it (below 0.01) but
 * under the 0.5 cut, so the product lost its cap. Such a part is taken back when it is attached to
 * the product, compact (not the thin blurred rim every mask has), clearly more salient than the
 * backdrop, and outlined by a real edge of the photo where it meets the backdrop (a shadow or a
 * glow fades out; a cap's rim is drawn). A prop leaning on the product stands out as an object of
 * its own (probability above 0.5), so it is not what this finds.
 * (docs/decisions/070-cutout-light-parts-and-fringe.md)
 */
/** The floor of "more salient than the backdrop". */
export const PART_PROB = 0.05;
/** A part's own median probability must reach this. */
const PART_MEDIAN = 0.1;
/**
 * A part's edge: where the network's probability falls to half the part's median (its blur
 * reaches a pixel or two past the part at the PART_PROB floor).
 */
const PART_EDGE_LEVEL = 0.5;
/** Share of a part's free outline that must lie on an edge of the photo. */
const PART_EDGE = 0.6;
/** A gradient (ops.gradient) that counts as an edge of the photo. */
const EDGE = 0.06;
/** Share of the backdrop around a part that may lie on edges before the backdrop counts as busy. */
const BUSY = 0.3;
/** A part at most this share of the product's area. */
const PART_AREA = 0.35;

/**
 * Adds the unsure parts to mask (0/1, changed in place) and returns the pixels it added (0/1), or
 * undefined when it found none. prob: the network's probability, rgb: the photo, both at mask's
 * size; grad: the photo's gradient (ops.gradient), when the caller has it already.
 */
export function extendMask(
  mask: Uint8Array,
  prob: Plane,
  rgb: Uint8Array,
  w: number,
  h: number,
  grad: Plane = gradient(rgb, w, h),
): Uint8Array | undefined {
  let area = 0;
  for (let i = 0; i < mask.length; i++) area += mask[i];
  if (!area) return undefined;
  const cand = new Uint8Array(w * h);
  for (let i = 0; i < cand.length; i++) cand[i] = !mask[i] && prob[i] >= PART_PROB && prob[i] < 0.5 ? 1 : 0;
  // An opening drops the blurred rim the network leaves around every mask; a part survives it.
  const r = Math.max(2, Math.round(Math.max(w, h) / 170));
  const opened = morph(morph(cand, w, h, r, false), w, h, r, true);
  for (let i = 0; i < opened.length; i++) opened[i] &= cand[i];
  const { labels, areas, boxes } = regions(opened, w, h);
  // The planes below are only needed for a part of the right size away from the frame (most
  // photos have none): made when the first such part is met.
  let made: { near: Uint8Array; nearOther: Uint8Array; edgy: Uint8Array } | undefined;
  const planes = () => {
    if (made) return made;
    const near = morph(mask, w, h, r + 1, true);
    // Something else that stood out (a cup, a hand): the haze between it and the product is not a part.
    const other = new Uint8Array(w * h);
    for (let i = 0; i < other.length; i++) other[i] = !mask[i] && prob[i] >= 0.5 ? 1 : 0;
    const nearOther = morph(other, w, h, r + 1, true);
    const strong = new Uint8Array(w * h);
    for (let i = 0; i < strong.length; i++) strong[i] = grad[i] > EDGE ? 1 : 0;
    // An edge within 2 px: the network's outline is a few pixels off the photo's.
    made = { near, nearOther, edgy: morph(strong, w, h, 2, true) };
    return made;
  };
  const added = new Uint8Array(w * h);
  let total = 0;
  let level = 1;
  for (let id = 1; id < areas.length; id++) {
    const b = boxes[id];
    if (areas[id] > area * PART_AREA || areas[id] < Math.max(64, area * 0.01)) continue;
    if (b.x0 === 0 || b.y0 === 0 || b.x1 === w - 1 || b.y1 === h - 1) continue;
    const { near, nearOther, edgy } = planes();
    let touching = 0;
    let touchingOther = 0;
    let outline = 0;
    let onEdge = 0;
    const probs: number[] = [];
    for (let y = b.y0; y <= b.y1; y++)
      for (let x = b.x0; x <= b.x1; x++) {
        const i = y * w + x;
        if (labels[i] !== id) continue;
        probs.push(prob[i]);
        if (near[i]) touching++;
        if (nearOther[i]) touchingOther++;
        const inside = labels[i - 1] === id && labels[i + 1] === id && labels[i - w] === id && labels[i + w] === id;
        if (inside || near[i]) continue;
        outline++;
        onEdge += edgy[i];
      }
    if (touching < 3 || touchingOther > 0) continue;
    probs.sort((x, y) => x - y);
    const median = probs[probs.length >> 1];
    if (median < PART_MEDIAN) continue;
    if (!outline || onEdge / outline < PART_EDGE) continue;
    // On a busy backdrop (gravel, grass, a pattern) edges are everywhere: the outline proves nothing.
    if (backdropEdges(labels, id, b, near, edgy, w, h, 3 * r) > BUSY) continue;
    const part = new Uint8Array(w * h);
    for (let y = b.y0; y <= b.y1; y++)
      for (let x = b.x0; x <= b.x1; x++) {
        const i = y * w + x;
        if (labels[i] === id && prob[i] >= median * PART_EDGE_LEVEL) part[i] = 1;
      }
    squareOff(part, b, w);
    for (let y = b.y0; y <= b.y1; y++) for (let x = b.x0; x <= b.x1; x++) added[y * w + x] |= part[y * w + x];
    level = Math.min(level, median * PART_EDGE_LEVEL);
    total += areas[id];
  }
  if (!total || !made) return undefined;
  const { near } = made;
  // The rim between the product and the part (dropped by the opening) joins them again.
  const bridge = morph(added, w, h, r + 1, true);
  for (let i = 0; i < mask.length; i++) {
    if (bridge[i] && cand[i] && near[i] && prob[i] >= level) added[i] = 1;
    if (added[i]) mask[i] = 1;
  }
  return added;
}

/** A part filling at least this share of its (robust) box is a cap or lid seen from the side. */
const BOXY = 0.85;

/**
 * A cap seen from the side is a rectangle, but the network's haze around a white cap on a light
 * backdrop fades unevenly: its outline came out wavy on top and slanted on one side, which a
 * marketer sees at once (docs/decisions/083-cutout-clean-edges-and-hands.md). A part that nearly
 * fills its box becomes that box: each side where most of the part's rows (columns) reach, the
 * outermost tenth apart. Its bottom, where it joins the product, stays. part (0/1) in place.
 */
export function squareOff(part: Uint8Array, b: { x0: number; y0: number; x1: number; y1: number }, w: number): void {
  const lefts: number[] = [];
  const rights: number[] = [];
  const tops: number[] = [];
  let area = 0;
  for (let y = b.y0; y <= b.y1; y++) {
    let a = -1;
    let z = -1;
    for (let x = b.x0; x <= b.x1; x++)
      if (part[y * w + x]) {
        if (a < 0) a = x;
        z = x;
        area++;
      }
    if (a >= 0) {
      lefts.push(a);
      rights.push(z);
    }
  }
  for (let x = b.x0; x <= b.x1; x++)
    for (let y = b.y0; y <= b.y1; y++)
      if (part[y * w + x]) {
        tops.push(y);
        break;
      }
  if (lefts.length < 8 || tops.length < 8) return;
  const at = (list: number[], q: number) => [...list].sort((p, r) => p - r)[Math.floor((list.length - 1) * q)];
  const x0 = at(lefts, 0.1);
  const x1 = at(rights, 0.9);
  const y0 = at(tops, 0.1);
  if ((x1 - x0 + 1) * (b.y1 - y0 + 1) * BOXY > area) return;
  for (let y = b.y0; y <= b.y1; y++)
    for (let x = b.x0; x <= b.x1; x++) part[y * w + x] = x >= x0 && x <= x1 && y >= y0 ? 1 : 0;
}

/** Share of the backdrop within R px of part `id` (the product and the part's own rim apart) that lies on an edge. */
function backdropEdges(
  labels: Int32Array,
  id: number,
  b: { x0: number; y0: number; x1: number; y1: number },
  near: Uint8Array,
  edgy: Uint8Array,
  w: number,
  h: number,
  R: number,
): number {
  const x0 = Math.max(0, b.x0 - R);
  const y0 = Math.max(0, b.y0 - R);
  const sw = Math.min(w - 1, b.x1 + R) - x0 + 1;
  const sh = Math.min(h - 1, b.y1 + R) - y0 + 1;
  const part = new Uint8Array(sw * sh);
  for (let y = 0; y < sh; y++)
    for (let x = 0; x < sw; x++) part[y * sw + x] = labels[(y + y0) * w + x + x0] === id ? 1 : 0;
  const outer = morph(part, sw, sh, R, true);
  const inner = morph(part, sw, sh, 2, true);
  let n = 0;
  let e = 0;
  for (let y = 0; y < sh; y++)
    for (let x = 0; x < sw; x++) {
      const j = y * sw + x;
      const i = (y + y0) * w + x + x0;
      if (!outer[j] || inner[j] || near[i] || labels[i]) continue;
      n++;
      e += edgy[i];
    }
  return n ? e / n : 1;
}

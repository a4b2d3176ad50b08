import { morph } from './ops.js';
import { type Analysis } from './segment.js';

/**
 * Whether a mask can be trusted, and what the buyer should hear about the photo
 * (docs/decisions/011-cutout-quality-and-fallback.md). A salient-object network takes whatever
 * stands out as "the object", so every mask is scored on what a wrong one looks like: an edge
 * that runs where the photo has none, a hand or a prop in it, the frame cutting it, almost
 * nothing or almost everything of the photo, an unsure network.
 */
export type CutoutQuality = {
  /** 0..1: the share of the mask's outline that lies on an edge of the photo. */
  edgeAgreement: number;
  /** The product's share of the photo. */
  area: number;
  /** Salient crumbs dropped besides the product(s). */
  fragments: number;
  /** Products kept (several standing side by side). */
  products: number;
  /** Share of the outline on the frame's edge. */
  touchesFrame: number;
  /** A hand (skin reaching the frame) was holding the product. */
  hand: boolean;
  /** Share of the product's outline covered by the hand's fingers (kept over it after a hint). */
  fingers: number;
  /** More than the product stood out (a cup, a plant, a hand, a second product) and the buyer has not pointed at theirs. */
  otherObjects: boolean;
  /** Objects found in the photo, the product included. */
  objects: number;
  /** The buyer's box or taps chose the product. */
  hinted: boolean;
  /** Share of the product's own colours found outside the mask, near it. */
  coloursLost: number;
  /** The network's mean doubt (0 sure .. 1 coin toss) over the product's box. */
  doubt: number;
  /** 0..1: edges that survive a slight blur keep this much of their strength (high = blurry). */
  blur: number;
  /** Why the photo is shown whole instead; empty for a cutout. */
  fallbackReasons: string[];
};

export function scoreMask(a: Analysis): CutoutQuality {
  const { w, h, mask, rgb, prob, grad } = a;
  let area = 0;
  for (let i = 0; i < mask.length; i++) area += mask[i];
  // The mask's inside, 2 px in from its edge (the colours and the sharpness are read there).
  const core = morph(mask, w, h, 2, false);
  // The outline: mask pixels with a background neighbour.
  let outline = 0;
  let onEdge = 0;
  let onFrame = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!mask[i]) continue;
      const frame = x === 0 || y === 0 || x === w - 1 || y === h - 1;
      if (!frame && mask[i - 1] && mask[i + 1] && mask[i - w] && mask[i + w]) continue;
      outline++;
      if (frame) {
        onFrame++;
        continue;
      }
      let g = 0;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) g = Math.max(g, grad[i + dy * w + dx]);
      if (g > 0.1) onEdge++;
    }
  const quality: CutoutQuality = {
    edgeAgreement: outline - onFrame > 0 ? onEdge / (outline - onFrame) : 0,
    area: area / (w * h),
    fragments: a.fragments,
    products: a.products,
    touchesFrame: outline ? onFrame / outline : 0,
    hand: a.hand > area * 0.02,
    fingers: area ? a.fingers / area : 0,
    otherObjects: a.ambiguous && !a.hinted,
    objects: a.objects,
    hinted: a.hinted,
    coloursLost: coloursLost(a, area, core),
    doubt: doubt(prob, a),
    blur: blurriness(rgb, core, w, h, grad),
    fallbackReasons: [],
  };
  quality.fallbackReasons = reasons(quality);
  return quality;
}

/**
 * Why the photo is shown whole. Other objects beside the product are not a reason: the product is
 * cut out alone and the buyer is told, and can tap theirs (docs/decisions/045-cutout-objects-and-hints.md). A cutout the buyer
 * pointed at is trusted unless it is empty: they see it before any ad is made.
 */
function reasons(q: CutoutQuality): string[] {
  const out: string[] = [];
  if (q.area < 0.004) out.push('no product found');
  if (q.hinted) return out;
  if (q.area > 0.88) out.push('the product fills the whole photo');
  if (q.hand) out.push('a hand holds the product');
  if (q.touchesFrame > 0.12) out.push('the frame cuts the product');
  if (q.edgeAgreement < 0.45) out.push('the outline does not follow the photo');
  if (q.coloursLost > 0.06) out.push("the product's colours reach past the outline");
  if (q.doubt > 0.3) out.push('the network is unsure');
  if (q.fragments > 6) out.push('the background breaks into many pieces');
  return out;
}

/** 4p(1-p) averaged over the product's box grown by a tenth: 0 where the network is sure. */
function doubt(prob: Float32Array, a: Analysis): number {
  if (!a.box) return 1;
  const { w, h } = a;
  const mx = Math.round((a.box.x1 - a.box.x0) * 0.1);
  const my = Math.round((a.box.y1 - a.box.y0) * 0.1);
  let s = 0;
  let n = 0;
  for (let y = Math.max(0, a.box.y0 - my); y <= Math.min(h - 1, a.box.y1 + my); y++) {
    for (let x = Math.max(0, a.box.x0 - mx); x <= Math.min(w - 1, a.box.x1 + mx); x++) {
      const p = prob[y * w + x];
      s += 4 * p * (1 - p);
      n++;
    }
  }
  return n ? s / n : 1;
}

/**
 * The product's distinctive colours (common inside, rare in the backdrop ring around it) found
 * outside the mask within reach of it, as a share of the product's area: a label or cap the
 * network left out.
 */
function coloursLost(a: Analysis, area: number, core: Uint8Array): number {
  const { w, h, mask, rgb } = a;
  if (!area) return 0;
  const near = morph(mask, w, h, 12, true);
  const ring = morph(mask, w, h, 4, true);
  const bin = (i: number) => ((rgb[i * 3] >> 4) << 8) | ((rgb[i * 3 + 1] >> 4) << 4) | (rgb[i * 3 + 2] >> 4);
  const fg = new Float32Array(4096);
  const bg = new Float32Array(4096);
  let nf = 0;
  let nb = 0;
  for (let i = 0; i < mask.length; i++) {
    if (core[i]) {
      fg[bin(i)]++;
      nf++;
    } else if (near[i] && !ring[i]) {
      bg[bin(i)]++;
      nb++;
    }
  }
  if (!nf || !nb) return 0;
  let lost = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!near[i] || ring[i]) continue;
    const k = bin(i);
    if (fg[k] / nf > 0.01 && fg[k] / nf > 6 * (bg[k] / nb)) lost++;
  }
  return lost / area;
}

/**
 * How much of its strength the product's sharpest detail keeps under a 3×3 blur: a crisp edge
 * loses about half, an already soft one little. Only the strongest 3 % of gradients count, so
 * sensor noise and flat areas do not; the blurred gradient is computed at those pixels alone.
 */
function blurriness(rgb: Uint8Array, core: Uint8Array, w: number, h: number, grad: Float32Array): number {
  const all = new Float32Array(w * h);
  let m = 0;
  for (let y = 3; y < h - 3; y++) for (let x = 3; x < w - 3; x++) if (core[y * w + x]) all[m++] = grad[y * w + x];
  if (m < 100) return 0;
  // The 97th percentile, selected without sorting every value.
  const cut = select(all.subarray(0, m), Math.floor(m * 0.97));
  if (cut < 0.15) return 0;
  const blurred = (x: number, y: number, c: number) => {
    let s = 0;
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) s += rgb[((y + dy) * w + x + dx) * 3 + c];
    return s / 9;
  };
  let before = 0;
  let after = 0;
  for (let y = 3; y < h - 3; y++)
    for (let x = 3; x < w - 3; x++) {
      const i = y * w + x;
      if (!core[i] || grad[i] < cut) continue;
      let best = 0;
      for (let c = 0; c < 3; c++) {
        const gx =
          blurred(x + 1, y - 1, c) +
          2 * blurred(x + 1, y, c) +
          blurred(x + 1, y + 1, c) -
          blurred(x - 1, y - 1, c) -
          2 * blurred(x - 1, y, c) -
          blurred(x - 1, y + 1, c);
        const gy =
          blurred(x - 1, y + 1, c) +
          2 * blurred(x, y + 1, c) +
          blurred(x + 1, y + 1, c) -
          blurred(x - 1, y - 1, c) -
          2 * blurred(x, y - 1, c) -
          blurred(x + 1, y - 1, c);
        best = Math.max(best, gx * gx + gy * gy);
      }
      before += grad[i];
      after += Math.sqrt(best) / 255;
    }
  return before ? after / before : 0;
}

/** The k-th smallest value of v (0-based; v is reordered): Hoare's quickselect, linear on average. */
export function select(v: Float32Array, k: number): number {
  let lo = 0;
  let hi = v.length - 1;
  while (lo < hi) {
    const pivot = v[(lo + hi) >> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (v[i] < pivot) i++;
      while (v[j] > pivot) j--;
      if (i <= j) {
        const t = v[i];
        v[i++] = v[j];
        v[j--] = t;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return v[k];
  }
  return v[k];
}

/** Step 2 found more than the product: the buyer's words (docs/product.md, step 2). */
export const MORE_THAN_PRODUCT =
  'We found more than your product — tap your product. Until you do, your ads use the part shown cut out.';
/** The same, when a hand or a prop made the photo be shown whole. */
export const MORE_THAN_PRODUCT_FRAMED =
  'We found more than your product — tap your product (or drag a box around it) to cut it out. Until you do, your ads show the whole photo in a frame.';
/**
 * A product the buyer pointed at in a hand: the ads show it held, the hand reaching in from their
 * edge (docs/decisions/094-held-products-hand-to-the-edge.md); the buyer may keep that or upload a
 * photo of the product alone.
 */
export const HAND_COVERS_PRODUCT =
  'A hand covers part of your product, so your ads show it held, with the hand reaching in from the edge. For ads that show the whole label, upload a photo of the product alone on a plain background.';
export const HAND_HOLDS_PRODUCT =
  'Your product is held in a hand, so your ads show the hand reaching in from the edge. For ads with the product on its own, upload a photo of it alone on a plain background.';
/** A photo shown whole can still be cut out where the buyer points. */
export const TAP_TO_CUT_OUT = 'Or tap your product (or drag a box around it) to cut it out anyway.';

/**
 * Sentences for the buyer (shown at upload and with the samples). `held`: the ads show the product
 * in the hand that holds it (held.ts).
 */
export function warningsFor(
  q: CutoutQuality,
  native: { width: number; height: number },
  fallback: boolean,
  held = false,
): string[] {
  const out: string[] = [];
  const side = Math.max(native.width, native.height);
  if (fallback) {
    // A hand or a prop in the way: the buyer hears the same words as for a prop cut out, because
    // a tap or a box cuts the product out here too (docs/decisions/045-cutout-objects-and-hints.md).
    const more = q.hand || q.otherObjects;
    if (more && q.area >= 0.004) out.push(MORE_THAN_PRODUCT_FRAMED);
    else
      out.push(
        more || q.touchesFrame > 0.12
          ? 'Something else is in the way of the product (a hand, another object or the edge of the photo), so your ads will show the whole photo in a frame. A photo of the product alone on a plain background gives the best ads.'
          : 'The background is too busy to cut the product out cleanly, so your ads will show the whole photo in a frame. A photo on a plain background gives the best ads.',
      );
    if (!more && q.area >= 0.004) out.push(TAP_TO_CUT_OUT);
  }
  if (!fallback && q.otherObjects) out.push(MORE_THAN_PRODUCT);
  if (!fallback && held) out.push(q.fingers > 0.01 ? HAND_COVERS_PRODUCT : HAND_HOLDS_PRODUCT);
  if (side < 720)
    out.push(
      `This photo is too small for a crisp 1080 px ad: the product is only ${side} px on its longest side. Upload a larger photo, with the product at least 720 px across.`,
    );
  if (!fallback && q.area < 0.08)
    out.push('The product fills only a small part of the photo. Shoot or crop closer so it fills more of the frame.');
  if (!fallback && q.products > 1)
    out.push(
      `The photo shows ${q.products} products; every ad will show them together. Tap one of them to use it alone, or upload a photo of one product for a single hero shot.`,
    );
  if (q.blur > 0.78)
    out.push('The photo looks blurry, so the product will look soft in your ads. A sharp, well-lit photo works best.');
  return out;
}

import sharp from 'sharp';
import { type Cutout } from '../cutout/index.js';
import { type Box, overlaps, overStraight, type Rgba } from '../paint/index.js';
import { type HeldEdge } from '../../contract/engine.js';
import { fitHeld, heldOverlap } from './held-fit.js';

/**
 * A product held in a hand (docs/decisions/094-held-products-hand-to-the-edge.md): the hand and arm
 * are drawn with it, and the arm's cut edge (where the photo's border cut it) lies on the ad's own
 * edge or beyond it, never inside the ad, so the hand enters the frame as in a lifestyle shot.
 *
 * The layout's box for the product keeps its size. The product and hand move towards the edge the
 * arm crosses as far as they can without reaching a text or panel they did not already touch, nor
 * leaving the ad; what is still missing is made up by drawing the arm's cut edge on to the ad's
 * edge (its last row or column of pixels repeated).
 */
export type HeldPlacement = {
  /** The product's box, moved. */
  product: Box;
  /** The hand layer's box at the product's scale. */
  hand: Box;
  /** Pixels the arm's cut edge is drawn on by, per side. */
  stretch: { left: number; right: number; top: number; bottom: number };
};

/** What a plan's product box and texts/panels ask of a held product's placement. */
export type HeldPlan = { product: Box; tilt?: number; texts: Array<{ box: Box }>; panels: Array<{ box: Box }> };

/** The held product's placement for a plan (undefined for a product not held). */
export function placeHeld(c: Cutout, plan: HeldPlan, w: number, h: number): HeldPlacement | undefined {
  if (!c.hand) return undefined;
  const box = uprightIn(plan.product, c.width / c.height, plan.tilt ?? 0);
  const avoid = [...plan.texts.map((t) => t.box), ...plan.panels.map((p) => p.box)];
  // The hand and arm are the product's footprint, their cut edge on the ad's edge (held-fit.ts);
  // only cut edges on opposite sides keep the arm drawn on to the edge.
  const fit = fitHeld(c, box, w, h, avoid);
  return fit ? atEdge(c, fit.product) : holdToEdge(c, box, w, h, avoid);
}

/** The placement of a product whose arm's cut edge lies on the ad's edge: nothing drawn on. */
function atEdge(c: Cutout, product: Box): HeldPlacement {
  const hand = c.hand!;
  const s = product.w / c.width;
  return {
    product,
    hand: {
      x: Math.round(product.x + hand.left * s),
      y: Math.round(product.y + hand.top * s),
      w: Math.max(1, Math.round(hand.width * s)),
      h: Math.max(1, Math.round(hand.height * s)),
    },
    stretch: { left: 0, right: 0, top: 0, bottom: 0 },
  };
}

/**
 * What a plan costs a held product, in px: the opaque px of product, hand and arm under its texts
 * and panels, and the area the product gives up to keep clear of them. The layouts are asked for
 * both sides (the seeded mirror) and the one that costs least is drawn (render.ts).
 */
export function armCrossing(c: Cutout, plan: HeldPlan, w: number, h: number): number {
  const p = placeHeld(c, plan, w, h);
  if (!p) return 0;
  const avoid = [...plan.texts.map((t) => t.box), ...plan.panels.map((q) => q.box)];
  const lost = Math.max(0, plan.product.w * plan.product.h - p.product.w * p.product.h);
  const { left, right, top, bottom } = p.stretch;
  // An arm drawn on runs to the ad's edge: its box grown to it counts whole.
  const x0 = left ? 0 : p.hand.x;
  const y0 = top ? 0 : p.hand.y;
  const x1 = right ? w : p.hand.x + p.hand.w;
  const y1 = bottom ? h : p.hand.y + p.hand.h;
  let drawnOn = 0;
  if (left || right || top || bottom)
    for (const b of avoid) {
      const ox = Math.min(x1, b.x + b.w) - Math.max(x0, b.x);
      const oy = Math.min(y1, b.y + b.h) - Math.max(y0, b.y);
      if (ox > 0 && oy > 0) drawnOn += ox * oy;
    }
  return heldOverlap(c, p.product, avoid) * 8 + drawnOn + lost * 0.25;
}

/** The upright product inside a turned box (a flat lay's, compose/product.ts `turned`). */
export function uprightIn(box: Box, aspect: number, tilt: number): Box {
  if (!tilt) return box;
  const r = (Math.abs(tilt) * Math.PI) / 180;
  const h = Math.max(2, Math.round(box.w / (aspect * Math.cos(r) + Math.sin(r))));
  const w = Math.max(2, Math.round(h * aspect));
  return { x: Math.round(box.x + (box.w - w) / 2), y: Math.round(box.y + (box.h - h) / 2), w, h };
}

export function holdToEdge(c: Cutout, box: Box, w: number, h: number, avoid: Box[]): HeldPlacement | undefined {
  const hand = c.hand;
  if (!hand || c.mode !== 'cutout') return undefined;
  const s = box.w / c.width;
  const at = (b: Box) => ({
    x: b.x + hand.left * s,
    y: b.y + hand.top * s,
    w: hand.width * s,
    h: hand.height * s,
  });
  const start = at(box);
  const edges = new Set(hand.edges);
  // The shift that puts every cut edge on the ad's edge.
  let dx = 0;
  let dy = 0;
  if (edges.has('right') && !edges.has('left')) dx = Math.max(0, w - (start.x + start.w));
  if (edges.has('left') && !edges.has('right')) dx = -Math.max(0, start.x);
  if (edges.has('bottom') && !edges.has('top')) dy = Math.max(0, h - (start.y + start.h));
  if (edges.has('top') && !edges.has('bottom')) dy = -Math.max(0, start.y);
  const touched = avoid.filter((a) => overlaps(a, box));
  const free = (b: Box) =>
    b.x >= 0 &&
    b.y >= 0 &&
    b.x + b.w <= w &&
    b.y + b.h <= h &&
    avoid.every((a) => touched.includes(a) || !overlaps(a, b));
  let product = box;
  for (let t = 1; t > 0; t -= 0.05) {
    const moved = { ...box, x: Math.round(box.x + dx * t), y: Math.round(box.y + dy * t) };
    if (free(moved)) {
      product = moved;
      break;
    }
  }
  const placed = at(product);
  const layer = {
    x: Math.round(placed.x),
    y: Math.round(placed.y),
    w: Math.max(1, Math.round(placed.w)),
    h: Math.max(1, Math.round(placed.h)),
  };
  const stretch = {
    left: edges.has('left') ? Math.max(0, layer.x) : 0,
    right: edges.has('right') ? Math.max(0, w - (layer.x + layer.w)) : 0,
    top: edges.has('top') ? Math.max(0, layer.y) : 0,
    bottom: edges.has('bottom') ? Math.max(0, h - (layer.y + layer.h)) : 0,
  };
  return { product, hand: layer, stretch };
}

/**
 * The hand layer at its drawn size; returns its drawer. Where the arm still ends inside the ad, its
 * cut edge (the layer's last column or row) is drawn on along the arm's own direction until it has
 * left the ad: a forearm running on, never one ending in mid-air.
 */
export async function handLayer(c: Cutout, p: HeldPlacement): Promise<(canvas: Rgba) => void> {
  const hand = c.hand!;
  const { data, info } = await sharp(hand.data, { raw: { width: hand.width, height: hand.height, channels: 4 } })
    .resize(p.hand.w, p.hand.h, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const img = { data, width: info.width, height: info.height };
  const sides = (Object.keys(p.stretch) as Array<keyof HeldPlacement['stretch']>).filter((k) => p.stretch[k] > 0);
  return (canvas) => {
    for (const side of sides) extendArm(canvas, img, p.hand.x, p.hand.y, side);
    overStraight(canvas, img, p.hand.x, p.hand.y);
  };
}

/**
 * Repeats the layer's edge line on `side` outwards, one pixel further each step and shifted by the
 * arm's slope there (the centre of its cross-section on the edge against a little way in), until
 * the line is past the canvas.
 */
export function extendArm(canvas: Rgba, img: Rgba, left: number, top: number, side: HeldEdge): void {
  const across = side === 'left' || side === 'right';
  const len = across ? img.height : img.width;
  const depth = across ? img.width : img.height;
  const at = (k: number, d: number) => {
    // k along the edge line, d in from the edge (0 = the edge itself).
    const x = across ? (side === 'right' ? img.width - 1 - d : d) : k;
    const y = across ? k : side === 'bottom' ? img.height - 1 - d : d;
    return (y * img.width + x) * 4;
  };
  const centre = (d: number) => {
    let s = 0;
    let n = 0;
    for (let k = 0; k < len; k++) {
      const a = img.data[at(k, d) + 3];
      s += a * k;
      n += a;
    }
    return n ? s / n : undefined;
  };
  const back = Math.max(2, Math.round(depth * 0.08));
  const c0 = centre(0);
  const c1 = centre(back);
  if (c0 === undefined) return;
  // Along the edge per step outwards; an arm leaving almost along the edge is held to 45 degrees.
  const slope = c1 === undefined ? 0 : Math.max(-1, Math.min(1, (c0 - c1) / back));
  const out = side === 'right' || side === 'bottom' ? 1 : -1;
  const ox = across ? (side === 'right' ? left + img.width - 1 : left) : left;
  const oy = across ? top : side === 'bottom' ? top + img.height - 1 : top;
  const d = canvas.data;
  const px = img.data;
  // Each step samples the edge line at its shifted position (linear between two pixels), so the
  // arm's sides stay smooth at any slope.
  for (let t = 1; ; t++) {
    const shift = slope * t;
    const first = Math.floor(shift);
    let inside = false;
    for (let j = first; j <= first + len; j++) {
      const k = j - shift;
      const k0 = Math.floor(k);
      const fr = k - k0;
      const a0 = k0 >= 0 && k0 < len ? px[at(k0, 0) + 3] : 0;
      const a1 = k0 + 1 >= 0 && k0 + 1 < len ? px[at(k0 + 1, 0) + 3] : 0;
      const a = a0 * (1 - fr) + a1 * fr;
      if (a < 1) continue;
      const x = across ? ox + out * t : ox + j;
      const y = across ? oy + j : oy + out * t;
      if (x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) continue;
      inside = true;
      const i = (y * canvas.width + x) * 4;
      const f = a / 255;
      const w0 = (a0 * (1 - fr)) / a;
      const w1 = 1 - w0;
      const s0 = a0 ? at(k0, 0) : at(k0 + 1, 0);
      const s1 = a1 ? at(k0 + 1, 0) : s0;
      for (let ch = 0; ch < 3; ch++) {
        const c = px[s0 + ch] * w0 + px[s1 + ch] * w1;
        d[i + ch] = Math.round(c * f + d[i + ch] * (1 - f));
      }
    }
    if (!inside) return;
  }
}

/**
 * The hand and arm's box, grown to the ad's edge where the arm is drawn on: the set's props keep
 * off it, where a flat lay's pill dish lay hidden behind the hand (docs/grades/s11-A.tsv).
 */
export function handReach(p: HeldPlacement, w: number, h: number): Box {
  const { left, right, top, bottom } = p.stretch;
  const x0 = left ? 0 : p.hand.x;
  const y0 = top ? 0 : p.hand.y;
  const x1 = right ? w : p.hand.x + p.hand.w;
  const y1 = bottom ? h : p.hand.y + p.hand.h;
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

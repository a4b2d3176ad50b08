import sharp from 'sharp';
import { type Cutout } from '../cutout/index.js';
import { type Box, overlaps, overStraight, type Rgba } from '../paint/index.js';

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
    b.x >= 0 && b.y >= 0 && b.x + b.w <= w && b.y + b.h <= h && avoid.every((a) => touched.includes(a) || !overlaps(a, b));
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

/** The hand layer at its drawn size, its cut edges drawn on to the ad's edge; returns its drawer. */
export async function handLayer(c: Cutout, p: HeldPlacement): Promise<(canvas: Rgba) => void> {
  const hand = c.hand!;
  const { left, right, top, bottom } = p.stretch;
  const { data, info } = await sharp(hand.data, { raw: { width: hand.width, height: hand.height, channels: 4 } })
    .resize(p.hand.w, p.hand.h, { fit: 'fill', kernel: 'lanczos3' })
    .extend({ left, right, top, bottom, extendWith: 'copy' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const img = { data, width: info.width, height: info.height };
  return (canvas) => overStraight(canvas, img, p.hand.x - left, p.hand.y - top);
}

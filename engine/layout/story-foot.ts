import { type Box } from '../paint/index.js';
import { type Drawn } from './parts.js';
import { GROUND_EDGE, groundOverhang, storyClearance, wideness } from './story-edge.js';
import { isTall, type LayoutCtx } from './types.js';

/**
 * How much of a slim and of a wide pack's height may reach into the 9:16 caption zone: the foot
 * under its label. A bottle's label ends well above its base (the call-outs' label band ends at 78 %
 * of the pack), so its foot may stand in the zone's top; a pouch's or a box's label runs nearer its
 * base, and a quarter of it there read as "label runs into the bottom UI zone"
 * (docs/decisions/105-story-product-above-the-caption-zone.md). Kept wholly above the zone, a slim
 * bottle left a fifth of the height empty under it, the most frequent 9:16 flaw of the s16 grading
 * (docs/decisions/166-story-product-foot-in-the-caption-zone.md).
 */
export const FOOT_BELOW = { slim: 0.12, wide: 0.07 } as const;

/** The share of a pack of this aspect (width over height) that may stand in the 9:16 caption zone. */
export function footBelow(aspect: number): number {
  return FOOT_BELOW.slim + (FOOT_BELOW.wide - FOOT_BELOW.slim) * wideness(aspect);
}

/** A product standing this close above the caption zone's line stands on it. */
const ON_LINE = 0.02;

/**
 * The solver's 9:16 answer with its product's foot in the caption zone: the product, fitted wholly
 * above the zone, grows from its top until its foot reaches under the line (its label still above
 * it), within its height limit, its photo's pixels, its side clearance and clear of the copy. The
 * `line` is the caption zone's top, `tallest` the product's height limit (solver.ts). The
 * copy, chosen with the product above the zone, is left as it is: letting the solver fit the larger
 * product itself traded buyer's lines and cards for it (docs/decisions/166-story-product-foot-in-the-caption-zone.md).
 */
export function footInZone<S extends { product: Box; drawn: Drawn }>(
  ctx: LayoutCtx,
  sol: S,
  line: number,
  tallest: number,
): S {
  // A flat lay is seen from above: its pack lies on the table, with no foot under a label, and its
  // props are set round the box the layout chose.
  if (!isTall(ctx) || ctx.framed || ctx.style.scene === 'flatlay') return sol;
  const p = sol.product;
  const base = p.y + p.h;
  if (base > line + 1 || p.h < 1) return sol;
  const copy = [
    ...sol.drawn.texts.map((t) => t.record || t.box),
    ...sol.drawn.panels.map((q) => q.box).filter((b) => b.w * b.h < ctx.w * ctx.h * 0.4),
  ];
  const gap = Math.round(ctx.w * 0.04);
  // A product standing higher (a layout centring it beside its copy) grows down to the line too,
  // unless copy stands under it: its empty floor was the 9:16 band over a sixth of the height
  // (docs/decisions/177-story-button-size-and-floor.md).
  const under = copy.filter((t) => t.y >= base - 1 && t.x < p.x + p.w && t.x + t.w > p.x);
  if (base < line - ctx.h * ON_LINE && under.length) return sol;
  const f = footBelow(ctx.aspect);
  const h = Math.min((line - p.y) / (1 - f), tallest);
  let w = Math.min(h * ctx.aspect, ctx.maxProductW);
  // Side clearance as ads:lint reads it (the copy's 6 % margin at least) and, off-centre, the ground's.
  const cx = p.x + p.w / 2;
  const centred = Math.abs(cx - ctx.w / 2) < ctx.w * 0.02;
  const clear = storyClearance(ctx);
  const edge = (pw: number) =>
    Math.ceil(centred ? clear : Math.max(clear, ctx.w * GROUND_EDGE + groundOverhang(ctx, pw)));
  // Clear of the copy beside it: the product grows no wider than the room between its columns.
  // A button's pill and a sticker's panel reach past their words' box.
  const room = roomBeside(copy, { ...p, h: Math.max(p.h * 1.3, h) }, ctx.w, gap);
  const span = (pw: number) => ({ left: Math.max(room.left, edge(pw)), right: Math.min(room.right, ctx.w - edge(pw)) });
  for (let i = 0; i < 3; i++) {
    const s = span(w);
    w = Math.min(w, s.right - s.left);
  }
  const s = span(w);
  if (w <= p.w + 1 || p.x < s.left - 1 || p.x + p.w > s.right + 1) return lower(ctx, sol, copy, line);
  const x = Math.max(s.left, Math.min(cx - w / 2, s.right - w));
  const grownH = w / ctx.aspect;
  const grown: Box = { x: Math.round(x), y: p.y, w: Math.floor(w), h: Math.floor(grownH) };
  return lower(ctx, { ...sol, product: grown }, copy, line);
}

/**
 * A product held narrow by the copy column beside it (or by its photo's pixels) still stood above the
 * line: it moves down until its label's foot is on the line, when no copy stands above it (there the
 * move would open the band between the copy and the product instead).
 */
function lower<S extends { product: Box }>(ctx: LayoutCtx, sol: S, copy: Box[], line: number): S {
  // A chat screen's message bar fills the caption zone: lowered, the pack ran under it.
  if (ctx.style.scene === 'chat') return sol;
  const p = sol.product;
  const to = Math.floor(line - p.h * (1 - footBelow(ctx.aspect)));
  if (to <= p.y + ctx.h * ON_LINE) return sol;
  const above = copy.some((t) => t.y + t.h <= p.y + 1 && t.x < p.x + p.w && t.x + t.w > p.x);
  const beside = copy.some((t) => t.y < p.y + p.h && t.y + t.h > p.y && (t.x >= p.x + p.w || t.x + t.w <= p.x));
  if (above || !beside) return sol;
  return { ...sol, product: { ...p, y: to } };
}

/** The stretch across the canvas free of text boxes level with the product's new height. */
function roomBeside(texts: Box[], p: Box, w: number, gap: number): { left: number; right: number } {
  let left = 0;
  let right = w;
  for (const t of texts) {
    if (t.y + t.h <= p.y || t.y >= p.y + p.h * 1.3) continue;
    if (t.x + t.w <= p.x + p.w / 2) left = Math.max(left, t.x + t.w + gap);
    else right = Math.min(right, t.x - gap);
  }
  return { left, right };
}

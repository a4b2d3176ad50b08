import { type Box } from '../paint/index.js';
import { SCENE_LIGHT } from '../scenes/index.js';
import { isTall, type LayoutCtx } from './types.js';

/**
 * On 9:16 the product keeps this share of the width clear of each side edge. At the copy's 6 %
 * margin a pouch, box or jar set beside a column or to one side of a stack read as "jammed against
 * the right edge" (docs/decisions/158-story-product-off-the-side-edges.md).
 */
export const STORY_EDGE = 0.1;

/**
 * The set's ground keeps this share of the width clear of the edge: a podium a product's width
 * wider than it keeps less room than the product, and the copy's 6 % margin there shrank a bottle
 * on a podium beside a column to half its area.
 */
export const GROUND_EDGE = 0.03;

/** Product aspects (width over height): a slim bottle keeps the copy's margin, a wide pack the full STORY_EDGE. */
const SLIM = 0.55;
const WIDE = 0.8;

/**
 * The clear space a pack of this aspect keeps from a side edge on a 9:16 canvas `w` wide with the
 * copy's margin `m`: a slim bottle at the copy's margin never read as jammed, and holding it in
 * shrank it ("smaller 9:16 bottle" in 15 rows of the s16 grading), so the clearance grows from the
 * copy's margin for a slim pack to STORY_EDGE for a pack as wide as a pouch, a box or a jar.
 */
export function productClearance(w: number, m: number, aspect: number): number {
  return m + (w * STORY_EDGE - m) * wideness(aspect);
}

/** How far a pack of this aspect is from a slim bottle (0) to a pouch, box or jar (1). */
export function wideness(aspect: number): number {
  return Math.min(1, Math.max(0, (aspect - SLIM) / (WIDE - SLIM)));
}

/** The copy's margin on a canvas: 6 % of its width at least (engine/render/render.ts). */
export const copyMargin = (ctx: Pick<LayoutCtx, 'w' | 'm'>): number => Math.max(ctx.m, Math.round(ctx.w * 0.06));

/** productClearance for this canvas's product, from the copy's margin. */
export const storyClearance = (ctx: Pick<LayoutCtx, 'w' | 'm' | 'aspect'>): number =>
  productClearance(ctx.w, copyMargin(ctx), ctx.aspect);

/** How far the set's ground (a podium, a slab) reaches past each side of a product `pw` wide. */
export function groundOverhang(ctx: Pick<LayoutCtx, 'w' | 'style'>, pw: number): number {
  const g = SCENE_LIGHT[ctx.style.scene]?.ground;
  return g ? Math.max(0, (Math.max(g.scale * pw, g.min * ctx.w) - pw) / 2) : 0;
}

/**
 * The stretch across a 9:16 canvas a product `pw` wide may stand in within `region`, and the width
 * it is then held to. The product keeps productClearance from the edge; set off-centre (beside a
 * column, or to one side under the copy), its ground keeps GROUND_EDGE too; centred in a region as
 * wide as the copy's, the ground may reach the edges: a wide tub's ground reaching the edges there read as a stage, and
 * the same clearance for it would shrink the tub (docs/decisions/158-story-product-off-the-side-edges.md).
 * On 1:1 and 4:5 the region is returned as it is.
 */
export function storySpan(
  ctx: LayoutCtx,
  region: Box,
  pw: number,
  place: 'left' | 'center' | 'right',
): { x: number; w: number; pw: number } {
  if (!isTall(ctx)) return { x: region.x, w: region.w, pw };
  const full = place === 'center' && region.x <= ctx.m + 1 && region.x + region.w >= ctx.w - ctx.m - 1;
  const clear = Math.round(productClearance(ctx.w, ctx.m, ctx.aspect));
  let x = region.x;
  let w = region.w;
  // The clearance grows with the product's width (its ground's overhang): a few steps settle it.
  for (let i = 0; i < 4; i++) {
    // Off-centre, its ground (a podium) stays on the canvas however slim the product.
    const e = full ? clear : Math.max(clear, Math.round(ctx.w * GROUND_EDGE + groundOverhang(ctx, pw)));
    x = Math.max(region.x, e);
    w = Math.min(region.x + region.w, ctx.w - e) - x;
    if (pw <= w) break;
    pw = Math.max(1, w);
  }
  return { x, w: Math.max(w, pw), pw };
}

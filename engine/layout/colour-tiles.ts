import { type LayoutCtx, type Plan } from './types.js';
import { type Box, mix } from '../paint/index.js';
import { blockDisc } from '../scenes/index.js';

/**
 * Colour Block as blocks of colour, not two fields (docs/decisions/118-comparisons-that-compare.md):
 * a field of one colour under or beside the copy was Brand Colour Split at a glance. The copy's
 * block stays deep; under it the set is cut into two tiles of the palette's tints, the seam behind
 * the product, its disc over the seam; a copy block down one side stops under the copy, a second
 * tile stacked beneath it.
 */
export function colourTiles(ctx: LayoutCtx, plan: Plan): Plan {
  const field = plan.hints?.field;
  if (!field) return plan;
  const { w, h, pal } = ctx;
  const p = plan.product;
  const r = (n: number) => Math.round(n);
  const rect = (b: Box, fill: string) =>
    `<rect x="${r(b.x)}" y="${r(b.y)}" width="${r(b.w)}" height="${r(b.h)}" fill="${fill}"/>`;
  const mid = mix(pal.accent, pal.bg, 0.5);
  const deep = mix(pal.bg2, pal.bg, 0.15);
  const cx = p.x + p.w / 2;
  if (field.x === 0 && field.w >= w - 1) {
    // The block across the top: two tiles under it, split behind the product; the scene's disc
    // (engine/scenes/photo.ts, the same circle) drawn again over the seam, kept off the block.
    const top = field.y + field.h;
    const left = ctx.mirror ? { x: cx, y: top, w: w - cx, h: h - top } : { x: 0, y: top, w: cx, h: h - top };
    const disc = `<clipPath id="tiles-under"><rect y="${r(top)}" width="${w}" height="${r(h - top)}"/></clipPath><circle clip-path="url(#tiles-under)" cx="${r(cx)}" cy="${r(p.y + p.h * 0.5)}" r="${r(Math.max(p.w, p.h) * 0.62)}" fill="${blockDisc(pal, ctx.look)}"/>`;
    return { ...plan, under: `${plan.under ?? ''}${rect(left, mid)}${disc}` };
  }
  // A block down one side: it ends under the copy, a tile of the second tint stacked under it.
  const bottom = Math.max(...plan.texts.map((t) => t.box.y + t.box.h)) + ctx.h * 0.05;
  if (bottom >= h * 0.8) return plan;
  const cut = { ...field, h: r(bottom) };
  const below = { x: field.x, y: r(bottom), w: field.w, h: h - r(bottom) };
  return { ...plan, hints: { ...plan.hints, field: cut }, under: `${plan.under ?? ''}${rect(below, deep)}` };
}

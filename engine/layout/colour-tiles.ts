import { type LayoutCtx, type Plan } from './types.js';
import { type Box, mix } from '../paint/index.js';

/**
 * Colour Block as blocks of colour, not two fields (docs/decisions/118-comparisons-that-compare.md):
 * a field of one colour under or beside the copy was Brand Colour Split at a glance. The copy's
 * block stays deep; under it a third block stands beside (or under) the product, never behind it
 * (docs/decisions/217-studio-sweep-and-colour-block-apart.md); a copy block down one side stops
 * under the copy, a second tile stacked beneath it.
 */
export function colourTiles(ctx: LayoutCtx, plan: Plan): Plan {
  const field = plan.hints?.field;
  if (!field) return plan;
  const { w, h, pal } = ctx;
  const p = plan.product;
  const r = (n: number) => Math.round(n);
  const rect = (b: Box, fill: string) =>
    `<rect x="${r(b.x)}" y="${r(b.y)}" width="${r(b.w)}" height="${r(b.h)}" fill="${fill}"/>`;
  const deep = mix(pal.bg2, pal.bg, 0.15);
  if (field.x === 0 && field.w >= w - 1) {
    // The block across the top and a third field under it beside the product, the wider side, from
    // the block to the foot: the copy's block and the band form an L round the product's field, the
    // product wholly inside it (a seam behind the pack read as "box crosses blocks", s20 grading;
    // a band over the product alone was Brand Colour Split's arrangement,
    // docs/decisions/217-studio-sweep-and-colour-block-apart.md).
    const top = field.y + field.h;
    const gap = ctx.w * 0.04;
    const below = plan.texts.filter((t) => t.box.y + t.box.h > top);
    const left = { x: 0, y: top, w: p.x - gap, h: h - top };
    const right = { x: p.x + p.w + gap, y: top, w: w - p.x - p.w - gap, h: h - top };
    const clear = (b: Box) => b.w >= w * 0.14 && below.every((t) => t.box.x >= b.x + b.w || t.box.x + t.box.w <= b.x);
    const band = [left, right].filter(clear).sort((a, b) => b.w - a.w)[0];
    if (band) return { ...plan, under: `${plan.under ?? ''}${rect(band, pal.bg2)}` };
    // No room beside it (a wide tub): the band across the foot under the product, when it has room.
    const foot = { x: 0, y: p.y + p.h + gap, w, h: h - p.y - p.h - gap };
    if (foot.h >= h * 0.06 && below.every((t) => t.box.y + t.box.h <= foot.y))
      return { ...plan, under: `${plan.under ?? ''}${rect(foot, pal.bg2)}` };
    return plan;
  }
  // A block down one side: it ends under the copy, a tile of the second tint stacked under it.
  const bottom = Math.max(...plan.texts.map((t) => t.box.y + t.box.h)) + ctx.h * 0.05;
  if (bottom >= h * 0.8) return plan;
  const cut = { ...field, h: r(bottom) };
  const below = { x: field.x, y: r(bottom), w: field.w, h: h - r(bottom) };
  return { ...plan, hints: { ...plan.hints, field: cut }, under: `${plan.under ?? ''}${rect(below, deep)}` };
}

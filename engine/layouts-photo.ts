import { type Layout, isTall, margin } from './layout-types.js';
import { badges, body, cta, headline } from './layout-parts.js';
import { type El } from './svg.js';

/** Product photoshoot: the product is the hero of a styled scene; copy is short and quiet. */
export const showcase: Layout = (ctx) => {
  const m = margin(ctx);
  const tall = isTall(ctx);
  const textTop = ctx.variant % 2 === 0;
  const headH = ctx.w * 0.2;
  const top = tall ? ctx.h * 0.08 : m;
  const ctaH = ctx.w * 0.085;
  const bottom = ctx.h - m - (tall ? ctx.h * 0.05 : 0);
  const prodTop = textTop ? top + headH + ctx.w * 0.1 : top + ctx.w * 0.02;
  const prodBottom = textTop ? bottom - ctaH - ctx.w * (tall ? 0.16 : 0.1) : bottom - headH - ctaH - ctx.w * 0.14;
  const widen = ctx.mirror ? 0.08 : 0;
  return {
    product: { x: m + ctx.w * widen, y: prodTop, w: ctx.w - m * 2, h: prodBottom - prodTop },
    text: (ink) => {
      const align = 'center';
      const hy = textTop ? top : prodBottom + ctx.w * 0.07;
      const hd = headline(ctx, { x: m, y: hy, w: ctx.w - m * 2, h: headH }, ink, { align, maxLines: 2, maxSize: ctx.w * 0.075 });
      const sb = body(ctx, { x: m * 1.5, y: hy + hd.height + ctx.w * 0.015, w: ctx.w - m * 3, h: ctx.w * 0.05 }, ink, ctx.copy.subline, { maxLines: 1, align, size: ctx.w * 0.03 });
      const c = cta(ctx, m, bottom - ctaH, ctx.w - m * 2, { align, size: ctx.w * 0.03 });
      const b = textTop ? badges(ctx, ctx.copy.badges.slice(0, 2), m, bottom - ctaH - ctx.w * 0.08, ctx.w - m * 2, { align }) : { el: undefined };
      return [hd.el, sb.el, b.el, c.el].filter((e): e is El => !!e);
    },
  };
};

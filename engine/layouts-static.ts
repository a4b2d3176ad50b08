import { type InkFn, type Layout, type LayoutCtx, isPortrait, isTall, margin } from './layout-types.js';
import { badges, body, card, cta, headline, panelInk } from './layout-parts.js';
import { type El, abs, fit, h, icon, lines } from './svg.js';

/** Static-ad layouts, part 1: hero, split, benefit list, comparison. */

export function kicker(ctx: LayoutCtx, ink: InkFn, x: number, y: number, w: number, align: 'left' | 'center'): { el?: El; h: number } {
  if (!ctx.facts.kicker) return { h: 0 };
  const font = { family: 'Inter' as const, weight: 800 as const };
  const f = fit(ctx.facts.kicker, font, w, 1, ctx.w * 0.026, 16, { upper: true, letterSpacingEm: 0.18 });
  return { el: abs({ x, y, w, h: f.height }, { justifyContent: align === 'center' ? 'center' : 'flex-start' }, lines(f, font, ink({ x, y, w, h: f.height }, ctx.pal.ink).ink, { letterSpacing: 0.18 })), h: f.height + ctx.w * 0.02 };
}

export const hero: Layout = (ctx) => {
  const m = margin(ctx);
  const tw = ctx.w - m * 2;
  const align = ctx.variant % 2 ? 'left' : 'center';
  const top = isTall(ctx) ? ctx.h * 0.08 : m;
  const headH = ctx.h * (isTall(ctx) ? 0.22 : 0.24);
  const ctaY = ctx.h - m - ctx.w * 0.085;
  const font = ctx.style.fonts.headline;
  const pre = fit(ctx.copy.headline, font, tw, 3, ctx.w * 0.085, undefined, { upper: ctx.style.copy.upperHeadline, lineHeight: font.family === 'Bebas Neue' ? 0.98 : 1.08, maxHeight: headH });
  const kick = ctx.facts.kicker ? ctx.w * 0.05 : 0;
  // On the square the product starts right under the real sub-line and ends just above the
  // badges, so it is not dwarfed by the copy; portrait layouts have room to spare.
  const square = !isPortrait(ctx);
  const subH = fit(ctx.copy.subline, ctx.style.fonts.body, tw, 2, ctx.w * 0.036, 20, { lineHeight: 1.3, maxHeight: ctx.w * 0.09 }).height;
  const prodTop = top + kick + pre.height + (square ? ctx.w * 0.02 + subH + ctx.w * 0.045 : ctx.w * 0.16);
  const below = ctx.copy.badges.length ? (square ? 0.1 : 0.12) : 0.04;
  return {
    product: { x: m, y: prodTop, w: tw, h: ctaY - prodTop - ctx.w * below - (isTall(ctx) ? ctx.w * 0.06 : 0) },
    text: (ink) => {
      const k = kicker(ctx, ink, m, top, tw, align);
      const hd = headline(ctx, { x: m, y: top + k.h, w: tw, h: headH - k.h }, ink, { align, maxLines: 3 });
      const sb = body(ctx, { x: m, y: top + k.h + hd.height + ctx.w * 0.02, w: tw, h: ctx.w * 0.09 }, ink, ctx.copy.subline, { maxLines: 2, align });
      const b = badges(ctx, ctx.copy.badges, m, ctaY - ctx.w * 0.08, tw, { align: 'center' });
      const c = cta(ctx, m, ctaY, tw, { align: 'center' });
      return [k.el, hd.el, sb.el, b.el, c.el].filter((e): e is El => !!e);
    },
  };
};

/** Text on one side, product on the other; stacked on 9:16. Seeds alternate the sides. */
export function splitFrame(ctx: LayoutCtx) {
  const m = margin(ctx);
  if (isTall(ctx)) {
    const textH = ctx.h * 0.36;
    return { stacked: true, text: { x: m, y: ctx.h * 0.07, w: ctx.w - m * 2, h: textH }, product: { x: m, y: ctx.h * 0.46, w: ctx.w - m * 2, h: ctx.h * 0.46 } };
  }
  // 4:5 gives the product a wider column (it is usually width-bound) and the copy more lines.
  const tw = ctx.w * (isPortrait(ctx) ? 0.44 : 0.5);
  const pw = ctx.w - tw - m * 2.4;
  const tx = ctx.mirror ? ctx.w - m - tw : m;
  const px = ctx.mirror ? m : ctx.w - m - pw;
  const py = isPortrait(ctx) ? ctx.h * 0.1 : ctx.h * 0.12;
  return { stacked: false, text: { x: tx, y: m * 1.2, w: tw, h: ctx.h - m * 2.4 }, product: { x: px, y: py, w: pw, h: ctx.h - py - m * 1.3 } };
}

export const split: Layout = (ctx) => {
  const f = splitFrame(ctx);
  return {
    product: f.product,
    text: (ink) => {
      const t = f.text;
      const k = kicker(ctx, ink, t.x, t.y, t.w, 'left');
      const hd = headline(ctx, { x: t.x, y: t.y + k.h, w: t.w, h: t.h * 0.5 }, ink, { maxLines: 4, maxSize: ctx.w * (f.stacked ? 0.1 : 0.075) });
      let y = t.y + k.h + hd.height + ctx.w * 0.03;
      const sb = body(ctx, { x: t.x, y, w: t.w, h: ctx.w * 0.14 }, ink, ctx.copy.subline, { maxLines: 3 });
      y += sb.height + ctx.w * 0.04;
      const b = badges(ctx, ctx.copy.badges, t.x, y, t.w);
      y += b.h ? b.h + ctx.w * 0.02 : 0;
      const c = cta(ctx, t.x, f.stacked ? y + ctx.w * 0.01 : Math.max(y, t.y + t.h - ctx.w * 0.085), t.w);
      return [k.el, hd.el, sb.el, b.el, c.el].filter((e): e is El => !!e);
    },
  };
};

export const benefits: Layout = (ctx) => {
  const f = splitFrame(ctx);
  return {
    product: f.product,
    text: (ink) => {
      const t = f.text;
      const hd = headline(ctx, { x: t.x, y: t.y, w: t.w, h: t.h * 0.4 }, ink, { maxLines: 3, maxSize: ctx.w * (f.stacked ? 0.09 : 0.07) });
      let y = t.y + hd.height + ctx.w * 0.045;
      const rowFont = ctx.style.fonts.body;
      const items: El[] = [];
      for (const benefit of ctx.facts.benefits.slice(0, f.stacked ? 3 : 4)) {
        const rf = fit(benefit, { ...rowFont, weight: 600 }, t.w - ctx.w * 0.08, 2, ctx.w * 0.036, 20, { lineHeight: 1.2 });
        const rowH = Math.max(rf.height, ctx.w * 0.05);
        const { ink: color } = ink({ x: t.x, y, w: t.w, h: rowH });
        items.push(abs({ x: t.x, y, w: t.w, h: rowH }, { alignItems: 'center', gap: ctx.w * 0.022 }, [
          h('div', { display: 'flex', width: ctx.w * 0.05, height: ctx.w * 0.05, borderRadius: 999, backgroundColor: ctx.pal.accent, alignItems: 'center', justifyContent: 'center', flexShrink: 0 }, [icon('check', ctx.w * 0.032, ctx.pal.accentInk)]),
          lines(rf, { ...rowFont, weight: 600 }, color, { lineHeight: 1.2 }),
        ]));
        y += rowH + ctx.w * 0.028;
      }
      const c = cta(ctx, t.x, f.stacked ? y + ctx.w * 0.02 : Math.max(y + ctx.w * 0.02, t.y + t.h - ctx.w * 0.085), t.w);
      return [hd.el, ...items, c.el];
    },
  };
};

/** "Us vs them": a two-column table with ticks and crosses beside (or under) the product. */
export const comparison: Layout = (ctx) => {
  const m = margin(ctx);
  const tall = isPortrait(ctx);
  const headH = ctx.w * (tall ? 0.26 : 0.2);
  const tableW = tall ? ctx.w - m * 2 : ctx.w * 0.56;
  const rows = ctx.facts.benefits.slice(0, 4);
  const rowH = ctx.w * 0.085;
  const tableH = rowH * (rows.length + 1) + 40;
  const tableY = tall ? ctx.h - m - tableH - (isTall(ctx) ? ctx.h * 0.06 : 0) : m + headH + ctx.w * 0.02;
  const tableX = tall ? m : ctx.mirror ? m : ctx.w - m - tableW;
  const prod = tall ? { x: m, y: m + headH + ctx.w * 0.02, w: ctx.w - m * 2, h: tableY - m - headH - ctx.w * 0.06 }
    : { x: ctx.mirror ? m + tableW + m * 0.4 : m, y: m + headH + ctx.w * 0.04, w: ctx.w - tableW - m * 2.4, h: ctx.h - m * 2 - headH - ctx.w * 0.04 };
  return {
    product: prod,
    text: (ink) => {
      const hd = headline(ctx, { x: m, y: m, w: ctx.w - m * 2, h: headH }, ink, { align: 'center', maxLines: 2, maxSize: ctx.w * 0.075, text: ctx.copy.headline });
      const ink2 = panelInk(ctx);
      const font = { ...ctx.style.fonts.body, weight: 600 as const };
      const colW = rowH * 1.6;
      const labelW = tableW - colW * 2 - 60;
      const head = h('div', { display: 'flex', height: rowH, alignItems: 'center' }, [
        h('div', { display: 'flex', width: labelW }, ''),
        h('div', { display: 'flex', width: colW, justifyContent: 'center', backgroundColor: ctx.pal.accent, borderRadius: 14, height: rowH * 0.8, alignItems: 'center' }, [lines(fit(ctx.facts.short.length <= 12 ? ctx.facts.short : ctx.facts.short.split(' ')[0], { family: 'Inter', weight: 800 }, colW - 12, 1, ctx.w * 0.024, 14, { upper: true }), { family: 'Inter', weight: 800 }, ctx.pal.accentInk)]),
        h('div', { display: 'flex', width: colW, justifyContent: 'center' }, [lines(fit(ctx.facts.labels.others, { family: 'Inter', weight: 800 }, colW, 1, ctx.w * 0.024, 14, { upper: true }), { family: 'Inter', weight: 800 }, ink2)]),
      ]);
      const body = rows.map((r) => h('div', { display: 'flex', height: rowH, alignItems: 'center', borderTop: `2px solid ${ctx.pal.bg2}` }, [
        h('div', { display: 'flex', width: labelW }, [lines(fit(r, font, labelW - 10, 2, ctx.w * 0.03, 16, { lineHeight: 1.15 }), font, ink2, { lineHeight: 1.15 })]),
        h('div', { display: 'flex', width: colW, justifyContent: 'center' }, [icon('check', rowH * 0.5, '#1f9d55')]),
        h('div', { display: 'flex', width: colW, justifyContent: 'center' }, [icon('cross', rowH * 0.45, '#c53030')]),
      ]));
      const table = card(ctx, { x: tableX, y: tableY, w: tableW, h: tableH }, [head, ...body], { pad: 20 });
      return [hd.el, table];
    },
  };
};

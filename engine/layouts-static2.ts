import { darken } from './color.js';
import { type Layout, isPortrait, isTall, margin, splitY } from './layout-types.js';
import { badges, body, card, cta, headline, panelInk } from './layout-parts.js';
import { splitFrame } from './layouts-static.js';
import { type El, abs, fit, h, lines, stars } from './svg.js';

/** Static-ad layouts, part 2: testimonial card, offer badge, ingredient call-outs, before/after. */

export const testimonial: Layout = (ctx) => {
  const m = margin(ctx);
  const tall = isPortrait(ctx);
  const cardW = tall ? ctx.w - m * 2 : ctx.w * 0.56;
  const cardH = tall ? ctx.h * (isTall(ctx) ? 0.34 : 0.4) : ctx.h - m * 2 - ctx.w * 0.12;
  const cardX = tall ? m : ctx.mirror ? ctx.w - m - cardW : m;
  const cardY = tall ? (isTall(ctx) ? ctx.h * 0.1 : m) : m;
  const prod = tall ? { x: m, y: cardY + cardH + ctx.w * 0.06, w: ctx.w - m * 2, h: ctx.h - cardY - cardH - m * 2 - ctx.w * 0.12 }
    : { x: ctx.mirror ? m : cardX + cardW + m * 0.5, y: m * 1.5, w: ctx.w - cardW - m * 2.5, h: ctx.h - m * 2.5 - ctx.w * 0.1 };
  return {
    product: prod,
    text: (ink) => {
      const inkC = panelInk(ctx);
      ink.fixed({ x: cardX, y: cardY, w: cardW, h: cardH }, inkC, ctx.pal.panel);
      const pad = ctx.w * 0.045;
      const inner = cardW - pad * 2;
      // The buyer's review verbatim; without one, an honest benefit card (no stars, no reviewer).
      const quoted = ctx.facts.quote ? `\u201c${ctx.facts.quote}\u201d` : ctx.facts.benefits.slice(0, 3).join(' \u2022 ');
      const qf = fit(quoted, ctx.style.fonts.accent, inner, tall ? 4 : 7, ctx.w * 0.05, 22, { lineHeight: 1.25, maxHeight: cardH - pad * 2 - ctx.w * 0.2 });
      const byline = [ctx.facts.quote ? ctx.facts.reviewer : '', ctx.facts.ratingText].filter(Boolean).join('  \u2022  ');
      const name = fit(byline, { family: 'Inter', weight: 600 }, inner, 1, ctx.w * 0.026, 14);
      const hf = fit(ctx.copy.headline, ctx.style.fonts.headline, inner, 2, ctx.w * 0.045, 18, { upper: ctx.style.copy.upperHeadline });
      const c = card(ctx, { x: cardX, y: cardY, w: cardW, h: cardH }, [
        ctx.facts.rating ? stars(Math.max(1, Math.min(5, Math.round(ctx.facts.rating.value))), ctx.w * 0.05, '#f5a623') : undefined,
        h('div', { display: 'flex', marginTop: ctx.w * 0.025 }, [lines(hf, ctx.style.fonts.headline, inkC)]),
        h('div', { display: 'flex', marginTop: ctx.w * 0.02 }, [lines(qf, ctx.style.fonts.accent, inkC, { lineHeight: 1.25 })]),
        byline ? h('div', { display: 'flex', marginTop: 'auto' }, [lines(name, { family: 'Inter', weight: 600 }, darken(inkC === '#ffffff' ? '#ffffff' : inkC, 0), {})]) : undefined,
      ].filter((e): e is El => !!e), { pad });
      const ct = cta(ctx, tall ? m : prod.x, ctx.h - m - ctx.w * 0.08, tall ? ctx.w - m * 2 : prod.w, { align: 'center' });
      return [c, ct.el];
    },
  };
};

/** A big round offer sticker next to the product. */
export const offer: Layout = (ctx) => {
  const m = margin(ctx);
  const tall = isTall(ctx);
  const top = tall ? ctx.h * 0.07 : m;
  const headH = ctx.w * 0.2;
  const ctaY = ctx.h - m - ctx.w * 0.085 - (tall ? ctx.h * 0.04 : 0);
  const prodY = top + headH + ctx.w * 0.08;
  const d = ctx.w * (tall ? 0.36 : 0.3);
  const sx = ctx.mirror ? m * 0.6 : ctx.w - m * 0.6 - d;
  const sy = prodY + ctx.w * 0.02;
  return {
    product: { x: ctx.mirror ? m + d * 0.55 : m, y: prodY, w: ctx.w - m * 2 - d * 0.55, h: ctaY - prodY - ctx.w * 0.05 },
    decor: () => (ctx.facts.sticker ? `<circle cx="${sx + d / 2}" cy="${sy + d / 2}" r="${d / 2 + 10}" fill="${ctx.pal.accent}" fill-opacity="0.35"/>` : ''),
    text: (ink) => {
      const hd = headline(ctx, { x: m, y: top, w: ctx.w - m * 2, h: headH }, ink, { align: 'center', maxLines: 2, maxSize: ctx.w * 0.09 });
      const sb = body(ctx, { x: m, y: top + hd.height + ctx.w * 0.015, w: ctx.w - m * 2, h: ctx.w * 0.06 }, ink, ctx.copy.subline, { maxLines: 1, align: 'center' });
      const font = { family: 'Bebas Neue' as const, weight: 400 as const };
      // The buyer's offer verbatim; without one, a certification, ingredient or count: never an invented deal.
      const of = fit(ctx.facts.sticker, font, d * 0.72, 3, d * 0.3, 20, { lineHeight: 0.95, maxHeight: d * 0.62 });
      const sticker = ctx.facts.sticker && abs({ x: sx, y: sy, w: d, h: d }, { borderRadius: 999, backgroundColor: ctx.pal.accent, alignItems: 'center', justifyContent: 'center', transform: `rotate(${ctx.mirror ? -10 : 10}deg)` }, [lines(of, font, ctx.pal.accentInk, { lineHeight: 0.95, align: 'center' })]);
      const b = badges(ctx, ctx.copy.badges, m, ctaY - ctx.w * 0.075, ctx.w - m * 2, { align: 'center' });
      const c = cta(ctx, m, ctaY, ctx.w - m * 2, { align: 'center' });
      return [hd.el, sb.el, sticker || undefined, b.el, c.el].filter((e): e is El => !!e);
    },
  };
};

/** Ingredients (or benefits) pointing at the product from both sides. */
export const callouts: Layout = (ctx) => {
  const m = margin(ctx);
  const tall = isPortrait(ctx);
  const top = isTall(ctx) ? ctx.h * 0.07 : m;
  const headH = ctx.w * 0.2;
  const items = (ctx.facts.ingredients.length >= 2 ? ctx.facts.ingredients : ctx.facts.benefits).slice(0, 4);
  const ctaY = ctx.h - m - ctx.w * 0.085 - (isTall(ctx) ? ctx.h * 0.04 : 0);
  const prodY = top + headH + ctx.w * 0.06;
  const colW = ctx.w * 0.27;
  const prod = { x: m + colW, y: prodY, w: ctx.w - m * 2 - colW * 2, h: ctaY - prodY - ctx.w * 0.06 };
  const spots = items.map((_, i) => {
    const left = i % 2 === 0;
    const row = Math.floor(i / 2);
    const y = prodY + prod.h * (tall ? 0.22 + row * 0.36 : 0.18 + row * 0.42);
    return { left, y, x: left ? m : ctx.w - m - colW };
  });
  return {
    product: prod,
    decor: (p) => spots.map((s) => {
      const x1 = s.left ? s.x + colW - 10 : s.x + 10;
      const x2 = s.left ? p.x + p.w * 0.3 : p.x + p.w * 0.7;
      return `<path d="M${x1} ${s.y + 30} L${x2} ${s.y + 30}" stroke="${ctx.pal.accent}" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round"/><circle cx="${x2}" cy="${s.y + 30}" r="10" fill="${ctx.pal.accent}"/><circle cx="${x2}" cy="${s.y + 30}" r="18" fill="${ctx.pal.accent}" fill-opacity="0.3"/>`;
    }).join(''),
    text: (ink) => {
      const hd = headline(ctx, { x: m, y: top, w: ctx.w - m * 2, h: headH }, ink, { align: 'center', maxLines: 2, maxSize: ctx.w * 0.08 });
      const labels = items.map((it, i) => {
        const s = spots[i];
        const font = { ...ctx.style.fonts.body, weight: 800 as const };
        const f = fit(it, font, colW - 20, 2, ctx.w * 0.034, 18, { lineHeight: 1.1, upper: true });
        const box = { x: s.x, y: s.y + 30 - f.height - 10, w: colW - 10, h: f.height };
        return abs(box, { justifyContent: s.left ? 'flex-start' : 'flex-end' }, [lines(f, font, ink(box, ctx.pal.ink).ink, { lineHeight: 1.1, align: s.left ? 'left' : 'right' })]);
      });
      const c = cta(ctx, m, ctaY, ctx.w - m * 2, { align: 'center' });
      return [hd.el, ...labels, c.el];
    },
  };
};

/** Grey "before" part, brand-coloured "after" part with the product. */
export const beforeAfter: Layout = (ctx) => {
  const m = margin(ctx);
  const portrait = isPortrait(ctx);
  const tall = isTall(ctx);
  const sy = splitY(ctx.w, ctx.h);
  const half = portrait ? { x: 0, y: sy, w: ctx.w, h: ctx.h - sy } : { x: ctx.w / 2, y: 0, w: ctx.w / 2, h: ctx.h };
  const beforeBox = portrait ? { x: m, y: m, w: ctx.w - m * 2, h: sy - m * 2 } : { x: m, y: m, w: ctx.w / 2 - m * 1.5, h: ctx.h - m * 2 };
  // Portrait: the "before" label and line sit centred in their band, sized to fill it.
  const beforeSize = ctx.w * (portrait ? 0.07 : 0.06);
  const beforeFont = ctx.style.fonts.headline;
  const beforeFit = fit(ctx.facts.before, beforeFont, beforeBox.w, portrait ? 3 : 4, beforeSize, undefined, { upper: false, lineHeight: beforeFont.family === 'Bebas Neue' ? 0.98 : 1.08, maxHeight: portrait ? beforeBox.h - ctx.w * 0.11 : beforeBox.h * 0.45 });
  const beforeY = portrait ? Math.max(m * 0.6, (sy - ctx.w * 0.11 - beforeFit.height) / 2) : beforeBox.y;
  const colW = portrait ? ctx.w * (tall ? 0.34 : 0.4) : half.w - m;
  const ax = portrait ? m : half.x + m * 0.5;
  const ay = portrait ? half.y + m : m;
  // 9:16: the "after" line runs across the top of its part; the product fills the rest beside
  // the sub-line and the call to action.
  const afterSize = ctx.w * (tall ? 0.065 : 0.055);
  const afterFit = fit(ctx.facts.after, beforeFont, tall ? ctx.w - m * 2 : colW, tall ? 2 : 3, afterSize, undefined, { upper: false, lineHeight: beforeFont.family === 'Bebas Neue' ? 0.98 : 1.08, maxHeight: ctx.w * 0.22 });
  const prodX = portrait ? m + colW + m * 0.3 : half.x + m * 0.5;
  const prodY = tall ? ay + ctx.w * 0.11 + afterFit.height + ctx.w * 0.05 : half.y + m * 0.7;
  const prod = portrait ? { x: prodX, y: prodY, w: ctx.w - prodX - m * 0.5, h: ctx.h - m - prodY } : { x: half.x + m * 0.5, y: ctx.h * 0.36, w: half.w - m, h: ctx.h * 0.64 - m * 1.6 };
  const ctaY = ctx.h - m - ctx.w * 0.085;
  return {
    product: prod,
    text: (ink) => {
      const label = (t: string, x: number, y: number, bg: string, fg: string) => abs({ x, y, w: ctx.w * 0.24, h: ctx.w * 0.07 }, { backgroundColor: bg, borderRadius: 999, alignItems: 'center', justifyContent: 'center' }, [lines(fit(t, { family: 'Inter', weight: 800 }, ctx.w * 0.2, 1, ctx.w * 0.03, 14, { letterSpacingEm: 0.15 }), { family: 'Inter', weight: 800 }, fg, { letterSpacing: 0.15 })]);
      const upper = (t: string) => t.toLocaleUpperCase(ctx.facts.lang === 'und' ? 'en' : ctx.facts.lang);
      const before = [ctx.facts.labels.before && label(upper(ctx.facts.labels.before), beforeBox.x, beforeY, '#4a4a4a', '#ffffff'),
        headline(ctx, { x: beforeBox.x, y: beforeY + ctx.w * 0.11, w: beforeBox.w, h: beforeFit.height }, ink, { text: ctx.facts.before, maxLines: portrait ? 3 : 4, maxSize: beforeSize, upper: false }).el];
      const afterHead = headline(ctx, { x: ax, y: ay + ctx.w * 0.11, w: tall ? ctx.w - m * 2 : colW, h: afterFit.height }, ink, { text: ctx.facts.after, maxLines: tall ? 2 : 3, maxSize: afterSize, upper: false });
      const after = [ctx.facts.labels.after && label(upper(ctx.facts.labels.after), ax, ay, ctx.pal.accent, ctx.pal.accentInk), afterHead.el];
      const bodyText = ctx.copy.subline;
      const bodyH = fit(bodyText, ctx.style.fonts.body, colW, 3, ctx.w * 0.036, 20, { lineHeight: 1.3 }).height;
      const bodyBox = tall ? { x: ax, y: ctaY - ctx.w * 0.04 - bodyH, w: colW, h: bodyH }
        : portrait ? { x: ax, y: ay + ctx.w * 0.13 + afterHead.height, w: colW, h: ctx.w * 0.1 } : { x: beforeBox.x, y: ctx.h - m - ctx.w * 0.22, w: beforeBox.w, h: ctx.w * 0.1 };
      const sb = body(ctx, bodyBox, ink, bodyText, { maxLines: tall ? 3 : 2 });
      const c = cta(ctx, portrait ? ax : beforeBox.x, ctaY, portrait ? colW : beforeBox.w);
      return [...before, ...after, sb.el, c.el].filter((e): e is El => !!e);
    },
  };
};

export { splitFrame };

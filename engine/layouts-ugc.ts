import { type InkFn, type Layout, type LayoutCtx, isPortrait, isTall, margin } from './layout-types.js';
import { cta } from './layout-parts.js';
import { type El, abs, fit, fontStyle, h, lines, stars } from './svg.js';

/** UGC looks: phone-photo framing, captions, notes and chats over a casual scene. */

const INTER800 = { family: 'Inter' as const, weight: 800 as const };
const INTER600 = { family: 'Inter' as const, weight: 600 as const };

/** Warm cast and vignette that read as "shot on a phone". */
function phoneLook(ctx: LayoutCtx): string {
  return `<defs><radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient></defs><rect width="${ctx.w}" height="${ctx.h}" fill="#ff9d3c" fill-opacity="0.06"/><rect width="${ctx.w}" height="${ctx.h}" fill="url(#vig)"/>`;
}

/** TikTok-style caption: each line on its own white pill. */
function caption(text: string, ctx: LayoutCtx, x: number, y: number, w: number, size: number, font = ctx.style.fonts.headline, maxLines = 3, ink?: InkFn) {
  const f = fit(text, font, w - size, maxLines, size, 20, { lineHeight: 1.2 });
  const el = abs({ x, y, w, h: f.lines.length * f.size * 1.45 }, { flexDirection: 'column', alignItems: 'center', gap: 4 },
    f.lines.map((line) => h('div', { display: 'flex', backgroundColor: '#ffffff', borderRadius: 12, padding: `${f.size * 0.08}px ${f.size * 0.35}px` }, [h('div', { display: 'flex', ...fontStyle(font), fontSize: f.size, color: '#111111', lineHeight: 1.2 }, line)])));
  ink?.fixed({ x, y, w, h: f.lines.length * f.size * 1.45 }, '#111111', '#ffffff');
  return { el, h: f.lines.length * f.size * 1.45 };
}

/** The account shown is the brand's own (its product name), never an invented customer. */
function handle(ctx: LayoutCtx): string {
  return ctx.facts.short;
}

function userRow(ctx: LayoutCtx, x: number, y: number, color: string): El {
  const s = ctx.w * 0.055;
  return abs({ x, y, w: ctx.w * 0.6, h: s }, { alignItems: 'center', gap: 14 }, [
    h('div', { display: 'flex', width: s, height: s, borderRadius: 999, backgroundColor: ctx.pal.accent, border: '3px solid #ffffff' }),
    lines(fit(handle(ctx), INTER800, ctx.w * 0.45, 1, ctx.w * 0.03, 16), INTER800, color),
  ]);
}

function productBox(ctx: LayoutCtx, top: number, bottom: number) {
  const m = margin(ctx);
  return { x: m, y: top, w: ctx.w - m * 2, h: bottom - top };
}

export const ugcPhone: Layout = (ctx) => {
  const m = margin(ctx);
  const top = isTall(ctx) ? ctx.h * 0.1 : m;
  return {
    product: productBox(ctx, top + ctx.w * 0.3, ctx.h - m - ctx.w * 0.14),
    tilt: ctx.mirror ? -4 : 4,
    decor: () => phoneLook(ctx),
    text: (ink) => {
      const c = caption(ctx.copy.headline, ctx, m, top + ctx.w * 0.1, ctx.w - m * 2, ctx.w * 0.055, ctx.style.fonts.headline, 3, ink);
      return [userRow(ctx, m, top, '#ffffff'), c.el, caption(ctx.copy.subline, ctx, m, ctx.h - m - ctx.w * 0.1, ctx.w - m * 2, ctx.w * 0.032, ctx.style.fonts.body, 2).el];
    },
  };
};

export const ugcCaption: Layout = (ctx) => {
  const m = margin(ctx);
  const top = isTall(ctx) ? ctx.h * 0.14 : m;
  return {
    product: productBox(ctx, top + ctx.w * 0.36, ctx.h - m - ctx.w * 0.2),
    decor: () => phoneLook(ctx),
    text: (ink) => {
      const c = caption(ctx.copy.headline, ctx, m, top, ctx.w - m * 2, ctx.w * 0.075, ctx.style.fonts.headline, 2, ink);
      const s = caption(ctx.copy.subline, ctx, m, top + c.h + ctx.w * 0.02, ctx.w - m * 2, ctx.w * 0.034, ctx.style.fonts.body, 2);
      return [c.el, s.el, userRow(ctx, m, ctx.h - m - ctx.w * 0.13, '#ffffff'),
        cta(ctx, m, ctx.h - m - ctx.w * 0.06, ctx.w * 0.5, { size: ctx.w * 0.022 }).el];
    },
  };
};

export const ugcNote: Layout = (ctx) => {
  const m = margin(ctx);
  const portrait = isPortrait(ctx);
  const noteW = portrait ? ctx.w * 0.7 : ctx.w * 0.46;
  const noteH = noteW * 0.9;
  const nx = portrait ? (ctx.w - noteW) / 2 : ctx.mirror ? ctx.w - m - noteW : m;
  const ny = portrait ? (isTall(ctx) ? ctx.h * 0.09 : m) : ctx.h * 0.16;
  const prod = portrait ? productBox(ctx, ny + noteH + ctx.w * 0.06, ctx.h - m - ctx.w * 0.12) : { x: ctx.mirror ? m : nx + noteW + m * 0.4, y: m * 1.2, w: ctx.w - noteW - m * 2.4, h: ctx.h - m * 2.6 - ctx.w * 0.05 };
  return {
    product: prod,
    decor: () => phoneLook(ctx),
    text: (ink) => {
      const font = { family: 'Caveat' as const, weight: 700 as const };
      const ink1 = '#1d2a4a';
      const kf = fit(ctx.facts.kicker || ctx.facts.labels.note, font, noteW * 0.8, 1, noteW * 0.1, 20);
      const hf = fit(ctx.copy.headline, font, noteW * 0.82, 4, noteW * 0.13, 22, { lineHeight: 1.05, maxHeight: noteH * 0.52 });
      const sf = fit(ctx.copy.subline, font, noteW * 0.82, 2, noteW * 0.07, 18, { lineHeight: 1.1 });
      const note = abs({ x: nx, y: ny, w: noteW, h: noteH }, { backgroundColor: '#fff2a8', flexDirection: 'column', padding: noteW * 0.08, transform: `rotate(${ctx.mirror ? 3 : -3}deg)` }, [
        lines(kf, font, '#a23b2a'), h('div', { display: 'flex', marginTop: 8 }, [lines(hf, font, ink1, { lineHeight: 1.05 })]), h('div', { display: 'flex', marginTop: 'auto' }, [lines(sf, font, ink1, { lineHeight: 1.1 })]),
      ]);
      ink.fixed({ x: nx, y: ny, w: noteW, h: noteH }, ink1, '#fff2a8');
      return [note, cta(ctx, portrait ? m : prod.x, ctx.h - m - ctx.w * 0.08, portrait ? ctx.w - m * 2 : prod.w, { align: 'center' }).el];
    },
  };
};

export const ugcChat: Layout = (ctx) => {
  const m = margin(ctx);
  const top = isTall(ctx) ? ctx.h * 0.08 : m * 0.8;
  const size = ctx.w * 0.034;
  // A question and the product's own lines; no invented customer story.
  const msgs: Array<{ me: boolean; text: string }> = [
    { me: false, text: ctx.facts.kicker },
    { me: true, text: ctx.copy.headline },
    { me: false, text: ctx.copy.subline },
  ].filter((msg) => msg.text);
  const bubbles = msgs.map((msg) => ({ ...msg, f: fit(msg.text, INTER600, ctx.w * 0.62, 3, size, 18, { lineHeight: 1.25 }) }));
  const chatH = bubbles.reduce((s, b) => s + b.f.height + size * 1.6, 0);
  return {
    product: productBox(ctx, top + chatH + ctx.w * 0.04, ctx.h - m - ctx.w * 0.12),
    decor: () => phoneLook(ctx),
    text: (ink) => {
      let y = top;
      const els: El[] = bubbles.map((b) => {
        const bw = b.f.width + size * 1.6;
        const el = abs({ x: b.me ? ctx.w - m - bw : m, y, w: bw, h: b.f.height + size * 1.1 }, { backgroundColor: b.me ? '#0a5fc4' : '#e9e9eb', borderRadius: size * 1.1, padding: `${size * 0.55}px ${size * 0.8}px` }, [lines(b.f, INTER600, b.me ? '#ffffff' : '#111111', { lineHeight: 1.25 })]);
        ink.fixed({ x: b.me ? ctx.w - m - bw : m, y, w: bw, h: b.f.height }, b.me ? '#ffffff' : '#111111', b.me ? '#0a5fc4' : '#e9e9eb');
        y += b.f.height + size * 1.6;
        return el;
      });
      return [...els, cta(ctx, m, ctx.h - m - ctx.w * 0.08, ctx.w - m * 2, { align: 'center' }).el];
    },
  };
};

export const ugcUnboxing: Layout = (ctx) => {
  const m = margin(ctx);
  const top = isTall(ctx) ? ctx.h * 0.1 : m;
  return {
    product: productBox(ctx, top + ctx.w * 0.34, ctx.h - m - ctx.w * 0.12),
    decor: () => phoneLook(ctx),
    text: (ink) => {
      const c = caption(ctx.copy.headline, ctx, m, top + ctx.w * 0.1, ctx.w - m * 2, ctx.w * 0.06, ctx.style.fonts.headline, 2, ink);
      return [userRow(ctx, m, top, '#ffffff'), c.el, cta(ctx, m, ctx.h - m - ctx.w * 0.08, ctx.w - m * 2, { align: 'center' }).el];
    },
  };
};

export const ugcReview: Layout = (ctx) => {
  const m = margin(ctx);
  const portrait = isPortrait(ctx);
  const cardW = portrait ? ctx.w - m * 2 : ctx.w * 0.55;
  const top = isTall(ctx) ? ctx.h * 0.1 : m;
  const pad = ctx.w * 0.04;
  const qf = fit(ctx.facts.quote ? `\u201c${ctx.facts.quote}\u201d` : ctx.facts.benefits.slice(0, 3).join(' \u2022 '), INTER600, cardW - pad * 2, portrait ? 4 : 6, ctx.w * 0.036, 18, { lineHeight: 1.3 });
  const hf = fit(ctx.copy.headline, INTER800, cardW - pad * 2, 2, ctx.w * 0.042, 18);
  const cardH = pad * 2 + ctx.w * 0.16 + hf.height + qf.height + ctx.w * 0.05;
  const cx = portrait ? m : ctx.mirror ? ctx.w - m - cardW : m;
  const prod = portrait ? productBox(ctx, top + cardH + ctx.w * 0.05, ctx.h - m - ctx.w * 0.12) : { x: ctx.mirror ? m : cx + cardW + m * 0.4, y: m * 1.5, w: ctx.w - cardW - m * 2.4, h: ctx.h - m * 3 - ctx.w * 0.06 };
  return {
    product: prod,
    decor: () => phoneLook(ctx),
    text: (ink) => {
      // The buyer's review verbatim, its author and rating; without one, the product and its benefits.
      const who = ctx.facts.quote ? ctx.facts.reviewer : ctx.facts.short;
      const card = abs({ x: cx, y: top, w: cardW, h: cardH }, { backgroundColor: '#ffffff', borderRadius: 24, padding: pad, flexDirection: 'column', gap: ctx.w * 0.014 }, [
        h('div', { display: 'flex', alignItems: 'center', gap: 14 }, [h('div', { display: 'flex', width: ctx.w * 0.06, height: ctx.w * 0.06, borderRadius: 999, backgroundColor: ctx.pal.accent }), h('div', { display: 'flex', flexDirection: 'column' }, [
          lines(fit(who, INTER800, cardW * 0.6, 1, ctx.w * 0.03, 14), INTER800, '#111111'), ctx.facts.ratingText ? lines(fit(ctx.facts.ratingText, INTER600, cardW * 0.6, 1, ctx.w * 0.022, 12), INTER600, '#4b5563') : undefined].filter((e): e is El => !!e))]),
        ctx.facts.rating ? stars(Math.max(1, Math.min(5, Math.round(ctx.facts.rating.value))), ctx.w * 0.04, '#f59e0b') : undefined, lines(hf, INTER800, '#111111'), lines(qf, INTER600, '#374151', { lineHeight: 1.3 }),
      ].filter((e): e is El => !!e));
      ink.fixed({ x: cx, y: top, w: cardW, h: cardH }, '#374151', '#ffffff');
      return [card, cta(ctx, portrait ? m : prod.x, ctx.h - m - ctx.w * 0.08, portrait ? ctx.w - m * 2 : prod.w, { align: 'center' }).el];
    },
  };
};

export const ugcComment: Layout = (ctx) => {
  const m = margin(ctx);
  const top = isTall(ctx) ? ctx.h * 0.12 : m;
  const bw = ctx.w * 0.7;
  const qf = fit(ctx.facts.kicker, INTER600, bw - 60, 2, ctx.w * 0.034, 16);
  const bh = qf.height + ctx.w * 0.1;
  return {
    product: productBox(ctx, top + bh + ctx.w * 0.22, ctx.h - m - ctx.w * 0.12),
    decor: () => phoneLook(ctx),
    text: (ink) => {
      const bubble = abs({ x: m, y: top, w: bw, h: bh }, { backgroundColor: '#ffffff', borderRadius: 20, padding: '18px 28px', flexDirection: 'column', gap: 6 }, [
        lines(fit(ctx.facts.labels.question, INTER600, bw - 60, 1, ctx.w * 0.024, 12), INTER600, '#4b5563'), lines(qf, INTER600, '#111111')]);
      const c = caption(ctx.copy.headline, ctx, m, top + bh + ctx.w * 0.04, ctx.w - m * 2, ctx.w * 0.055, ctx.style.fonts.headline, 2, ink);
      ink.fixed({ x: m, y: top, w: bw, h: bh }, '#4b5563', '#ffffff');
      return [bubble, c.el, cta(ctx, m, ctx.h - m - ctx.w * 0.08, ctx.w - m * 2, { align: 'center' }).el];
    },
  };
};

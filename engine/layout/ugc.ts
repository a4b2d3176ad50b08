import { applyCase, caption, card, checklist, headline, offer } from './blocks.js';
import { type Block, MIN_PX, badges, cta, empty, inkFor, rect, text, textItem } from './parts.js';
import { keepHero, solve, toPlan } from './solver.js';
import { type Layout, type LayoutCtx } from './types.js';
import { wordsOf } from './words.js';
import { anchorOf, present } from './static.js';
import { boxFront } from '../scenes/index.js';
import { fitText } from '../text/index.js';

/**
 * UGC formats that are native to a feed and drawn crisp: caption stickers, a sticky note, a text
 * conversation, an unboxing. No invented creator, handle, like count or testimonial: the words
 * are the ad's own copy (docs/decisions/014).
 */

/**
 * The call to action, with the badges a buyer asked for in an edit ("add a Vegan badge") above it;
 * a UGC ad shows no badges of its own.
 */
function foot(ctx: LayoutCtx, button: Block): Block[] {
  return ctx.params.badges?.length ? [badges(ctx, ctx.honest.badges, { rows: 1, max: 28, drop: 1 }), button] : [button];
}

export const ugcPhone: Layout = (ctx) => {
  const sol = solve(ctx, {
    top: present([
      caption(ctx, ctx.copy.headline, { max: 58, lines: 3 }),
      caption(ctx, ctx.copy.subline, { role: 'subline', font: 'body', max: 34, lines: 2, drop: 2 }),
      offer(ctx, { max: 32 }),
    ]),
    foot: foot(ctx, cta(ctx, { max: 32 })),
    arrangements: ctx.style.arrange ?? ['stack', 'side'],
    target: 0.26,
    anchor: anchorOf(ctx),
    align: 'center',
  });
  return toPlan(sol);
};

export const ugcCaption: Layout = (ctx) => {
  const sol = solve(ctx, {
    top: present([
      caption(ctx, ctx.copy.headline, { max: 70, lines: 3 }),
      caption(ctx, ctx.copy.subline, { role: 'subline', font: 'body', max: 36, lines: 2, drop: 2 }),
      offer(ctx, { max: 32 }),
    ]),
    foot: foot(ctx, cta(ctx, { max: 32 })),
    arrangements: ctx.style.arrange ?? ['stack-top', 'stack', 'side'],
    target: 0.26,
    anchor: anchorOf(ctx),
    align: 'center',
  });
  return toPlan(sol);
};

/** A sticky note in handwriting: kicker in red, the headline, the sub-line. */
export const ugcNote: Layout = (ctx) => {
  const hand =
    ctx.fonts.headline.family === 'Caveat' ? ctx.fonts.headline : { family: 'Caveat' as const, weight: 700 as const };
  const note = card(
    ctx,
    () =>
      present<Block>([
        ctx.facts.kicker
          ? text(ctx, {
              role: 'subline',
              text: ctx.facts.kicker,
              font: hand,
              max: 46,
              lines: 1,
              ink: ['#a23b2a', '#7a2a1c', '#111111'],
              drop: 3,
            })
          : undefined,
        headline(ctx, { max: 74, lines: 4, min: 46, font: 'headline', ink: ['#1d2a4a', '#111111'] }),
        text(ctx, {
          role: 'subline',
          text: ctx.copy.subline,
          font: hand,
          max: 44,
          lines: 2,
          ink: ['#1d2a4a', '#111111'],
          drop: 2,
          gap: 26,
        }),
      ]),
    { bg: '#fff1a6', radius: 4, pad: 48, key: 'note' },
  );
  const sol = solve(ctx, {
    top: present([note, offer(ctx, { max: 32 })]),
    foot: foot(ctx, cta(ctx, { gap: 34 })),
    arrangements: ctx.style.arrange ?? ['side', 'stack'],
    target: 0.27,
    anchor: anchorOf(ctx),
    column: 0.56,
  });
  const n = sol.drawn.panels.find((p) => p.role === 'decoration');
  const tape = n
    ? [
        {
          svg: `<rect x="${n.box.x + n.box.w / 2 - 70}" y="${n.box.y - 18}" width="140" height="38" fill="#f4efe3" fill-opacity="0.85" transform="rotate(-3 ${n.box.x + n.box.w / 2} ${n.box.y})"/>`,
          box: { x: n.box.x + n.box.w / 2 - 80, y: n.box.y - 30, w: 160, h: 60 },
        },
      ]
    : [];
  return toPlan(sol, { panels: tape });
};

/** A text conversation: the question, the answer with the product, the sub-line. */
function thread(ctx: LayoutCtx, reply = true): Block {
  const font = { family: 'Inter' as const, weight: 600 as const };
  const msgs = [
    ctx.facts.kicker ? { me: false, text: ctx.facts.kicker } : undefined,
    // The product's name opens the reply only when nothing else names it (never twice in one bubble).
    {
      me: true,
      text:
        ctx.facts.kicker || ctx.copy.headline.toLowerCase().includes(ctx.facts.short.toLowerCase())
          ? applyCase(ctx.copy.headline, ctx.params.headlineCase, ctx.facts.name)
          : `${ctx.facts.short}! ${applyCase(ctx.copy.headline, ctx.params.headlineCase, ctx.facts.name)}`,
    },
    reply && ctx.copy.subline ? { me: false, text: ctx.copy.subline } : undefined,
  ].filter((m): m is { me: boolean; text: string } => !!m);
  const sized = (w: number, k: number) => {
    const size = Math.max(MIN_PX + 2, 38 * k * ctx.textScale);
    const fits = msgs.map((m) =>
      fitText(m.text, font, {
        maxWidth: w * 0.8 - size * 1.4,
        maxLines: reply ? 5 : 7,
        maxSize: size,
        minSize: MIN_PX + 2,
        lineHeight: 1.25,
      }),
    );
    if (fits.some((f) => f.overflow)) return undefined;
    const gap = size * 0.5;
    const hs = fits.map((f) => f.height + size * 1.0);
    return { size, fits, gap, hs, h: hs.reduce((s, x) => s + x, 0) + gap * (msgs.length - 1) };
  };
  return {
    key: 'thread',
    gap: 20,
    measure(w, k) {
      const s = sized(w, k);
      return s ? { w, h: s.h } : undefined;
    },
    place(x, y, w, k) {
      const s = sized(w, k)!;
      const d = empty();
      let cy = y;
      msgs.forEach((m, i) => {
        const f = s.fits[i];
        const bw = f.width + s.size * 1.4;
        const bx = m.me ? x + w - bw : x;
        const fill = m.me ? '#0a7cff' : '#e9e9eb';
        const box = { x: bx, y: cy, w: bw, h: s.hs[i] };
        d.panels.push({ svg: rect(box, fill, { r: s.size * 0.9 }), box });
        d.texts.push(
          textItem(
            m.me ? 'headline' : 'subline',
            f,
            font,
            bx + s.size * 0.7,
            cy + s.size * 0.5,
            f.width,
            'left',
            inkFor(fill),
            { lh: 1.25, canBack: false },
          ),
        );
        cy += s.hs[i] + s.gap;
      });
      d.w = w;
      d.h = s.h;
      return d;
    },
  };
}

export const ugcChat: Layout = (ctx) => {
  const plan = (reply: boolean) =>
    solve(ctx, {
      top: present([thread(ctx, reply), offer(ctx, { max: 32 })]),
      foot: foot(ctx, cta(ctx, { gap: 30 })),
      arrangements: ctx.style.arrange ?? ['side', 'stack'],
      target: 0.26,
      anchor: anchorOf(ctx),
      column: 0.58,
    });
  // A long conversation that crowds the product under the hero's 20 % loses its last reply, and
  // its bubbles may take more lines in a narrower column beside the product.
  return toPlan(keepHero(ctx, plan(true), () => plan(false)));
};

export const ugcUnboxing: Layout = (ctx) => {
  const sol = solve(ctx, {
    top: present([caption(ctx, ctx.copy.headline, { max: 60, lines: 3 }), offer(ctx, { max: 32 })]),
    foot: foot(ctx, cta(ctx)),
    arrangements: ['stack', 'stack-top'],
    target: 0.27,
    anchor: 'floor',
    align: 'center',
  });
  const p = sol.product;
  const front = boxFront(ctx.w, { cx: p.x + p.w / 2, y: p.y + p.h, width: p.w }, ctx.pal.accent);
  return toPlan(sol, { front: front.svg });
};

/** A notes-app checklist: the headline as the note's title, the benefits ticked off. */
export const ugcNotes: Layout = (ctx) => {
  const words = wordsOf(ctx);
  const yellow = '#c98a00';
  const note = card(
    ctx,
    (ink) =>
      present<Block>([
        text(ctx, {
          role: 'subline',
          text: `\u2039 ${words.noteTitle}`,
          font: { family: 'Inter', weight: 600 },
          max: 30,
          lines: 1,
          ink: [yellow, ...ink],
          drop: 4,
        }),
        headline(ctx, { max: 58, lines: 3, min: 40, font: 'body', ink }),
        checklist(ctx, ctx.facts.benefits, { ink, onPanel: '#ffffff', max: 34 }),
      ]),
    { bg: '#ffffff', radius: 30, pad: 46, key: 'notes' },
  );
  const sol = solve(ctx, {
    top: present([note, offer(ctx, { max: 32 })]),
    foot: foot(ctx, cta(ctx, { gap: 30 })),
    arrangements: ctx.style.arrange ?? ['side', 'stack'],
    target: 0.26,
    anchor: anchorOf(ctx),
    column: 0.58,
  });
  return toPlan(sol);
};

/** An FAQ card answered from the product info: what it is, what is inside. */
export const ugcFaq: Layout = (ctx) => {
  const words = wordsOf(ctx);
  const q = { ...ctx.fonts.label, weight: 800 as const };
  const pairs: Array<[string, string]> = [
    [words.whatIsIt, ctx.facts.benefits[0] ? `${ctx.facts.short}: ${ctx.facts.benefits[0]}` : ctx.facts.name],
  ];
  if (ctx.facts.ingredients.length) pairs.push([words.inside, ctx.facts.ingredients.slice(0, 3).join(', ')]);
  const faq = card(
    ctx,
    (ink) =>
      present<Block>([
        text(ctx, {
          role: 'subline',
          text: words.faq,
          font: q,
          max: 28,
          lines: 1,
          ls: 0.12,
          upper: true,
          ink: [ctx.pal.accent, ...ink],
          drop: 4,
        }),
        ...pairs.flatMap(([qq, a], i) => [
          text(ctx, {
            role: 'subline',
            text: qq,
            font: q,
            max: 36,
            lines: 2,
            ink,
            gap: i ? 30 : 18,
            drop: i ? 2 : undefined,
          }),
          text(ctx, {
            role: 'subline',
            text: a,
            font: { ...ctx.fonts.body, weight: 400 },
            max: 34,
            lines: 4,
            ink,
            gap: 10,
            drop: i ? 2 : undefined,
          }),
        ]),
      ]),
    { bg: '#ffffff', radius: 30, pad: 38, key: 'faq' },
  );
  const sol = solve(ctx, {
    top: present([caption(ctx, ctx.copy.headline, { max: 52, lines: 3 }), faq, offer(ctx, { max: 32 })]),
    foot: foot(ctx, cta(ctx, { gap: 30 })),
    arrangements: ctx.style.arrange ?? ['side', 'stack'],
    target: 0.26,
    anchor: anchorOf(ctx),
    column: 0.58,
  });
  return toPlan(sol);
};

/** A handwritten list on notebook paper. */
export const ugcList: Layout = (ctx) => {
  const ink = ['#1d2a4a', '#111111'];
  const sol = solve(ctx, {
    top: present([
      ctx.facts.kicker
        ? text(ctx, {
            role: 'subline',
            text: ctx.facts.kicker,
            font: ctx.fonts.accent,
            max: 50,
            lines: 1,
            ink: ['#a23b2a', '#111111'],
            drop: 3,
          })
        : undefined,
      headline(ctx, { max: 80, lines: 4, min: 48, ink }),
      text(ctx, {
        role: 'subline',
        text: ctx.copy.subline,
        font: ctx.fonts.accent,
        max: 48,
        lines: 2,
        ink,
        drop: 2,
        gap: 24,
      }),
      offer(ctx, { max: 32 }),
    ]),
    foot: foot(ctx, cta(ctx, { gap: 34 })),
    arrangements: ctx.style.arrange ?? ['side', 'stack'],
    target: 0.27,
    anchor: anchorOf(ctx),
    column: 0.54,
  });
  return toPlan(sol);
};

/** Ingredient spotlight: the caption, then what is inside on a card. */
export const ugcSpotlight: Layout = (ctx) => {
  const words = wordsOf(ctx);
  const items = (ctx.facts.ingredients.length ? ctx.facts.ingredients : ctx.facts.benefits).slice(0, 3);
  const spot = card(
    ctx,
    (ink, bg) =>
      present<Block>([
        text(ctx, {
          role: 'subline',
          text: words.inside,
          font: { ...ctx.fonts.label, weight: 800 },
          max: 30,
          lines: 1,
          ls: 0.1,
          upper: true,
          ink: [ctx.pal.accent, ...ink],
        }),
        checklist(ctx, items, { ink, onPanel: bg, max: 36, mark: 'dot' }),
      ]),
    { bg: '#ffffff', radius: 28, pad: 40, key: 'spotlight' },
  );
  const sol = solve(ctx, {
    top: present([caption(ctx, ctx.copy.headline, { max: 56, lines: 3 }), spot, offer(ctx, { max: 32 })]),
    foot: foot(ctx, cta(ctx, { gap: 30 })),
    arrangements: ctx.style.arrange ?? ['side', 'stack'],
    target: 0.27,
    anchor: anchorOf(ctx),
    column: 0.56,
  });
  return toPlan(sol);
};

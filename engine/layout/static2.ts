import { card, checklist, headline, offer, rating, review, sticker, subline } from './blocks.js';
import { type Block, MIN_PX, badges, cta, inkFor, lineX, rect, text, textItem } from './parts.js';
import { keepHero, type Solution, solve, toPlan } from './solver.js';
import { splitY } from '../scenes/index.js';
import { type Layout, type LayoutCtx, type Plan } from './types.js';
import { wordsOf } from './words.js';
import { anchorOf, present } from './static.js';
import { fitText } from '../text/index.js';

/** Static-ad layouts, part 2: review card, offer sticker, before/after. */

/**
 * The review style: the buyer's own review (and rating) on a card when given; otherwise the
 * honest variant, the product's benefits on the same card. Never an invented quote or stars.
 */
export const testimonial: Layout = (ctx) => {
  const hasReview = !!ctx.honest.review;
  // Nothing for the card (no review, no rating, no benefit the copy writer could word): no empty card.
  const body =
    !hasReview && !ctx.honest.rating && !ctx.facts.benefits.length
      ? undefined
      : card(
          ctx,
          (ink, bg) =>
            present<Block>([
              rating(ctx, { ink, onPanel: bg, drop: undefined }),
              ...(hasReview
                ? review(ctx, { ink, max: 42 })
                : [checklist(ctx, ctx.facts.benefits, { ink, onPanel: bg, max: 34 })]),
            ]),
          { key: 'review-card' },
        );
  const sol = solve(ctx, {
    top: present([
      headline(ctx, { max: hasReview ? 60 : 72, lines: 3, drop: hasReview ? 4 : undefined }),
      body,
      offer(ctx),
    ]),
    foot: [cta(ctx, { gap: 30 })],
    arrangements: ctx.style.arrange ?? ['side', 'stack'],
    target: 0.26,
    anchor: anchorOf(ctx),
    column: 0.56,
  });
  return toPlan(sol);
};

/**
 * The offer style: the buyer's offer on a big sticker, verbatim. Without an offer the sticker
 * carries a fact the product info supports (its count, a certification, its key ingredient) and
 * never an invented discount.
 */
export const offerLayout: Layout = (ctx) => {
  const fact = ctx.honest.offer ?? honestFact(ctx);
  const stick = sticker(ctx, fact, ctx.honest.offer ? 'offer' : 'badge', { max: 320 });
  const sol = solve(ctx, {
    top: present([headline(ctx, { max: 88, lines: 3 }), subline(ctx, { max: 36 }), stick]),
    // The buyer's certifications beside the offer, when there is room (not the one the sticker shows).
    foot: present([
      badges(
        ctx,
        ctx.honest.badges.filter((b) => b !== fact),
        { rows: 1, drop: 1 },
      ),
      cta(ctx, { gap: 30 }),
    ]),
    arrangements: ctx.style.arrange ?? ['side', 'stack'],
    target: 0.27,
    anchor: anchorOf(ctx),
    column: 0.52,
    align: 'center',
  });
  return toPlan(sol);
};

function honestFact(ctx: LayoutCtx): string {
  const count = ctx.honest.badges.find((b) => /^\d/.test(b));
  return count ?? ctx.honest.badges[0] ?? ctx.facts.ingredients[0] ?? ctx.facts.short;
}

/** A small label pill (BEFORE / AFTER). */
function labelPill(ctx: LayoutCtx, words: string, fill: string): Block {
  const font = { ...ctx.fonts.label, weight: 800 as const };
  const sized = (w: number) => {
    const f = fitText(words, font, {
      maxWidth: w - 60,
      maxLines: 1,
      maxSize: 30,
      minSize: MIN_PX,
      upper: true,
      letterSpacingEm: 0.14,
    });
    return { f, pw: f.width + 56, ph: Math.round(f.size * 2) };
  };
  return {
    key: 'label',
    gap: 0,
    measure(w) {
      const s = sized(w);
      return { w: s.pw, h: s.ph };
    },
    place(x, y, w, _k, align) {
      const s = sized(w);
      const px = lineX(x, w, s.pw, align);
      const box = { x: px, y, w: s.pw, h: s.ph };
      return {
        texts: [
          textItem('subline', s.f, font, px, y + (s.ph - s.f.size * 1.1) / 2, s.pw, 'center', inkFor(fill), {
            lh: 1.1,
            ls: 0.14,
            canBack: false,
            record: box,
          }),
        ],
        panels: [{ svg: rect(box, fill, { r: s.ph / 2 }), box }],
        w: s.pw,
        h: s.ph,
      };
    },
  };
}

/** Grey "before" band with its line; the brand-coloured "after" part with the product below it. */
export const beforeAfter: Layout = (ctx) => {
  const words = wordsOf(ctx);
  // Without a before/after pair (copy in a language the writer has no topic words for), no labels
  // over empty halves: the ad's own headline beside the product on the split set.
  if (!ctx.facts.before.trim() || !ctx.facts.after.trim()) {
    return toPlan(
      solve(ctx, {
        top: present([headline(ctx, { max: 66, lines: 3 }), subline(ctx, { max: 34 })]),
        foot: [cta(ctx, { gap: 30 })],
        arrangements: ['side', 'stack-top'],
        target: 0.26,
        anchor: 'floor',
        column: 0.52,
      }),
    );
  }
  const before = [
    labelPill(ctx, words.before, '#4a4a4a'),
    text(ctx, {
      role: 'subline',
      text: ctx.facts.before,
      font: ctx.fonts.headline,
      max: 62 * ctx.textScale,
      min: 40,
      lines: 2,
      lh: 1.08,
      gap: 18,
      balance: true,
    }),
  ];
  let best: { sol: Solution; splitAt: number; drawn: Plan } | undefined;
  for (const k of [1, 0.85, 0.7]) {
    let h = 0;
    for (const b of before) {
      const s = b.measure(ctx.safe.w, k);
      if (s) h += s.h + (h ? 18 : 0);
    }
    const splitAt = Math.round(ctx.safe.y + h + ctx.m * 0.8);
    const region = {
      x: ctx.safe.x,
      y: splitAt + ctx.m * 0.8,
      w: ctx.safe.w,
      h: ctx.safe.y + ctx.safe.h - (splitAt + ctx.m * 0.8),
    };
    const sol = solve(ctx, {
      top: present([
        labelPill(ctx, words.after, ctx.pal.accent),
        headline(ctx, { text: ctx.facts.after, max: 66, lines: 3 }),
        subline(ctx, { text: ctx.copy.subline, max: 34 }),
      ]),
      foot: [cta(ctx, { gap: 30 })],
      arrangements: ['side', 'stack-top'],
      target: 0.26,
      anchor: 'floor',
      column: 0.52,
      region,
      productRegion: {
        x: ctx.m,
        y: splitAt + ctx.m * 0.6,
        w: ctx.w - ctx.m * 2,
        h: ctx.h - ctx.m - (splitAt + ctx.m * 0.6),
      },
    });
    const plan = toPlan(sol, { hints: { splitY: splitAt } });
    let y = ctx.safe.y;
    for (const b of before) {
      const s = b.measure(ctx.safe.w, k);
      if (!s) continue;
      const d = b.place(ctx.safe.x, y, ctx.safe.w, k, 'left');
      plan.texts.push(...d.texts);
      plan.panels.push(...d.panels);
      y += s.h + 18;
    }
    const area = (sol.product.w * sol.product.h) / (ctx.w * ctx.h);
    if (!best || area > 0.2) best = { sol, splitAt, drawn: plan };
    if (area > 0.2) break;
  }
  // A tall product (or long copy) has no room in the lower half: before and after share one text
  // column and the product stands the full height beside them, across the split.
  return keepHero(ctx, best!.drawn, () => {
    const afterLabel = { ...labelPill(ctx, words.after, ctx.pal.accent), gap: 34 };
    const sol = solve(ctx, {
      top: present([
        ...before,
        afterLabel,
        headline(ctx, { text: ctx.facts.after, max: 66, lines: 3 }),
        subline(ctx, { text: ctx.copy.subline, max: 34, drop: 2 }),
      ]),
      foot: [cta(ctx, { gap: 30 })],
      arrangements: ['side', 'head-side'],
      target: 0.26,
      anchor: 'floor',
      column: 0.52,
    });
    const after = sol.drawn.texts.find((t) => t.text.toLowerCase() === words.after.toLowerCase());
    return toPlan(sol, { hints: { splitY: after ? Math.round(after.box.y - ctx.m * 0.8) : splitY(ctx.w, ctx.h) } });
  });
};

import { card, headline, rating, sticker, subline } from './blocks.js';
import { darken, ensureContrast } from '../paint/index.js';
import { type Block, badges, cta, inks, lineX, text } from './parts.js';
import { labelPill } from './label-pill.js';
import {
  type Arrangement,
  heldPack,
  heroSized,
  keepHero,
  lowestBase,
  productTop,
  type Solution,
  solve,
  toPlan,
  ZONE_CLEAR,
} from './solver.js';
import { isTall, type Layout, type LayoutCtx, type Plan } from './types.js';
import { wordsOf } from './words.js';
import { copyMargin, STORY_EDGE, storyClearance } from './story-edge.js';
import { anchorOf, present } from './static.js';
import { pairable, usePair } from './use-pair.js';
import { type Box } from '../paint/index.js';

/** Static-ad layouts, part 2: the review, the offer sticker, before and after. */

/** A giant opening quotation mark (in the accent colour unless told), drawn above a quote. */
function quoteMark(ctx: LayoutCtx, fill = ctx.pal.accent, s = 90): Block {
  return {
    key: 'mark',
    drop: 6,
    gap: 0,
    measure: () => ({ w: s, h: s * 0.62 }),
    place(x, y, w, _k, align) {
      const bx = lineX(x, w, s, align);
      const box = { x: bx, y, w: s, h: s * 0.62 };
      const glyph = (gx: number) =>
        `<path transform="translate(${gx} ${y}) scale(${s / 100})" d="M8 62C8 34 22 14 44 6l5 9C34 23 28 34 28 44h16v18H8zM54 62c0-28 14-48 36-56l5 9C80 23 74 34 74 44h16v18H54z" fill="${fill}" fill-opacity="0.85"/>`;
      return { texts: [], panels: [{ svg: glyph(bx), box }], w: s, h: box.h };
    },
  };
}

/**
 * The review style: the buyer's own review (and rating), large and centred, no card. Without a
 * review it is the brand's own statement on a deep card, not a bare headline (a pull-quote between
 * rules read as a look-alike of Bold Hero and Minimal Clean, docs/decisions/079-styles-that-are-different-ideas.md,
 * and an italic sentence on its own read as a review nobody wrote, docs/decisions/108-honest-alternatives-with-their-own-idea.md),
 * with no quotation mark, author or list. Stars appear only with the buyer's rating; never an
 * invented quote.
 */
export const testimonial: Layout = (ctx) => {
  const rv = ctx.honest.review;
  if (!rv) return quoteCard(ctx);
  const words: Block[] = [
    quoteMark(ctx),
    text(ctx, {
      role: 'review',
      text: rv.quote,
      font: ctx.fonts.accent,
      max: 62 * ctx.textScale,
      min: 36,
      lines: 5,
      lh: 1.2,
      balance: true,
      // Close under its mark: rating, mark and quote read as one group (ads:lint group, 96 px).
      gap: 8,
    }),
    text(ctx, {
      role: 'review',
      text: `\u2014 ${rv.author}`,
      font: { ...ctx.fonts.label, weight: 600 },
      max: 32 * ctx.textScale,
      lines: 1,
      gap: 18,
    }),
  ];
  const opts = (arrangements: Arrangement[], keepStack: boolean): Parameters<typeof solve>[1] => ({
    top: present([rating(ctx, { max: 48, drop: undefined, gap: 0 }), ...words]),
    foot: [cta(ctx, { gap: 34 })],
    arrangements,
    target: 0.26,
    anchor: anchorOf(ctx),
    align: 'center',
    column: 0.6,
    keepStack,
  });
  // The quote across the canvas over the product wherever the product keeps its fifth: beside a
  // jar on the square it was a narrow column of five or six short lines (docs/grades/s14-*.tsv,
  // docs/decisions/149-before-and-after-an-empty-place.md).
  const across = solve(ctx, opts(['stack-top'], true));
  return toPlan(keepHero(ctx, across, () => solve(ctx, opts(['stack-top', 'side'], false))));
};

/**
 * Without a review: the ad's strongest sentence (its headline) set large on a deep card as the
 * ad's statement, the sub-line's one fact under it, the buyer's rating leading large when given; no
 * heading, list, quotation mark or author (a "Why choose it" list read as a near-clone of Benefit
 * Checklist, docs/decisions/174-reviews-said-large-and-stars-that-read.md). The button is the
 * card's last line, a light pill on the deep card: under the card it was stranded beside a wide
 * pack on 1:1 ("1:1 half empty with stranded CTA", s17). The card spans the width over the
 * product; beside it only where above leaves the product under its fifth, and then the product
 * stands on the left: card left of a product on the right was Bold Hero's arrangement
 * (docs/decisions/182-review-card-and-offer-seal.md).
 */
function quoteCard(ctx: LayoutCtx): Plan {
  const deep = ensureContrast(darken(ctx.pal.accent, 0.1), '#ffffff', 9);
  const pill = ctx.pal.bg;
  const statement = card(
    ctx,
    (ink, bg) =>
      present([
        rating(ctx, { max: 58, drop: undefined, gap: 0, ink, onPanel: bg }),
        headline(ctx, { max: 84, lines: 4, min: 40, ink }),
        subline(ctx, { max: 34, lines: 2, ink, gap: 22 }),
        cta(ctx, { max: 44, gap: 30, fill: ensureContrast(pill, deep, 4.5), ink: deep }),
      ]),
    { bg: deep, radius: 24, pad: 44, key: 'headline', align: 'center' },
  );
  const opts = (arrangements: Arrangement[], keepStack: boolean): Parameters<typeof solve>[1] => ({
    top: [statement],
    arrangements,
    target: 0.21,
    anchor: 'floor',
    align: 'center',
    column: 0.6,
    productX: 'center',
    productSide: 'left',
    keepStack,
    noHead: true,
  });
  // Across the top or beside the product, whichever sets the statement larger while the product
  // keeps its fifth: over a tall bottle the card across shrank its type to a caption.
  const across = solve(ctx, opts(['stack-top'], true));
  const beside = solve(ctx, opts(['side'], false));
  // On 9:16 the card stays over the product where it can: beside a tall bottle it stood in a
  // corner, the bottle in the other, two islands on the screen.
  // Larger by the statement's real size, not the scale: across the square over a pouch a long
  // German headline came out 38 px at a scale that looked ample ("1:1 headline small", s17).
  const px = (x: Solution) => x.drawn.texts.find((t) => t.role === 'headline')?.size ?? 0;
  const better = !isTall(ctx) && (px(beside) > px(across) * 1.1 || (across.k < 0.6 && beside.k >= across.k));
  if (heroSized(ctx, beside.product) && (!heroSized(ctx, across.product) || better)) return toPlan(beside);
  return toPlan(keepHero(ctx, across, () => beside));
}

/** The 9:16 sticker's clear space from the pack, a share of the width. */
const STORY_STICKER_GAP = 0.045;

/**
 * The offer style: the buyer's offer on a big burst sticker at the product's shoulder, verbatim.
 * Without an offer the round seal carries a certification or flag when the copy has one free
 * (engine/copy/write.ts), else the ad has no sticker: never an
 * invented discount, the name or a size on a sale burst.
 */
export const offerLayout: Layout = (ctx) => {
  const fact = ctx.honest.offer ?? honestFact(ctx);
  const role = ctx.honest.offer ? 'offer' : 'badge';
  const text2 = present([headline(ctx, { max: 92, lines: 2 }), subline(ctx, { max: 34, lines: 2 })]);
  // Over a pack held in the hand on 9:16 the stack holds the copy and its button only: a chip there
  // (the pack's count, since decision 218 no longer a sub-line) left the stack too tall, and the
  // copy moved beside the cap ("type and button shrunk beside the cap", s18 grading;
  // docs/decisions/192-story-copy-one-group-over-a-slim-pack.md).
  const foot = present([
    heldPack(ctx)
      ? undefined
      : badges(
          ctx,
          ctx.honest.badges.filter((b) => b !== fact),
          { rows: 1, drop: 1 },
        ),
    cta(ctx, { gap: 26 }),
  ]);
  // Without an offer or a fact of the pack's value the ad draws no starburst at all.
  if (!fact)
    return toPlan(
      solve(ctx, {
        top: text2,
        foot,
        arrangements: ['stack-bottom', 'side'],
        target: 0.27,
        anchor: anchorOf(ctx),
        column: 0.5,
        align: 'center',
      }),
    );
  // The sticker beside the product's top corner: the product's region leaves it a column.
  // A discount's starburst only round the buyer's offer: the pack's value is a round seal.
  const burst = role === 'offer';
  const stick = sticker(ctx, fact, role, { max: 300, burst });
  const d = stick.measure(ctx.w * 0.34, 1)?.w ?? 300;
  // On 9:16 the sticker keeps more room from the pack: at 2 % of the width (22 px) it read as
  // "badge crowds the pack edge" (s21 grading; docs/decisions/220-story-copy-clear-of-the-product.md).
  const gap = Math.round(ctx.w * (isTall(ctx) ? STORY_STICKER_GAP : 0.02));
  const besideOf = (d: number) =>
    solve(ctx, {
      top: text2,
      foot,
      arrangements: ['stack-bottom'],
      target: 0.27,
      anchor: 'center',
      align: 'center',
      productX: 'right',
      productRegion: {
        x: ctx.m,
        y: productTop(ctx),
        w: ctx.w - ctx.m * 2 - d - gap,
        h: ctx.h - ctx.m - productTop(ctx),
      },
    });
  const inColumn = () =>
    toPlan(
      solve(ctx, {
        top: [...text2, sticker(ctx, fact, role, { max: 280, burst })],
        foot,
        arrangements: ['side', 'stack-top'],
        target: 0.27,
        anchor: anchorOf(ctx),
        column: 0.5,
        align: 'center',
      }),
    );
  const withSticker = (sol: Solution, d: number): Plan | undefined => {
    // Only over a stacked layout: the copy beside a tall product would be under the sticker.
    // On 9:16 the stack puts its copy above the product (the solver's story stack): the sticker
    // still stands at the product's shoulder, under the copy.
    if (sol.arrangement !== 'stack-bottom' && sol.arrangement !== 'stack-top') return undefined;
    const p = sol.product;
    // The product and its sticker centred as one; on 9:16 the product keeps off the side edge
    // while the sticker keeps the margin (docs/decisions/158-story-product-off-the-side-edges.md).
    // A 9:16 product grown into the caption zone (story-foot.ts) gives back what the sticker needs
    // for the product to keep its clearance (docs/decisions/166-story-product-foot-in-the-caption-zone.md).
    const room = ctx.w - copyMargin(ctx) - d - gap - Math.ceil(storyClearance(ctx));
    if (isTall(ctx) && p.w > room && room > 0) {
      const base = p.y + p.h;
      p.h = Math.floor((p.h * room) / p.w);
      p.w = room;
      // It keeps its base (its foot no deeper in the zone than footBelow allows): shrunk from its
      // top, it rose off the caption zone's line over a fifth of empty floor (s21 grading, "9:16
      // bottom band empty"; docs/decisions/220-story-copy-clear-of-the-product.md).
      const stand = Math.min(base, lowestBase(ctx, p.h));
      p.y = Math.max(p.y, stand - p.h);
    }
    const centred = Math.round((ctx.w - (p.w + gap + d)) / 2);
    p.x = isTall(ctx)
      ? Math.max(centred, Math.min(Math.round(ctx.w * STORY_EDGE), ctx.w - ctx.m - d - gap - p.w))
      : centred;
    // On 9:16 the sticker keeps the zone's clear margin: on the header zone's line it read as crowded.
    const ceiling = ctx.safe.y + (isTall(ctx) ? Math.round(ctx.h * ZONE_CLEAR) : 0);
    const placed = stick.place(p.x + p.w + gap, Math.max(ceiling, p.y), d, 1, 'left');
    // A sticker over the copy (the copy beside a tall product) is no sticker: the copy's column then holds it.
    const hit = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
    if ([...placed.texts, ...placed.panels].some((t) => sol.drawn.texts.some((u) => hit(t.box, u.box))))
      return undefined;
    return toPlan(sol, { texts: placed.texts, panels: placed.panels });
  };
  const first = withSticker(besideOf(d), d);
  // On 9:16 the sticker stays at the product's shoulder, a little smaller where a wide pack needs
  // it to keep the hero's share: in the copy's column it shrank to small type ("9:16 shrinks offer
  // badge to small text", s18 grading); there a squat pack gives up the larger fifth it takes
  // elsewhere on 9:16 (docs/decisions/189-proof-styles-deliver-their-names.md).
  if (first && isTall(ctx)) {
    for (const dd of [d, 270, 240].filter((x) => x <= d)) {
      const plan = dd === d ? first : stick.measure(dd, 1) && withSticker(besideOf(dd), dd);
      if (plan && heroSized(ctx, plan.product)) return plan;
    }
  }
  return first ? keepHero(ctx, first, inColumn) : inColumn();
};

function honestFact(ctx: LayoutCtx): string {
  // The copy room's sticker says a fact no other line of the ad says, or nothing: never the
  // product's name or a size on a sale burst (docs/decisions/096-short-numbered-headlines-and-one-fact-per-ad.md).
  if (!ctx.params.badges) return ctx.facts.sticker;
  return ctx.honest.badges.find((b) => /^\d/.test(b)) ?? '';
}

/**
 * Before and after in two fields that never cross: the grey "before" band across the top with its
 * line, the coloured "after" field below with the product, its line and the button. Where the
 * product needs the full height (a tall bottle on a square), the grey field is only the copy
 * column's top, and the product stands in the coloured field beside it.
 */
export const beforeAfter: Layout = (ctx) => {
  // The buyer's own before and after when given; else the clean diagonal split of the ad's question
  // and its answer. Two "true halves" from the brief (a grey band labelled "What's inside" over
  // "How to take it") read as a cluttered stack of pills that collided with the band's edge, and
  // graders preferred the split every time (docs/decisions/135-proof-styles-that-finish.md).
  // A pair made of the ad's question over its answer ("Before: How much is in it?") was withdrawn
  // after the s17 grading: "a VORHER/NACHHER gimmick without a real before", "BEFORE box jammed in
  // the corner", the split preferred again (docs/decisions/168-proof-styles-show-their-idea.md).
  const own = ctx.facts.before.trim() && ctx.facts.after.trim() ? ctx.facts : undefined;
  if (!own) return slantSplit(ctx);
  return pairPlan(ctx, own);
};

/** The buyer's own before and after: the before on a grey band over the after beside the product. */
function pairPlan(ctx: LayoutCtx, pair: { before: string; after: string }): Plan {
  const size = 50;
  const words = wordsOf(ctx);
  const beforeText = (max: number) =>
    text(ctx, {
      role: 'subline',
      text: pair.before,
      font: ctx.fonts.headline,
      max: max * ctx.textScale,
      min: 36,
      lines: 2,
      lh: 1.08,
      gap: 16,
      balance: true,
      ink: inks(ctx, '#3a3a3a'),
    });
  const before = (max: number) => [labelPill(ctx, words.before, '#4a4a4a'), beforeText(max)];
  // The sub-line only where it adds a fact ("200 mg potassium per stick" under the same amount was
  // the headline twice).
  const amounts = (t: string) => t.toLocaleLowerCase().match(/\d[\d.,]*\s*\p{L}{1,3}(?![\p{L}])/gu) ?? [];
  const repeats = amounts(ctx.copy.subline).some((a) => pair.after.toLocaleLowerCase().includes(a));
  const after = () =>
    present([
      labelPill(ctx, words.after, ctx.pal.accent),
      headline(ctx, { text: pair.after, max: 72, lines: 3, min: 44 }),
      !repeats && subline(ctx, { text: ctx.copy.subline, max: 34, drop: 2 }),
    ]);
  let best: Plan | undefined;
  // The two halves read as one ad: the band's headline close over the second label (ads:lint group, 96 px).
  const cut = 0.55;
  const attempt = (px: number) => {
    const blocks = before(px);
    let h = 0;
    for (const b of blocks) {
      const s = b.measure(ctx.safe.w, 1);
      if (s) h += s.h + (h ? 16 : 0);
    }
    const splitAt = Math.round(ctx.safe.y + h + ctx.m * cut);
    const region = {
      x: ctx.safe.x,
      y: splitAt + ctx.m * cut,
      w: ctx.safe.w,
      h: ctx.safe.y + ctx.safe.h - (splitAt + ctx.m * cut),
    };
    const sol = solve(ctx, {
      top: after(),
      foot: [cta(ctx, { gap: 30 })],
      // A wide tub or pouch under the "after" line: beside it the line broke into five short rows.
      arrangements: ctx.aspect >= 1 ? ['stack-top', 'side'] : ['side', 'stack-top'],
      target: 0.26,
      anchor: 'floor',
      column: 0.52,
      // The second half's copy right under the band: one group with the headline (ads:lint group).
      valign: 'top',
      region,
      productRegion: {
        x: ctx.m,
        y: splitAt + ctx.m * cut,
        w: ctx.w - ctx.m * 2,
        h: ctx.h - ctx.m - (splitAt + ctx.m * cut),
      },
    });
    const plan = toPlan(sol, { hints: { field: { x: 0, y: 0, w: ctx.w, h: splitAt } } });
    let y = ctx.safe.y;
    const band: Plan['texts'] = [];
    for (const b of blocks) {
      const s = b.measure(ctx.safe.w, 1);
      if (!s) continue;
      const d = b.place(ctx.safe.x, y, ctx.safe.w, 1, 'left');
      band.push(...d.texts);
      plan.texts.push(...d.texts);
      plan.panels.push(...d.panels);
      y += s.h + 16;
    }
    // The band's line stays under the headline's size (ads:lint feed-type: the headline leads).
    const lead = Math.max(0, ...sol.drawn.texts.filter((t) => t.role === 'headline').map((t) => t.size));
    const own = Math.max(0, ...band.map((t) => t.size));
    return { plan, sol, lead, own };
  };
  for (const k of [1, 0.85, 0.7]) {
    let a = attempt(size * k);
    if (a.lead && a.own > a.lead * 0.9) a = attempt(Math.min(size * k, (a.lead * 0.85) / ctx.textScale));
    const { plan, sol } = a;
    best = plan;
    if ((sol.product.w * sol.product.h) / (ctx.w * ctx.h) >= 0.2) break;
  }
  // A tall product (or long copy) has no room under the band: the grey field becomes the top of
  // the copy column only, and the product stands beside the copy in the coloured field.
  const column = () => {
    const sol = solve(ctx, {
      top: [...before(46), { ...after()[0], gap: 40 }, ...after().slice(1)],
      foot: [cta(ctx, { gap: 30 })],
      arrangements: ['side'],
      target: 0.26,
      anchor: 'floor',
      column: 0.5,
    });
    const second = words.after.toLowerCase();
    const label = sol.drawn.texts.find((t) => t.text.toLowerCase() === second);
    const col = sol.columns.text;
    const right = col.x > sol.product.x;
    const splitAt = label ? Math.round(label.box.y - 20) : Math.round(ctx.h * 0.45);
    const edge = right ? Math.round(col.x - ctx.w * 0.02) : Math.round(col.x + col.w + ctx.w * 0.02);
    // The solver may stack the column over the product after all: the band then spans the width
    // (a grey box stopping short of the edge read as a stray card).
    const beside = sol.arrangement === 'side' || sol.arrangement === 'head-side';
    const field = !beside
      ? { x: 0, y: 0, w: ctx.w, h: splitAt }
      : right
        ? { x: edge, y: 0, w: ctx.w - edge, h: splitAt }
        : { x: 0, y: 0, w: edge, h: splitAt };
    return toPlan(sol, { hints: { field } });
  };
  // On 9:16 the band stays across the screen: as one column beside the product the grey field
  // stopped short of the edge and the product shrank into a corner (docs/grades/s12-*.tsv).
  return keepHero(ctx, best!, column);
}

/**
 * Two states on two fields cut by a slanted white line: the grey field holds the ad's question
 * (the headline) and its line, the coloured field the product, the button at the foot of the
 * copy. Side by side on 1:1 and 4:5, the cut running down between them; on 9:16 the copy above,
 * the cut falling across the screen. The cut is the steepest slant that keeps every text on the
 * grey side and the product on the coloured one.
 */
function slantSplit(ctx: LayoutCtx): Plan {
  const plain = splitOnce(ctx);
  if (!pairable(ctx) || plain.hints?.pair) return plain;
  // Where the product took the dose's room (a wide tub, a 9:16 pack centred under the copy), the
  // product steps right, a little smaller, so the grey field keeps the dose beside it: "9:16 drops
  // the before side entirely", "before/after only in 1:1" (s21 grading). Only while it keeps the
  // hero's share. The fields are not labelled: "Before" over a scoop and "After" over the pack read
  // as nonsense and as a results claim (s22 grading; docs/decisions/221-before-and-after-in-every-size.md).
  for (const room of [0.26, 0.3, 0.34, 0.36, 0.38]) {
    const left = Math.round(ctx.w * room);
    const top = productTop(ctx);
    const region = { x: ctx.m + left, y: top, w: ctx.w - ctx.m * 2 - left, h: ctx.h - ctx.m - top };
    const again = splitOnce(ctx, region);
    if (again.hints?.pair && heroSized(ctx, again.product) && !again.forced) return again;
  }
  return plain;
}

function splitOnce(ctx: LayoutCtx, productRegion?: Box): Plan {
  const sol = solve(ctx, {
    top: present([headline(ctx, { max: 72, lines: 4 }), subline(ctx, { max: 34, lines: 3 })]),
    foot: [cta(ctx, { gap: 30 })],
    // On 9:16 the copy always stands over the product: as a column beside a slim jar the cut had no
    // room between them and ran through the headline ("9:16 headline runs across the divider
    // line", s21 grading, collagen-jar).
    arrangements: isTall(ctx) ? ['stack-top'] : ['side', 'stack-top'],
    target: 0.27,
    anchor: 'floor',
    align: 'left',
    valign: 'top',
    column: 0.5,
    productSide: 'right',
    productX: 'right',
    noHead: true,
    productRegion,
  });
  const texts = sol.drawn.texts.map((t) => t.box);
  const p = sol.product;
  const g = Math.round(ctx.w * 0.015);
  const across = sol.arrangement !== 'side' && sol.arrangement !== 'head-side';
  // The cut as a line from `a` (top or left edge) to `b` (bottom or right edge).
  const at = (a: number, b: number, t: number) => a + (b - a) * t;
  const fits = (a: number, b: number) => {
    if (across) {
      const y = (x: number) => at(a, b, x / ctx.w);
      return (
        texts.every((t) => Math.min(y(t.x), y(t.x + t.w)) >= t.y + t.h + g) && Math.max(y(p.x), y(p.x + p.w)) <= p.y - g
      );
    }
    const x = (y: number) => at(a, b, y / ctx.h);
    return (
      texts.every((t) => Math.min(x(t.y), x(t.y + t.h)) >= t.x + t.w + g) && Math.max(x(p.y), x(p.y + p.h)) <= p.x - g
    );
  };
  const textEnd = across ? Math.max(...texts.map((t) => t.y + t.h)) : Math.max(...texts.map((t) => t.x + t.w));
  const mid = Math.round((textEnd + (across ? p.y : p.x)) / 2);
  const span = across ? ctx.h : ctx.w;
  let cut = { a: mid, b: mid };
  for (const s of [0.16, 0.12, 0.08, 0.05, 0.02]) {
    const d = Math.round(span * s);
    // The grey field narrows towards the product's corner (on 9:16 it falls towards the left).
    const c = across ? { a: mid + d / 2, b: mid - d / 2 } : { a: mid + d / 2, b: mid - d / 2 };
    if (fits(c.a, c.b)) {
      cut = c;
      break;
    }
  }
  const poly: Array<[number, number]> = across
    ? [
        [0, 0],
        [ctx.w, 0],
        [ctx.w, cut.b],
        [0, cut.a],
      ]
    : [
        [0, 0],
        [cut.a, 0],
        [cut.b, ctx.h],
        [0, ctx.h],
      ];
  // A before and after of use where the copy and the product leave room (docs/decisions/206-before-and-after-of-use.md).
  const pair = usePair(ctx, sol, across, cut);
  if (pair) return toPlan(sol, { hints: { poly: pair.poly ?? poly, pair } });
  return toPlan(sol, { hints: { poly } });
}

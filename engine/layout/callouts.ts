import { checklist, headline, offer } from './blocks.js';
import { floorPx, cta, inks, text, textItem } from './parts.js';
import { copyClear, lowestBase, type Solution, solve, toPlan } from './solver.js';
import { anchorOf, present } from './static.js';
import { isTall, isUpright, type Layout, type LayoutCtx, type Plan, type TextItem } from './types.js';
import { wordsOf } from './words.js';
import { compact } from './compare-rows.js';
import { type Box } from '../paint/index.js';
import { blueprint } from '../scenes/index.js';
import { fitText } from '../text/index.js';

/**
 * Ingredient call-outs as a diagram: the product dead centre, its ingredients labelled on both
 * sides with leader lines ending on the pack's label (docs/decisions/110-callouts-and-flat-lay-props.md). A product too wide for labels beside it gets the list
 * in a column with the same leader lines.
 */
export const callouts: Layout = (ctx) => {
  const items = calledOut(ctx);
  if (items.length < 2) return beside(ctx, items);
  const two = orbit(ctx, items, 2);
  // On 4:5 and 9:16 two columns may leave a pack far smaller than one column does (a box at 19 %
  // of a 9:16 against 27 %): the larger pack wins, the symmetric diagram on a near tie.
  const one = !two || isUpright(ctx) ? orbit(ctx, items, 1) : undefined;
  const area = (q: Plan) => q.product.w * q.product.h;
  return (two && (!one || area(one) < area(two) * 1.2) ? two : one) ?? beside(ctx, items);
};

/**
 * What a call-out may name: ingredients and amounts only, never a use ("Stir into coffee") or a
 * benefit. A brief with one ingredient calls out its amounts, standard and pack from the label.
 */
export function calledOut(ctx: LayoutCtx): string[] {
  // The product's own category word ("Omega-3" on Omega-3 Kapseln) points at nothing of its own
  // (docs/decisions/125-lists-that-deliver-their-style.md).
  const name = ` ${words(ctx.facts.name ?? '')} `;
  const own = (t: string) => /\d/.test(t) || !name.includes(` ${words(t)} `);
  const items = unsaid(ctx, pool(ctx).filter(own), label(ctx).filter(own));
  // A flag ("Vegan", "Grass-fed") is no ingredient: it only gives a one-ingredient diagram its second label.
  const flags = new Set((ctx.facts.brief?.flags ?? []).map((f) => words(f.text)));
  const named = items.filter((t) => !flags.has(words(t)));
  return named.length >= 2 ? named : [...named, ...items.filter((t) => flags.has(words(t)))].slice(0, 2);
}

/**
 * The call-outs the headline does not already say: a call-out naming the headline's amount ("300
 * mg KSM-66" under "300 mg KSM-66 ashwagandha") read as the headline twice. Two call-outs stay at
 * least, the diagram needs them.
 */
function unsaid(ctx: LayoutCtx, items: string[], reserve: string[] = []): string[] {
  const head = (ctx.copy?.headline ?? '').toLocaleLowerCase();
  if (!head) return items.slice(0, 4);
  const amounts = (t: string) =>
    t.toLocaleLowerCase().match(/\d[\d.,]*\s*(?:mg|µg|mcg|g|ml|iu|ui|ie|%)(?![\p{L}])/gu) ?? [];
  const said = (t: string) => {
    const k = t.toLocaleLowerCase();
    return head.includes(k) || amounts(t).some((a) => head.includes(a));
  };
  let fresh = items.filter((t) => !said(t));
  // One fresh call-out short, the label's other amounts and flags come before the headline's own:
  // a call-out repeating the headline read as the headline twice (graders, sleep-window).
  const key = (t: string) => words(t);
  for (const t of reserve)
    if (fresh.length < 2 && !said(t) && !fresh.some((o) => key(o).includes(key(t)) || key(t).includes(key(o))))
      fresh = [...fresh, t];
  return (fresh.length >= 2 ? fresh : [...fresh, ...items.filter(said)].slice(0, 2)).slice(0, 4);
}

const words = (t: string) =>
  t
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function pool(ctx: LayoutCtx): string[] {
  if (ctx.facts.ingredients.length >= 2) return ctx.facts.ingredients.slice(0, 5);
  return label(ctx);
}

/** The label's amounts, standards, ingredients and flags, each once. */
function label(ctx: LayoutCtx): string[] {
  const f = ctx.facts.brief;
  if (!f) return ctx.facts.ingredients;
  const amounts = f.amounts
    .filter((a) => /\d/.test(a.qty))
    .map((a) => (a.what ? compact(a, 34) : [a.qty, a.per].filter(Boolean).join(' ')));
  const out: string[] = [];
  const key = (t: string) => t.toLocaleLowerCase();
  for (const t of [
    ...amounts,
    ...f.standards,
    ...ctx.facts.ingredients,
    ...f.ingredients,
    // A one-ingredient label's last call-outs are its own flags ("Gelatin-free"), not its pack count.
    ...f.flags.map((x) => x.text),
  ]) {
    const k = key(t);
    if (!t || t.length > 34 || out.some((o) => key(o).includes(k) || k.includes(key(o)))) continue;
    out.push(t.charAt(0).toLocaleUpperCase() + t.slice(1));
  }
  return out.slice(0, 5);
}

/**
 * Where a leader line ends: on the pack's side that faces the call-outs, the dot straddling its
 * edge, at the height of its label, not at a lid, a cap or the base. Dots just outside the side read
 * as lines that "point at nothing" (docs/decisions/162-static-proof-styles.md); dots a fifteenth of
 * the width inside covered the label's lettering ("M" of MAGNESIUM, s16 grading; decision 118).
 * The ends spread down the label band in the order of their labels, so lines never meet.
 */
export function onLabel(p: Box, side: 'left' | 'right', i: number, n: number): { x: number; y: number } {
  const inset = Math.round(Math.min(p.w * 0.012, 6));
  return {
    x: Math.round(side === 'left' ? p.x + inset : p.x + p.w - inset),
    y: Math.round(p.y + p.h * (BAND[0] + ((BAND[1] - BAND[0]) * (i + 0.5)) / Math.max(1, n))),
  };
}

/** The label band, as shares of the pack's height: under a lid, cap or dropper, above the base. */
const BAND = [0.4, 0.78] as const;

/**
 * Where each row's line meets the pack: level with its row where the row faces the label band, else
 * spread down the band, the ends kept in the rows' order and an eighth of the pack apart at most:
 * ends 44 px apart at the band's top read as "all call-out lines meet one spot" (docs/ad-quality.md).
 */
export function levels(p: Box, ys: number[]): number[] {
  const lo = p.y + p.h * BAND[0];
  const hi = p.y + p.h * BAND[1];
  const gap = Math.min(p.h * 0.13, (hi - lo) / Math.max(1, ys.length - 1));
  // The run starts as low as its rows allow: rows above the band spread over it rather than bunch at its top.
  const start = Math.max(lo, Math.min(ys[0] ?? lo, hi - gap * (ys.length - 1)));
  const out: number[] = [];
  for (const y of ys) out.push(Math.max(y, out.length ? out.at(-1)! + gap : start));
  // Pushed past the band's foot, the run moves up as one.
  const over = Math.max(0, (out.at(-1) ?? 0) - hi);
  return out.map((y) => Math.round(Math.max(lo, y - over)));
}

/** The dot's radius and a little: its halo (twice the radius) just meets the pack's edge. */
const DOT = 14;

// The dot sits on the pack: a white dot ringed in the blueprint's deep shade reads on a cream bottle
// as on a navy box; the soft halo stays under it.
const dotted = (ctx: LayoutCtx, x1: number, y1: number, x2: number, y2: number, knee?: number) =>
  `<path d="M${x1} ${y1}${knee === undefined ? '' : `H${knee}`}L${x2} ${y2}" fill="none" stroke="${LINE}" stroke-width="3" stroke-dasharray="2 9" stroke-linecap="round"/><circle cx="${x2}" cy="${y2}" r="18" fill="${LINE}" fill-opacity="0.28"/><circle cx="${x2}" cy="${y2}" r="10" fill="${LINE}" stroke="${blueprint(ctx.pal)}" stroke-width="4"/>`;

/** The least share of a 9:16 canvas the pack keeps beside its call-out columns (1:1 and 4:5: the hero's 20 %). */
const MIN_TALL = 0.125;

/** On 9:16 the diagram's pack rises toward its copy no higher than leaves this share of the height under it. */
const STORY_FLOOR = 1 / 6;

/** The leader lines are white on the blueprint (engine/scenes/graphic.ts). */
const LINE = '#ffffff';

/**
 * The diagram: the pack in the middle of its band, its call-outs in a column on each side (sides 2),
 * or, where the canvas is too narrow for two columns beside the pack (a wide tub, any 4:5 or 9:16
 * pack but a slim one), all in one column on its left (sides 1).
 */
function orbit(ctx: LayoutCtx, items: string[], sides: 1 | 2): Plan | undefined {
  const font = { ...ctx.fonts.body, weight: Math.max(600, ctx.fonts.body.weight) as 600 };
  // 4:5 and 9:16 keep the diagram too: their width cannot hold two columns beside a pack at 21 % of
  // a taller canvas, so the columns take a fixed fifth of the width each, the gutter narrows and the
  // pack takes the rest. Graders read the list that replaced it as "plain bullets, a near-clone of
  // Benefit Checklist" (docs/decisions/209-call-outs-in-every-size.md).
  const tall = isUpright(ctx);
  // The dots straddle the pack's side (onLabel): the labels keep this gap from it.
  const gutter = Math.round(ctx.w * (tall ? 0.03 : 0.05)) + DOT;
  // The labels take what the product leaves of the width at a little over the hero's 20 %.
  const need = Math.min(Math.sqrt(0.215 * ctx.w * ctx.h * ctx.aspect), ctx.maxProductW);
  // One column is as wide as its widest unbreakable call-out needs at the floor ("200 mg potassium":
  // an amount keeps its word): 28 %, 32 % or 36 % of the width.
  const fitsIn = (share: number) =>
    items.every(
      (t) =>
        !fitText(t, font, {
          maxWidth: Math.round(ctx.w * share),
          maxLines: 3,
          maxSize: floorPx(ctx, true, font),
          minSize: floorPx(ctx, true, font),
          lineHeight: 1.15,
          wordPerLine: false,
          hyphenate: false,
        }).overflow,
    );
  const lw =
    sides === 1
      ? Math.round(ctx.w * ([0.28, 0.32].find(fitsIn) ?? 0.36))
      : tall
        ? Math.round(ctx.w * 0.2)
        : Math.min(Math.round(ctx.w * 0.27), Math.floor((ctx.w - ctx.m * 2 - need - gutter * 2) / 2));
  if (lw < 190) return undefined;
  const region = {
    x: ctx.m + lw + gutter,
    y: ctx.m,
    w: ctx.w - sides * (ctx.m + lw + gutter) - (2 - sides) * ctx.m,
    h: ctx.h - ctx.m * 2,
  };
  const sol: Solution = solve(ctx, {
    top: present([headline(ctx, { max: 76, lines: 2 }), offer(ctx, { max: 32 })]),
    foot: [cta(ctx, { gap: 30, fill: '#ffffff' })],
    arrangements: ['stack'],
    feedStack: true,
    target: 0.26,
    anchor: 'center',
    align: 'center',
    productRegion: region,
  });
  if (sol.arrangement === 'side' || sol.arrangement === 'head-side') return undefined;
  const p = sol.product;
  // The story's rules widen a wide pack past its region, over the call-outs' column: it comes back
  // to the region's width about its centre, the column beside it.
  if (sides === 1 && p.x < region.x - 1) {
    const k = region.w / p.w;
    // Whole pixels, as every planned product box (product-box.test.ts).
    const h = Math.round(p.h * k);
    // On 9:16 it keeps its base (its foot no deeper in the caption zone than footBelow allows):
    // shrunk about its centre it rose off the line, "9:16 pouch jammed at right edge, empty bottom
    // quarter" (s21 grading; docs/decisions/220-story-copy-clear-of-the-product.md).
    const stand = Math.min(p.y + p.h, lowestBase(ctx, h));
    p.y = isTall(ctx) ? Math.max(p.y, stand - h) : Math.round(p.y + (p.h - h) / 2);
    p.x = Math.round(region.x);
    p.w = Math.round(region.w);
    p.h = h;
  }
  if (p.w * p.h < (isTall(ctx) ? MIN_TALL : 0.2) * ctx.w * ctx.h && p.w < ctx.maxProductW - 2) return undefined;
  // A product kept small (a low-resolution photo) stood centred in the story's height, its labels a
  // band away from the headline and button: on 9:16 the diagram rises under the copy and its labels
  // stay within the copy group's reach (ads:lint group, 96 px).
  const copyEnd = Math.max(...sol.drawn.texts.map((t) => t.box.y + t.box.h));
  // The copy over the pack and the button (or copy) under it, the bounds of the 4:5 and 9:16 labels.
  const above = Math.max(
    ctx.m,
    ...sol.drawn.texts.filter((t) => t.box.y + t.box.h <= p.y + 4).map((t) => t.box.y + t.box.h),
  );
  const below = Math.min(ctx.h - ctx.m, ...sol.drawn.texts.filter((t) => t.box.y >= p.y + p.h - 4).map((t) => t.box.y));
  const reach = isTall(ctx) ? copyEnd + 88 : Infinity;
  // It rises no nearer the button than the solver's clear space: at 2.6 % of the height (50 px) the
  // button read as "jammed onto the bottle cap"; and no higher than leaves a sixth of the height
  // empty under it: "9:16 empty bottom quarter" (s21 grading; docs/decisions/220-story-copy-clear-of-the-product.md).
  if (isTall(ctx)) {
    const risen = Math.round(Math.max(copyEnd + copyClear(ctx), p.y - (p.y - copyEnd) / 2));
    p.y = Math.min(p.y, Math.max(risen, Math.floor(ctx.h * (1 - STORY_FLOOR)) - p.h));
  }
  const left = items.filter((_, i) => sides === 1 || i % 2 === 0);
  const right = items.filter((_, i) => sides === 2 && i % 2 === 1);
  const texts: TextItem[] = [];
  let svg = '';
  const boxes: Box[] = [];
  for (const [col, list] of [
    ['left', left],
    ['right', right],
  ] as const) {
    if (!list.length) continue;
    // A story's pack may stand wider than its region (the solver's story rules): the column keeps to
    // the margin, narrower, or the diagram gives way.
    const cw = Math.min(lw, col === 'left' ? p.x - gutter - ctx.m : ctx.w - ctx.m - p.x - p.w - gutter);
    if (cw < 190) return undefined;
    const x = col === 'left' ? p.x - gutter - cw : p.x + p.w + gutter;
    const floor = floorPx(ctx, true, font);
    const fitAt = (size: number) =>
      list.map((t) =>
        fitText(t, font, {
          maxWidth: cw,
          maxLines: 3,
          maxSize: size,
          minSize: floor,
          lineHeight: 1.15,
          wordPerLine: false,
          // An ingredient is never hyphenated ("Weizen-/gras"): the call-outs get smaller, or the list.
          hyphenate: false,
        }),
      );
    // The call-outs stay smaller than the headline they sit under, and at 34 px or more: at the
    // feed's floor under a small 1:1 headline they read as fine print.
    const hl = sol.drawn.texts.find((t) => t.role === 'headline');
    let size = Math.max(floor, 34, Math.min(38 * ctx.textScale, hl ? hl.size * 0.8 : Infinity));
    let fits = fitAt(size);
    while (fits.some((f) => f.overflow) && size > floor) {
      // The last step lands on the floor itself: a step below it (35.8 under a 36 floor) overflowed
      // every label and lost the diagram.
      size = Math.max(floor, size - 2);
      fits = fitAt(size);
    }
    if (fits.some((f) => f.overflow)) return undefined;
    // One size for the column: a short call-out drawn larger than a long one read as a hierarchy.
    const least = Math.min(...fits.map((f) => f.size));
    if (fits.some((f) => f.size > least)) fits = fitAt(least);
    const total = fits.reduce((s, f) => s + f.height, 0) + (fits.length - 1) * 40;
    // On 4:5 and 9:16 a low pack (a tub, a box) has its labels stacked over more than its height: their
    // lines slant to its side (levels keeps them in order).
    if (total > p.h * (tall ? 1.6 : 0.9)) return undefined;
    let y = Math.min(p.y + (p.h - total) / 2, reach);
    // On 4:5 and 9:16 the labels centre on the pack's label band, between the copy above it and the
    // button below it, so that their lines run level (or nearly) to the pack's side.
    if (tall) {
      const gap = Math.round(ctx.h * 0.03);
      const mid = p.y + p.h * ((BAND[0] + BAND[1]) / 2);
      // A 9:16 keeps its labels within the copy group's reach all the same (ads:lint group): under a
      // tall bottle they stand by its shoulder and their lines run down to the band.
      y = Math.min(reach, Math.max(above + gap, Math.min(mid - total / 2, below - gap - total)));
    }
    const rows: number[] = [];
    for (let k = 0, ry = y; k < fits.length; ry += fits[k].height + 40, k++) rows.push(ry + fits[k].size * 0.6);
    const ends = tall ? levels(p, rows) : [];
    for (const [i, f] of fits.entries()) {
      const item = textItem('subline', f, font, x, y, cw, col === 'left' ? 'right' : 'left', inks(ctx), { lh: 1.15 });
      texts.push(item);
      const ly = Math.round(y + f.size * 0.6);
      const x1 = col === 'left' ? Math.round(item.box.x + item.box.w + 12) : Math.round(item.box.x - 12);
      const end = tall ? { ...onLabel(p, col, i, fits.length), y: ends[i] } : onLabel(p, col, i, fits.length);
      svg += dotted(ctx, x1, ly, end.x, end.y);
      boxes.push({
        x: Math.min(x1, end.x) - 20,
        y: Math.min(ly, end.y) - 20,
        w: Math.abs(end.x - x1) + 40,
        h: Math.abs(end.y - ly) + 40,
      });
      y += f.height + 40;
    }
  }
  const all = boxes.reduce((u, b) => ({
    x: Math.min(u.x, b.x),
    y: Math.min(u.y, b.y),
    w: Math.max(u.x + u.w, b.x + b.w) - Math.min(u.x, b.x),
    h: Math.max(u.y + u.h, b.y + b.h) - Math.min(u.y, b.y),
  }));
  return toPlan(sol, { texts, panels: [{ svg, box: all }] });
}

/** The list beside the product, each row with a leader line to the pack. */
function beside(ctx: LayoutCtx, items: string[]): Plan {
  const words = wordsOf(ctx);
  const list = checklist(ctx, items, { max: 38, mark: 'dot', onPanel: blueprint(ctx.pal) });
  const label = text(ctx, {
    role: 'subline',
    text: words.inside,
    font: { ...ctx.fonts.label, weight: 800 },
    max: 28,
    lines: 1,
    ls: 0.12,
    upper: true,
    drop: 3,
  });
  const sol = solve(ctx, {
    top: present([headline(ctx, { max: 78, lines: 3 }), label, list, offer(ctx)]),
    foot: [cta(ctx, { gap: 34, fill: '#ffffff' })],
    arrangements: ['side', 'stack-top'],
    target: 0.26,
    anchor: anchorOf(ctx),
    column: 0.5,
  });
  const p = sol.product;
  // The list's rows only: a headline worded as a call-out got a leader line of its own.
  const rows = sol.drawn.texts.filter((t) => t.role !== 'headline' && items.includes(t.text));
  if (!(sol.arrangement === 'side' || sol.arrangement === 'head-side') || !rows.length) return toPlan(sol);
  const right = rows[0].box.x < p.x;
  const x1 = right ? Math.max(...rows.map((r) => r.box.x + r.box.w)) + 18 : Math.min(...rows.map((r) => r.box.x)) - 18;
  const ends = levels(
    p,
    rows.map((t) => t.box.y + t.box.h / 2),
  ).map((y, i) => ({ ...onLabel(p, right ? 'left' : 'right', i, rows.length), y }));
  // Each line runs level from its row to a shared knee, then to the pack: lines that all left one
  // point for the label band ran steep and side by side, and graders saw them tangle on 9:16.
  const knee = Math.round(x1 + (ends[0].x - x1) * 0.45);
  const svg = rows
    .map((t, i) => dotted(ctx, Math.round(x1), Math.round(t.box.y + t.box.h / 2), ends[i].x, ends[i].y, knee))
    .join('');
  const x2 = ends[0].x;
  const ys = rows.map((t) => t.box.y + t.box.h / 2);
  const box = {
    x: Math.min(x1, x2) - 20,
    y: Math.min(...ys, p.y) - 20,
    w: Math.abs(x2 - x1) + 40,
    h: Math.max(...ys, p.y + p.h) - Math.min(...ys, p.y) + 40,
  };
  return toPlan(sol, { panels: [{ svg, box }] });
}

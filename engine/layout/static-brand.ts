import { headline, kicker, offer, rating, subline } from './blocks.js';
import { rule } from './marks.js';
import { badges, cta } from './parts.js';
import { type Arrangement, heroShare, keepHero, solve, toPlan } from './solver.js';
import { present } from './static.js';
import { isTall, type Layout } from './types.js';

/** Static-ad layouts, part 3: the brand colour split, luxe night, the poster. */

/**
 * Two fields of the label's colour: the copy and the button on the deep one, the product on the
 * light one. Side by side where the product fits its half, else the deep field across the top.
 * On 9:16 the deep field holds the copy across the top and the product stands on the light field
 * under it: a split down the middle squeezed a bottle into a narrow pale panel (s13 grading), and
 * copy in a deep field at the bottom sat low, by the app's own buttons (s14 grading, style 9).
 */
export const split: Layout = (ctx) => {
  const light = ['#ffffff', '#111111'];
  const tall = isTall(ctx);
  const gutter = Math.round(ctx.w * (tall ? 0.12 : 0.09));
  const sol = solve(ctx, {
    top: present([
      kicker(ctx, { ink: light }),
      headline(ctx, { max: 84, lines: 4, ink: light }),
      subline(ctx, { max: 36, lines: 3, ink: light }),
      offer(ctx),
      rating(ctx, { ink: light }),
      badges(ctx, ctx.honest.badges, { rows: 1 }),
    ]),
    foot: [cta(ctx, { gap: 34, fill: '#ffffff' })],
    arrangements: ctx.style.arrange ?? (tall ? ['stack-top'] : ['side', 'stack-top']),
    target: 0.26,
    anchor: 'center',
    // A wider deep field on 1:1 and 4:5: at half the width a long headline set four lines of small
    // type. On 9:16 a bottle beside the copy keeps its half (a narrow pale panel squeezed it).
    column: tall ? 0.5 : 0.56,
    gutter,
    productSide: ctx.mirror ? 'left' : 'right',
    noHead: true,
  });
  const col = sol.columns.text;
  const texts = sol.drawn.texts.map((t) => t.box);
  const bottom = Math.max(...texts.map((b) => b.y + b.h));
  const field =
    sol.arrangement === 'side' || sol.arrangement === 'head-side'
      ? sol.side === 'right'
        ? { x: 0, y: 0, w: Math.round(col.x + col.w + gutter / 2), h: ctx.h }
        : { x: Math.round(col.x - gutter / 2), y: 0, w: ctx.w - Math.round(col.x - gutter / 2), h: ctx.h }
      : {
          x: 0,
          y: 0,
          w: ctx.w,
          h: Math.round(Math.min(sol.product.y - gutter / 3, bottom + (sol.product.y - bottom) / 2)),
        };
  return toPlan(sol, { hints: { field } });
};

/**
 * Symmetric and dark: the serif headline between gold rules at the top, the product low on its
 * plinth beneath (product-high-copy-below is Studio Sweep's and Marble Luxe's arrangement;
 * docs/decisions/079-styles-that-are-different-ideas.md).
 */
export const luxe: Layout = (ctx) => {
  const plan = (arrangements: Arrangement[]) =>
    solve(ctx, {
      top: present([
        rule(ctx, { gap: 0 }),
        headline(ctx, { max: 72, lines: 3 }),
        rule(ctx, { gap: 22 }),
        subline(ctx, { max: 32, lines: 2 }),
        offer(ctx, { max: 30 }),
      ]),
      foot: present([badges(ctx, ctx.honest.badges, { max: 26, rows: 1, drop: 1 }), cta(ctx, { max: 32, gap: 26 })]),
      arrangements,
      target: 0.28,
      anchor: 'floor',
      align: 'center',
      // Beside a bottle the serif headline wants the width: at half the square it set five lines.
      column: 0.56,
    });
  const first = plan(ctx.style.arrange ?? ['stack-top', 'side']);
  // Side by side is for a tall bottle on a square: beside a tub or a box the copy was squeezed into
  // a narrow column on dark backing patches with a stub of a button (s13 grading, style 10). The
  // stack is kept wherever it holds the product at the hero's share.
  if (ctx.style.arrange || isTall(ctx) || first.arrangement !== 'side' || ctx.aspect < 0.55) return toPlan(first);
  const stacked = plan(['stack-top']);
  const area = stacked.product.w * stacked.product.h;
  return toPlan(
    stacked.arrangement === 'stack-top' && area >= heroShare(ctx) * ctx.w * ctx.h * 0.999 ? stacked : first,
  );
};

/** Giant condensed capitals across the top; the line and button low on one side, the product big on the other. */
export const poster: Layout = (ctx) => {
  // A long headline at poster size leaves a tall bottle under the hero's 20 %: then a smaller one.
  const plan = (max: number, min: number) =>
    solve(ctx, {
      top: present([
        headline(ctx, { max, lines: 3, min }),
        subline(ctx, { max: 34, lines: 3 }),
        offer(ctx),
        rating(ctx),
      ]),
      foot: present([badges(ctx, ctx.honest.badges, { rows: 2, drop: 1 }), cta(ctx, { max: 38, gap: 28 })]),
      arrangements: ctx.style.arrange ?? ['head-side', 'stack-top'],
      target: 0.28,
      anchor: 'floor',
      align: 'left',
      // On 9:16 the solver places the column where it leaves the smallest empty band.
      valign: isTall(ctx) ? undefined : 'bottom',
      column: 0.46,
      productSide: ctx.mirror ? 'left' : 'right',
      productX: ctx.mirror ? 'left' : 'right',
    });
  return toPlan(keepHero(ctx, plan(180, 104), () => plan(120, 64)));
};

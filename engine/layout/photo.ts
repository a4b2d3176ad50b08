import { headline, offer, rating, subline } from './blocks.js';
import { badges, cta } from './parts.js';
import { solve, toPlan } from './solver.js';
import { type Layout } from './types.js';
import { anchorOf, present } from './static.js';

/**
 * Product photoshoot: the product is the hero of a lit set (40 % of the canvas where it fits);
 * the copy is short and quiet. Each style orders the arrangements its set is shot for
 * (catalog/styles-photoshoot.ts `arrange`), so the ten sets are ten compositions.
 */
export const showcase: Layout = (ctx) => {
  const sol = solve(ctx, {
    top: present([
      headline(ctx, { max: 80, lines: 2 }),
      subline(ctx, { max: 34, lines: 1 }),
      offer(ctx, { max: 32 }),
      rating(ctx, { max: 30 }),
    ]),
    foot: present([badges(ctx, ctx.honest.badges.slice(0, 2), { max: 28, rows: 1 }), cta(ctx, { max: 32 })]),
    arrangements: ctx.style.arrange ?? ['stack', 'side'],
    target: 0.35,
    anchor: anchorOf(ctx),
    align: 'center',
    column: 0.46,
  });
  return toPlan(sol);
};

import { card, checklist, headline, kicker, offer, rating, subline } from './blocks.js';
import { badges, cta } from './parts.js';
import { type Arrangement, keepHero, solve, toPlan } from './solver.js';
import { isTall, isUpright, type Layout, type LayoutCtx } from './types.js';
import { SCENE_LIGHT } from '../scenes/index.js';

/** Static-ad layouts, part 1: the hero, the minimal corner, the benefit list. */

export const present = <T>(xs: Array<T | undefined | false>): T[] => xs.filter((x): x is T => !!x);
export const anchorOf = (ctx: LayoutCtx) => SCENE_LIGHT[ctx.style.scene].anchor;

export const hero: Layout = (ctx) => {
  const sol = solve(ctx, {
    top: present([
      kicker(ctx),
      headline(ctx, { max: 116, lines: 3, min: 48 }),
      subline(ctx, { max: 38 }),
      offer(ctx),
      rating(ctx),
    ]),
    foot: present([badges(ctx, ctx.honest.badges), cta(ctx, { max: 40 })]),
    arrangements: ctx.style.arrange ?? ['stack', 'side'],
    target: 0.3,
    anchor: anchorOf(ctx),
    align: 'center',
  });
  return toPlan(sol);
};

/**
 * Quiet: a small serif headline beside the product standing low on the other side, and a slim
 * solid pill in the style's ink under it. A bare underlined word read as "a weak underlined SHOP
 * NOW text link", and copy held in the top corner left "1:1 and 4:5 lower-left half empty" (s20
 * grading): on 1:1 and 4:5 the copy is centred on the column beside the product, never a headline
 * across the top over a product in the right corner (docs/decisions/208-minimal-button-and-no-empty-half.md).
 */
export const minimal: Layout = (ctx) => {
  const feed = !isTall(ctx);
  const portrait = feed && isUpright(ctx);
  const sol = solve(ctx, {
    top: present([
      kicker(ctx),
      headline(ctx, { max: 68, lines: 3, min: 40 }),
      subline(ctx, { max: 32, lines: 2 }),
      offer(ctx, { max: 30 }),
      cta(ctx, { max: 32, gap: 34 }),
    ]),
    arrangements: feed ? ['side'] : ['side', 'stack-top'],
    target: portrait ? 0.28 : 0.24,
    anchor: 'floor',
    align: 'left',
    valign: feed ? 'center' : 'top',
    noHead: portrait,
    productSide: ctx.mirror ? 'left' : 'right',
    productX: feed ? 'center' : ctx.mirror ? 'left' : 'right',
    column: 0.5,
  });
  return toPlan(sol);
};

/**
 * The headline across the top, the product on the left, its benefits ticked off on a white list
 * card on the right. The list is the brief's facts: the copy's benefit lines, then the named
 * ingredients and certifications, so a brief with one benefit line still fills a checklist (a
 * single tick read as a plain headline, a look-alike of Bold Hero;
 * docs/decisions/079-styles-that-are-different-ideas.md).
 */
export const benefits: Layout = (ctx) => {
  // Each fact once: an ingredient already named in a benefit line ("Melatonin 1.9 mg"), the headline or a badge is not repeated.
  // The badges under the list are said there (one fact once).
  const said = [ctx.copy.headline, ...ctx.honest.badges].join(' \n ').toLowerCase();
  const items: string[] = [];
  for (const s of [...ctx.facts.benefits, ...ctx.facts.ingredients, ...ctx.facts.certifications]) {
    const k = s.trim().toLowerCase();
    if (!k || said.includes(k) || items.some((i) => i.toLowerCase().includes(k) || k.includes(i.toLowerCase())))
      continue;
    items.push(s.trim());
  }
  items.splice(4);
  const list = items.length
    ? card(ctx, (ink, bg) => present([checklist(ctx, items, { max: 36, ink, onPanel: bg })]), {
        radius: 22,
        // A list card's rows at the feed's type floor leave it less room to pad.
        pad: 26,
        key: 'list',
        gap: 30,
      })
    : undefined;
  const opts: Parameters<typeof solve>[1] = {
    top: present([headline(ctx, { max: 72, lines: 3 }), list, offer(ctx), rating(ctx)]),
    // The buyer's certifications (and badges the description supports) under the list, when there is room.
    foot: present([badges(ctx, ctx.honest.badges, { rows: 1, drop: 1 }), cta(ctx, { gap: 34 })]),
    arrangements: ctx.style.arrange ?? ['head-side', 'stack'],
    target: 0.27,
    anchor: anchorOf(ctx),
    column: 0.56,
    productSide: 'left',
  };
  // A long headline over the list's column can leave the product under the hero's fifth: then the
  // headline in the list's column or the list under the product, whichever keeps it larger (docs/decisions/092-feed-secondary-type.md).
  const only = (a: Arrangement) => () => solve(ctx, { ...opts, arrangements: [a] });
  const sol = keepHero(ctx, keepHero(ctx, solve(ctx, opts), only('side')), only('stack'));
  return toPlan(sol);
};

export { card };

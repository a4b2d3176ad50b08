import { type LayoutKind } from '../../contract/style-types.js';
import { callouts } from './callouts.js';
import { comparison } from './comparison.js';
import { flatlay, showcase } from './photo.js';
import { keepHero } from './solver.js';
import { benefits, hero, minimal } from './static.js';
import { beforeAfter, offerLayout, testimonial } from './static2.js';
import { luxe, poster, split } from './static-brand.js';
import { type Layout, type LayoutCtx, type Plan } from './types.js';
import { ugcNote, ugcPhone, ugcSnapshot, ugcUnboxing } from './ugc.js';
import { ugcFaq, ugcList, ugcSpotlight } from './ugc-cards.js';
import { ugcChat, ugcVideo } from './ugc-screens.js';
import { ugcNotes } from './ugc-notes.js';

const LAYOUTS: Record<LayoutKind, Layout> = {
  hero,
  minimal,
  split,
  benefits,
  comparison,
  testimonial,
  offer: offerLayout,
  callouts,
  'before-after': beforeAfter,
  luxe,
  poster,
  showcase,
  flatlay,
  'ugc-phone': ugcPhone,
  'ugc-note': ugcNote,
  'ugc-chat': ugcChat,
  'ugc-video': ugcVideo,
  'ugc-unboxing': ugcUnboxing,
  'ugc-notes': ugcNotes,
  'ugc-faq': ugcFaq,
  'ugc-list': ugcList,
  'ugc-spotlight': ugcSpotlight,
  'ugc-snapshot': ugcSnapshot,
};

/**
 * The style's layout for one size. A long headline (a buyer's own words, a language without
 * templates) can leave a narrow text column no room, so the solver falls back to a stack that
 * squeezes the product under the hero's 20 %: the layout is then planned again with the headline
 * allowed two more lines, and the plan with the larger product is kept.
 */
export function planLayout(kind: LayoutKind, ctx: LayoutCtx): Plan {
  // A buyer's "larger headline" has to show: a tall bottle at its height limit left the scaled
  // headline no wider column, and the solver kept the unedited size. The unedited plan's headline
  // is what the edit must beat (docs/decisions/128-product-top-clearance-and-story-bands.md).
  if (ctx.headlineScale <= 1) return plan(kind, ctx);
  const before = plan(kind, { ...ctx, headlineScale: 1 });
  const after = plan(kind, { ...ctx, headlineBefore: headlineOf(before) });
  // Where no arrangement sets it larger (a story whose stacked headline already fills the width),
  // the edit never shrinks it.
  return headlineOf(after) >= headlineOf(before) ? after : before;
}

function plan(kind: LayoutKind, ctx: LayoutCtx): Plan {
  const once = (c: LayoutCtx) => keepHero(c, LAYOUTS[kind](c), () => LAYOUTS[kind]({ ...c, extraLines: 2 }));
  // The readable type floors first; where they leave the product under the hero's share, the layout
  // with the previous floors (docs/decisions/126-readable-type-floor-and-clean-breaks.md).
  let atOldFloors: Plan | undefined;
  const tight = () => (atOldFloors ??= once({ ...ctx, tight: true }));
  const first = keepHero(ctx, once(ctx), tight);
  const set = (p: Plan) => p.texts.some((t) => t.role === 'headline');
  if (set(first) || !ctx.copy.headline || ctx.tight) return first;
  // A long headline that measures at no readable floor is set at the previous floors, not dropped.
  return set(tight()) ? tight() : first;
}

const headlineOf = (p: Plan) => Math.max(0, ...p.texts.filter((t) => t.role === 'headline').map((t) => t.size));

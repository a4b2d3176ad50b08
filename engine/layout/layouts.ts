import { type LayoutKind } from '../../contract/style-types.js';
import { showcase } from './photo.js';
import { keepHero } from './solver.js';
import { benefits, callouts, comparison, hero, split } from './static.js';
import { beforeAfter, offerLayout, testimonial } from './static2.js';
import { type Layout, type LayoutCtx, type Plan } from './types.js';
import { ugcCaption, ugcChat, ugcFaq, ugcList, ugcNote, ugcNotes, ugcPhone, ugcSpotlight, ugcUnboxing } from './ugc.js';

const LAYOUTS: Record<LayoutKind, Layout> = {
  hero,
  split,
  benefits,
  comparison,
  testimonial,
  offer: offerLayout,
  callouts,
  'before-after': beforeAfter,
  showcase,
  'ugc-phone': ugcPhone,
  'ugc-caption': ugcCaption,
  'ugc-note': ugcNote,
  'ugc-chat': ugcChat,
  'ugc-unboxing': ugcUnboxing,
  'ugc-notes': ugcNotes,
  'ugc-faq': ugcFaq,
  'ugc-list': ugcList,
  'ugc-spotlight': ugcSpotlight,
};

/**
 * The style's layout for one size. A long headline (a buyer's own words, a language without
 * templates) can leave a narrow text column no room, so the solver falls back to a stack that
 * squeezes the product under the hero's 20 %: the layout is then planned again with the headline
 * allowed two more lines, and the plan with the larger product is kept.
 */
export function planLayout(kind: LayoutKind, ctx: LayoutCtx): Plan {
  return keepHero(ctx, LAYOUTS[kind](ctx), () => LAYOUTS[kind]({ ...ctx, extraLines: 2 }));
}

import { type LayoutKind } from '../../contract/style-types.js';
import { callouts } from './callouts.js';
import { comparison } from './comparison.js';
import { flatlay, showcase } from './photo.js';
import { FEED_COLUMN, heroSized, keepHero } from './solver.js';
import { benefits, hero, minimal } from './static.js';
import { beforeAfter, offerLayout, testimonial } from './static2.js';
import { luxe, poster, split } from './static-brand.js';
import { isTall, type Layout, type LayoutCtx, type Plan } from './types.js';
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
  const once = (c: LayoutCtx) => {
    const first = LAYOUTS[kind](c);
    const kept = keepHero(c, first, () => LAYOUTS[kind]({ ...c, extraLines: 2 }));
    return kept === first ? kept : shallower(c, kind, kept);
  };
  // The readable type floors first; where they leave the product under the hero's share, the layout
  // with the previous floors (docs/decisions/126-readable-type-floor-and-clean-breaks.md).
  let atOldFloors: Plan | undefined;
  const tight = () => (atOldFloors ??= once({ ...ctx, tight: true }));
  // On 1:1 and 4:5 the previous floors are first tried with the button at its tap size and the
  // headline's words whole: the full re-plan bought a pouch 17 -> 21 % (or a jar 19.9 -> 21 %) with a
  // 34 px button and a 40 px headline in a narrow column ("tiny 1:1 CTA", "Grünpul-ver", s17
  // grading); it stays where only it keeps the hero's share
  // (docs/decisions/180-feed-tight-re-plan-keeps-the-button.md).
  let atWhole: Plan | undefined;
  const whole = () => (atWhole ??= once({ ...ctx, tight: true, whole: true }));
  const first = isTall(ctx) ? keepHero(ctx, once(ctx), tight) : unforced(ctx, once(ctx), [whole, tight]);
  const set = (p: Plan) => p.texts.some((t) => t.role === 'headline');
  if (set(first) || !ctx.copy.headline || ctx.tight) return first;
  // A long headline that measures at no readable floor is set at the previous floors, not dropped.
  return set(tight()) ? tight() : first;
}

/**
 * On 1:1 and 4:5 a plan no arrangement made within the rules (the solver's forced last resort: a
 * long headline across the top and its button alone in the column beside a bottle, "1:1 CTA
 * stranded right", s17 grading, Window Light) gives way to the re-plan at lower floors where that
 * meets them and keeps the hero's share (docs/decisions/180-feed-tight-re-plan-keeps-the-button.md).
 */
const UNFORCED_HEAD_PX = 46;

function unforced(ctx: LayoutCtx, first: Plan, [whole, tight]: Array<() => Plan>): Plan {
  // Not for a headline shrunk to a caption: a 40 px headline beside the bottle read worse than the
  // forced plan's 59 px one (sleep-window, Window Light 1:1).
  const reads = (p: Plan) => headlineOf(p) >= Math.min(headlineOf(first), (UNFORCED_HEAD_PX * ctx.w) / 1080);
  if (first.forced)
    for (const again of [whole, tight])
      if (!again().forced && heroSized(ctx, again().product) && reads(again())) return again();
  return keepHero(ctx, first, () => keepHero(ctx, whole(), tight));
}

/**
 * On 1:1 the re-plan with two more headline lines set it four or five lines deep in a
 * narrow column ("1:1 headline in five-line narrow column", s20 grading): the layout is planned
 * once more with the columns between the solver's coarse steps, and that plan is kept where it
 * keeps the hero's share with the headline in three lines, readable and no smaller
 * (docs/decisions/212-feed-headline-never-in-a-deep-column.md).
 */
function shallower(ctx: LayoutCtx, kind: LayoutKind, deep: Plan): Plan {
  // Not on 4:5, whose height carries a four-line headline: there the wider column left a box smaller,
  // low, under an empty lower half (omega3-box, Notes App).
  // Nor for a poster's deep headline across a wide block (Colour Block's four 72 px lines of three
  // words read well): only lines narrower than FEED_COLUMN or of under 2.5 words on average.
  const words = (t: Plan['texts'][number]) =>
    t.lines
      .map((l) => l.text)
      .join(' ')
      .split(/\s+/).length;
  const narrow = deep.texts.some(
    (t) =>
      t.role === 'headline' &&
      (Math.max(...t.lines.map((l) => l.w)) < ctx.w * FEED_COLUMN || words(t) < t.lines.length * 2.5),
  );
  if (ctx.h > ctx.w || headLinesOf(deep) <= 3 || !narrow) return deep;
  const fine = LAYOUTS[kind]({ ...ctx, fineColumns: true });
  const hero = heroSized(ctx, fine.product);
  // Never for a smaller headline: three 52 px lines for five of 68 px beside the magnesium bottle
  // left "200 mg" at a line's end and the lower left empty (decision 212).
  const reads = headlineOf(fine) >= Math.max((UNFORCED_HEAD_PX * ctx.w) / 1080, headlineOf(deep) * 0.9);
  return !fine.forced && hero && reads && headLinesOf(fine) <= 3 ? fine : deep;
}

const headLinesOf = (p: Plan) =>
  Math.max(0, ...p.texts.filter((t) => t.role === 'headline').map((t) => t.lines.length));

const headlineOf = (p: Plan) => Math.max(0, ...p.texts.filter((t) => t.role === 'headline').map((t) => t.size));

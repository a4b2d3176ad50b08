import { MIN_PX, tightFloorPx } from './parts.js';
import { type LayoutCtx } from './types.js';
import { type FitOptions, type FittedText, type FontSpec, fitText } from '../text/index.js';

/**
 * Fitting the comparison's cells and heads, shared by the upright table (comparison.ts) and the
 * table on its side (comparison-strip.ts); docs/decisions/118-comparisons-that-compare.md.
 */

/** The table's fonts: questions, our answers, the column heads. */
export function compareFonts(ctx: LayoutCtx) {
  return {
    ask: { ...ctx.fonts.body, weight: 500 as const },
    ours: { ...ctx.fonts.body, weight: 800 as const },
    head: { ...ctx.fonts.label, weight: 800 as const },
  };
}

/**
 * Fitted text, or no lines for an empty cell. A cell word is never hyphenated ("Unflavou-red?",
 * "Weichkap-seln"): a word wider than its cell makes the cell not fit, and the row gives way. A
 * French question mark is never left alone on a line ("Quelle forme / ?": the line breaker treats
 * its no-break space as a space): the cell is set narrower, or counts as not fitting.
 */
export function fitCell(t: string, font: FontSpec, o: FitOptions): FittedText {
  if (!t) return { size: o.maxSize ?? 0, lines: [], width: 0, height: 0, text: '' };
  const opts = { ...o, hyphenate: false };
  const orphan = (f: FittedText) => f.lines.some((l) => /^[?!:;]$/.test(l.trim()));
  let f = fitText(t, font, opts);
  // A narrower measure takes the word before the mark down with it ("Combien dans / la boîte ?").
  for (const k of [0.9, 0.8, 0.7]) if (orphan(f)) f = fitText(t, font, { ...opts, maxWidth: o.maxWidth * k });
  return orphan(f) ? { ...f, overflow: true } : f;
}

/**
 * The cells' one size: 34 px or more on every size (docs/decisions/087-story-secondary-type.md,
 * 092-feed-secondary-type.md), the same in every cell so the rows read as one table; the heads at
 * the cells' floor.
 */
export function cellSizes(ctx: LayoutCtx, k: number, max: number) {
  const fonts = compareFonts(ctx);
  const tight = tightFloorPx(ctx, k, fonts.ours);
  return { size: Math.max(34, tight, max * k * ctx.textScale), head: Math.max(MIN_PX, tight) };
}

/** The two column heads, our product's short name in `oursW` and the label check in `checkW`, two lines at most. */
export function compareHeads(ctx: LayoutCtx, ours: string, check: string, px: number, oursW: number, checkW: number) {
  const { head } = compareFonts(ctx);
  const o = { maxSize: px, minSize: px, upper: true, lineHeight: 1.1, maxLines: 2 };
  const oursHead = fitCell(ours, head, { ...o, maxWidth: oursW });
  const checkHead = fitCell(check, head, { ...o, maxWidth: checkW });
  return { oursHead, checkHead };
}

import { contrast, inkOn, type Box } from '../paint/index.js';
import {
  type FontSpec,
  shapeLine,
  type FitOptions,
  type FittedText,
  fitText,
  phraseSplits,
  readScale,
} from '../text/index.js';
import { type Align, isTall, type LayoutCtx, type Panel, type TextItem } from './types.js';
import { type BoxRole } from '../../contract/engine.js';

/**
 * Blocks: measured pieces of an ad (a headline, a button, a card) that the solver
 * (engine/layout/solver.ts) stacks into columns. Sizes are px on the 1080 px wide canvas; `k`
 * scales the type between each block's largest size and its minimum (`floorPx`, never below 28 px).
 */
export type Drawn = { texts: TextItem[]; panels: Panel[]; w: number; h: number };
export type Block = {
  key: string;
  /** Optional blocks are dropped, highest first, when nothing else makes room. */
  drop?: number;
  /** Space above the block (scaled with k). */
  gap?: number;
  /**
   * The block's size at column width w and type scale k; `px` is its main type size (the solver
   * scores the headline's); `short` marks a shortened wording (a button's "ORDER" for "ORDER NOW");
   * `lines` a text's line count (the solver weighs a deep headline); `tap` a button's label size.
   */
  measure(
    w: number,
    k: number,
  ): { w: number; h: number; px?: number; short?: boolean; lines?: number; tap?: number } | undefined;
  place(x: number, y: number, w: number, k: number, align: Align): Drawn;
};

/**
 * The absolute floor: no type under 28 px on the 1080 px canvas (a legal line may go to 22 px). A
 * headline is held well above it by its layout; every other line has the higher floors below.
 */
export const MIN_PX = 28;

/**
 * A story's secondary type (docs/decisions/087-story-secondary-type.md): a 9:16 ad fills the
 * phone's screen and is glanced at for a second or two, so its sub-lines and list items keep 40 px
 * and its dense text (table cells, chat bubbles, chips, badges, buttons) 34 px; a block that cannot
 * keep that gives up rows or is dropped rather than shrink.
 */
export const STORY_PX = 40;
export const STORY_DENSE_PX = 34;

/**
 * A feed ad's secondary type (docs/decisions/092-feed-secondary-type.md,
 * docs/decisions/103-feed-type-read-at-x-height.md): a 1:1 or 4:5 ad is seen at the phone's width,
 * about a third of its 1080 px. Sub-lines, list and checklist items and FAQ answers keep 40 px, as
 * on a story; dense text (table cells, badges, pills, the offer, the rating, buttons, call-out
 * labels) 36 px. What does not fit at that is dropped or shortened, never set smaller.
 */
export const FEED_PX = 40;
export const FEED_DENSE_PX = 36;
/**
 * The feed's last resort, the old dense floor: only a table's cells and a chat's bubbles, and only at
 * type scales under 0.6, where the product would otherwise fall under the hero's 20 % (as a story's
 * bubbles go to the square's floor). `ads:lint` holds every feed text to it.
 */
export const FEED_TIGHT_PX = 34;

/**
 * A feed floor for a face that reads smaller than its size: the floor is an x-height (Inter's at the
 * floor), so handwriting (Caveat, x-height 0.37 em against 0.55) keeps about 60 px where a sans
 * keeps 40. A story keeps its own floors.
 */
function read(ctx: { w: number; h: number }, px: number, font?: FontSpec): number {
  return font && !isTall(ctx) ? Math.round(px / readScale(font)) : px;
}

/**
 * The smallest headline, in every size and every block (a card's title, a caption's tags, a hook
 * sticker): graders called headlines at 38-48 px small or tiny and those from about 53 px fine
 * (docs/grades/s11-*.tsv), so a headline that does not fit at this takes its shorter form or a
 * wider block rather than shrink (docs/decisions/126-readable-type-floor-and-clean-breaks.md).
 * It is `readableFloor('headline')` of the text room at 1080 px.
 */
export const HEAD_PX = 52;

export function headFloorPx(ctx: { w: number; h: number; tight?: boolean }, font?: FontSpec): number {
  // Where the product needs the room (ctx.tight), the secondary type's floor as before.
  if (ctx.tight) return isTall(ctx) ? STORY_DENSE_PX : read(ctx, FEED_PX, font);
  // Handwriting keeps the secondary floor read at its x-height (about 60 px), already above this.
  return Math.max(Math.round((HEAD_PX * ctx.w) / 1080), read(ctx, FEED_PX, font));
}

/** A table's, a chat's, a squeezed list's or button's floor at type scale k: the dense floor, or the feed's last resort under 0.6. */
export function tightFloorPx(ctx: { w: number; h: number }, k: number, font?: FontSpec): number {
  return !isTall(ctx) && k < 0.6 ? read(ctx, FEED_TIGHT_PX, font) : floorPx(ctx, true, font);
}

/** The smallest type a secondary block may use here: a feed ad's floor (for its face), or a story's. */
export function floorPx(ctx: { w: number; h: number }, dense = false, font?: FontSpec): number {
  if (isTall(ctx)) return dense ? STORY_DENSE_PX : STORY_PX;
  return read(ctx, dense ? FEED_DENSE_PX : FEED_PX, font);
}

/**
 * How many of a list's n rows it sets at type scale k: where room is short the list gets shorter
 * before its type gets small, never under two rows. On 1:1 and 4:5 it sheds a row at the first
 * step under full scale and a second under 0.84 (a story under 0.84 and under 0.6): a four-row
 * list kept the type scale down and with it the headline ("1:1 headline and checklist text small",
 * s19 grading; docs/decisions/200-feed-fewer-larger-words.md).
 */
export function listRows(ctx: { w: number; h: number }, n: number, k: number, one = false): number {
  // `one`: on 1:1 a list that may stand as one row under 0.84 (a note's single tick), where two rows
  // left no plan at the hero's share but a headline five lines deep beside a tub
  // (docs/decisions/219-square-copy-and-headroom.md).
  const least = Math.min(one && ctx.w === ctx.h && k < 0.84 ? 1 : 2, n);
  if (isTall(ctx)) return Math.max(least, n - (k >= 0.84 ? 0 : k >= 0.6 ? 1 : 2));
  return Math.max(least, n - (k >= 1 ? 0 : k >= 0.84 ? 1 : 2));
}

export const empty = (): Drawn => ({ texts: [], panels: [], w: 0, h: 0 });

/**
 * A block across its column's full width, sized once per width and type scale by `sized`
 * (undefined when it does not fit) and drawn from that sizing: measure and place cannot disagree.
 */
export function fullWidth<S extends { h: number }>(
  o: { key: string; gap: number },
  sized: (w: number, k: number) => S | undefined,
  draw: (s: S, x: number, y: number, w: number) => Drawn,
): Block {
  return {
    ...o,
    measure(w, k) {
      const s = sized(w, k);
      return s ? { w, h: s.h } : undefined;
    },
    place(x, y, w, k) {
      return draw(sized(w, k)!, x, y, w);
    },
  };
}

export function lineX(x: number, w: number, lw: number, align: Align): number {
  return align === 'center' ? x + (w - lw) / 2 : align === 'right' ? x + w - lw : x;
}

export function shapedWidth(text: string, font: FontSpec, size: number, ls = 0): number {
  return shapeLine(text, font, ls).width * size;
}

/** Positions fitted lines inside a column; each line's box is its shaped width. */
export function textItem(
  role: BoxRole,
  f: FittedText,
  font: FontSpec,
  x: number,
  y: number,
  w: number,
  align: Align,
  ink: string[],
  opts: { lh: number; ls?: number; canBack?: boolean; record?: Box | false } = { lh: 1.1 },
): TextItem {
  const ls = opts.ls ?? 0;
  const lines = f.lines.map((text, i) => {
    const lw = shapedWidth(text, font, f.size, ls);
    return { text, x: lineX(x, w, lw, align), y: y + i * f.size * opts.lh, w: lw };
  });
  const left = Math.min(...lines.map((l) => l.x));
  const right = Math.max(...lines.map((l) => l.x + l.w));
  return {
    role,
    text: f.text,
    font,
    size: f.size,
    lineHeight: opts.lh,
    letterSpacing: ls,
    lines,
    box: { x: left, y, w: right - left, h: f.height },
    ink,
    canBack: opts.canBack ?? true,
    record: opts.record,
  };
}

export type TextOpts = {
  role: BoxRole;
  text: string;
  font: FontSpec;
  max: number;
  min?: number;
  lines: number;
  /** The most lines the block ever takes, the floor's extra line included. */
  cap?: number;
  lh?: number;
  ls?: number;
  upper?: boolean;
  variants?: string[];
  balance?: boolean;
  ink?: string[];
  drop?: number;
  gap?: number;
  /** Caps the block's width (a fraction of the column) for a better measure of a long line. */
  measureW?: number;
};

/**
 * Under this share of its size a headline takes its shorter form, if it has one, when that fits
 * larger. Not on 9:16: its headline starts larger, and the story needs the copy's mass to leave no
 * empty band between its zones.
 */
const PREFER_HEADLINE = 0.6;
/**
 * A 1:1 or 4:5 headline under this size (px at 1080) reads as small on a phone
 * (docs/decisions/104-feed-headline-before-the-column.md): a feed headline that fits only under it
 * takes its shorter form when that fits at it (docs/decisions/116-feed-headline-size-and-column-shape.md).
 */
export const FEED_READABLE_PX = 64;

/**
 * The smallest largest-size of a 9:16 headline at any type scale: under it graders read a one-line
 * headline as "tiny" (scripts/type-measure.ts READABLE_PX).
 */
const STORY_KEEP_PX = 72;

/** A headline set on one line under this share over its readable size takes two lines, larger. */
const ONE_LINE_KEEP = 1.25;

/** A 9:16 headline under this size takes its shorter form when that is set clearly larger. */
const STORY_SHORTER_PX = 60;

/** A headline on a line fewer may be this much smaller than on more lines (docs/decisions/116-feed-headline-size-and-column-shape.md). */
const FEWER_LINES = 0.86;

/** A feed headline four lines deep takes its shorter form on three lines down to this share of its size. */
const DEEP_SHORTER = 0.8;

/** The size under which a feed headline takes its shorter form: FEED_READABLE_PX, or its largest size when that is smaller. */
function preferHeadline(max: number): number {
  return Math.min(max, Math.max(FEED_READABLE_PX, max * PREFER_HEADLINE));
}

/** A plain text block (headline, sub-line, kicker, labels). */
export function text(ctx: LayoutCtx, o: TextOpts): Block {
  const secondary = o.role !== 'headline' && o.role !== 'disclaimer';
  const least = o.role === 'headline' ? headFloorPx(ctx, o.font) : MIN_PX;
  const min = Math.max(secondary ? floorPx(ctx, false, o.font) : least, o.min ?? MIN_PX);
  // A secondary line keeps its floor on one more line where it has two or more; only where even
  // that overflows does it go to the dense floor (docs/decisions/087-story-secondary-type.md,
  // docs/decisions/092-feed-secondary-type.md).
  const hard = secondary ? Math.min(min, Math.max(floorPx(ctx, true, o.font), o.min ?? MIN_PX)) : min;
  const lines = Math.min(o.cap ?? Infinity, secondary && o.lines >= 2 ? o.lines + 1 : o.lines);
  const lh = o.lh ?? 1.12;
  const feedHead = o.role === 'headline' && !isTall(ctx);
  // A shorter form keeps the claim's amount: "Stir into coffee, tea or a smoothie" for "10 g
  // collagen peptides: stir into coffee, tea or a smoothie" read as a headline without its dose
  // (docs/ad-quality.md).
  const amounts = o.role === 'headline' ? (o.text.match(/\d[\d.,]*/g) ?? []) : [];
  const variants = amounts.length ? o.variants?.filter((v) => amounts.some((a) => v.includes(a))) : o.variants;
  // The headline does not scale down with the body type under the size it reads as the ad's
  // headline at (its largest size when that is smaller): a low type scale set it on one small line
  // across a full-width band ("9:16 collapses to a tiny one-line headline", s13 grading). Two lines
  // at that size are measured instead, and the solver weighs their height against the product's.
  // A condensed face reads as much smaller at its size: Bebas Neue's headlines start 1.22 times
  // larger (engine/layout/blocks.ts), and so does what they keep.
  const condensed = o.font.family === 'Bebas Neue' ? 1.22 : 1;
  const keep =
    o.role === 'headline' && !ctx.tight
      ? Math.min(o.max, Math.round(((isTall(ctx) ? STORY_KEEP_PX : FEED_READABLE_PX) * condensed * ctx.w) / 1080))
      : 0;
  // A break the larger kept size may cost: "BIOTIN 2500 µg IN / GUMMIES" read worse than one line.
  const clean = (l: string[]) => phraseSplits(l) < 0.7 && /\s|\d/u.test(l.at(-1) ?? '');
  const fitAt = (w: number, k: number, floor: number, maxLines: number, top = keep) => {
    const opts = {
      maxWidth: w * (o.measureW ?? 1),
      maxLines,
      maxSize: Math.max(floor, o.max * k, top),
      minSize: floor,
      lineHeight: lh,
      letterSpacingEm: o.ls,
      upper: o.upper,
      variants,
      preferSize: feedHead ? preferHeadline(Math.max(floor, o.max * k)) : undefined,
      balance: o.balance,
      wordPerLine: secondary ? false : undefined,
      // A headline word is hyphenated only in the tight re-plan (engine/layout/layouts.ts): a column
      // that needs "Bio-Grünpul- / ver" does not fit, so the solver widens it or stacks the copy
      // ("headline split as 'Grünpul-ver'", s17 grading, Water Ripple and Notes App 1:1).
      hyphenate: o.role === 'headline' && (!ctx.tight || ctx.whole) ? false : undefined,
    } satisfies FitOptions;
    const f = fitText(o.text, o.font, opts);
    // A story's headline keeps its whole claim down to STORY_SHORTER_PX (its mass fills the screen).
    const enough = feedHead ? opts.preferSize! : STORY_SHORTER_PX;
    if (o.role !== 'headline' || !variants?.length || (!f.overflow && f.size >= enough)) return f;
    // Neither form reaches the readable size: the one set clearly larger (a full claim at 48 px beside
    // its shorter form at 60 px read as the small one; a 9:16 claim at 40 px under a 44 px sub-line),
    // the full claim where they are close.
    let best = f;
    for (const v of variants ?? []) {
      const g = fitText(v, o.font, { ...opts, variants: undefined, preferSize: undefined });
      if (!g.overflow && (best.overflow || g.size > best.size * 1.1)) best = g;
    }
    return best;
  };
  const fit = (w: number, k: number) => {
    let f = fitAt(w, k, min, lines);
    if (f.overflow && hard < min) return fitAt(w, k, hard, Math.min(o.lines, lines));
    // The kept size only where it breaks as cleanly as the scaled one would.
    if (keep > o.max * k && f.lines.length > 1 && !clean(f.lines)) {
      const g = fitAt(w, k, min, lines, 0);
      if (!g.overflow && clean(g.lines)) f = g;
    }
    // A headline of several words on one line under ONE_LINE_KEEP of its readable size (across a
    // band or a wide column) is measured on two lines larger: "more lines at a bigger size beat one
    // small line" (s13 grading: 60-70 px single lines read as small, 80-90 px on two lines did not).
    if (keep && lines >= 2 && f.lines.length === 1 && f.size < keep * ONE_LINE_KEEP && /\S\s+\S+\s+\S/u.test(o.text)) {
      const g = fitAt(w, k, min, lines, Math.min(o.max, Math.round(keep * ONE_LINE_KEEP)));
      if (!g.overflow && clean(g.lines) && g.lines.length >= 2 && g.size >= f.size * 1.12) f = g;
    }
    // A headline stacked three or four lines deep in a narrow measure ("Biotin / 2500 µg, / 60 peach /
    // gummies") takes a line fewer where that sets it nearly as large: wider lines read at a glance.
    while (o.role === 'headline' && !f.overflow && f.lines.length >= 3) {
      const g = fitAt(w, k, min, f.lines.length - 1);
      // On 1:1 and 4:5 two lines at a readable size also beat three narrow ones a little larger.
      const near =
        g.size >= f.size * FEWER_LINES || (feedHead && g.size >= FEED_READABLE_PX + 4 && g.size >= f.size * 0.78);
      // A fit that keeps its phrases whole may come back as deep as before: take it only with a line fewer.
      // Nor one that splits a phrase the deeper lines kept whole ("6 g de / citrulline"): a fit for
      // fewer lines may fall back to the word-by-word wrap (engine/text/fit.ts).
      if (
        g.overflow ||
        !near ||
        g.lines.length >= f.lines.length ||
        phraseSplits(g.lines) > phraseSplits(f.lines) + 0.3
      )
        break;
      f = g;
    }
    // On 1:1 and 4:5 a headline four or more lines deep beside the product read as crammed
    // ("five-line headline crammed beside bottle", s14 grading): its shorter form (which
    // keeps the claim's amount) on three lines, where that sets it nearly as large
    // (docs/decisions/152-one-message-beside-the-product.md).
    if (feedHead && !f.overflow && f.lines.length >= 4) {
      for (const v of variants ?? []) {
        const g = fitText(v, o.font, {
          maxWidth: w * (o.measureW ?? 1),
          maxLines: 3,
          maxSize: Math.max(min, o.max * k, keep),
          minSize: min,
          lineHeight: lh,
          letterSpacingEm: o.ls,
          upper: o.upper,
          balance: o.balance,
        });
        if (!g.overflow && g.lines.length < f.lines.length && g.size >= f.size * DEEP_SHORTER) f = g;
      }
    }
    return f;
  };
  return {
    key: o.role,
    drop: o.drop,
    gap: o.gap,
    measure(w, k) {
      if (!o.text.trim()) return undefined;
      const f = fit(w, k);
      return f.overflow ? undefined : { w: f.width, h: f.height, px: f.size, lines: f.lines.length };
    },
    place(x, y, w, k, align) {
      const f = fit(w, k);
      const cw = w * (o.measureW ?? 1);
      const cx = lineX(x, w, cw, align);
      const item = textItem(o.role, f, o.font, cx, y, cw, align, o.ink ?? inks(ctx), { lh, ls: o.ls });
      return { texts: [item], panels: [], w: item.box.w, h: f.height };
    },
  };
}

/** Text colours to try over the scene: the edit's headline colour, the style's ink, then black and white. */
export function inks(ctx: LayoutCtx, first?: string): string[] {
  return [...new Set([first, ctx.pal.ink, '#111111', '#ffffff'].filter((c): c is string => !!c))];
}

/** Ink for a solid panel colour: the preferred one when it reads (4.5:1), else black or white. */
export function inkFor(bg: string, preferred?: string): string[] {
  const first = preferred && contrast(preferred, bg) >= 4.5 ? preferred : inkOn(bg);
  return [...new Set([first, inkOn(bg), '#111111', '#ffffff'])];
}

export function rect(
  b: Box,
  fill: string,
  opts: { r?: number; stroke?: string; sw?: number; opacity?: number; dash?: string } = {},
): string {
  const stroke = opts.stroke
    ? ` stroke="${opts.stroke}" stroke-width="${opts.sw ?? 2}"${opts.dash ? ` stroke-dasharray="${opts.dash}"` : ''}`
    : '';
  const op = opts.opacity !== undefined && opts.opacity < 1 ? ` fill-opacity="${opts.opacity}"` : '';
  return `<rect x="${r1(b.x)}" y="${r1(b.y)}" width="${r1(b.w)}" height="${r1(b.h)}" rx="${r1(opts.r ?? 0)}" fill="${fill}"${op}${stroke}/>`;
}

export const r1 = (n: number) => Math.round(n * 10) / 10;

/** Inline icons as SVG paths (24 px design grid), scaled to size at (x, y). */
export function iconSvg(
  kind: 'star' | 'half-star' | 'check' | 'cross' | 'ask' | 'tag' | 'chat' | 'q',
  x: number,
  y: number,
  size: number,
  color: string,
  bg?: string,
): string {
  const s = size / 24;
  const t = `transform="translate(${r1(x)} ${r1(y)}) scale(${Math.round(s * 1000) / 1000})"`;
  const star = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7.3L12 17.8 5.7 21.5l1.7-7.3L2 9.5l7.1-.6z';
  switch (kind) {
    case 'star':
      return `<path ${t} d="${star}" fill="${color}"/>`;
    case 'half-star':
      return `<g ${t}><path d="${star}" fill="${bg ?? '#d9d9d9'}"/><clipPath id="hs${Math.round(x)}"><rect width="12" height="24"/></clipPath><path d="${star}" fill="${color}" clip-path="url(#hs${Math.round(x)})"/></g>`;
    case 'check':
      return `<path ${t} d="M4.5 12.5l4.8 4.8L19.5 7" fill="none" stroke="${color}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'cross':
      return `<path ${t} d="M6.5 6.5l11 11M17.5 6.5l-11 11" fill="none" stroke="${color}" stroke-width="3.2" stroke-linecap="round"/>`;
    case 'ask':
      return `<g ${t}><path d="M8.6 8.8a3.5 3.5 0 1 1 5.2 3.1c-1.1.6-1.8 1.4-1.8 2.7v.6" fill="none" stroke="${color}" stroke-width="3" stroke-linecap="round"/><circle cx="12" cy="19.6" r="1.8" fill="${color}"/></g>`;
    case 'tag':
      return `<g ${t} fill="none" stroke="${color}" stroke-width="2.4" stroke-linejoin="round"><path d="M3 12V4h8l10 10-8 8z"/><circle cx="7.5" cy="8.5" r="1.6" fill="${color}"/></g>`;
    case 'chat':
      return `<path ${t} d="M4 5h16v11H9l-5 4z" fill="${color}"/>`;
    case 'q':
      return `<g ${t}><circle cx="12" cy="12" r="11" fill="${color}"/></g>`;
  }
}

/**
 * A 1:1 or 4:5 button's smallest label (px at 1080) where its column has the width: a pill about
 * 100 px tall, a comfortable tap beside a 64-80 px headline (docs/decisions/167-feed-button-and-column.md).
 */
export const FEED_CTA_PX = 44;

/** The least size of a 9:16 button's words before the story's type scale (textScale): 44 px at 1080 wide. */
export const STORY_CTA_PX = 34;

/** The call to action: a pill in the accent colour with a label that reads on it. */
export function cta(
  ctx: LayoutCtx,
  o: { text?: string; max?: number; fill?: string; ink?: string; full?: boolean; drop?: number; gap?: number } = {},
): Block {
  const font = ctx.fonts.label;
  const label = o.text ?? ctx.copy.cta;
  const fill = o.fill ?? ctx.pal.accent;
  const max = (o.max ?? 36) * ctx.textScale;
  // Shorter calls to action in the ad's language ("Jetzt kaufen" → "Kaufen"), never a hyphenated word.
  const variants = o.text === undefined && label === ctx.copy.cta ? (ctx.facts.ctaShort ?? []) : [];
  // A long call to action first loses padding (down to a pill just wider than its words, at any
  // size down to the floor), then takes a shorter wording, then wraps onto a second line; it is
  // never cut and never hyphenated. A shortened wording reads as a stub ("ORDER"): the solver
  // takes a wider column or a smaller scale before it (docs/decisions/106-story-copy-one-group-and-full-buttons.md).
  const sized = (w: number, k: number) => {
    const floor = Math.max(MIN_PX, tightFloorPx(ctx, k, font));
    // A button stands a little above the dense floor, except squeezed to the smallest scales (where
    // the feed's last resort keeps a tall pack at the hero's 20 %). On 1:1 and 4:5 it starts a step
    // over the sub-line's floor: at the dense floor it read smaller than the line above it ("tiny
    // SHOP NOW buttons", s15 grading; docs/decisions/159-no-orphan-lines-and-type-order.md).
    const base = isTall(ctx) ? floor + 2 : Math.max(floor, floorPx(ctx, false, font)) + 2;
    // On 1:1 and 4:5 a button keeps a tap size at every type scale: squeezed to the smallest scales
    // beside a tub it came out at 34 px, under half its headline ("small 1:1 button", "tiny stranded
    // button", s16 grading); only the re-plan that needs the room (ctx.tight) shrinks it
    // (docs/decisions/167-feed-button-and-column.md). On 9:16 the button keeps a story size at
    // every scale: shrunk with the copy it read as "small and stranded mid-screen" (s16 grading;
    // docs/decisions/177-story-button-size-and-floor.md).
    const feed = !isTall(ctx) && (!ctx.tight || !!ctx.whole);
    const story = isTall(ctx) ? STORY_CTA_PX * ctx.textScale : 0;
    const size = feed ? Math.max(FEED_CTA_PX, base, max * k) : Math.max(k < 0.6 ? floor : base, max * k, story);
    // One fit per padding (a share of the size); padX keeps the last one tried.
    let padX = 0;
    const fitAt = (pad: number, more: Partial<FitOptions> = {}) => {
      padX = size * pad;
      return fitText(label, font, {
        maxWidth: w - padX * 2,
        maxLines: 1,
        maxSize: size,
        minSize: floor,
        upper: true,
        letterSpacingEm: 0.06,
        hyphenate: false,
        ...more,
      });
    };
    let f = fitAt(1.25);
    let used = 1.25;
    for (const pad of [0.8, 0.55]) {
      if (!f.overflow) break;
      f = fitAt((used = pad));
    }
    // 9:16: a column narrower than the button's words at the story size shrank them to 34 px ("EN
    // SAVOIR PLUS" beside a dropper, "tiny 9:16 CTA", s17 grading): the least padding, then the
    // shorter wording, keep the story size first (docs/decisions/179-story-product-a-fifth-of-the-canvas.md).
    if (story && !f.overflow && f.size < story - 0.5) {
      const tight = fitAt(0.55, { minSize: story });
      const shorter = tight.overflow ? fitAt(0.8, { minSize: story, variants }) : tight;
      // padX is the last fit's: the kept one is fitted again when it was not the last.
      if (!shorter.overflow) f = shorter;
      else f = fitAt(used);
    }
    if (f.overflow) f = fitAt(0.8, { variants });
    if (f.overflow) f = fitAt(0.8, { maxLines: 2, lineHeight: 1.1, balance: true, variants });
    const lw = Math.max(...f.lines.map((l) => shapedWidth(l, font, f.size, 0.06)));
    return {
      f,
      padX,
      pw: o.full ? w : Math.min(w, lw + padX * 2),
      // A button squeezed to the smallest scales pads less, so the product keeps its share.
      ph: Math.round(f.lines.length > 1 ? f.height + f.size * 1.3 : f.size * (k < 0.6 && !feed ? 2.1 : 2.3)),
      lw,
    };
  };
  const norm = (t: string) => t.replace(/\s+/g, ' ').trim().toUpperCase();
  return {
    key: 'cta',
    drop: o.drop,
    gap: o.gap ?? 8,
    measure(w, k) {
      if (!label.trim()) return undefined;
      const s = sized(w, k);
      return s.f.overflow ? undefined : { w: s.pw, h: s.ph, short: norm(s.f.text) !== norm(label), tap: s.f.size };
    },
    place(x, y, w, k, align) {
      const s = sized(w, k);
      const px = lineX(x, w, s.pw, align);
      const pill = { x: px, y, w: s.pw, h: s.ph };
      const ink = inkFor(fill, ctx.params.ctaInk ?? o.ink ?? (o.fill ? undefined : ctx.pal.accentInk));
      const ty = y + (s.ph - s.f.lines.length * s.f.size * 1.1) / 2;
      const item = textItem('cta', s.f, font, px, ty, s.pw, 'center', ink, {
        lh: 1.1,
        ls: 0.06,
        canBack: false,
        record: pill,
      });
      return {
        texts: [item],
        panels: [{ svg: rect(pill, fill, { r: Math.min(s.ph / 2, s.f.size * 1.15) }), box: pill }],
        w: s.pw,
        h: s.ph,
      };
    },
  };
}

/** Badges the buyer or the description supports, as outlined pills in rows (at most two rows). */
export function badges(
  ctx: LayoutCtx,
  list: string[],
  o: { max?: number; drop?: number; gap?: number; rows?: number } = {},
): Block {
  const font = { family: 'Inter' as const, weight: 600 as const };
  const bg = ctx.pal.panel;
  const rows = o.rows ?? 2;
  const layoutRows = (w: number, k: number) => {
    const size = Math.max(floorPx(ctx, true, font), (o.max ?? 30) * k * ctx.textScale);
    const icon = size * 1.05;
    const pad = size * 0.7;
    const pills: Array<{ f: FittedText; pw: number; lw: number }> = [];
    for (const b of list) {
      const f = fitText(b, font, { maxWidth: w - pad * 2 - icon - 8, maxLines: 1, maxSize: size, minSize: size });
      if (f.overflow) continue;
      const lw = shapedWidth(f.lines[0], font, f.size);
      pills.push({ f, lw, pw: lw + icon + 10 + pad * 2 });
    }
    const gap = size * 0.45;
    const out: Array<typeof pills> = [];
    for (const p of pills) {
      const row = out.at(-1);
      if (row && row.reduce((s, q) => s + q.pw + gap, 0) + p.pw <= w) row.push(p);
      else if (out.length < rows) out.push([p]);
    }
    const ph = Math.round(size * 1.9);
    return { out, ph, gap, size, icon, pad };
  };
  return {
    key: 'badges',
    drop: o.drop ?? 3,
    gap: o.gap ?? 14,
    measure(w, k) {
      if (!list.length) return undefined;
      const r = layoutRows(w, k);
      if (!r.out.length) return undefined;
      return {
        w: Math.max(...r.out.map((row) => row.reduce((s, p) => s + p.pw, 0) + r.gap * (row.length - 1))),
        h: r.out.length * r.ph + (r.out.length - 1) * r.gap,
      };
    },
    place(x, y, w, k, align) {
      const r = layoutRows(w, k);
      const d = empty();
      const ink = inkFor(bg, ctx.pal.panelInk);
      r.out.forEach((row, i) => {
        const rw = row.reduce((s, p) => s + p.pw, 0) + r.gap * (row.length - 1);
        let px = lineX(x, w, rw, align);
        const py = y + i * (r.ph + r.gap);
        for (const p of row) {
          const pill = { x: px, y: py, w: p.pw, h: r.ph };
          d.panels.push({ svg: rect(pill, bg, { r: r.ph / 2, stroke: ctx.pal.accent, sw: 2.5 }), box: pill });
          d.panels.push({
            svg: iconSvg(
              'check',
              px + r.pad * 0.8,
              py + (r.ph - r.icon) / 2,
              r.icon,
              contrast(ctx.pal.accent, bg) >= 3 ? ctx.pal.accent : ink[0],
            ),
            box: { x: px + r.pad * 0.8, y: py + (r.ph - r.icon) / 2, w: r.icon, h: r.icon },
          });
          d.texts.push(
            textItem(
              'badge',
              p.f,
              font,
              px + r.pad * 0.8 + r.icon + 8,
              py + (r.ph - p.f.size * 1.1) / 2,
              p.lw,
              'left',
              ink,
              { lh: 1.1, canBack: false, record: pill },
            ),
          );
          px += p.pw + r.gap;
        }
      });
      d.h = r.out.length * r.ph + (r.out.length - 1) * r.gap;
      d.w = w;
      return d;
    },
  };
}

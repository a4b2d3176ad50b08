import { type Box, widestBand } from '../paint/index.js';
import { type Align, isTall, type LayoutCtx, type Plan } from './types.js';
import { SCENE_LIGHT } from '../scenes/index.js';
import { type Block, type Drawn, FEED_CTA_PX, FEED_READABLE_PX, STORY_CTA_PX, empty } from './parts.js';
import { heldSide } from './held-side.js';
import { storySpan } from './story-edge.js';
import { footBelow, footInZone } from './story-foot.js';

/**
 * The composition solver (docs/decisions/014-composition-rules-solver-and-linter.md). A layout gives its text as blocks in two groups
 * (the message and the foot with the button) and the arrangements it accepts; the solver tries
 * each arrangement at decreasing type scales, dropping optional blocks last, and keeps the
 * candidate that best meets the rules: the product 20-45 % of the canvas at the layout's target
 * size, all text inside the safe box, type at its largest, nothing overlapping the product.
 */
export type { Arrangement } from '../../contract/style-types.js';
import { type Arrangement } from '../../contract/style-types.js';

export type SolveSpec = {
  top: Block[];
  foot?: Block[];
  arrangements: Arrangement[];
  /** Wanted product area as a share of the canvas (before the edit's emphasis). */
  target: number;
  /** Text column share of the safe width in side arrangements. */
  column?: number;
  /** Where the product stands in its region. */
  anchor?: 'floor' | 'center';
  align?: Align;
  /** Limits text and product to part of the canvas (before/after), defaults to the whole. */
  region?: Box;
  productRegion?: Box;
  /** Space between the product and text (px). */
  gutter?: number;
  /** Clear space between the product and copy above or below it (px), when more than copyClear. */
  clear?: number;
  /** Where the text column sits beside the product (side arrangements): centred by default. */
  valign?: 'top' | 'center' | 'bottom';
  /** The product's side in side arrangements (else the style's, else the seed's). */
  productSide?: 'left' | 'right';
  /** Where the product stands across its region in stacked arrangements. */
  productX?: 'left' | 'center' | 'right';
  /**
   * Centred copy stacked over a product set off-centre (productX) takes the product's side: one
   * column, one alignment (a shelf's tub under centred copy read as off-centre).
   */
  copyWithProduct?: boolean;
  /** A stack that stays a stack on every size (a conversation whose photo sits between its messages). */
  keepStack?: boolean;
  /**
   * A stack that keeps its foot under the product on 1:1 and 4:5 only (call-outs, whose labels
   * round the product link the headline to the button there).
   */
  feedStack?: boolean;
  /** On 1:1 and 4:5 a rescue by other arrangements only when its column sets the copy badly (a style whose column is its idea). */
  keepSide?: boolean;
  /** No headline across the top of a side arrangement (a split whose copy stays in its field). */
  noHead?: boolean;
  /**
   * On 9:16 the copy may stand beside a narrow product (a page read top to bottom either way, such
   * as a notes page): a tall bottle alone in the middle left the page's sides empty and its list tiny.
   */
  storySide?: boolean;
};

export type Solution = {
  product: Box;
  drawn: Drawn;
  arrangement: Arrangement;
  k: number;
  textBoxes: Box[];
  side: 'left' | 'right';
  columns: { text: Box; product: Box };
  /** Set where no arrangement met the rules and the last resort was forced (see solve's end). */
  forced?: boolean;
};

export const MIN_AREA = 0.2;
export const MAX_AREA = 0.45;
/**
 * The tallest a product may stand, as a share of the canvas height: a tall bottle never runs
 * the full height (docs/decisions/014-composition-rules-solver-and-linter.md). On 9:16 its label also stays above the bottom caption
 * zone: the solver fits it above 80 % of the height, then lets its foot (footBelow) reach under it (story-foot.ts).
 */
export const MAX_HEIGHT = { square: 0.78, tall: 0.62 } as const;
/** The 9:16 caption zone starts here: the app draws its caption and buttons over the bottom 20 % (docs/decisions/105-story-product-above-the-caption-zone.md). */
export const CAPTION_ZONE = 0.8;
/** The lowest a 9:16 pack this tall may stand: its foot reaches footBelow of its height into the caption zone, its label above it (story-foot.ts). */
export function lowestBase(ctx: LayoutCtx, h: number): number {
  return Math.floor(ctx.h * CAPTION_ZONE + footBelow(ctx.aspect) * h);
}
/**
 * The clear space above the product, a share of the canvas's width (the same clear space on 1:1
 * and 4:5). At 5.5 % of the height graders still saw caps and lids crowd the top edge: every such
 * complaint of docs/grades/s11-*.tsv stood within 9.2 % of the square's height (99 px), so the
 * product keeps 108 px (docs/decisions/128-product-top-clearance-and-story-bands.md).
 */
export const TOP_CLEAR = 0.1;
/**
 * The least clear space between the copy (a headline, a button) and the product above or below it,
 * a share of the height of a 4:5 canvas at most: 4 % of the width read as a button crowding the lid.
 */
export const COPY_CLEAR = 0.06;

/**
 * More clear space over a wide product, up to WIDE_CLEAR of the width for one half again as wide as
 * tall: a tub's lid runs parallel to the top edge along half the canvas, and at 108 px graders still
 * saw it "tight to the top edge" where a bottle's cap there passed (docs/grades/s13-new.tsv, whey
 * tub in Unboxing and Morning Snapshot; docs/decisions/143-story-columns-level-with-the-product.md).
 */
export const WIDE_CLEAR = 0.035;

/** Where the product's region starts: the margin, or TOP_CLEAR of the width (more over a wide product). */
export function productTop(ctx: { w: number; h: number; m: number; aspect?: number }): number {
  const wide = Math.min(1, Math.max(0, ((ctx.aspect ?? 0) - 1) / 0.5));
  return Math.max(ctx.m, Math.round(ctx.w * (TOP_CLEAR + WIDE_CLEAR * wide)));
}

/**
 * On 1:1 and 4:5 the clear space is a quarter larger: at 65 and 81 px a button over a jar or a
 * pouch still read as "tight to the lid" (s16 grading, greens jar in Window Light, Water Ripple and
 * Studio Podium; docs/decisions/167-feed-button-and-column.md).
 */
export const FEED_COPY_CLEAR = 0.075;

/** The clear space between copy and the product stacked above or below it (never under `gutter`). */
export function copyClear(ctx: { w: number; h: number }, gutter = 0): number {
  const share = isTall(ctx) ? COPY_CLEAR : FEED_COPY_CLEAR;
  return Math.max(gutter, Math.round(share * Math.min(ctx.h, ctx.w * 1.25)));
}
/** The 9:16 header zone: the top 14 % of the height. */
export const HEADER_ZONE = 0.14;

/**
 * The hero's smallest share of the canvas: 20 % of what the viewer sees of it. On 9:16 that is the
 * screen between the header and caption zones (66 % of the height): a product that size reads as
 * large on the phone as a 20 % hero on the square, and it fits above the caption zone with its copy
 * (docs/decisions/105-story-product-above-the-caption-zone.md).
 */
export function heroShare(ctx: { w: number; h: number }): number {
  return isTall(ctx) ? MIN_AREA * (CAPTION_ZONE - HEADER_ZONE) : MIN_AREA;
}

/** Whether a product box covers the hero's share of the canvas. */
export function heroSized(ctx: { w: number; h: number }, p: Box): boolean {
  return p.w * p.h >= heroShare(ctx) * ctx.w * ctx.h;
}

/**
 * The tallest the product may stand. A buyer's "make the product bigger" (emphasis above 1) may
 * take it up to a fifth taller, so the edit shows even on a product already at its height limit.
 */
export function maxProductH(ctx: { w: number; h: number; emphasis?: number }): number {
  const grow = Math.min(1.2, Math.max(1, ctx.emphasis ?? 1));
  return Math.round(ctx.h * (isTall(ctx) ? MAX_HEIGHT.tall : MAX_HEIGHT.square) * grow);
}
/** The 9:16 headline size (px at 1080) and body type scale under which the solver counts type as hard to read. */
export const READABLE_PX = 88;
export const READABLE_K = 0.76;
/**
 * A 1:1 or 4:5 headline under this size (px at 1080) reads as small on a phone, and one under
 * HEAD_OVER_SUB times its sub-line reads no larger than it: each costs, so the solver stacks the
 * copy, gives the headline the full width or drops a line rather than squeeze the headline into a
 * narrow column beside the product (docs/decisions/104-feed-headline-before-the-column.md).
 */
export { FEED_READABLE_PX };
export const HEAD_OVER_SUB = 1.3;
/** The least headline a 1:1 or 4:5 column a step under the style's is taken for (decision 219). */
const NARROW_HEAD_PX = 46;
const FEED_SMALL_COST = 5;
/** A feed plan's cramped cost over which the other arrangements are tried too (a headline under ~59 px, docs/decisions/167-feed-button-and-column.md). */
const SIDE_RESCUE = 0.4;
const SCALES = [1, 0.92, 0.84, 0.76, 0.68, 0.6, 0.5, 0.4];

type Group = {
  blocks: Block[];
  sizes: Array<{ w: number; h: number; px?: number; short?: boolean; lines?: number; tap?: number }>;
  h: number;
  gaps: number[];
};

type Measured = ReturnType<Block['measure']>;
/**
 * Each block's measures, by type scale and width. A measure is a pure function of the block, the
 * width and the scale, and the search asks the same one again for every arrangement and every
 * offset it tries (about three asks in five repeated one before, over 31 styles x 3 sizes); each
 * answer then cost a fit's key and lookup or more (docs/decisions/165-render-speed-reuse-measures.md).
 */
const measures = new WeakMap<Block, Map<number, Map<number, Measured>>>();

function measureOf(b: Block, w: number, k: number): Measured {
  let byK = measures.get(b);
  if (!byK) measures.set(b, (byK = new Map()));
  let byW = byK.get(k);
  if (!byW) byK.set(k, (byW = new Map()));
  if (byW.has(w)) return byW.get(w);
  const s = b.measure(w, k);
  byW.set(w, s);
  return s;
}

function measureGroup(blocks: Block[], w: number, k: number): Group | undefined {
  const sizes: Group['sizes'] = [];
  const gaps: number[] = [];
  const kept: Block[] = [];
  let h = 0;
  for (const b of blocks) {
    const s = measureOf(b, w, k);
    if (!s) {
      if (b.drop === undefined) return undefined;
      continue;
    }
    const gap = kept.length ? Math.round((b.gap ?? 22) * Math.max(0.7, k)) : 0;
    kept.push(b);
    sizes.push(s);
    gaps.push(gap);
    h += gap + s.h;
  }
  return { blocks: kept, sizes, h, gaps };
}

/** The largest sub-line of a group (0 when it has none). */
function subPx(g: Group): number {
  return Math.max(0, ...g.blocks.map((b, i) => (b.key === 'subline' ? (g.sizes[i].px ?? 0) : 0)));
}

/** The feed's cost of a small headline, or of one that reads no larger than its sub-line. */
function feedCramped(head: number, sub: number): number {
  // Weighed above the product's fill past the hero's 20 %: graders marked a small headline beside a
  // large product far more often than a product at a quarter of the canvas
  // (docs/decisions/116-feed-headline-size-and-column-shape.md).
  const small = Math.max(0, (FEED_READABLE_PX - head) / FEED_READABLE_PX) * FEED_SMALL_COST;
  const flat = sub > 0 && head > 0 ? Math.max(0, (HEAD_OVER_SUB * sub - head) / sub) * 1.5 : 0;
  return small + flat;
}

/** The line count of a group's deepest sub-line (0 when it has none). */
function subLines(g: Group): number {
  return Math.max(0, ...g.blocks.map((b, i) => (b.key === 'subline' ? (g.sizes[i].lines ?? 0) : 0)));
}

/**
 * A 1:1 or 4:5 sub-line four lines deep or more is body copy wrapped in a column too narrow for
 * it ("Contribue / au maintien / d'une ossature / normale.", s15 grading): each line past three
 * costs, so the solver widens the column, stacks the copy or drops the line
 * (docs/decisions/159-no-orphan-lines-and-type-order.md).
 */
function feedNarrow(lines: number): number {
  return Math.max(0, lines - 3) * 0.5;
}

/**
 * A 1:1 or 4:5 headline three or more lines deep in a side column under FEED_COLUMN of the width
 * ("headline squeezed into a narrow column beside the jar", "cramped 4-line column", s16 grading):
 * each line past two costs, so the solver takes a wider column, the headline across the top or the
 * copy over the product where one keeps the headline larger or shallower
 * (docs/decisions/167-feed-button-and-column.md).
 */
export const FEED_COLUMN = 0.45;
function feedColumn(ctx: { w: number }, columnW: number, lines: number): number {
  return columnW < ctx.w * FEED_COLUMN ? Math.max(0, lines - 2) * 0.5 : 0;
}

/** The smallest button label of groups (Infinity without a button). */
const tapPx = (...gs: Group[]) => Math.min(...gs.flatMap((g) => g.sizes.map((z) => z.tap ?? Infinity)));

/**
 * A 1:1 or 4:5 headline across the top too wide for the column under it starts over the product on
 * the left, and the column's button (or sub-line and button) stands apart to its right: "1:1 CTA
 * stranded right", "'66 servings / SHOP' stranded right of headline" (s17 grading, Window Light).
 * It costs about what a dropped line does, so the copy stacks or takes a wider column first
 * (docs/decisions/180-feed-tight-re-plan-keeps-the-button.md).
 */
const FEED_APART = 0.6;
function feedApart(ctx: LayoutCtx, o: { region: Box; column?: number; side: 'left' | 'right' }, headW: number): number {
  if (isTall(ctx) || o.side !== 'left') return 0;
  return headW > Math.round(o.region.w * (o.column ?? 0.5)) + 2 ? FEED_APART : 0;
}

/**
 * A 1:1 or 4:5 button squeezed under FEED_CTA_PX by a narrow column reads as small beside its
 * headline ("small 1:1 button", s16 grading): it costs, so the solver widens the column first.
 */
function feedTap(px: number): number {
  return px < FEED_CTA_PX ? ((FEED_CTA_PX - px) / FEED_CTA_PX) * 3 : 0;
}

/** The line count of a group's headline (0 when it has none). */
function headLines(g: Group): number {
  // A chat's answer bubbles are its headline (engine/layout/ugc-screens.ts), and so is a review's quote.
  const head = (b: Block) => b.key === 'headline' || b.key === 'answer' || b.key === 'review';
  return Math.max(0, ...g.blocks.map((b, i) => (head(b) ? (g.sizes[i].lines ?? 0) : 0)));
}

/**
 * A 1:1 or 4:5 ad carries one message: a headline, a supporting line (or a few chips), an offer, a
 * button. Past FEED_ELEMENTS blocks, or with a headline deeper than three lines, the stack beside the
 * product reads as crowded ("stacks seven elements beside the bottle", "five-line headline crammed
 * beside bottle", s14 grading): each costs more than dropping an optional block does, so
 * the solver drops the least important one (or widens the column) rather than shrink everything
 * (docs/decisions/152-one-message-beside-the-product.md).
 */
export const FEED_ELEMENTS = 4;
function feedCrowded(elements: number, lines: number): number {
  const extra = Math.max(0, elements - FEED_ELEMENTS);
  const deep = Math.max(0, lines - 3);
  return (extra ? 0.55 + (extra - 1) * 0.75 : 0) + (deep ? 0.8 + (deep - 1) * 1.2 : 0);
}

/**
 * A 1:1 or 4:5 ad carries fewer words at a readable size rather than all of them small: a plan that
 * keeps a secondary block (a sub-line, chips, badges, a kicker, the offer's sticker) costs what its
 * headline loses against the same arrangement and column without them (`bare`), where that headline
 * is under FEED_READABLE_PX or deeper than three lines. So the solver drops them, least important
 * first, before the headline shrinks for them ("1:1 copy tiny and squeezed right of pouch", "1:1
 * headline squeezed into narrow hyphenated column", s18 and s19 gradings); where the column's width
 * alone sets the headline's size they stay, since dropping them would only leave an empty panel
 * (docs/decisions/200-feed-fewer-larger-words.md).
 */
const FEED_CAPACITY = 4;
function feedCapacity(head: number, lines: number, bare: { head: number; lines: number } | undefined): number {
  if (!bare || head <= 0) return 0;
  const small = Math.max(0, Math.min(bare.head, FEED_READABLE_PX) - head) / FEED_READABLE_PX;
  return small * FEED_CAPACITY + (lines > 3 && bare.lines <= 3 ? 0.6 : 0);
}

/** The type size of a group's headline (0 when it has none). */
function headPx(g: Group): number {
  let px = 0;
  g.blocks.forEach((b, i) => {
    if (b.key === 'headline' || (g.sizes[i].px && b.key !== 'subline'))
      px = Math.max(px, b.key === 'headline' ? (g.sizes[i].px ?? 0) : (g.sizes[i].px ?? 0) * 0.9);
  });
  return px;
}

function placeGroup(g: Group, x: number, y: number, w: number, k: number, align: Align, into: Drawn): number {
  let cy = y;
  g.blocks.forEach((b, i) => {
    cy += g.gaps[i];
    const d = b.place(x, cy, w, k, align);
    into.texts.push(...d.texts);
    into.panels.push(...d.panels);
    cy += g.sizes[i].h;
  });
  return cy;
}

/** The product's drawn box: the target area, fitted into the region, never past 1.5x its native pixels. */
export function fitProduct(
  ctx: LayoutCtx,
  region: Box,
  target: number,
  anchor: 'floor' | 'center',
  place: 'left' | 'center' | 'right' = 'center',
): Box {
  const canvas = ctx.w * ctx.h;
  const area = Math.min(MAX_AREA, Math.max(MIN_AREA * 1.01, target * ctx.emphasis)) * canvas;
  let pw = Math.sqrt(area * ctx.aspect);
  pw = Math.min(
    pw,
    region.w,
    region.h * ctx.aspect,
    ctx.maxProductW,
    Math.sqrt(MAX_AREA * canvas * ctx.aspect),
    maxProductH(ctx) * ctx.aspect,
    // 9:16: standing in this region, the label must still end above the caption zone.
    isTall(ctx) ? (ctx.h * CAPTION_ZONE - region.y) * ctx.aspect : Infinity,
  );
  // The edit's "product on the left/right" also holds where the product stands under the copy.
  const pos =
    ctx.params.productPosition === 'left' || ctx.params.productPosition === 'right'
      ? ctx.params.productPosition
      : place;
  // 9:16: the product and its ground stay off the side edges (story-edge.ts).
  const span = storySpan(ctx, region, pw, pos);
  pw = span.pw;
  const ph = pw / ctx.aspect;
  const x = pos === 'left' ? span.x : pos === 'right' ? span.x + span.w - pw : span.x + (span.w - pw) / 2;
  let y = anchor === 'floor' ? region.y + region.h - ph : region.y + (region.h - ph) / 2;
  // 9:16: the label stays above the caption zone.
  if (isTall(ctx)) y = Math.max(region.y, Math.min(y, ctx.h * CAPTION_ZONE - ph));
  return { x: Math.round(x), y: Math.round(y), w: Math.round(pw), h: Math.round(ph) };
}

/**
 * On 9:16 the copy keeps a clear margin inside the safe zone (1.5 % of the height under the top
 * 14 % and above the bottom 20 %): copy touching a zone's edge reads as crowded by the app's
 * header and caption (docs/decisions/087-story-secondary-type.md).
 */
export const ZONE_CLEAR = 0.015;
function clearOfZones(ctx: LayoutCtx, r: Box): Box {
  if (!isTall(ctx)) return r;
  const clear = Math.round(ctx.h * ZONE_CLEAR);
  const y = Math.max(r.y, Math.ceil(ctx.h * 0.14) + clear);
  const bottom = Math.min(r.y + r.h, Math.floor(ctx.h * CAPTION_ZONE) - clear);
  return bottom - y > ctx.h * 0.3 ? { ...r, y, h: bottom - y } : r;
}

/** The smallest area the product may have here: 20 %, or less when the photo is too small for it. */
export function minArea(ctx: LayoutCtx): number {
  // A very thin product reaches its height limit before 20 %: that size is its hero.
  const byHeight = maxProductH(ctx) * maxProductH(ctx) * ctx.aspect;
  const cap = Math.min(ctx.maxProductW * (ctx.maxProductW / ctx.aspect), byHeight);
  // Whole pixels lose a little area: the floor is kept with a half-percent margin.
  return Math.min(heroShare(ctx) * 1.005 * ctx.w * ctx.h, cap * 0.999);
}

/**
 * The 9:16 product's share of the canvas the solver looks for first. The hero's 20 % of the screen
 * between the zones (heroShare, 13.2 % of the canvas) left squat jars and slim bottles at 13-16 %
 * over an empty lower band, the most frequent 9:16 flaw of the s17 grading ("9:16 jar small above
 * empty bottom band"): the copy gives way (a smaller type scale, down to STORY_HERO_K, or an optional
 * line other than the buyer's offer) before the product does. Where no plan keeps it, the hero's
 * share holds as before (docs/decisions/179-story-product-a-fifth-of-the-canvas.md).
 */
export const STORY_HERO = 0.2;
/**
 * The smallest type scale, and headline (a share of the width), the search for STORY_HERO takes: a
 * checklist's headline shrunk to one 40 px line over a larger jar traded one flaw for another.
 */
export const STORY_HERO_K = 0.6;
export const STORY_HERO_HEAD = 0.056;

/**
 * Whether a 9:16 ad looks for STORY_HERO: a squat or wide pack (jar, tub, pouch, box). A slim bottle
 * or a held pack grown to a fifth of the screen pushed its copy into a column beside its cap, graded
 * down on every slim bottle ("CTA sits on the cap", "headline broken into 4 narrow lines", s18
 * grading), while the jars' larger product was preferred
 * (docs/decisions/179-story-product-a-fifth-of-the-canvas.md).
 */
const STORY_HERO_ASPECT = 0.55;

function storyHero(ctx: LayoutCtx): boolean {
  return isTall(ctx) && !ctx.framed && !ctx.heldFrom && ctx.aspect >= STORY_HERO_ASPECT;
}

/**
 * On 9:16 a column beside a pack held in a hand stands beside its cap: hand and pack fill one side
 * of the screen, so the column is set beside the cap, its button at the shoulder ("type and button
 * shrunk beside the cap", "CTA abuts the bottle shoulder", s18 grading), while the same copy across
 * the top over the pack was preferred ("headline on top", "centred"). It costs this much more than a
 * column beside a pack standing free, so a stack the style offers wins unless the column sets its
 * copy clearly better. Charged beside every slim pack too, it cost bottles a third of their size for
 * no better copy (docs/decisions/192-story-copy-one-group-over-a-slim-pack.md).
 */
const HELD_SIDE = 0.6;

/**
 * On 9:16 a headline across the top with only its button (or badges and the button) in a column
 * beside the product leaves the button small and apart from its copy, at the cap's side: "'KAUFEN'
 * button tiny", "'HOL ES DIR' button tiny and stranded", "120 gélules pill and ACHETER stranded at
 * right" (s19 grading). It costs this much, so the copy and its button stack as one group over the
 * product where the style offers that; a column that holds a sub-line or a list beside the cap
 * stays as it was (docs/decisions/201-story-button-with-its-copy.md).
 */
const STORY_STRANDED = 1;

/**
 * On 9:16 a column under a headline across the top that leaves more than this share of the height
 * empty under its copy (columnHole), beside a pack under STORY_HOLE_AREA of the canvas, reads as
 * "bottle ~15 % of canvas, empty lower-left" (s20 grading): the copy stacked over the pack is taken
 * instead where it sets the pack a tenth larger (STORY_HOLE_GAIN) and its headline at least
 * STORY_HOLE_HEAD as large: at the same size, the stack only dropped a sub-line and a chip
 * (docs/decisions/213-story-no-empty-strip-beside-the-pack.md).
 */
const STORY_HOLE = 1 / 6;
const STORY_HOLE_AREA = 0.2;
const STORY_HOLE_HEAD = 0.8;
const STORY_HOLE_GAIN = 1.1;

/** On 9:16 a pack held in the hand, its copy stacked over it where the style offers that (decision 192). */
export function heldPack(ctx: LayoutCtx): boolean {
  return isTall(ctx) && !ctx.framed && !!ctx.heldFrom;
}

/**
 * What the solver asks of the product fitted above the caption zone for STORY_HERO once its foot
 * stands in the zone (footInZone grows it by its foot), or less when the photo's pixels or the
 * height limit keep the product smaller.
 */
export function storyArea(ctx: LayoutCtx): number {
  const byHeight = maxProductH(ctx) * maxProductH(ctx) * ctx.aspect;
  const cap = Math.min(ctx.maxProductW * (ctx.maxProductW / ctx.aspect), byHeight);
  const above = (1 - footBelow(ctx.aspect)) ** 2;
  return Math.max(minArea(ctx), Math.min(STORY_HERO * above * ctx.w * ctx.h, cap * 0.97));
}

export function solve(ctx: LayoutCtx, given: SolveSpec): Solution {
  // 9:16 has the height for larger type: the product aims a little lower there, the copy higher.
  const spec = isTall(ctx) ? { ...given, target: Math.max(MIN_AREA * 1.06, given.target * 0.82) } : given;
  const zones = spec.region ?? ctx.safe;
  let region = clearOfZones(ctx, zones);
  // The set's floor (a podium, a shelf) shows under the product: its base stays that far up.
  // A bigger product (an edit's emphasis) may stand lower on the set, to grow where height limits it.
  let below = Math.max(
    ctx.m,
    Math.round((SCENE_LIGHT[ctx.style.scene].floor * ctx.h) / Math.max(1, ctx.emphasis) ** 2),
  );
  // A tall, thin product (a dropper) reaches the hero's 20 % only by its height: it stands lower
  // on the set rather than smaller.
  const needH = Math.sqrt((heroShare(ctx) * 1.02 * ctx.w * ctx.h) / ctx.aspect);
  below = Math.max(ctx.m, Math.min(below, Math.round(ctx.h - ctx.m - needH)));
  const ceil = productTop(ctx);
  // A layout's own product region keeps the clear space above the product too (an unboxing's
  // pack, a call-out's product): it is given back below when nothing meets the rules with it.
  const own = spec.productRegion;
  const prodRegion = own
    ? { ...own, y: Math.max(own.y, ceil), h: own.h - Math.max(0, ceil - own.y) }
    : { x: ctx.m, y: ceil, w: ctx.w - ctx.m * 2, h: ctx.h - ceil - below };
  const gutter = spec.gutter ?? Math.round(ctx.w * 0.04);
  // Across, a column keeps the gutter from the product; above and below, the copy keeps more.
  const vgap = Math.max(copyClear(ctx, gutter), spec.clear ?? 0);
  const anchor = spec.anchor ?? 'center';
  const want = ctx.params.productPosition;
  let arrangements = [...spec.arrangements];
  // The copy and the button form one group (a button a third of the screen away from its headline
  // is stranded; on 1:1 and 4:5 a button alone on the table under the product too,
  // docs/decisions/117-product-clearance.md): a stack becomes all the copy above the product.
  if (arrangements.includes('stack') && !spec.keepStack && (isTall(ctx) || !spec.feedStack)) {
    arrangements = arrangements.filter((a) => a !== 'stack-top');
    arrangements.splice(arrangements.indexOf('stack'), 1, 'stack-top');
  }
  // On 9:16 so does a stack with the copy under the product: its button stood at three quarters of
  // the height, near the app's caption ("button low", "copy in a low band near the bottom UI",
  // docs/decisions/151-story-copy-above-the-product.md).
  if (isTall(ctx) && arrangements.includes('stack-bottom') && !spec.keepStack) {
    arrangements = arrangements.filter((a) => a !== 'stack-top');
    arrangements.splice(arrangements.indexOf('stack-bottom'), 1, 'stack-top');
  }
  // Side by side under a full-width headline, when the headline is what crowds the column.
  if (arrangements.includes('side') && !arrangements.includes('head-side') && spec.top.length > 1 && !spec.noHead)
    arrangements.splice(arrangements.indexOf('side') + 1, 0, 'head-side');
  if (want === 'left' || want === 'right') arrangements = ['side', ...arrangements.filter((a) => a !== 'side')];
  const sideWanted = want === 'left' || want === 'right';
  // "Centre everything" (an edit's align) centres on the canvas, which only a stacked arrangement can.
  const centreWanted = want === 'center' || (ctx.params.align === 'center' && !sideWanted);
  const fallbackOrder = [...arrangements];
  // A larger type edit scales every size up; the solver may scale it back down as far as unedited type.
  const up = Math.max(ctx.textScale, ctx.textScale * ctx.headlineScale, 1);
  const scales = up > 1 ? [...SCALES, ...[0.34, 0.28].filter((k) => k >= 0.4 / up - 1e-9)] : SCALES;
  // Side by side stays the fallback: when no stack meets the rules, the text is centred in its column.
  if (centreWanted) {
    const stacked = arrangements.filter((a) => a !== 'side' && a !== 'head-side');
    arrangements = [
      ...(stacked.length ? stacked : ['stack' as const]),
      ...arrangements.filter((a) => a === 'side' || a === 'head-side'),
    ];
  }
  // `side` is the product's side; the text column takes the other.
  const side: 'left' | 'right' = sideWanted
    ? want
    : heldSide(ctx, spec.productSide ?? ctx.style.side ?? (ctx.mirror ? 'left' : 'right'));
  // What every candidate shares; each sets its own text column.
  const shared = {
    target: spec.target,
    region,
    prodRegion,
    gutter,
    vgap,
    anchor,
    side,
    align: spec.align,
    valign: spec.valign,
    productX: spec.productX,
    copyWithProduct: spec.copyWithProduct,
  };
  const optional = [...spec.top, ...(spec.foot ?? [])]
    .filter((b) => b.drop !== undefined)
    .sort((a, b) => (b.drop ?? 0) - (a.drop ?? 0));
  // 9:16 looks for a product of STORY_HERO first; the hero's share is the fallback.
  const hero = minArea(ctx);
  let floor = storyHero(ctx) ? storyArea(ctx) : hero;
  let leastK = floor > hero ? STORY_HERO_K : 0;
  const storySide = !!spec.storySide && ctx.aspect < 0.75;
  const held = heldPack(ctx);
  const targetArea = Math.min(MAX_AREA, Math.max(MIN_AREA, spec.target * ctx.emphasis)) * ctx.w * ctx.h;
  // The review's quote and before/after's split are those styles' idea, not crowding: their plans
  // are not counted (docs/decisions/152-one-message-beside-the-product.md).
  const counted = ctx.style.layout !== 'testimonial' && ctx.style.layout !== 'before-after';
  let best:
    | {
        score: number;
        run: () => Solution;
        unreadable: number;
        arr: Arrangement;
        hole: number;
        headPx: number;
        lines: number;
      }
    | undefined;
  // The columns between the coarse steps, tried by the 1:1 re-plan of a deep headline (below).
  let fine = false;
  // And a step under the style's column, tried on 1:1 and 4:5 for a cramped plan or none (below).
  let narrowFine = false;
  // Using the 9:16 zones' margin (clearOfZones) costs a little: taken only for type that reads.
  let zoneCost = 0;
  // Leaving the style's own arrangements for a larger headline costs a little (below).
  let leaveCost = 0;
  // The same arrangement and column with every optional block dropped: its headline (feedCapacity).
  const bares = new Map<string, { head: number; lines: number } | undefined>();
  const bareOf = (arr: Arrangement, column: number | undefined) => {
    const key = JSON.stringify([arr, column, region, shared.prodRegion, shared.vgap, floor]);
    if (bares.has(key)) return bares.get(key);
    const top = spec.top.filter((b) => b.drop === undefined);
    const foot = (spec.foot ?? []).filter((b) => b.drop === undefined);
    let bare: { head: number; lines: number } | undefined;
    for (const k of scales) {
      const c = candidate(ctx, arr, top, foot, k, { ...shared, column });
      if (!c || c.product.w * c.product.h < floor) continue;
      bare = { head: c.headlinePx, lines: c.headLines };
      break;
    }
    bares.set(key, bare);
    return bare;
  };
  const search = (list: Arrangement[]) =>
    list.forEach((arr, ai) => {
      for (let drops = 0; drops <= optional.length; drops++) {
        const gone = new Set(optional.slice(0, drops));
        // The buyer's offer is not given up for STORY_HERO ("drops the FORGE20 offer", s17 grading).
        if (leastK && [...gone].some((b) => b.key === 'offer')) continue;
        const top = spec.top.filter((b) => !gone.has(b));
        const foot = (spec.foot ?? []).filter((b) => !gone.has(b));
        // The buyer's own offer is worth more than a kicker or a badge: dropping it costs double.
        // On 9:16, which has the height for them, so are the badges; on every size when they carry
        // the buyer's certifications: with dropped lines costing (docs/decisions/167-feed-button-and-column.md)
        // a 1:1 Bold Hero kept the offer and rating and left "NSF Certified" on no size at all.
        const dear = (b: Block) =>
          b.key === 'offer' || (b.key === 'badges' && (isTall(ctx) || ctx.facts.certifications.length > 0));
        const costOf = (bs: Block[]) => bs.reduce((s, b) => s + (dear(b) ? 0.9 : 0.45), 0);
        const dropCost = costOf([...gone]);
        // A wide product gets a wider column when the text can spare it; a buyer's "larger headline"
        // may take a wider one (a long word such as "MAGNESIUM" already fills the column's width).
        // On 1:1 and 4:5 a tall, thin product stands at its height limit whatever its region's width:
        // a wider column there costs it nothing and sets the headline larger
        // (docs/decisions/116-feed-headline-size-and-column-shape.md).
        const c0 = spec.column ?? 0.5;
        const between = [c0 + 0.05, c0 + 0.15].filter((c) => c <= 0.7);
        const columns =
          arr === 'side' || arr === 'head-side'
            ? [
                c0,
                // On 9:16 too: a wider column beside a tall bottle sets the headline larger than the
                // corner's 78 px (docs/decisions/134-one-column-one-alignment-and-story-fill.md).
                c0 + 0.1,
                ...(!isTall(ctx) ? [Math.min(0.7, c0 + 0.2)] : []),
                c0 - 0.1,
                c0 - 0.18,
                // A larger headline beside a product at its height limit: the widest column that
                // keeps the product at the hero's share is often between the coarse steps.
                ...(ctx.headlineBefore ? [0.03, 0.05, 0.07, 0.13, 0.15].map((d) => Math.min(0.75, c0 + d)) : []),
                // On 1:1 the steps between the coarse ones, where asked: a slim bottle's column at c0 + 0.1
                // left it under the hero's share, and the plan kept was a headline four or five lines
                // deep at c0 (docs/decisions/212-feed-headline-never-in-a-deep-column.md).
                ...(fine ? between : []),
                // A step under the style's column, for a cramped 1:1 or 4:5 plan or none (below).
                ...(narrowFine ? [c0 - 0.05] : []),
              ]
            : [spec.column];
        columns.forEach((column, ci) => {
          for (const k of scales) {
            if (k < leastK - 1e-9) break;
            const c = candidate(ctx, arr, top, foot, k, { ...shared, column });
            if (!c) continue;
            const area = c.product.w * c.product.h;
            if (leastK && c.headlinePx > 0 && c.headlinePx < ctx.w * STORY_HERO_HEAD) break;
            if (area < floor) continue;
            // On 1:1 and 4:5 an optional block a narrow column cannot set is dropped as surely as one
            // the search drops, and costs as much: free, it sent a wide tub's copy into a 36 % column
            // that kept only its headline and button (docs/decisions/167-feed-button-and-column.md).
            const lost = isTall(ctx) ? 0 : costOf(optional.filter((b) => !gone.has(b) && !c.kept.includes(b)));
            const fill = Math.min(1, area / targetArea);
            // The headline's real size, not the scale: a narrow column shrinks it at any scale.
            // An edit's "larger headline" or "bigger product" weighs that term more, so the solver
            // gives up something else (type scale, an optional block, the arrangement) for it.
            const type = Math.min(
              1.2 * ctx.headlineScale,
              c.headlinePx / (ctx.w * 0.085 * (ctx.textScale / ctx.storyType)),
            );
            // Stories and Reels read top to bottom: a side-by-side layout is the last resort on 9:16.
            // 9:16 has the height for the copy: its type scale weighs more against the product's fill.
            const tall = isTall(ctx);
            // 9:16 is read on a phone held at arm's length: a headline under READABLE_PX or body type
            // scaled under READABLE_K costs more than an optional line or a smaller column does, so
            // the solver drops a secondary line or narrows the product first (docs/decisions/080-story-type-before-secondary-lines.md).
            const unreadable = tall
              ? Math.max(0, (READABLE_PX - c.headlinePx) / READABLE_PX) * 3 +
                Math.max(0, READABLE_K - k) * 3 +
                (c.stranded ? STORY_STRANDED : 0)
              : feedCramped(c.headlinePx, c.subPx) +
                feedNarrow(c.subLines) +
                c.narrow +
                (ctx.tight && !ctx.whole ? 0 : feedTap(c.tap)) +
                (c.apart ?? 0) +
                (counted ? feedCrowded(c.elements, c.headLines) : 0) +
                feedCapacity(
                  c.headlinePx,
                  c.headLines,
                  // A rule (a luxe divider) carries no words.
                  optional.some((b) => b.key !== 'rule' && c.kept.includes(b)) &&
                    (c.headlinePx < FEED_READABLE_PX || c.headLines > 3)
                    ? bareOf(arr, column)
                    : undefined,
                );
            // An edit's emphasis weighs the product's fill to the fourth power: at the square, the
            // readable type floors (decision 126) outweighed a fifth more product and the edit did nothing.
            const score =
              -unreadable -
              zoneCost -
              leaveCost +
              fill * (tall ? 2.4 : 3) * ctx.emphasis ** 4 +
              type * 2.2 * ctx.headlineScale ** 2 +
              k * (tall ? 1.6 : 0.6) -
              dropCost -
              lost -
              ai * 0.3 -
              // A step between costs as its narrower neighbour does.
              (between.includes(column ?? -1) ? (column === c0 + 0.05 ? 0 : 0.1) : ci * 0.1) -
              ((arr === 'side' || arr === 'head-side') && tall ? (storySide ? 0.2 : 0.8 + (held ? HELD_SIDE : 0)) : 0) -
              (sideWanted && arr !== 'side' && arr !== 'head-side' ? 1.2 : 0) -
              (centreWanted && (arr === 'side' || arr === 'head-side') ? 1.2 : 0) -
              // A small product beside short copy on 9:16 leaves an empty band over a sixth of the
              // height: stacked, the same copy and product fill it.
              ((c.band ?? 0) > ctx.h / 6 ? 1.5 : 0) -
              // A shortened button ("ORDER") reads as a stub: a wider column or a smaller scale first.
              // On 1:1 and 4:5, where the button keeps its tap size (FEED_CTA_PX), a little more: a
              // narrow column's "ORDER" beat the copy stacked over a jar by 0.1 (greens jar, Golden Hour).
              (c.short ? (tall ? 0.5 : 0.8) : 0) -
              // A buyer's "larger headline" that shows no larger than before is an edit not made.
              (ctx.headlineBefore && c.headlinePx < ctx.headlineBefore + 2 ? 1.5 : 0);
            if (!best || score > best.score)
              best = {
                score,
                run: c.run,
                unreadable,
                arr,
                hole: c.hole ?? 0,
                headPx: c.headlinePx,
                lines: c.headLines,
              };
            break;
          }
        });
      }
    });
  // The arrangements a rescue may add: never a headline across the top where the style keeps it in
  // its column (Brand Colour Split's headline spilled over the split onto the light field, s13 grading).
  const others = (as: Arrangement[]) =>
    as.filter((a) => !arrangements.includes(a) && !(spec.noHead && a === 'head-side'));
  search(arrangements);
  if (!best && floor > hero) {
    floor = hero;
    leastK = 0;
    search(arrangements);
  }
  // A style stacked by design (a shelf, a flat lay) still keeps the hero's 20 % for a tall, thin
  // product or a long text: side by side is tried before the rules are given up.
  if (!best) search(others(['side', 'head-side']));
  // Asked by the 1:1 re-plan of a headline four or five lines deep (layouts.ts `shallower`), where
  // no coarse column keeps the hero's share: a column between the coarse steps may, a slim bottle
  // beside a wider column. Asked of every plan, it took plans from the later arrangements a style
  // prefers (a stacked Window Light on a box went to a small column beside it; decision 212).
  if (!isTall(ctx) && !ctx.headlineBefore && !best && ctx.fineColumns) {
    fine = true;
    search([...arrangements, ...others(['side', 'head-side'])]);
    fine = false;
  }
  // On 1:1 and 4:5 a stack that keeps a tall bottle at the hero's 20 % may leave its headline one
  // small line (45 px under a 744 px bottle), and a column beside a wide tub a narrow one (44 px):
  // the other arrangement is tried too, at a cost, and kept only where it sets the headline clearly
  // larger (docs/decisions/116-feed-headline-size-and-column-shape.md).
  const beside = others(['side', 'head-side', 'stack-top']);
  // A style that keeps its column by design (Botanical Nature's leaves) gives it up only when the
  // column sets its copy badly: beside a wide tub its headline came out 30 px and its button
  // stranded ("4:5 tiny headline and stranded 'SHOP' button", s17 grading).
  const rescue = spec.keepSide ? SIDE_RESCUE * 2.5 : SIDE_RESCUE;
  if (!isTall(ctx) && best && best.unreadable > rescue && beside.length && !centreWanted) {
    leaveCost = 0.6;
    search(beside);
    leaveCost = 0;
  }
  // Still cramped on 1:1 and 4:5: the style's arrangements at a column a step under its own, kept
  // only for a headline of three lines or fewer at NARROW_HEAD_PX (docs/decisions/219-square-copy-and-headroom.md).
  if (!isTall(ctx) && best && best.unreadable > rescue && !centreWanted && !ctx.headlineBefore) {
    const kept = best;
    narrowFine = true;
    search(arrangements);
    narrowFine = false;
    // (search sets best.)
    const found = best as { lines: number; headPx: number };
    if (found !== kept && (found.lines < 1 || found.lines > 3 || found.headPx < NARROW_HEAD_PX)) best = kept;
  }
  // The margin inside the 9:16 zones is given up before the rules are: a tall bottle under a long
  // headline may need the copy right to the zone's edge.
  if ((!best || best.unreadable > 0.3) && region !== zones) {
    region = zones;
    zoneCost = best ? 0.4 : 0;
    search(arrangements);
    if (!best) search(others(['side', 'head-side']));
  }
  // The clear space above the product and round its copy is given up before the hero's 20 %: a
  // style of one arrangement on a wide product may need the height (docs/decisions/117-product-clearance.md).
  if (!best && (prodRegion.y > (own?.y ?? ctx.m) || vgap > gutter)) {
    const from = (y: number) =>
      own ? { ...own, y, h: own.h - (y - own.y) } : { x: ctx.m, y, w: ctx.w - ctx.m * 2, h: ctx.h - y - below };
    // On 1:1 and 4:5 half of that room first: given up whole, a tub's or a pouch's lid stood at the
    // margin ("lid jammed against the top edge", s21 grading, Morning Snapshot, Unboxing;
    // docs/decisions/219-square-copy-and-headroom.md).
    const half = Math.round((prodRegion.y + (own?.y ?? ctx.m)) / 2);
    if (!isTall(ctx) && half < prodRegion.y) {
      shared.prodRegion = from(half);
      search(arrangements);
    }
    if (!best) shared.prodRegion = from(own?.y ?? ctx.m);
    // On 1:1 and 4:5 the room above the product goes first, the copy's clear space last: given up
    // together, a stacked button stood 43 px over a tub's lid (Benefit Checklist 1:1,
    // docs/decisions/167-feed-button-and-column.md).
    if (!isTall(ctx) && !best) search(arrangements);
    if (!best) {
      shared.vgap = gutter;
      search(arrangements);
      if (!best) search(others(['side', 'head-side']));
    }
  }
  // Still nothing: the whole copy group over the product before the rules are given up. Forced,
  // a headline across the top left its column only the button, stranded top right beside a pouch
  // ("CTA stranded top right in 1:1/4:5", docs/grades/s13-new.tsv, Window Light).
  // On 1:1 and 4:5 that stack keeps the copy's clear space first: with the gutter's 43 px given up
  // for the side arrangements, a button stood right on a jar's lid ("CTA tight to the lid", s16
  // grading, Window Light; docs/decisions/167-feed-button-and-column.md).
  if (!best && !isTall(ctx) && shared.vgap < vgap) {
    const given = { prodRegion: shared.prodRegion, vgap: shared.vgap };
    Object.assign(shared, { prodRegion, vgap });
    search(others(['stack-top']));
    if (!best) Object.assign(shared, given);
  }
  if (!best) search(others(['stack-top']));
  // Nothing met the rules: on 1:1 and 4:5 a column a step under the style's, clear spaces kept,
  // before the last resort is forced. A list card whose longest row fits a column of 0.51 but not
  // of 0.46, beside a pouch that needs the room of 0.51, was forced and then gave way to the list
  // under the product: Benefit Checklist's headline one 40 px line over 34 px rows ("1:1 headline
  // same size as list", s21 grading; docs/decisions/219-square-copy-and-headroom.md).
  if (!isTall(ctx) && !best && !centreWanted && !ctx.headlineBefore) {
    const given = { prodRegion: shared.prodRegion, vgap: shared.vgap };
    Object.assign(shared, { prodRegion, vgap });
    narrowFine = true;
    search(arrangements);
    narrowFine = false;
    // Only for a headline of three lines or fewer at NARROW_HEAD_PX or more: a caption that reports
    // no lines went four lines deep beside a jar (TikTok), a chat's bubbles down to 43 px.
    // (search sets best.)
    const found = best as { lines: number; headPx: number } | undefined;
    if (found && (found.lines < 1 || found.lines > 3 || found.headPx < NARROW_HEAD_PX)) best = undefined;
    if (!best) Object.assign(shared, given);
  }
  if (best) {
    const sol = footInZone(ctx, best.run(), ctx.h * CAPTION_ZONE, maxProductH(ctx));
    // A column under the headline across the top that leaves an empty strip beside a small pack
    // (STORY_HOLE) gives way to the copy stacked over the pack where that sets the pack larger and
    // the headline about as large.
    if (!isTall(ctx) || spec.keepSide || best.arr !== 'head-side' || best.hole <= ctx.h * STORY_HOLE) return sol;
    if (sol.product.w * sol.product.h > STORY_HOLE_AREA * ctx.w * ctx.h) return sol;
    const kept = best;
    best = undefined;
    search(['stack-top']);
    // (search sets best.)
    const stacked = best as typeof kept | undefined;
    if (!stacked || stacked.headPx < kept.headPx * STORY_HOLE_HEAD) return sol;
    const alt = footInZone(ctx, stacked.run(), ctx.h * CAPTION_ZONE, maxProductH(ctx));
    return alt.product.w * alt.product.h >= sol.product.w * sol.product.h * STORY_HOLE_GAIN ? alt : sol;
  }
  // Nothing meets the rules (a very long text on a very tall product): the last arrangement at
  // the smallest scale with every optional block dropped; the linter reports what it breaks.
  const top = spec.top.filter((b) => b.drop === undefined);
  const foot = (spec.foot ?? []).filter((b) => b.drop === undefined);
  const k = scales.at(-1)!;
  const last: Opts = { ...shared, column: spec.column };
  for (const arr of fallbackOrder) {
    const c = candidate(ctx, arr, top, foot, k, last, true);
    if (c) return { ...c.run(), forced: true };
  }
  // Even the required blocks do not measure (a text that cannot fit at any size): stack what does.
  // A headline across the top that does not measure leaves head-side nothing to stand on: stacked,
  // the rest of the copy still fits.
  const measured = (bs: Block[]) => bs.filter((b) => measureOf(b, region.w, k));
  const [topFits, footFits] = [measured(top), measured(foot)];
  for (const arr of [arrangements[0], 'stack-top'] as const) {
    const c = candidate(ctx, arr, topFits, footFits, k, last, true);
    if (c) return { ...c.run(), forced: true };
  }
  throw new Error(`No arrangement of style ${ctx.style.id} fits the ${ctx.size} canvas.`);
}

type Opts = {
  target: number;
  region: Box;
  prodRegion: Box;
  gutter: number;
  /** The clear space between the copy and the product above or below it. */
  vgap: number;
  anchor: 'floor' | 'center';
  side: 'left' | 'right';
  column?: number;
  align?: Align;
  valign?: 'top' | 'center' | 'bottom';
  productX?: 'left' | 'center' | 'right';
  copyWithProduct?: boolean;
  /** The side column of a head-side arrangement (its headline across the top). */
  underHead?: boolean;
};

/** `band`: on 9:16 side by side, the widest empty band the placement leaves between the safe zones. */
type Candidate = {
  product: Box;
  run: () => Solution;
  headlinePx: number;
  subPx: number;
  /** The line count of its deepest sub-line (feedNarrow). */
  subLines: number;
  /** The blocks it keeps and its headline's line count (feedCrowded). */
  elements: number;
  /** The blocks it sets: an optional block missing from it (too wide for its column) counts as dropped. */
  kept: Block[];
  headLines: number;
  /** The cost of a headline three lines deep in a narrow side column (feedColumn). */
  narrow: number;
  /** Its button's label size (px; Infinity without one). */
  tap: number;
  /** The cost of a head-side column that stands apart from its headline (feedApart). */
  apart?: number;
  /** 9:16: a head-side column beside the product holding only the button (and badges) (STORY_STRANDED). */
  stranded?: boolean;
  band?: number;
  /** 9:16: the column's own empty stretch beside the product (columnHole). */
  hole?: number;
  short?: boolean;
};
/** A group holding a shortened wording (a button's "ORDER" for "ORDER NOW"). */
const shortened = (...gs: Group[]) => gs.some((g) => g.sizes.some((z) => z.short));

function candidate(
  ctx: LayoutCtx,
  arr: Arrangement,
  top: Block[],
  foot: Block[],
  k: number,
  o: Opts,
  force = false,
): Candidate | undefined {
  const { region, prodRegion, gutter, vgap } = o;
  const align: Align = ctx.params.align ?? o.align ?? (arr === 'side' ? 'left' : 'center');
  if (arr === 'head-side') {
    const head = top[0];
    // The headline across the top and the column under it share one edge: a centred headline over
    // a column centred beside the product read as two alignments (docs/grades/s12-A.tsv, styles
    // 10, 13, 19, 20). Only the buyer's own "center everything" centres them.
    const shared: Align = ctx.params.align ?? 'left';
    // A column holding only the button (and badges) beside the product is a stranded button.
    if (top.length < 2 && !force) return undefined;
    const hs = head && measureOf(head, region.w, k);
    if (!hs) return undefined;
    const y2 = region.y + hs.h + Math.round(30 * Math.max(0.7, k));
    const r2 = { x: region.x, y: y2, w: region.w, h: region.y + region.h - y2 };
    const inner = candidate(
      ctx,
      'side',
      top.slice(1),
      foot,
      k,
      {
        ...o,
        align: shared,
        underHead: true,
        // The column's copy follows the headline across the top: at the column's foot it was
        // stranded a band away from it.
        // On 9:16 too: a column centred beside the product left its button a third of the screen
        // below the headline.
        valign: isTall(ctx) ? (o.valign ?? 'top') : 'top',
        region: r2,
        // The product keeps the copy's clear space under the headline: at the column's 30 px a
        // cap nearly touched it (docs/decisions/117-product-clearance.md).
        prodRegion: {
          ...prodRegion,
          y: Math.max(prodRegion.y, region.y + hs.h + vgap),
          h: prodRegion.y + prodRegion.h - Math.max(prodRegion.y, region.y + hs.h + vgap),
        },
      },
      force,
    );
    if (!inner) return undefined;
    return {
      product: inner.product,
      headlinePx: Math.max(inner.headlinePx, hs.px ?? 0),
      short: inner.short,
      subPx: inner.subPx,
      subLines: inner.subLines,
      elements: inner.elements + 1,
      kept: [head, ...inner.kept],
      tap: inner.tap,
      narrow: inner.narrow,
      apart: feedApart(ctx, o, hs.w),
      hole: isTall(ctx) ? inner.hole : undefined,
      // Only a button shortened ("KAUFEN") or shrunk under the story size for the column, or one
      // standing on the right under a headline that starts at the left margin, reads as stranded:
      // a full button under the headline's own edge reads as one group.
      stranded:
        isTall(ctx) &&
        inner.kept.every((b) => foot.includes(b) || b.key === 'badges') &&
        (!!inner.short ||
          inner.tap < STORY_CTA_PX * ctx.textScale - 0.5 ||
          (o.side === 'left' && hs.w > Math.round(region.w * (o.column ?? 0.5)))),
      headLines: Math.max(inner.headLines, hs.lines ?? 0),
      run: (): Solution => {
        const sol = inner.run();
        // A headline that fits the column's width starts at the column's edge: across the top over a
        // product on the left it stood apart from its copy and button ("headline split from CTA
        // cluster", s16 grading; docs/decisions/167-feed-button-and-column.md).
        const col = sol.columns.text;
        // On 9:16 too: a headline left over a column on the right read as "split alignment" (s18 grading).
        const over = o.side === 'left' && shared === 'left' && hs.w <= col.w;
        const d = head.place(
          over ? col.x : region.x,
          region.y,
          over ? region.x + region.w - col.x : region.w,
          k,
          shared,
        );
        sol.drawn.texts.unshift(...d.texts);
        sol.drawn.panels.unshift(...d.panels);
        return { ...sol, arrangement: arr };
      },
    };
  }
  if (arr === 'side') {
    const cw = Math.round(region.w * (o.column ?? 0.5));
    const tx = o.side === 'right' ? region.x : region.x + region.w - cw;
    const g1 = measureGroup([...top, ...foot], cw, k);
    if (!g1 || (g1.h > region.h && !force)) return undefined;
    // Under a headline across the top, a column left with only the button (and badges) beside the
    // product, the rest of its message dropped, is a stranded button on 1:1 and 4:5 (on 9:16 it
    // stays right under the copy).
    if (o.underHead && !force && !isTall(ctx) && g1.blocks.every((b) => foot.includes(b))) return undefined;
    const px = o.side === 'right' ? tx + cw + gutter : prodRegion.x;
    const pw = o.side === 'right' ? prodRegion.x + prodRegion.w - px : tx - gutter - prodRegion.x;
    const product = fitProduct(ctx, { x: px, y: prodRegion.y, w: pw, h: prodRegion.h }, o.target, o.anchor);
    const spare = Math.max(0, region.h - g1.h);
    let ty = region.y + (o.valign === 'top' ? 0 : o.valign === 'bottom' ? spare : spare / 2);
    // 9:16 without a stated alignment: the copy goes where it leaves the smallest empty band
    // beside the product (top, centre, bottom or level with the product's middle).
    // A column holding only the button stays right under the copy above it (one group on 9:16).
    if (isTall(ctx) && g1.blocks.every((b) => foot.includes(b))) ty = region.y;
    else if (isTall(ctx) && !o.valign) {
      const mid = product.y + product.h / 2 - g1.h / 2;
      const tries = [ty, region.y, region.y + spare, Math.min(region.y + spare, Math.max(region.y, mid))];
      // A small product (a photo that may not be enlarged) may rise, level with the copy or just
      // under it, rather than leave a band; it never goes lower than fitted (its label stays clear
      // of the caption zone).
      const rise = (t: number) =>
        [product.y, Math.round(t + g1.h / 2 - product.h / 2), Math.round(t + g1.h + o.vgap)].map((y) =>
          Math.max(prodRegion.y, Math.min(product.y, y)),
        );
      // Not the column's own empty stretch: counted, it sent a tall bottle's story to a headline
      // across the top over a smaller product (withdrawn after grading, docs/grades/s12b-pair-2.tsv).
      const gap = (t: number, y: number) => deadBand(ctx, region.y, t, g1.h, { ...product, y });
      // Level with the product's middle first: a column set at the region's top to close a 48 px gap
      // over a bottle read as a small headline in the corner over half a canvas of nothing. Another
      // place is taken only where it closes a band of real size (docs/decisions/134-one-column-one-alignment-and-story-fill.md).
      const level = tries[3];
      let best = { t: level, y: product.y, band: gap(level, product.y) };
      for (const t of tries)
        for (const y of rise(t)) {
          const band = gap(t, y);
          if (band < best.band - ctx.h * 0.04) best = { t, y, band };
        }
      ty = best.t;
      // Whole pixels: a region below a headline may start at a fractional y.
      product.y = Math.round(best.y);
    }
    return {
      product,
      headlinePx: headPx(g1),
      short: shortened(g1),
      subPx: subPx(g1),
      subLines: subLines(g1),
      elements: g1.blocks.length,
      kept: g1.blocks,
      narrow: isTall(ctx) ? 0 : feedColumn(ctx, cw, headLines(g1)),
      tap: tapPx(g1),
      headLines: headLines(g1),
      band: isTall(ctx) ? deadBand(ctx, region.y, ty, g1.h, product) : undefined,
      hole: isTall(ctx) && o.underHead ? columnHole(ctx, region.y, ty, g1.h) : undefined,
      run: (): Solution => {
        const drawn = empty();
        placeGroup(g1, tx, ty, cw, k, align, drawn);
        return {
          product,
          drawn,
          arrangement: arr,
          k,
          textBoxes: drawn.texts.map((t) => t.box),
          side: o.side,
          columns: {
            text: { x: tx, y: ty, w: cw, h: g1.h },
            product: { x: px, y: prodRegion.y, w: pw, h: prodRegion.h },
          },
        };
      },
    };
  }
  const gTop = measureGroup(arr === 'stack' ? top : [...top, ...foot], region.w, k);
  const gFoot = arr === 'stack' ? measureGroup(foot, region.w, k) : { blocks: [], sizes: [], h: 0, gaps: [] };
  if (!gTop || !gFoot) return undefined;
  const textH = gTop.h + gFoot.h;
  if (textH > region.h && !force) return undefined;
  let pr: Box;
  let topY: number;
  let footY = region.y + region.h - gFoot.h;
  if (arr === 'stack') {
    topY = region.y;
    pr = { x: prodRegion.x, y: topY + gTop.h + vgap, w: prodRegion.w, h: footY - vgap - (topY + gTop.h + vgap) };
  } else if (arr === 'stack-top') {
    topY = region.y;
    pr = {
      x: prodRegion.x,
      y: topY + gTop.h + vgap,
      w: prodRegion.w,
      h: prodRegion.y + prodRegion.h - (topY + gTop.h + vgap),
    };
  } else {
    topY = region.y + region.h - gTop.h;
    pr = { x: prodRegion.x, y: prodRegion.y, w: prodRegion.w, h: topY - vgap - prodRegion.y };
  }
  if (pr.h < ctx.h * 0.12 && !force) return undefined;
  if (pr.h <= 0) pr = { ...pr, h: ctx.h * 0.12 };
  let product = fitProduct(ctx, pr, o.target, o.anchor, o.productX);
  // Leftover height goes between the blocks and the product, so the ad breathes evenly.
  if (arr === 'stack') {
    const spare = pr.h - product.h;
    if (spare > 0) {
      const shift = Math.min(spare / 3, ctx.h * 0.06);
      topY += o.anchor === 'floor' ? 0 : shift * 0.5;
      footY -= o.anchor === 'floor' ? 0 : shift * 0.5;
      if (o.anchor !== 'floor')
        product.y = Math.round(topY + gTop.h + vgap + (footY - vgap - (topY + gTop.h + vgap) - product.h) / 2);
    }
  } else if (arr === 'stack-bottom') {
    const spare = pr.h - product.h;
    if (spare > 0 && o.anchor === 'floor') product.y = Math.round(pr.y + spare * 0.6);
  }
  // 9:16: no empty band of more than a sixth of the height around the copy and the product; what
  // is spare is shared above, between and below them (the product keeps its label out of the
  // caption zone, the copy stays inside the safe zone).
  // One column shares one alignment with the product it stands over: a product set off-centre by
  // design (a shelf's prop beside it) under centred copy read as "tub off-centre under centred copy";
  // centred copy takes the product's side. Copy set left by design (Minimal Clean over a product on
  // the right) keeps its side (docs/decisions/134-one-column-one-alignment-and-story-fill.md).
  const off = product.x + product.w / 2 - (region.x + region.w / 2);
  const stackAlign: Align =
    ctx.params.align ??
    (o.copyWithProduct && align === 'center' && o.productX && o.productX !== 'center' && Math.abs(off) > ctx.w * 0.08
      ? o.productX
      : align);
  if (isTall(ctx) && arr === 'stack-top') {
    const bottomMax = Math.min(pr.y + pr.h, ctx.h * CAPTION_ZONE);
    const spare = bottomMax - (topY + gTop.h + vgap + product.h);
    if (spare > 0) {
      // Three even bands (above the copy, between it and the product, below the product).
      const between = Math.max(vgap, (spare + vgap) / 3);
      topY += Math.round((spare + vgap - between) / 2);
      product.y = Math.round(topY + gTop.h + between);
    }
  } else if (isTall(ctx) && arr === 'stack-bottom') {
    // Under the top UI zone (14 %) where there is room: a product there is hidden by the app's header.
    // It keeps the zone's clear margin too: a product (and a sticker at its shoulder) on the
    // zone's line read as crowded by the app's header.
    const ceiling = Math.max(prodRegion.y, Math.round(ctx.h * (HEADER_ZONE + ZONE_CLEAR)));
    const spare = topY - vgap - product.h - ceiling;
    if (spare > 0) {
      product.y = Math.round(ceiling + spare * 0.35);
      topY = Math.round(topY - spare * 0.3);
    } else if (product.y < ceiling && product.w < ctx.maxProductW - 2) {
      // No room to spare: the product is fitted under the zone, a little smaller, rather than under
      // the header (a product the photo's pixels already keep small stays as large as it is).
      const lower = fitProduct(ctx, { ...pr, y: ceiling, h: topY - vgap - ceiling }, o.target, o.anchor, o.productX);
      if (lower.y >= ceiling - 1 && lower.h < product.h) product = lower;
    }
  }
  return {
    product,
    headlinePx: Math.max(headPx(gTop), headPx(gFoot)),
    short: shortened(gTop, gFoot),
    subPx: Math.max(subPx(gTop), subPx(gFoot)),
    subLines: Math.max(subLines(gTop), subLines(gFoot)),
    elements: gTop.blocks.length + gFoot.blocks.length,
    kept: [...gTop.blocks, ...gFoot.blocks],
    tap: tapPx(gTop, gFoot),
    narrow: 0,
    headLines: Math.max(headLines(gTop), headLines(gFoot)),
    run: (): Solution => {
      const drawn = empty();
      placeGroup(gTop, region.x, topY, region.w, k, stackAlign, drawn);
      if (arr === 'stack') placeGroup(gFoot, region.x, footY, region.w, k, stackAlign, drawn);
      return {
        product,
        drawn,
        arrangement: arr,
        k,
        textBoxes: drawn.texts.map((t) => t.box),
        side: o.side,
        columns: { text: region, product: pr },
      };
    },
  };
}

/**
 * A layout's second plan, for when its first leaves the product under the hero's 20 % and the
 * photo is not what limits it (a long headline, a table, a conversation): the second is made and
 * the one with the larger product kept. On 9:16 a first plan under STORY_HERO (a reply card of three
 * answers over a bottle at 15 %, "text-heavy card with a small bottle", s17 grading) tries its second
 * too, kept there only when it shows the product a fifth larger
 * (docs/decisions/179-story-product-a-fifth-of-the-canvas.md).
 */
export function keepHero<T extends { product: Box }>(ctx: LayoutCtx, first: T, second: () => T): T {
  const area = (x: T) => x.product.w * x.product.h;
  const canvas = ctx.w * ctx.h;
  if (first.product.w >= ctx.maxProductW - 2) return first;
  const hero = heroSized(ctx, first.product);
  if (hero && !(storyHero(ctx) && area(first) < STORY_HERO * 0.95 * canvas)) return first;
  const other = second();
  return area(other) > area(first) * (hero ? 1.2 : 1) ? other : first;
}

/** A solution as a plan for the compositor (engine/compose/compose.ts). */
export function toPlan(sol: Solution, extra: Partial<Plan> = {}): Plan {
  return {
    product: sol.product,
    panels: [...sol.drawn.panels, ...(extra.panels ?? [])],
    texts: [...sol.drawn.texts, ...(extra.texts ?? [])],
    under: extra.under,
    front: extra.front,
    hints: extra.hints,
    boxes: extra.boxes,
    tilt: extra.tilt,
    ...(sol.forced ? { forced: true } : {}),
  };
}

/**
 * 9:16: the longest empty stretch of a column beside the product, above or under its copy, between
 * the header zone (or the headline across the top) and the caption zone: "bottle ~15 % of canvas,
 * empty lower-left" (s20 grading). deadBand misses it, the product's rows filling the band across.
 */
function columnHole(ctx: LayoutCtx, from: number, ty: number, h: number): number {
  const top = Math.max(ctx.h * HEADER_ZONE, from);
  return Math.max(0, ty - top, ctx.h * CAPTION_ZONE - (ty + h));
}

/** The widest vertical band between the 9:16 safe zones left empty by the copy (ty, h) and the product. */
function deadBand(ctx: LayoutCtx, from: number, ty: number, h: number, p: Box): number {
  const top = Math.max(ctx.h * 0.14, from);
  const bottom = ctx.h * CAPTION_ZONE;
  return widestBand([{ x: 0, y: ty, w: 1, h }, p], top, bottom);
}

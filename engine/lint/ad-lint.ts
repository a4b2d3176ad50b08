import { contrastLum, type Rgba, widestBand } from '../paint/index.js';
import { requiredContrast } from '../compose/index.js';
import {
  CAPTION_ZONE,
  FEED_TIGHT_PX,
  footBelow,
  HEADER_ZONE,
  heroShare,
  maxProductH,
  STORY_DENSE_PX,
  productClearance,
} from '../layout/index.js';
import { type RenderParams } from '../../contract/render-params.js';
import { type AdLayout, type AdSize, type LayoutBox, type ProductExtras } from '../../contract/engine.js';

/**
 * The ad linter: the composition rules of docs/decisions/014-composition-rules-solver-and-linter.md checked on what the renderer drew
 * (the layout boxes of `GET /api/ads/:adId/layout`) and on the rendered pixels.
 */
type Box = { x: number; y: number; w: number; h: number };

export type Violation = { rule: string; size: AdSize; role?: string; message: string };

export type LintInput = {
  layouts: Record<AdSize, AdLayout>;
  /** Rendered pixels per size and the pixels before the text was drawn (for the contrast re-measure). */
  pixels?: Partial<Record<AdSize, { final: Rgba; backdrop: Rgba }>>;
  /** The cutout's pixel size: the product may not be drawn above 1.5x of it. */
  native?: { width: number; height: number };
  extras?: ProductExtras;
  params?: RenderParams;
  warnings?: string[];
};

const TEXT_ROLES = new Set(['headline', 'subline', 'cta', 'badge', 'offer', 'rating', 'review', 'disclaimer']);
/**
 * 9:16 secondary text (every line but the headline and a legal line) at 34 px or more at 1080 wide
 * (docs/decisions/087-story-secondary-type.md): about 12 pt on a phone 390 pt wide, the smallest
 * size a story's viewer reads in the second or two it is on screen; the square keeps 28 px.
 */
export const STORY_TYPE_PX = STORY_DENSE_PX;
/**
 * 1:1 and 4:5 text (every line but a legal line) reads at 34 px or more at 1080 wide
 * (docs/decisions/092-feed-secondary-type.md, 103-feed-type-read-at-x-height.md): a feed ad is seen
 * at the phone's width, about a third of its pixels. The layouts' floors are higher (40 px, dense
 * 36); 34 is the last resort of a squeezed table or chat. A face is read at its x-height, so
 * handwriting is held to its `readPx` (its size times its x-height over Inter's), with half a pixel
 * for the whole-pixel sizes the layouts set.
 */
export const FEED_TYPE_PX = FEED_TIGHT_PX;
/**
 * A 1:1 or 4:5 headline never reads smaller than its largest sub-line (the solver aims for 1.3
 * times; docs/decisions/104-feed-headline-before-the-column.md).
 */
export const FEED_HEAD_OVER_SUB = 1;
const MAX_AREA = 0.45;

export function lintAd(input: LintInput): Violation[] {
  const out: Violation[] = [];
  for (const [size, layout] of Object.entries(input.layouts) as Array<[AdSize, AdLayout]>) {
    const add = (rule: string, message: string, role?: string) => out.push({ rule, size, role, message });
    const { width: W, height: H, boxes } = layout;
    const product = boxes.find((b) => b.role === 'product');
    const texts = boxes.filter((b) => TEXT_ROLES.has(b.role));
    const m4 = 0.04 * Math.min(W, H);
    if (!product) add('hero-size', 'no product box');
    else {
      const share = (product.w * product.h) / (W * H);
      // A photo too small for a crisp hero is drawn at 1.5x its pixels and the buyer is warned.
      const warned = !!input.warnings?.some((wn) => /shown smaller to stay sharp/.test(wn));
      const atCap = !!input.native && product.w >= input.native.width * 1.5 - 2;
      if (share > MAX_AREA + 0.001) add('hero-size', `product covers ${pct(share)} of the canvas (at most 45 %)`);
      // A very thin product (a dropper) reaches its height limit first: that is its hero size. The
      // limit is the solver's own, so a buyer's "make the product bigger" may take it a fifth taller.
      const tallest = maxProductH({ w: W, h: H, emphasis: input.params?.emphasis });
      const atHeight = product.h >= tallest - 2;
      // On 9:16 the hero's 20 % is of the screen between the header and caption zones.
      const least = heroShare({ w: W, h: H });
      if (share < least - 0.0005 && !(warned && atCap) && !atHeight)
        add('hero-size', `product covers ${pct(share)} of the canvas (at least ${pct(least)})`);
      if (product.h > tallest + 1)
        add('product-height', `product runs ${pct(product.h / H)} of the height (at most ${pct(tallest / H)})`);
      if (input.native && product.w > input.native.width * 1.5 * 1.12 + 2)
        add('crisp', `product drawn ${(product.w / input.native.width).toFixed(2)}x its native width (at most 1.5x)`);
      for (const t of texts)
        if (overlap(product, t) > 1)
          add(
            'overlap',
            `${t.role} "${clip(t.text)}" overlaps the product by ${Math.round(overlap(product, t))} px\u00b2`,
            t.role,
          );
    }
    for (const t of texts) {
      if (t.x < m4 - 0.5 || t.y < m4 - 0.5 || t.x + t.w > W - m4 + 0.5 || t.y + t.h > H - m4 + 0.5)
        add('margin', `${t.role} "${clip(t.text)}" at ${t.x},${t.y} ${t.w}x${t.h} is within 4 % of the edge`, t.role);
      if (H > W * 1.5 && (t.y < H * HEADER_ZONE - 0.5 || t.y + t.h > H * 0.8 + 0.5))
        add(
          'safe-zone',
          `${t.role} "${clip(t.text)}" spans y ${t.y}-${t.y + t.h}, outside the 9:16 safe zone ${Math.round(H * 0.14)}-${Math.round(H * 0.8)}`,
          t.role,
        );
      const min = t.role === 'disclaimer' ? 22 : 28;
      if (t.fontPx === undefined || t.fontPx < min - 0.05)
        add('type-size', `${t.role} "${clip(t.text)}" is ${t.fontPx} px (at least ${min})`, t.role);
      else if (H > W * 1.5 && t.role !== 'headline' && t.role !== 'disclaimer' && t.fontPx < STORY_TYPE_PX - 0.05)
        add(
          'story-type',
          `${t.role} "${clip(t.text)}" is ${t.fontPx} px on 9:16 (secondary type at least ${STORY_TYPE_PX})`,
          t.role,
        );
      else if (H <= W * 1.5 && t.role !== 'disclaimer' && feedPx(t) < FEED_TYPE_PX - 0.05)
        add(
          'feed-type',
          `${t.role} "${clip(t.text)}" ${t.readPx === undefined ? `is ${t.fontPx} px` : `is ${t.fontPx} px and reads at ${t.readPx}`} on ${H > W ? '4:5' : '1:1'} (text at least ${FEED_TYPE_PX})`,
          t.role,
        );
      const need = requiredContrast(t.fontPx ?? 0);
      if (t.contrast === undefined || t.contrast < need - 0.005)
        add('contrast', `${t.role} "${clip(t.text)}" has ${t.contrast}:1 (at least ${need}:1)`, t.role);
      if (t.text && /(\.\.\.|\u2026)$/.test(t.text.trim()) && !/(\.\.\.|\u2026)$/.test(sourceOf(t, input) ?? ''))
        add('overflow', `${t.role} "${clip(t.text)}" is cut off`, t.role);
    }
    for (let i = 0; i < texts.length; i++)
      for (let j = i + 1; j < texts.length; j++) {
        if (overlap(texts[i], texts[j]) > 1)
          add(
            'text-overlap',
            `${texts[i].role} "${clip(texts[i].text)}" overlaps ${texts[j].role} "${clip(texts[j].text)}"`,
            texts[i].role,
          );
      }
    if (H > W * 1.5) tallRules(layout, product, texts, add);
    else headOverSub(texts, H > W ? '4:5' : '1:1', add);
    honesty(texts, input, add);
    const px = input.pixels?.[size];
    if (px) remeasure(texts, px, add);
  }
  return out;
}

/** The size a feed text is held to: its read size (x-height aware), with half a pixel for whole-pixel sizes. */
function feedPx(t: LayoutBox): number {
  return t.readPx === undefined ? (t.fontPx ?? 0) : t.readPx + 0.5;
}

/** 1:1 and 4:5: the headline reads clearly larger than its largest sub-line. */
function headOverSub(texts: LayoutBox[], size: string, add: (rule: string, message: string, role?: string) => void) {
  const px = (role: string) =>
    Math.max(0, ...texts.filter((t) => t.role === role).map((t) => t.readPx ?? t.fontPx ?? 0));
  const head = px('headline');
  const sub = px('subline');
  if (head > 0 && sub > 0 && head < sub * FEED_HEAD_OVER_SUB - 0.5)
    add(
      'feed-type',
      `headline ${head} px reads no larger than its ${sub} px sub-line on ${size} (at least ${FEED_HEAD_OVER_SUB}x)`,
      'headline',
    );
}

/**
 * 9:16 composed for its format (docs/decisions/014-composition-rules-solver-and-linter.md,
 * docs/decisions/105-story-product-above-the-caption-zone.md): no part of the product (its box is
 * the cutout's visible pixels) reaches into the caption zone (the bottom 20 %) or stands within
 * its clearance of a side edge (productClearance); the copy, button
 * included, is one group, every line within GROUP_GAP of the height of another; and no band
 * between the safe zones is left empty for more than a sixth of the height.
 */
export const GROUP_GAP = 0.05;
export const DEAD_BAND = 1 / 6;
/**
 * The empty floor under the lowest box (the product's base, or copy under it) down to the bottom
 * edge: at most 35 % of the height, a product floating in the middle of the screen. A pack standing
 * on the caption zone's line with its foot in the zone leaves 13-20 % there; a small product (a
 * low-resolution photo) centred in the story's height still leaves 25-34 % (Call-outs' diagram
 * rising under its copy), the next step (docs/decisions/166-story-product-foot-in-the-caption-zone.md).
 */
export const FLOOR_BAND = 0.35;
/** Lines that may stand apart from the copy: a legal line, and badges (chips, labels on the product). */
const LOOSE_ROLES = new Set(['disclaimer', 'badge']);

function tallRules(
  layout: AdLayout,
  product: LayoutBox | undefined,
  texts: LayoutBox[],
  add: (rule: string, message: string, role?: string) => void,
): void {
  const { height: H, boxes } = layout;
  // Only the foot under a pack's label may stand in the caption zone (footBelow: more of a slim bottle than of a pouch or a box).
  const foot = product ? footBelow(product.w / product.h) * product.h : 0;
  if (product && product.y + product.h > H * CAPTION_ZONE + foot + 1)
    add(
      'caption-zone',
      `the product's base reaches ${pct((product.y + product.h) / H)} of the height, more than its foot (${Math.round(foot)} px) into the caption zone below ${pct(CAPTION_ZONE)}`,
    );
  // The product keeps off the side edges (docs/decisions/158-story-product-off-the-side-edges.md):
  // a wide pack STORY_EDGE, a slim bottle the copy's margin.
  // The copy's margin is 6 % of the width (engine/render/render.ts).
  const edge = product ? productClearance(layout.width, Math.round(layout.width * 0.06), product.w / product.h) : 0;
  if (product && Math.min(product.x, layout.width - product.x - product.w) < edge - 1)
    add(
      'side-edge',
      `the product stands ${Math.round(Math.min(product.x, layout.width - product.x - product.w))} px from a side edge (at least ${Math.round(edge)})`,
    );
  // An offer or rating next to the product may be a sticker at its shoulder; it, badges (chips in
  // the column, labels on the product), a legal line and a card that holds the copy (a table) join
  // the lines next to them but need not be with the copy themselves.
  const gapPx = H * GROUP_GAP;
  const onProduct = (t: LayoutBox) =>
    !!product && (t.role === 'offer' || t.role === 'rating') && dist(t, product) <= gapPx;
  const links = [
    ...boxes.filter((b) => b.role === 'decoration' && b.w * b.h < layout.width * H * 0.4),
    ...texts.filter((t) => LOOSE_ROLES.has(t.role) || onProduct(t)),
  ];
  const apart = strandedCopy(
    texts.filter((t) => !LOOSE_ROLES.has(t.role) && !onProduct(t)),
    gapPx,
    links,
  );
  if (apart)
    add(
      'group',
      `${apart.role} "${clip(apart.text)}" is ${Math.round(apart.gap)} px from the rest of the copy (at most ${Math.round(H * GROUP_GAP)})`,
      apart.role,
    );
  const top = H * HEADER_ZONE;
  const bottom = H * CAPTION_ZONE;
  const widest = widestBand(
    boxes.filter((b) => b.role !== 'logo'),
    top,
    bottom,
  );
  if (widest > H * DEAD_BAND)
    add(
      'dead-band',
      `an empty band of ${Math.round(widest)} px (${pct(widest / H)}) between the safe zones (at most ${pct(DEAD_BAND)})`,
    );
  const lowest = Math.max(0, ...boxes.filter((b) => b.role !== 'logo').map((b) => b.y + b.h));
  if (H - lowest > H * FLOOR_BAND + 1)
    add(
      'floor-band',
      `an empty floor of ${Math.round(H - lowest)} px (${pct((H - lowest) / H)}) under the lowest box (at most ${pct(FLOOR_BAND)})`,
    );
}

/**
 * The copy chained from its first line: each line joins the group when it stands within `gap` of a
 * line already in it (across or down), or of a link (`links`: a table's card, a badge) standing within
 * `gap` of the group.
 * The first line left out, and how far it stands, or undefined.
 */
export function strandedCopy<T extends Box>(
  texts: T[],
  gap: number,
  links: Box[] = [],
): (T & { gap: number }) | undefined {
  if (texts.length < 2) return undefined;
  const group: Box[] = [texts[0]];
  let rest = texts.slice(1);
  let cards = links;
  for (let grew = true; grew && rest.length;) {
    const joined = cards.filter((c) => group.some((g) => dist(c, g) <= gap));
    cards = cards.filter((c) => !joined.includes(c));
    group.push(...joined);
    const near = rest.filter((t) => group.some((g) => dist(t, g) <= gap));
    grew = near.length > 0 || joined.length > 0;
    group.push(...near);
    rest = rest.filter((t) => !near.includes(t));
  }
  if (!rest.length) return undefined;
  const far = rest.map((t) => ({ ...t, gap: Math.min(...group.map((g) => dist(t, g))) }));
  return far.sort((a, b) => a.gap - b.gap)[0];
}

/**
 * The clear space between two boxes: down when one stands above the other (a button centred under a
 * right-aligned line is read with it), else across (0 when they touch or overlap).
 */
export const dist = (a: Box, c: Box) => {
  const down = Math.max(a.y - (c.y + c.h), c.y - (a.y + a.h));
  return down > 0 ? down : Math.max(a.x - (c.x + c.w), c.x - (a.x + a.w), 0);
};

/** Offers, ratings and reviews appear only from the buyer's own facts, verbatim. */
function honesty(
  texts: LayoutBox[],
  input: LintInput,
  add: (rule: string, message: string, role?: string) => void,
): void {
  const ex = input.extras ?? {};
  const offer = input.params?.offer === null ? undefined : (input.params?.offer ?? ex.offer);
  for (const t of texts) {
    const text = t.text ?? '';
    if (t.role === 'offer' && (!offer || text.replace(/\s+/g, ' ').trim() !== offer.replace(/\s+/g, ' ').trim()))
      add('honesty', `offer "${clip(text)}" is not the buyer's offer${offer ? ` "${offer}"` : ''}`, t.role);
    if (t.role === 'rating' && (!ex.rating || !text.includes(String(ex.rating.value))))
      add('honesty', `rating "${clip(text)}" was not supplied by the buyer`, t.role);
    if (t.role === 'review' && (!ex.review || !(text.includes(ex.review.quote) || text.includes(ex.review.author))))
      add('honesty', `review "${clip(text)}" was not supplied by the buyer`, t.role);
    if (t.role !== 'rating' && /\u2605|\b\d(\.\d)?\s*\/\s*5\b/.test(text))
      add('honesty', `${t.role} "${clip(text)}" shows a rating`, t.role);
  }
}

/**
 * Contrast again, from the pixels: where the final image differs from the image before the text
 * was drawn are the glyphs; the most different pixel is the ink, and the backdrop pixels under and
 * right around the glyphs are what it must read on.
 */
function remeasure(
  texts: LayoutBox[],
  px: { final: Rgba; backdrop: Rgba },
  add: (rule: string, message: string, role?: string) => void,
): void {
  for (const t of texts) {
    const r = glyphContrast(px.final, px.backdrop, t);
    if (!r) continue;
    const need = requiredContrast(t.fontPx ?? 0);
    if (r.ratio < need - 0.05)
      add(
        'contrast',
        `${t.role} "${clip(t.text)}" measures ${r.ratio.toFixed(2)}:1 on the rendered pixels (at least ${need}:1)`,
        t.role,
      );
  }
}

const LIN = Float32Array.from({ length: 256 }, (_, v) => {
  const s = v / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
});
const lumAt = (d: Buffer, i: number) => 0.2126 * LIN[d[i]] + 0.7152 * LIN[d[i + 1]] + 0.0722 * LIN[d[i + 2]];

export function glyphContrast(
  final: Rgba,
  back: Rgba,
  b: { x: number; y: number; w: number; h: number },
): { ratio: number; ink: number } | undefined {
  const W = final.width;
  const x0 = Math.max(2, Math.floor(b.x)),
    y0 = Math.max(2, Math.floor(b.y));
  const x1 = Math.min(W - 2, Math.ceil(b.x + b.w)),
    y1 = Math.min(final.height - 2, Math.ceil(b.y + b.h));
  let best = 0;
  let ink = 0;
  const behind: number[] = [];
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const i = (y * W + x) * 4;
      const d =
        Math.abs(final.data[i] - back.data[i]) +
        Math.abs(final.data[i + 1] - back.data[i + 1]) +
        Math.abs(final.data[i + 2] - back.data[i + 2]);
      if (d <= 24) continue;
      if (d > best) {
        best = d;
        ink = lumAt(final.data, i);
      }
      if ((x + y) % 2) continue;
      for (const o of [0, -2, 2, -2 * W, 2 * W]) behind.push(lumAt(back.data, i + o * 4));
    }
  if (best < 60 || !behind.length) return undefined;
  behind.sort((a, c) => a - c);
  const cut = Math.floor(behind.length * 0.005);
  const lo = behind[cut];
  const hi = behind[behind.length - 1 - cut];
  return { ratio: Math.min(contrastLum(ink, lo), contrastLum(ink, hi)), ink };
}

function sourceOf(t: LayoutBox, input: LintInput): string | undefined {
  if (t.role === 'offer') return input.params?.offer ?? input.extras?.offer;
  if (t.role === 'review') return input.extras?.review?.quote;
  return undefined;
}

export function overlap(
  a: { x: number; y: number; w: number; h: number },
  b: { x: number; y: number; w: number; h: number },
): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const clip = (s?: string) => (s ?? '').slice(0, 40);

/** How close an ad comes to each rule (for the report: the worst case per rule over a fixture set). */
export type LintMetrics = {
  share: number[];
  scale: number;
  productGap: number;
  textGap: number;
  margin: number;
  safeZone: number;
  typePx: number;
  contrastMargin: number;
  contrast: number;
};

const gap = (a: LayoutBox, b: LayoutBox) =>
  Math.max(a.x - (b.x + b.w), b.x - (a.x + a.w), a.y - (b.y + b.h), b.y - (a.y + a.h));

export function lintMetrics(layouts: Record<AdSize, AdLayout>, native?: { width: number }): LintMetrics {
  const m: LintMetrics = {
    share: [],
    scale: 0,
    productGap: Infinity,
    textGap: Infinity,
    margin: Infinity,
    safeZone: Infinity,
    typePx: Infinity,
    contrastMargin: Infinity,
    contrast: Infinity,
  };
  for (const l of Object.values(layouts)) {
    const product = l.boxes.find((b) => b.role === 'product');
    const texts = l.boxes.filter((b) => TEXT_ROLES.has(b.role));
    if (product) {
      m.share.push((product.w * product.h) / (l.width * l.height));
      if (native) m.scale = Math.max(m.scale, product.w / native.width);
      for (const t of texts) m.productGap = Math.min(m.productGap, gap(product, t));
    }
    texts.forEach((t, i) => {
      for (const u of texts.slice(i + 1)) m.textGap = Math.min(m.textGap, gap(t, u));
      m.margin = Math.min(m.margin, t.x, t.y, l.width - t.x - t.w, l.height - t.y - t.h);
      if (l.height > l.width * 1.5)
        m.safeZone = Math.min(m.safeZone, t.y - l.height * 0.14, l.height * 0.8 - t.y - t.h);
      if (t.role !== 'disclaimer') m.typePx = Math.min(m.typePx, t.fontPx ?? 0);
      const need = requiredContrast(t.fontPx ?? 0);
      if ((t.contrast ?? 0) / need < m.contrastMargin) {
        m.contrastMargin = (t.contrast ?? 0) / need;
        m.contrast = t.contrast ?? 0;
      }
    });
  }
  return m;
}

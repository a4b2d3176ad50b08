import { contrast, deltaE } from '../paint/index.js';
import { isTall, type LayoutCtx } from './types.js';
import {
  type Block,
  type Drawn,
  MIN_PX,
  floorPx,
  headFloorPx,
  tightFloorPx,
  empty,
  iconSvg,
  inkFor,
  inks,
  lineX,
  listRows,
  rect,
  shapedWidth,
  text,
  textItem,
} from './parts.js';
import { changeCaseKeepingUnits, fitText } from '../text/index.js';
import { type BoxRole } from '../../contract/engine.js';

/**
 * The message blocks every layout uses (headline, sub-line, kicker) and the honest elements
 * (offer, rating, review) that appear only with the buyer's own words (ctx.honest).
 */

/** How much larger a 9:16 headline may start than the square's. */
export const STORY_HEADLINE = 1.2;
export const STORY_HEADLINE_MAX = 96;

/** The headline in the edit's case, size and colour. */
export function headline(
  ctx: LayoutCtx,
  o: {
    max: number;
    lines?: number;
    min?: number;
    text?: string;
    font?: 'headline' | 'accent' | 'body';
    balance?: boolean;
    ink?: string[];
    measureW?: number;
    drop?: number;
  },
): Block {
  const font = ctx.fonts[o.font ?? 'headline'];
  // A larger headline (an edit) may also take one more line, since a column is what limits it.
  const s = (ctx.textScale / ctx.storyType) * ctx.headlineScale;
  // On 9:16 a modest headline may start a fifth larger, up to STORY_HEADLINE_MAX: the story has the
  // height, and the solver scales it back where the product needs the room. A headline already
  // large (a poster's) keeps its size, so a buyer's "larger headline" still has room to show
  // (docs/decisions/080-story-type-before-secondary-lines.md).
  const max = isTall(ctx) ? Math.max(o.max, Math.min(o.max * STORY_HEADLINE, STORY_HEADLINE_MAX)) : o.max;
  const bebas = font.family === 'Bebas Neue';
  const caseOf = ctx.params.headlineCase ?? (ctx.style.copy.upperHeadline ? 'upper' : undefined);
  const words = o.text ?? ctx.copy.headline;
  return text(ctx, {
    role: 'headline',
    text: applyCase(words, caseOf, ctx.facts.name),
    font,
    variants: shorter(words, ctx.facts.name, ctx.facts.short).map((v) => applyCase(v, caseOf, ctx.facts.name)),
    max: max * s * (bebas ? 1.22 : 1),
    min: Math.max(MIN_PX, (o.min ?? 40) * Math.min(1, s)),
    lines: (o.lines ?? 3) + (ctx.headlineScale > 1 ? 1 : 0) + (ctx.extraLines ?? 0),
    lh: bebas ? 0.98 : font.family === 'Caveat' ? 1.02 : 1.08,
    upper: caseOf === 'upper',
    balance: o.balance ?? true,
    ink: o.ink ?? inks(ctx, ctx.params.headlineInk),
    measureW: o.measureW,
    drop: o.drop,
  });
}

export function subline(
  ctx: LayoutCtx,
  o: { max?: number; lines?: number; text?: string; drop?: number; gap?: number; ink?: string[]; role?: BoxRole } = {},
): Block {
  return text(ctx, {
    role: o.role ?? 'subline',
    text: o.text ?? ctx.copy.subline,
    font: ctx.fonts.body,
    max: (o.max ?? 38) * ctx.textScale,
    min: MIN_PX,
    lines: o.lines ?? 2,
    // At most two lines on 1:1 and 4:5, the floor's extra line included: a longer sub-line (the
    // brief's benefit sentence) sets smaller or gives way rather than wrap three deep beside the
    // product ("1:1 crowded stack, three-line claim", s21 grading;
    // docs/decisions/218-lines-a-marketer-would-keep.md).
    cap: isTall(ctx) ? undefined : 2,
    lh: 1.3,
    drop: o.drop ?? 2,
    gap: o.gap ?? 18,
    ink: o.ink ?? inks(ctx),
    balance: true,
  });
}

export function kicker(ctx: LayoutCtx, o: { ink?: string[] } = {}): Block | undefined {
  if (!ctx.facts.kicker?.trim()) return undefined;
  return text(ctx, {
    role: 'subline',
    text: ctx.facts.kicker,
    font: { ...ctx.fonts.label, weight: 800 },
    max: 30 * ctx.textScale,
    min: MIN_PX,
    lines: 1,
    ls: 0.14,
    upper: true,
    drop: 4,
    ink: o.ink ?? inks(ctx),
  });
}

const DOSE_ONLY = /^\d+(?:[.,]\d+)?\s?\S+\s+(?:per|pro|je|par|por|dans|en|in|each)\b/iu;

/**
 * The shorter variants a headline falls back to when it does not fit at its smallest size: the
 * product's short name for its full name, then its first clause.
 */
export function shorter(t: string, name: string, short: string): string[] {
  const out: string[] = [];
  if (name !== short && t.includes(name)) out.push(t.replace(name, short));
  // "Label: the fact" and "A question? Its answer" shorten to the fact; otherwise the first
  // sentence. Never a dangling "Note:", never a question left without its answer.
  // Not when the fact is a dose without its ingredient ("How much collagen? 10 g per scoop" is
  // no "10 g per scoop"): docs/decisions/096-short-numbered-headlines-and-one-fact-per-ad.md.
  const after = /^[^:?]{2,40}[:?]\s+(.+)$/u.exec(t)?.[1];
  const colon = after && !DOSE_ONLY.test(after) ? after : undefined;
  const first = colon
    ? colon[0].toLocaleUpperCase() + colon.slice(1)
    : t.split(/(?<=[.!?])\s+|\s+[\u2013\u2014-]\s+/)[0].replace(/\s*[:;,\u2013\u2014-]+$/u, '');
  if (first && first !== t && first.split(' ').length >= 2 && !(after && !colon)) out.push(first);
  // A hero with one more fact after a comma ("Vitamine D3 1000 UI, 900 gouttes") keeps the hero.
  // Not a comma inside a phrase: "… in vegan, gelatin-free gummies" cut to "… in vegan" was graded
  // a broken fragment (D, s17 grading): a head ending in a preposition and one word goes.
  const head = t.includes(', ') ? t.slice(0, t.lastIndexOf(', ')).replace(/\s*[:;,]+$/u, '') : '';
  const cutPhrase = /\s(?:in|im|en|mit|avec|con)\s+\S+$/iu.test(head);
  if (head && !cutPhrase && head !== first && head.split(' ').length >= 2 && /\d/u.test(head)) out.push(head);
  // Two amounts joined ("Vitamin D3 1000 IU and vitamin K2 25 µg") keep the first.
  const one = /^(.*\d.*?) (?:and|und|et|y|e|plus) .*\d/u.exec(head || t)?.[1];
  if (one && /\d\s?(?:mg|µg|mcg|g|iu|ui|ie|ml|%)(?!\p{L})/iu.test(one) && !out.includes(one)) out.push(one);
  return out;
}

/** Title Case, sentence case (the product's own words keep their capitals) or lower case. */
export function applyCase(t: string, kind: string | undefined, name: string): string {
  // A unit after a number keeps its case ("2500 µg" never becomes "2500 Μg"): engine/text/case.ts.
  if (kind === 'lower') return changeCaseKeepingUnits(t, (p) => p.toLowerCase());
  if (kind === 'title')
    return changeCaseKeepingUnits(t, (p) =>
      p.toLowerCase().replace(/(^|[\s\-/])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase()),
    );
  if (kind === 'sentence') {
    const keep = new Map(
      name
        .split(/\s+/)
        .filter((x) => /\p{Lu}/u.test(x))
        .map((x) => [x.toLowerCase(), x]),
    );
    const lower = changeCaseKeepingUnits(t, (p) => p.toLowerCase())
      .split(' ')
      .map((wd) => keep.get(wd) ?? wd)
      .join(' ');
    return lower.replace(/^(\P{L}*)(\p{L})/u, (_, a: string, b: string) => a + b.toUpperCase());
  }
  return t;
}

/** The buyer's offer as a coupon: dashed outline, tag icon, the words exactly as given. */
export function offer(ctx: LayoutCtx, o: { max?: number; drop?: number; gap?: number } = {}): Block | undefined {
  const words = ctx.honest.offer;
  if (!words) return undefined;
  const font = { ...ctx.fonts.label, weight: 800 as const };
  const bg = ctx.pal.panel;
  const sized = (w: number, k: number) => {
    const floor = Math.max(MIN_PX + 2, floorPx(ctx, true, font));
    const size = Math.max(floor, (o.max ?? 36) * k * ctx.textScale);
    const icon = size * 1.1;
    const padX = size * 0.8;
    const f = fitText(words, font, {
      maxWidth: w - padX * 2 - icon - 12,
      maxLines: 2,
      maxSize: size,
      minSize: floor,
      lineHeight: 1.15,
      balance: true,
    });
    const lw = Math.max(...f.lines.map((l) => shapedWidth(l, font, f.size)));
    return { f, icon, padX, pw: lw + icon + 12 + padX * 2, ph: f.height + size * 1.1, lw };
  };
  return {
    // An offer the buyer asked for in an edit is never dropped for room.
    key: 'offer',
    drop: ctx.params.offer ? undefined : (o.drop ?? 1),
    gap: o.gap ?? 22,
    measure(w, k) {
      const s = sized(w, k);
      return s.f.overflow ? undefined : { w: s.pw, h: s.ph };
    },
    place(x, y, w, k, align) {
      const s = sized(w, k);
      const px = lineX(x, w, s.pw, align);
      const box = { x: px, y, w: s.pw, h: s.ph };
      const ink = inkFor(bg, ctx.pal.panelInk);
      const mark = contrast(ctx.pal.accent, bg) >= 3 ? ctx.pal.accent : ink[0];
      return {
        texts: [
          textItem('offer', s.f, font, px + s.padX + s.icon + 12, y + (s.ph - s.f.height) / 2, s.lw, 'left', ink, {
            lh: 1.15,
            canBack: false,
            record: box,
          }),
        ],
        panels: [
          { svg: rect(box, bg, { r: 16, stroke: mark, sw: 3, dash: '10 7' }), box },
          {
            svg: iconSvg('tag', px + s.padX, y + (s.ph - s.icon) / 2, s.icon, mark),
            box: { x: px + s.padX, y: y + (s.ph - s.icon) / 2, w: s.icon, h: s.icon },
          },
        ],
        w: s.pw,
        h: s.ph,
      };
    },
  };
}

/**
 * The stars' gold, kept apart from what they stand on: gold stars on a yellow poster or an amber
 * card read as one smudge (docs/decisions/136-deeper-grounds-behind-pale-products.md), so there
 * they take a deeper gold, else the line's ink.
 */
function starGold(ground: string, ink: string): string {
  const apart = (c: string, need: number) => contrast(c, ground) >= need && deltaE(c, ground) >= 30;
  if (apart('#f2a516', 1.6)) return '#f2a516';
  return apart('#c77c00', 2.5) ? '#c77c00' : ink;
}

/** Stars for the buyer's rating (half stars where the value has them) and its numbers as given. */
export function rating(
  ctx: LayoutCtx,
  o: { max?: number; drop?: number; gap?: number; ink?: string[]; onPanel?: string } = {},
): Block | undefined {
  const r = ctx.honest.rating;
  if (!r) return undefined;
  const font = { ...ctx.fonts.label, weight: 700 as const };
  const label = `${r.value} (${r.count.toLocaleString('en-US')})`;
  const sized = (w: number, k: number) => {
    const size = Math.max(floorPx(ctx, true, font), (o.max ?? 34) * k * ctx.textScale);
    const star = size * 1.15;
    const starsW = star * 5 + size * 0.15 * 4;
    const f = fitText(label, font, {
      maxWidth: Math.max(10, w - starsW - size * 0.5),
      maxLines: 1,
      maxSize: size,
      minSize: floorPx(ctx, true, font),
    });
    const lw = shapedWidth(f.lines[0] ?? '', font, f.size);
    return { f, star, starsW, lw, total: starsW + size * 0.5 + lw, h: Math.max(star, f.size * 1.2) };
  };
  return {
    key: 'rating',
    drop: 'drop' in o ? o.drop : 2,
    gap: o.gap ?? 16,
    measure(w, k) {
      const s = sized(w, k);
      return s.f.overflow || s.total > w ? undefined : { w: s.total, h: s.h };
    },
    place(x, y, w, k, align) {
      const s = sized(w, k);
      const sx = lineX(x, w, s.total, align);
      const d = empty();
      // On a card the ground is known; on the set the gold is chosen on the wall really behind
      // the stars (a tan bathroom wall is not the palette's background): gold where it reads at
      // 3:1, else a lighter gold (a mid brown block: black stars there were graded unreadable, s17),
      // else a deeper gold, else the line's ink.
      const ink = o.ink ?? inks(ctx);
      const gold = o.onPanel ? starGold(o.onPanel, ink[0]) : '@ink';
      const golds = o.onPanel ? undefined : ['#f2a516', '#ffc94a', '#ffdd80', '#c77c00', '#8f5b00', ...ink];
      for (let i = 0; i < 5; i++) {
        const kind = r.value >= i + 0.75 ? 'star' : r.value >= i + 0.25 ? 'half-star' : undefined;
        const bx = sx + i * (s.star + s.f.size * 0.15);
        const by = y + (s.h - s.star) / 2;
        d.panels.push({
          svg: kind ? iconSvg(kind, bx, by, s.star, gold) : iconSvg('star', bx, by, s.star, '#cfcfcf'),
          box: { x: bx, y: by, w: s.star, h: s.star },
          ...(kind && golds ? { inks: golds } : {}),
        });
      }
      const box = { x: sx, y, w: s.total, h: s.h };
      d.texts.push(
        textItem(
          'rating',
          s.f,
          font,
          sx + s.starsW + s.f.size * 0.5,
          y + (s.h - s.f.size * 1.2) / 2,
          s.lw,
          'left',
          o.ink ?? inks(ctx),
          { lh: 1.2, record: box },
        ),
      );
      d.texts[0].text = `${'\u2605'.repeat(Math.round(r.value))} ${label}`;
      d.w = s.total;
      d.h = s.h;
      return d;
    },
  };
}

/**
 * A card: inner blocks on a solid panel with padding (recorded as a decoration box). The inner
 * blocks are built by `inner(ink)` with the ink that reads on the card.
 */
export function card(
  ctx: LayoutCtx,
  build: (ink: string[], bg: string) => Block[],
  o: {
    bg?: string;
    radius?: number;
    pad?: number;
    align?: 'left' | 'center';
    drop?: number;
    gap?: number;
    stroke?: string;
    shadow?: boolean;
    key?: string;
    width?: number;
  } = {},
): Block {
  const bg = o.bg ?? ctx.pal.panel;
  const ink = inkFor(bg, ctx.pal.panelInk);
  const blocks = build(ink, bg);
  const pad = o.pad ?? 44;
  const measureInner = (w: number, k: number) => {
    const iw = w - pad * 2;
    let h = 0;
    let px = 0;
    const sizes: Array<{ w: number; h: number; gap: number } | undefined> = [];
    for (const b of blocks) {
      // Optional lines inside a card give way first when the type is already at its smallest.
      const s = b.drop !== undefined && k < 0.55 ? undefined : b.measure(iw, k);
      if (!s) {
        if (b.drop === undefined) return undefined;
        sizes.push(undefined);
        continue;
      }
      const gap = h ? Math.round((b.gap ?? 20) * Math.max(0.7, k)) : 0;
      sizes.push({ ...s, gap });
      if (b.key === 'headline') px = Math.max(px, s.px ?? 0);
      h += gap + s.h;
    }
    return { h: h + pad * 2, sizes, px };
  };
  const cw = (w: number) => Math.min(w, o.width ?? w);
  return {
    key: o.key ?? 'card',
    drop: o.drop,
    gap: o.gap ?? 26,
    measure(w, k) {
      const m = measureInner(cw(w), k);
      return m && m.h > pad * 2 ? { w: cw(w), h: m.h, px: m.px } : undefined;
    },
    place(x, y, w, k, align) {
      const width = cw(w);
      const m = measureInner(width, k)!;
      const cx = lineX(x, w, width, align);
      const box = { x: cx, y, w: width, h: m.h };
      const r = o.radius ?? 28;
      const d: Drawn = {
        texts: [],
        panels: [
          {
            svg: rect(box, bg, { r, stroke: o.stroke, sw: 2 }),
            box,
            role: 'decoration',
            shadow: o.shadow === false ? undefined : { radius: r, strength: 0.14 },
          },
        ],
        w: width,
        h: m.h,
      };
      let cy = y + pad;
      blocks.forEach((b, i) => {
        const s = m.sizes[i];
        if (!s) return;
        cy += s.gap;
        const inner = b.place(cx + pad, cy, width - pad * 2, k, o.align ?? 'left');
        d.texts.push(...inner.texts.map((t) => ({ ...t, canBack: false })));
        d.panels.push(...inner.panels);
        cy += s.h;
      });
      return d;
    },
  };
}

/** Ticked rows (benefits, ingredients): a check in the accent colour and the line beside it. */
export function checklist(
  ctx: LayoutCtx,
  items: string[],
  o: {
    max?: number;
    ink?: string[];
    mark?: 'check' | 'dot';
    drop?: number;
    gap?: number;
    onPanel?: string;
    role?: BoxRole;
  } = {},
): Block | undefined {
  const list = items.filter((s) => s.trim()).slice(0, 4);
  if (!list.length) return undefined;
  const font = { ...ctx.fonts.body, weight: Math.max(600, ctx.fonts.body.weight) as 600 };
  const bgForMark = o.onPanel ?? ctx.pal.bg;
  // A story's list keeps 40 px; a row that needs less is dropped, and only a two-row list goes to 34 px.
  const floor = floorPx(ctx, false, font);
  const rowsAt = (w: number, k: number, min: number) => {
    const size = Math.max(min, (o.max ?? 36) * k * ctx.textScale);
    const dot = size * 1.3;
    // Where room is short the list gets shorter before its type gets small (never under two rows).
    const rows = list.slice(0, listRows(ctx, list.length, k));
    const fits = rows.map((it) =>
      fitText(it, font, {
        maxWidth: w - dot - size * 0.6,
        maxLines: 3,
        maxSize: size,
        minSize: min,
        lineHeight: 1.2,
        wordPerLine: false,
        hyphenate: false,
      }),
    );
    if (fits.some((f2) => f2.overflow)) return undefined;
    const rowGap = size * 0.55;
    const heights = fits.map((f2) => Math.max(dot, f2.height));
    return { size, dot, fits, rowGap, heights, h: heights.reduce((s, x) => s + x, 0) + rowGap * (rows.length - 1) };
  };
  // A list keeps its floor: squeezed to the dense floor beside a wide pouch or in a story's side
  // column its rows read as small (docs/grades/s11-*.tsv, "1:1 checklist type small"), so it keeps
  // fewer rows or another arrangement instead.
  // Where the product needs the room (ctx.tight), a feed list squeezed under a 0.6 type scale and a
  // story's two-row list go to the dense floor as before.
  const layoutRows = (w: number, k: number) => {
    if (!ctx.tight) return rowsAt(w, k, floor);
    const dense = tightFloorPx(ctx, k, font);
    return (
      (!isTall(ctx) && k < 0.6 ? undefined : rowsAt(w, k, floor)) ?? (floor > dense ? rowsAt(w, k, dense) : undefined)
    );
  };
  return {
    key: 'list',
    drop: o.drop,
    gap: o.gap ?? 28,
    measure(w, k) {
      const r = layoutRows(w, k);
      return r ? { w, h: r.h } : undefined;
    },
    place(x, y, w, k) {
      const r = layoutRows(w, k)!;
      const d = empty();
      let cy = y;
      const fill = ctx.pal.accent;
      const tick = inkFor(fill, ctx.pal.accentInk)[0];
      r.fits.forEach((f2, i) => {
        const rh = r.heights[i];
        const dy = cy + (rh - r.dot) / 2;
        const mark =
          o.mark === 'dot'
            ? `<circle cx="${x + r.dot / 2}" cy="${dy + r.dot / 2}" r="${r.dot * 0.22}" fill="${contrast(fill, bgForMark) >= 2 ? fill : tick}"/>`
            : `<circle cx="${x + r.dot / 2}" cy="${dy + r.dot / 2}" r="${r.dot / 2}" fill="${fill}"/>${iconSvg('check', x + r.dot * 0.17, dy + r.dot * 0.17, r.dot * 0.66, tick)}`;
        d.panels.push({ svg: mark, box: { x, y: dy, w: r.dot, h: r.dot } });
        d.texts.push(
          textItem(
            o.role ?? 'subline',
            f2,
            font,
            x + r.dot + r.size * 0.6,
            cy + (rh - f2.height) / 2,
            w - r.dot - r.size * 0.6,
            'left',
            o.ink ?? inks(ctx),
            { lh: 1.2 },
          ),
        );
        cy += rh + r.rowGap;
      });
      d.w = w;
      d.h = r.h;
      return d;
    },
  };
}

/** A round sticker (the offer, or an honest fact such as the capsule count) in the accent colour. */
export function sticker(
  ctx: LayoutCtx,
  words: string,
  role: BoxRole,
  o: { max?: number; drop?: number; gap?: number; burst?: boolean } = {},
): Block {
  const font =
    ctx.fonts.headline.family === 'Caveat' ? { ...ctx.fonts.label, weight: 800 as const } : ctx.fonts.headline;
  // An offer is shown exactly as the buyer typed it; a fact may be set in capitals.
  const upper = role !== 'offer' && font.family !== 'Caveat';
  const fill = ctx.pal.accent;
  // A seal of one or two words ("VEGAN", "GRASS-FED") is set large, whole words: at a fifth of the
  // seal it read as small type in a big circle (docs/decisions/205-proof-styles-without-the-buyers-facts.md).
  const short = role !== 'offer' && words.trim().split(/\s+/).length <= 2;
  const fitIn = (d: number) =>
    fitText(words, font, {
      maxWidth: d * 0.7,
      maxLines: 4,
      maxSize: Math.max(MIN_PX + 4, floorPx(ctx, true, font), d * (short ? 0.27 : 0.2)),
      ...(short ? { hyphenate: false } : {}),
      minSize: Math.max(MIN_PX + 4, floorPx(ctx, true, font)),
      lineHeight: 1,
      upper,
      maxHeight: d * 0.62,
      balance: true,
    });
  // A seal with an amount reads as one number and its word ("25 µg" over "K2 MK-7"): set as one
  // run of words it was small type inside a large circle ("badge text tiny, busy", s18 grading;
  // docs/decisions/189-proof-styles-deliver-their-names.md). An offer stays verbatim in one run.
  const parts = role === 'offer' ? undefined : sealParts(words);
  const floor = Math.max(MIN_PX + 4, floorPx(ctx, true, font));
  const fitParts = (d: number) => {
    if (!parts) return undefined;
    const big = fitText(parts.amount, font, {
      maxWidth: d * 0.72,
      maxLines: 1,
      maxSize: Math.max(floor, d * 0.3),
      minSize: floor,
      lineHeight: 1,
      upper,
    });
    const small = fitText(parts.label, font, {
      maxWidth: d * 0.62,
      maxLines: 2,
      maxSize: Math.max(floor, Math.min(d * 0.15, big.size * 0.55)),
      minSize: floor,
      lineHeight: 1,
      upper,
      balance: true,
      hyphenate: false,
    });
    const fits = !big.overflow && !small.overflow && big.height + small.height + d * 0.04 <= d * 0.66;
    return fits ? { big, small } : undefined;
  };
  const sized = (w: number, k: number) => {
    let d = Math.min(w, Math.max(220, (o.max ?? 300) * k));
    let f = fitIn(d);
    while (f.overflow && d < Math.min(w, 460)) {
      d = Math.min(w, d + 30);
      f = fitIn(d);
    }
    return { d, f, two: fitParts(d) };
  };
  return {
    key: 'sticker',
    drop: o.drop,
    gap: o.gap ?? 26,
    measure(w, k) {
      const s = sized(w, k);
      return s.f.overflow ? undefined : { w: s.d, h: s.d };
    },
    place(x, y, w, k, align) {
      const s = sized(w, k);
      const cx = lineX(x, w, s.d, align);
      const box = { x: cx, y, w: s.d, h: s.d };
      const ink = inkFor(fill, ctx.pal.accentInk);
      const r = s.d / 2;
      const svg = o.burst
        ? `<path d="${burstPath(cx + r, y + r, r, 22)}" fill="${fill}"/>`
        : `<circle cx="${cx + r}" cy="${y + r}" r="${r}" fill="${fill}"/><circle cx="${cx + r}" cy="${y + r}" r="${r * 0.9}" fill="none" stroke="${ink[0]}" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="4 8"/>`;
      const opts = { lh: 1, canBack: false };
      let texts;
      if (s.two) {
        const { big, small } = s.two;
        const gap = s.d * 0.04;
        const top = y + (s.d - big.height - gap - small.height) / 2;
        texts = [
          textItem(role, big, font, cx + s.d * 0.14, top, s.d * 0.72, 'center', ink, opts),
          textItem(role, small, font, cx + s.d * 0.19, top + big.height + gap, s.d * 0.62, 'center', ink, opts),
        ];
      } else {
        const ty = y + (s.d - s.f.height) / 2;
        texts = [textItem(role, s.f, font, cx + s.d * 0.15, ty, s.d * 0.7, 'center', ink, { ...opts, record: box })];
      }
      return {
        texts,
        panels: [{ svg, box, shadow: { radius: r, strength: 0.18 } }],
        w: s.d,
        h: s.d,
      };
    },
  };
}

/**
 * A seal's fact as its amount and the words it counts ("3,2 g de beta-alanina" -> "3,2 g" and
 * "beta-alanina"), or undefined for a fact without one amount and a few words beside it.
 */
export function sealParts(words: string): { amount: string; label: string } | undefined {
  const m = words.match(/\d[\d.,]*\s?(?:mg|µg|mcg|g|kg|ml|UI|IU|IE|%)(?![\p{L}\d])/u);
  if (!m || m.index === undefined || /\d/.test(words.slice(m.index + m[0].length))) return undefined;
  const label = (words.slice(0, m.index) + ' ' + words.slice(m.index + m[0].length))
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:de|d’|of|di|mit|con|à)\s+/iu, '')
    .replace(/\s+(?:de|of|per|par|pro|por|mit|con)$/iu, '');
  if (!label || label.split(' ').length > 3) return undefined;
  return { amount: m[0], label };
}

/** A starburst (a sale sticker's edge): n points between r and 0.9 r. */
function burstPath(cx: number, cy: number, r: number, n: number): string {
  let d = '';
  for (let i = 0; i < n * 2; i++) {
    const a = (i / (n * 2)) * Math.PI * 2;
    const rr = i % 2 ? r * 0.9 : r;
    d += `${i ? 'L' : 'M'}${(cx + Math.cos(a) * rr).toFixed(1)} ${(cy + Math.sin(a) * rr).toFixed(1)}`;
  }
  return d + 'Z';
}

/**
 * A headline's shorter forms in its case, each keeping the claim's amounts (as `text` keeps them):
 * the tags, stickers and hooks that carry the headline take one before their type gets small
 * (docs/decisions/126-readable-type-floor-and-clean-breaks.md).
 */
export function headVariants(ctx: LayoutCtx, words: string, caseOf: string | undefined): string[] {
  const amounts = words.match(/\d[\d.,]*/g) ?? [];
  return shorter(words, ctx.facts.name, ctx.facts.short)
    .filter((v) => !amounts.length || amounts.some((a) => v.includes(a)))
    .map((v) => applyCase(v, caseOf, ctx.facts.name));
}

/** Caption stickers: each line on its own white rounded strip, as creators caption a video. */
export function caption(
  ctx: LayoutCtx,
  words: string,
  o: {
    role?: BoxRole;
    max?: number;
    lines?: number;
    font?: 'headline' | 'body';
    drop?: number;
    gap?: number;
    fill?: string;
  } = {},
): Block | undefined {
  if (!words.trim()) return undefined;
  const font = ctx.fonts[o.font ?? 'headline'];
  const fill = o.fill ?? '#ffffff';
  const lh = 1.42;
  const isHead = (o.role ?? 'headline') === 'headline';
  const scale = isHead ? (ctx.textScale / ctx.storyType) * ctx.headlineScale : ctx.textScale;
  const caseOf = isHead ? (ctx.params.headlineCase ?? (ctx.style.copy.upperHeadline ? 'upper' : undefined)) : undefined;
  const shown = applyCase(words, caseOf, ctx.facts.name);
  const fitAt = (w: number, k: number, least: number, hyphenate?: boolean) =>
    fitText(shown, font, {
      maxWidth: w - 40,
      maxLines: (o.lines ?? 3) + (isHead ? (ctx.headlineScale > 1 ? 1 : 0) + (ctx.extraLines ?? 0) : 0),
      maxSize: Math.max(least, (o.max ?? 56) * k * scale),
      minSize: least,
      lineHeight: lh,
      balance: true,
      upper: caseOf === 'upper',
      wordPerLine: isHead ? undefined : false,
      hyphenate,
    });
  // Each line is its own tag, read as a piece of the headline: a word too long for the tag at the
  // headline's floor ("Methylcobalamin") is set at the previous floor whole rather than hyphenated.
  const fit = (w: number, k: number) => {
    const least = isHead ? headFloorPx(ctx, font) : floorPx(ctx, false, font);
    const f = fitAt(w, k, least, isHead ? false : undefined);
    const tight = isHead ? headFloorPx({ ...ctx, tight: true }, font) : least;
    // On 1:1 and 4:5 not hyphenated there either ("Bio- / Grünpulver" tags, s19 grading;
    // docs/decisions/200-feed-fewer-larger-words.md).
    return f.overflow && tight < least ? fitAt(w, k, tight, isHead && !isTall(ctx) ? false : undefined) : f;
  };
  return {
    key: (o.role ?? 'headline') === 'headline' ? 'headline' : 'caption',
    drop: o.drop,
    gap: o.gap ?? 14,
    measure(w, k) {
      const f2 = fit(w, k);
      return f2.overflow ? undefined : { w: f2.width + 40, h: f2.height, px: f2.size };
    },
    place(x, y, w, k, align) {
      const f2 = fit(w, k);
      const ink = inkFor(fill);
      const pad = f2.size * 0.34;
      const texts = f2.lines.map((line, i) => {
        const one = { ...f2, lines: [line], height: f2.size * lh, text: line };
        return textItem(o.role ?? 'headline', one, font, x + pad, y + i * f2.size * lh, w - pad * 2, align, ink, {
          lh,
          canBack: false,
        });
      });
      const panels = texts.map((t) => {
        const box = { x: t.box.x - pad, y: t.box.y + 2, w: t.box.w + pad * 2, h: t.box.h - 4 };
        t.record = box;
        t.box = { x: t.box.x - 2, y: box.y + f2.size * 0.08, w: t.box.w + 4, h: box.h - f2.size * 0.16 };
        return { svg: rect(box, fill, { r: f2.size * 0.3 }), box };
      });
      return { texts, panels, w: f2.width + 40, h: f2.height };
    },
  };
}

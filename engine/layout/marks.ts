import { applyCase, headVariants } from './blocks.js';
import { type Block, MIN_PX, floorPx, headFloorPx, inkFor, lineX, rect, textItem } from './parts.js';
import { isTall, type LayoutCtx } from './types.js';
import { fitText } from '../text/index.js';
import { type BoxRole } from '../../contract/engine.js';

/**
 * Blocks a few styles draw in their own way: a caption bar across the whole canvas (a snap), a hook
 * sticker (a short video) and a rule (a luxe divider).
 */

/**
 * A snap's caption: one translucent light bar across the whole canvas, edge to edge, with the words
 * centred in near-black. The bar is a decoration; its words keep the margins. A near-black band
 * over the bright counter read as "heavy grey caption bands" that look pasted on (s21 grading,
 * docs/decisions/224-ugc-photos-that-read-as-photos.md): a frosted white one lets the counter show.
 */
export function bar(ctx: LayoutCtx, words: string, o: { max?: number; lines?: number; gap?: number } = {}): Block {
  // Bold: semibold read as dull on the band (docs/grades/s10-B.tsv).
  const font = { family: 'Inter' as const, weight: 700 as const };
  const fit = (w: number, k: number) =>
    fitText(words, font, {
      maxWidth: w,
      maxLines: (o.lines ?? 2) + (ctx.extraLines ?? 0),
      maxSize: Math.max(
        MIN_PX + 4,
        floorPx(ctx, true),
        headFloorPx(ctx),
        (o.max ?? 48) * k * ctx.textScale * ctx.headlineScale,
      ),
      minSize: Math.max(MIN_PX + 4, floorPx(ctx, true), headFloorPx(ctx)),
      lineHeight: 1.2,
      balance: true,
      // A headline word is never hyphenated on 1:1 and 4:5 (docs/decisions/200-feed-fewer-larger-words.md).
      hyphenate: isTall(ctx) ? undefined : false,
    });
  return {
    key: 'headline',
    gap: o.gap ?? 20,
    measure(w, k) {
      if (!words.trim()) return undefined;
      const f = fit(w, k);
      return f.overflow ? undefined : { w, h: f.height + f.size * 0.9, px: f.size };
    },
    place(x, y, w, k) {
      const f = fit(w, k);
      const padY = f.size * 0.4;
      // Across the canvas, or a rounded sticker over the side column when the bar stands beside the
      // product: a full-width band there ran over the product, and one from the canvas edge read as
      // "caption box flush to the left edge" (s21 grading).
      const bh = f.height + padY * 2;
      const edge = Math.round(ctx.m * 0.5);
      const side = w < ctx.safe.w - 2;
      const band = side ? { x: x - edge, y, w: w + edge * 2, h: bh } : { x: 0, y, w: ctx.w, h: bh };
      const item = textItem('headline', f, font, x, y + padY, w, 'center', ['#141414', '#ffffff'], {
        lh: 1.2,
        canBack: false,
      });
      // Shade under the band, as a frosted sticker casts, so it holds on a white counter: a soft
      // fall of it below, a little above, and a fine grey rim, since a lone 3 px hairline left the
      // white band "blending into the pale floor and wall" (s22 grading,
      // docs/decisions/226-call-outs-field-and-snap-caption-apart.md).
      const r = side ? 14 : 0;
      const s = Math.max(2, Math.round(ctx.w / 360));
      const shade =
        rect({ ...band, y: band.y - s, h: band.h + s * 4 }, '#000000', { opacity: 0.05, r }) +
        rect({ ...band, y: band.y - s / 2, h: band.h + s * 2.5 }, '#000000', { opacity: 0.07, r }) +
        rect({ ...band, y: band.y + s }, '#000000', { opacity: 0.14, r });
      const rim = side
        ? rect(band, 'none', { r, stroke: '#bdbdbd', sw: 1.5 })
        : rect({ ...band, h: 1.5 }, '#000000', { opacity: 0.22 }) +
          rect({ ...band, y: band.y + band.h - 1.5, h: 1.5 }, '#000000', { opacity: 0.22 });
      return {
        texts: [item],
        panels: [{ svg: shade + rect(band, '#ffffff', { opacity: 0.88, r }) + rim, box: band, role: 'decoration' }],
        w,
        h: band.h,
      };
    },
  };
}

/** A sticker of words on a solid pill (a short video's hook, a reply's label), its case kept. */
export function pill(
  ctx: LayoutCtx,
  words: string,
  o: {
    fill: string;
    max?: number;
    /** The smallest size it may shrink to (a hook that must stay the largest words on the frame). */
    min?: number;
    lines?: number;
    role?: BoxRole;
    gap?: number;
    drop?: number;
    upper?: boolean;
  },
): Block | undefined {
  if (!words.trim()) return undefined;
  const font = { family: 'Inter' as const, weight: 800 as const };
  const shown = applyCase(words, undefined, ctx.facts.name);
  const least =
    o.min ?? Math.max(MIN_PX + 2, o.role === 'headline' ? headFloorPx(ctx, font) : floorPx(ctx, true, font));
  const fitIn = (w: number, k: number, lines: number) =>
    fitText(shown, font, {
      maxWidth: w - 60,
      maxLines: lines,
      maxSize: Math.max(least, (o.max ?? 50) * k * ctx.textScale),
      minSize: least,
      lineHeight: 1.15,
      balance: true,
      upper: o.upper,
      wordPerLine: false,
      hyphenate: o.role === 'headline' && !isTall(ctx) ? false : undefined,
      variants: o.role === 'headline' ? headVariants(ctx, words, undefined) : undefined,
    });
  // Like a text block, a sticker of two or more lines keeps its floor on one more line rather than
  // fail (docs/decisions/092-feed-secondary-type.md).
  const fit = (w: number, k: number) => {
    const f = fitIn(w, k, o.lines ?? 2);
    return f.overflow && (o.lines ?? 2) >= 2 ? fitIn(w, k, (o.lines ?? 2) + 1) : f;
  };
  return {
    key: o.role === 'headline' ? 'headline' : 'pill',
    gap: o.gap ?? 16,
    drop: o.drop,
    measure(w, k) {
      const f = fit(w, k);
      return f.overflow ? undefined : { w: f.width + 60, h: f.height + f.size * 0.8, px: f.size };
    },
    place(x, y, w, k, align) {
      const f = fit(w, k);
      // Large type pads more than the 60 px it was measured with: never past the column (the margin).
      const pw = Math.min(w, f.width + f.size * 1.3);
      const box = { x: lineX(x, w, pw, align), y, w: pw, h: f.height + f.size * 0.8 };
      const item = textItem(o.role ?? 'subline', f, font, box.x, y + f.size * 0.4, pw, 'center', inkFor(o.fill), {
        lh: 1.15,
        canBack: false,
        record: box,
      });
      return {
        texts: [item],
        panels: [{ svg: rect(box, o.fill, { r: Math.min(box.h / 2, f.size * 0.7) }), box }],
        w: pw,
        h: box.h,
      };
    },
  };
}

/** A thin rule in the accent colour (a luxe divider), centred or aligned with the text. */
export function rule(ctx: LayoutCtx, o: { width?: number; gap?: number } = {}): Block {
  const rw = o.width ?? 120;
  return {
    key: 'rule',
    gap: o.gap ?? 26,
    drop: 5,
    measure: () => ({ w: rw, h: 3 }),
    place(x, y, w, _k, align) {
      const box = { x: lineX(x, w, rw, align), y, w: rw, h: 3 };
      return { texts: [], panels: [{ svg: rect(box, ctx.pal.accent), box }], w: rw, h: 3 };
    },
  };
}

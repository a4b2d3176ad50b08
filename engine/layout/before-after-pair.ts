import { type Block, floorPx, inkFor, lineX, rect, textItem } from './parts.js';
import { heroShare, type Solution } from './solver.js';
import { type LayoutCtx, type Panel, type TextItem } from './types.js';
import { wordsOf } from './words.js';
import { fitText } from '../text/index.js';
import { type Box } from '../paint/index.js';
import { type BoxRole } from '../../contract/engine.js';

/** A small label pill (BEFORE / AFTER). */
export function labelPill(ctx: LayoutCtx, words: string, fill: string, role: BoxRole = 'subline'): Block {
  const font = { ...ctx.fonts.label, weight: 800 as const };
  const sized = (w: number) => {
    const f = fitText(words, font, {
      maxWidth: w - 60,
      maxLines: 1,
      maxSize: Math.max(30, floorPx(ctx, true, font)),
      minSize: floorPx(ctx, true, font),
      upper: true,
      letterSpacingEm: 0.14,
    });
    return { f, pw: f.width + 56, ph: Math.round(f.size * 2) };
  };
  return {
    key: 'label',
    gap: 0,
    // A label cut short ("IN THE...") is no label: the column is too narrow for it.
    measure(w) {
      const s = sized(w);
      return s.f.overflow ? undefined : { w: s.pw, h: s.ph };
    },
    place(x, y, w, _k, align) {
      const s = sized(w);
      const px = lineX(x, w, s.pw, align);
      const box = { x: px, y, w: s.pw, h: s.ph };
      return {
        texts: [
          textItem(role, s.f, font, px, y + (s.ph - s.f.size * 1.1) / 2, s.pw, 'center', inkFor(fill), {
            lh: 1.1,
            ls: 0.14,
            canBack: false,
            record: box,
          }),
        ],
        panels: [{ svg: rect(box, fill, { r: s.ph / 2 }), box }],
        w: s.pw,
        h: s.ph,
      };
    },
  };
}

/** The room the labels need between the copy and a product stacked under it. */
export function pairClear(ctx: LayoutCtx): number {
  const h = labelPill(ctx, wordsOf(ctx).before, '#4a4a4a').measure(ctx.w, 1)?.h ?? 0;
  return h + Math.round(ctx.w * 0.022) * 4;
}

export type Pair = {
  texts: TextItem[];
  /** The product's box, set lower and smaller where its label needed the line over it. */
  product: Box;
  panels: Panel[];
  /** The grey field's corners and the white cut drawn along its edge (engine/scenes/graphic.ts `split`). */
  poly: Array<[number, number]>;
  cut: Array<[number, number]>;
};

/**
 * Before & After without the buyer's own pair: the grey field's empty place, outlined in dashes
 * under a "Before" label, beside the product under an "After" label on the coloured field. It
 * shows only that the product was not there and now is: no result the brief does not state
 * (docs/decisions/149-before-and-after-an-empty-place.md). Undefined where the grey field has no
 * room for an outline at least half the product's height, or the labels no line without taking
 * the product under the hero's share; the plain slanted split is then kept.
 */
export function emptyPlacePair(ctx: LayoutCtx, sol: Solution): Pair | undefined {
  const words = wordsOf(ctx);
  const before = labelPill(ctx, words.before, '#4a4a4a', 'badge');
  const after = labelPill(ctx, words.after, ctx.pal.accent, 'badge');
  const bs = before.measure(ctx.w, 1);
  const as = after.measure(ctx.w, 1);
  if (!bs || !as) return undefined;
  const copy = [...sol.drawn.texts.map((t) => t.box), ...sol.drawn.panels.map((q) => q.box)];
  const copyBottom = Math.max(...copy.map((b) => b.y + b.h));
  const gap = Math.round(ctx.w * 0.022);
  const cutRoom = Math.round(ctx.w * 0.05);
  const across = sol.arrangement !== 'side' && sol.arrangement !== 'head-side';
  // Beside the copy (1:1) the "After" label stands over the product and "Before" under the copy;
  // under the copy (4:5, 9:16) both labels share a line between the copy and the two. A label on
  // the product covered its base (ads:lint overlap): a product stacked too close under the copy
  // stands a little smaller, on its floor, while it keeps the hero's share.
  const p = { ...sol.product };
  const labelsY = across ? copyBottom + gap * 3 : p.y - as.h - gap;
  const need = labelsY + as.h + gap - p.y;
  if (need > 0) {
    const f = (p.h - need) / p.h;
    if (f * f * p.w * p.h < heroShare(ctx) * ctx.w * ctx.h) return undefined;
    p.x += Math.round(p.w * (1 - f));
    p.y += Math.round(need);
    p.w = Math.round(p.w * f);
    p.h = Math.round(p.h * f);
  }
  if (labelsY < ctx.safe.y) return undefined;
  const beforeY = across ? labelsY : copyBottom + gap * 3;
  const top = beforeY + bs.h + gap;
  const bottom = p.y + p.h;
  const left = ctx.safe.x;
  const right = Math.min(p.x, p.x + p.w / 2 - as.w / 2) - cutRoom;
  // The product's shape, or up to a third narrower beside a wide tub: an empty place, not a copy.
  let sh = Math.min(bottom - top, p.h * 0.92);
  let sw = (sh * p.w) / p.h;
  if (sw > right - left) {
    sw = right - left;
    sh = Math.min(sh, (sw * 1.6 * p.h) / p.w);
  }
  if (sh < p.h * 0.5 || sw < ctx.w * 0.1 || bs.w > right - left) return undefined;
  const slot: Box = {
    x: Math.round((left + right - sw) / 2),
    y: Math.round(bottom - sh),
    w: Math.round(sw),
    h: Math.round(sh),
  };
  // The label centred over the outline, inside the grey column where the outline is narrower;
  // placed a little wider than measured: the pill's text fits its width less the pad.
  const bx = Math.max(left, Math.min(right - bs.w, slot.x + slot.w / 2 - bs.w / 2));
  const bp = before.place(bx - 4, beforeY, bs.w + 8, 1, 'center');
  const ap = after.place(p.x, labelsY, p.w, 1, 'center');
  const sw2 = Math.max(3, Math.round(ctx.w * 0.004));
  const outline: Panel = {
    svg: rect(slot, '#ffffff', {
      r: Math.min(slot.w, slot.h) * 0.1,
      opacity: 0.28,
      stroke: '#7a7975',
      sw: sw2,
      dash: `${sw2 * 5} ${sw2 * 3.5}`,
    }),
    box: slot,
    role: 'decoration',
  };
  const grey = [...copy, bp.panels[0].box, slot];
  const colour = [p, ap.panels[0].box];
  const cut = across ? lCut(ctx, grey, colour, copyBottom, labelsY, slot) : sideCut(ctx, grey, colour);
  if (!cut) return undefined;
  return { texts: [...bp.texts, ...ap.texts], panels: [outline, ...bp.panels, ...ap.panels], product: p, ...cut };
}

const right = (b: Box) => b.x + b.w;

/** A cut from the top edge to the bottom edge, slanted as far as the two sides allow. */
function sideCut(ctx: LayoutCtx, grey: Box[], colour: Box[]): Omit<Pair, 'texts' | 'panels' | 'product'> | undefined {
  const g = Math.round(ctx.w * 0.015);
  const at = (a: number, b: number, y: number) => a + ((b - a) * y) / ctx.h;
  const fits = (a: number, b: number) =>
    grey.every((t) => Math.min(at(a, b, t.y), at(a, b, t.y + t.h)) >= right(t) + g) &&
    colour.every((t) => Math.max(at(a, b, t.y), at(a, b, t.y + t.h)) <= t.x - g);
  const mid = Math.round((Math.max(...grey.map(right)) + Math.min(...colour.map((c) => c.x))) / 2);
  for (const s of [0.12, 0.08, 0.05, 0.02, 0]) {
    const d = Math.round(ctx.w * s);
    const a = mid + d / 2;
    const b = mid - d / 2;
    if (fits(a, b))
      return {
        poly: [
          [0, 0],
          [a, 0],
          [b, ctx.h],
          [0, ctx.h],
        ],
        cut: [
          [a, 0],
          [b, ctx.h],
        ],
      };
  }
  return undefined;
}

/**
 * The copy's grey band across the top, turning down between the empty place and the product: the
 * grey field is the copy and the "before", the coloured one the product and its "after".
 */
function lCut(
  ctx: LayoutCtx,
  grey: Box[],
  colour: Box[],
  copyBottom: number,
  labelsY: number,
  slot: Box,
): Omit<Pair, 'texts' | 'panels' | 'product'> | undefined {
  const y = Math.round((copyBottom + labelsY) / 2);
  const x0 = Math.max(...grey.filter((b) => b.y + b.h > y).map(right));
  const x1 = Math.min(...colour.map((c) => c.x));
  if (x1 - x0 < ctx.w * 0.03 || slot.y < y) return undefined;
  const mid = Math.round((x0 + x1) / 2);
  // A slight lean (wider at the top) where the gap between the two allows it.
  const lean = Math.min(Math.round(ctx.w * 0.03), Math.round((x1 - x0) / 2 - ctx.w * 0.012));
  const top = mid + Math.max(0, lean);
  const foot = mid - Math.max(0, lean);
  return {
    poly: [
      [0, 0],
      [ctx.w, 0],
      [ctx.w, y],
      [top, y],
      [foot, ctx.h],
      [0, ctx.h],
    ],
    cut: [
      [ctx.w, y],
      [top, y],
      [foot, ctx.h],
    ],
  };
}

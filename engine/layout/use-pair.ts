import { type Solution } from './solver.js';
import { isTall, type LayoutCtx } from './types.js';
import { type UsePair } from '../scenes/index.js';

/** Forms whose dose has a prop (engine/scenes/props.ts): any other keeps the plain split. */
const FORMS = ['powder', 'sticks', 'drops', 'capsules', 'softgels', 'tablets', 'gummies'];

/**
 * Before & After without the buyer's pair: a before and after of use, true without any result
 * (docs/decisions/206-before-and-after-of-use.md). The grey field holds the dose as it comes (a
 * scoop of the powder, the pipette, one capsule on a dish), the coloured field the product with
 * the glass it is taken with, an arrow across the cut between them: a plain split with no before
 * or after read as "style not delivered" (docs/grades/s18-*.tsv, s19). `cut` is the slanted cut
 * from its top (or left) end `a` to its bottom (or right) end `b`; side by side the cut's foot moves
 * left to leave the glass room, across it bends round the product's left so the grey field
 * reaches down beside it. Undefined where the copy or a wide product leaves no room: the plain
 * split stays.
 */
export function usePair(
  ctx: LayoutCtx,
  sol: Solution,
  across: boolean,
  cut: { a: number; b: number },
  labels?: Labels,
): (UsePair & { labels?: LabelSpots }) | undefined {
  // A held product has no table to stand a glass or a dish beside: a glass under a bottle held in
  // the air read as floating.
  if (!pairable(ctx)) return undefined;
  // The glass on the product's left where it leaves the dose its room; else the product alone is the after.
  return pairWith(ctx, sol, across, cut, true, labels) ?? pairWith(ctx, sol, across, cut, false, labels);
}

/** Whether the product's form has a dose to draw and stands on a table (not held). */
export const pairable = (ctx: LayoutCtx): boolean => FORMS.includes(ctx.look.form) && !ctx.heldFrom;

/** The two label pills' sizes (px): "Before" over the dose, "After" over the product. */
export type Labels = { bw: number; aw: number; h: number; air?: number };

/** Where the label pills stand (their top-left corners). */
export type LabelSpots = { before: { x: number; y: number }; after: { x: number; y: number } };

function pairWith(
  ctx: LayoutCtx,
  sol: Solution,
  across: boolean,
  cut: { a: number; b: number },
  glassOk: boolean,
  labels?: Labels,
): (UsePair & { labels?: LabelSpots }) | undefined {
  const { w, h } = ctx;
  const p = sol.product;
  const g = Math.round(w * 0.03);
  // With labels the "after" pill stands over the product in the coloured field: across, the cut
  // rises above it (docs/decisions/221-before-and-after-in-every-size.md).
  const lg = Math.round(w * 0.02);
  const lift = labels && across ? labels.h + lg : 0;
  const boxes = [...sol.drawn.texts.map((t) => t.box), ...sol.drawn.panels.map((q) => q.box)];
  const textEnd = Math.max(...boxes.map((b) => b.y + b.h));
  // On 9:16 the pair stays above the caption zone the app draws over.
  const floor = isTall(ctx) ? h * 0.8 : h - ctx.m;
  const base = p.y + p.h;
  const gw = Math.round(w * 0.13);
  const glassH = Math.round(gw * 1.35);
  // The glass beside the product on the side with room, else none (the product alone is the after).
  const rightRoom = w - ctx.m * 0.5 - (p.x + p.w);
  const glassRight = glassOk && rightRoom >= gw + g;
  const glassLeft = glassOk && !glassRight;
  const arrowS = Math.round(w * 0.075);
  let xk: number;
  let xf: number;
  let yk: number;
  let yb: number;
  if (!across) {
    // Side by side: the cut keeps its top end, its foot falls left of the product (and of a glass on its left).
    yk = 0;
    yb = 0;
    xk = cut.a;
    xf = Math.min(cut.b, Math.round(p.x - g * 2.2 - (glassLeft ? gw + g : 0)));
    const at = (y: number) => xk + ((xf - xk) * y) / h;
    // The copy keeps the air the plain cut keeps from it (engine/layout/static2.ts slantSplit).
    const air = Math.round(w * 0.015);
    if (!boxes.every((b) => b.x + b.w + air <= Math.min(at(b.y), at(b.y + b.h)))) return undefined;
  } else {
    xk = Math.round(p.x - g * 2.2 - (glassLeft ? gw + g : 0));
    xf = Math.round(xk - w * 0.04);
    yk = Math.round(p.y - g - lift);
    yb = Math.round(yk - h * (lift ? 0.015 : 0.03));
    const lineY = (x: number) => yb + ((yk - yb) * (w - x)) / (w - xk);
    // The copy stays on the grey side of the cut's upper part.
    const clear = boxes.every(
      (b) => b.x + b.w < xk || b.y + b.h + g <= Math.min(lineY(Math.max(xk, b.x)), lineY(Math.min(w, b.x + b.w))),
    );
    if (!clear) return undefined;
  }
  const top = across ? yk : 0;
  const fallAt = (y: number) => xk + ((xf - xk) * (y - top)) / (h - top);
  const y0 = Math.max(textEnd + g, across ? yk + g : 0);
  const room = Math.min(floor - y0, fallAt(floor) - g - ctx.m, w * 0.3);
  // Smaller, a scoop or a dish read as a crumb beside the pack.
  if (room < w * 0.2) return undefined;
  const before = { x: ctx.m + (fallAt(floor) - g - ctx.m - room) / 2, y: floor - room, w: room, h: room };
  const afterX = glassRight ? p.x + p.w + Math.round(g * 0.6) : p.x - Math.round(g * 0.6) - gw;
  const after = { x: afterX, y: base - glassH, w: gw, h: glassH };
  const fits = glassRight || (glassLeft && after.x >= fallAt(base) + g * 0.5);
  let spots: LabelSpots | undefined;
  if (labels) {
    // "Before" centred over the dose, under the copy; the dose gives up the top of its square
    // where the copy leaves no room for the pill, down to the size a scoop still reads at.
    const top = textEnd + g;
    const short = Math.max(0, top - (before.y - lg - labels.h));
    const size = before.w - short;
    if (size < w * 0.2) return undefined;
    before.x += short / 2;
    before.y += short;
    before.w = before.h = size;
    const by = before.y - lg - labels.h;
    const bx = Math.max(ctx.m, Math.round(before.x + size / 2 - labels.bw / 2));
    if (bx + labels.bw > Math.min(fallAt(by), fallAt(by + labels.h)) - g * 0.5) return undefined;
    // "After" over the product, centred on it, kept in the canvas and right of the cut.
    const ay0 = Math.round(p.y - lg - labels.h);
    const ax = Math.min(w - Math.round(ctx.m * 0.6) - labels.aw, Math.round(p.x + p.w / 2 - labels.aw / 2));
    if (ay0 < Math.max(Math.round(ctx.m * 0.6), ctx.safe.y)) return undefined;
    if (across) {
      const lineY = (x: number) => yb + ((yk - yb) * (w - x)) / (w - xk);
      if (ay0 < lineY(Math.max(xk, ax)) + g * 0.5) return undefined;
    } else if (ax < Math.max(fallAt(ay0), fallAt(ay0 + labels.h)) + g) return undefined;
    const hit = (a: { x: number; y: number; w: number; h: number }) =>
      boxes.some((b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h);
    if (hit({ x: ax, y: ay0, w: labels.aw, h: labels.h }) || hit({ x: bx, y: by, w: labels.bw, h: labels.h }))
      return undefined;
    spots = { before: { x: bx, y: by }, after: { x: ax, y: ay0 } };
  }
  const ay = before.y + before.h / 2;
  const poly: Array<[number, number]> = across
    ? [
        [0, 0],
        [w, 0],
        [w, yb],
        [xk, yk],
        [xf, h],
        [0, h],
      ]
    : [
        [0, 0],
        [xk, 0],
        [xf, h],
        [0, h],
      ];
  const line: Array<[number, number]> = across
    ? [
        [w, yb],
        [xk, yk],
        [xf, h],
      ]
    : [
        [xk, 0],
        [xf, h],
      ];
  return {
    before,
    after: fits ? after : undefined,
    arrow: { x: fallAt(ay), y: ay, s: arrowS },
    poly,
    cut: line,
    ...(spots ? { labels: spots } : {}),
  };
}

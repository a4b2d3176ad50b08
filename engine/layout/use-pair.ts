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
): UsePair | undefined {
  // A held product has no table to stand a glass or a dish beside: a glass under a bottle held in
  // the air read as floating.
  if (!pairable(ctx)) return undefined;
  // The glass on the product's left where it leaves the dose its room; else the product alone is the after.
  return pairWith(ctx, sol, across, cut, true) ?? pairWith(ctx, sol, across, cut, false);
}

/** Whether the product's form has a dose to draw and stands on a table (not held). */
export const pairable = (ctx: LayoutCtx): boolean => FORMS.includes(ctx.look.form) && !ctx.heldFrom;

function pairWith(
  ctx: LayoutCtx,
  sol: Solution,
  across: boolean,
  cut: { a: number; b: number },
  glassOk: boolean,
): UsePair | undefined {
  const { w, h } = ctx;
  const p = sol.product;
  const g = Math.round(w * 0.03);
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
    yk = Math.round(p.y - g);
    yb = Math.round(yk - h * 0.03);
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
  const ay = before.y + room / 2;
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
  };
}

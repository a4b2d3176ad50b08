/** Panels behind text that reads on nothing behind it (docs/decisions/207-a-backed-headline-holds-its-button.md). */
import { type LayoutCtx, type Panel, type Plan, rect, type TextItem } from '../layout/index.js';
import { type Box, grow, overlaps, union } from '../paint/index.js';

/**
 * The buttons a text's backing must keep clear of: a headline's backing reached over the button set
 * 8 px under it ("1:1 CTA overlaps card edge", s17 grading, Golden Hour and Water Ripple;
 * docs/decisions/180-feed-tight-re-plan-keeps-the-button.md).
 */
export function buttonsBeside(plan: Plan, t: TextItem): Box[] {
  return plan.texts.filter((o) => o !== t && o.role === 'cta').map((o) => o.record || o.box);
}

/**
 * A panel behind text that no colour reads on: the style's panel colour, padded, rounded. It is
 * drawn over the scene and the product, so its padding stops short of the product on the side
 * where the product stands: reviewers saw a headline panel cover a jar's cap.
 */
export function backing(ctx: LayoutCtx, t: TextItem, product: Box, buttons: Box[] = []): Backing {
  const padX = Math.round(t.size * 0.4);
  const padY = Math.round(t.size * 0.18);
  const padded = { x: t.box.x - padX, y: t.box.y - padY, w: t.box.w + 2 * padX, h: t.box.h + 2 * padY };
  let content = t.box;
  let box = padded;
  // A button set just under the text goes inside its panel, a card of headline and button: clipped
  // 6 px above it, the panel read as touching the button on a phone ("1:1 ACHETER overlaps white
  // headline box", s19 grading, Golden Hour and Water Ripple;
  // docs/decisions/207-a-backed-headline-holds-its-button.md).
  let under = buttons.find((b) => buttonUnder(t, b));
  if (under) {
    const pad = Math.max(padY, Math.round(under.h * 0.3));
    content = union([t.box, under]);
    box = union([padded, { x: under.x - pad, y: under.y, w: under.w + 2 * pad, h: under.h + pad }]);
    // Not where the card cannot be cut clear of the product: a button beside a cap under a long
    // headline made a card over the cap (s21 grading, Window Light: "1:1 white text card covers
    // the bottle cap"). The button then stands on its own, the panel behind the text alone.
    if (overlaps(clearOfAll(box, content, [[product, 4]]), product)) {
      under = undefined;
      content = t.box;
      box = padded;
    }
  }
  const obstacles = [[product, 4] as const, ...buttons.filter((b) => b !== under).map((b) => [b, 6] as const)];
  return panelOf(ctx, clearOfAll(box, content, obstacles), t.size);
}

export type Backing = Panel & { size: number };

function panelOf(ctx: LayoutCtx, box: Box, size: number): Backing {
  return { svg: rect(box, ctx.pal.panel, { r: Math.min(box.h / 2, size * 0.45), opacity: 0.94 }), box, size };
}

/** A padded box cut back from each obstacle on the side where it stands, never into its content. */
export function clearOfAll(box: Box, content: Box, obstacles: ReadonlyArray<readonly [Box, number]>): Box {
  let x0 = box.x;
  let y0 = box.y;
  let x1 = box.x + box.w;
  let y1 = box.y + box.h;
  const cx1 = content.x + content.w;
  const cy1 = content.y + content.h;
  for (const [o, gap] of obstacles) {
    const px1 = o.x + o.w;
    const py1 = o.y + o.h;
    if (!(x0 < px1 && x1 > o.x && y0 < py1 && y1 > o.y)) continue;
    if (o.y >= cy1) y1 = Math.max(cy1, Math.min(y1, o.y - gap));
    else if (py1 <= content.y) y0 = Math.min(content.y, Math.max(y0, py1 + gap));
    else if (o.x >= cx1) x1 = Math.max(cx1, Math.min(x1, o.x - gap));
    else if (px1 <= content.x) x0 = Math.min(content.x, Math.max(x0, px1 + gap));
  }
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/**
 * Backings that touch become one panel behind the whole group: a headline's panel and its
 * sub-line's, stepped, read as "a patchwork of white boxes behind headline and subline" (s19
 * grading, Golden Hour; docs/decisions/207-a-backed-headline-holds-its-button.md).
 */
export function mergeBackings(ctx: LayoutCtx, backings: Backing[], product: Box): Backing[] {
  const out = [...backings];
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < out.length && !merged; i++)
      for (let j = i + 1; j < out.length && !merged; j++) {
        if (!overlaps(grow(out[i].box, 2), out[j].box)) continue;
        const both = union([out[i].box, out[j].box]);
        const clear = clearOfAll(both, both, [[product, 4]]);
        // Two backings whose joint panel cannot be cut clear of the product stay two.
        if (overlaps(clear, product)) continue;
        const joined = panelOf(ctx, clear, Math.max(out[i].size, out[j].size));
        out.splice(j, 1);
        out.splice(i, 1, joined);
        merged = true;
      }
  }
  return out;
}

/** A button standing under a text, within half its type size, its width mostly under the text's. */
export function buttonUnder(t: TextItem, b: Box): boolean {
  const bottom = t.box.y + t.box.h;
  const shared = Math.min(t.box.x + t.box.w, b.x + b.w) - Math.max(t.box.x, b.x);
  return b.y >= bottom - 1 && b.y - bottom <= t.size * 0.5 && shared >= b.w * 0.6;
}

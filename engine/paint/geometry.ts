/** Axis-aligned boxes in canvas pixels, shared by the layouts, the scenes and the compositor. */
export type Box = { x: number; y: number; w: number; h: number };

export function overlaps(a: Box, b: Box, pad = 0): boolean {
  return a.x < b.x + b.w + pad && b.x < a.x + a.w + pad && a.y < b.y + b.h + pad && b.y < a.y + a.h + pad;
}

/** The smallest box holding every box given. */
export function union(bs: Box[]): Box {
  const x = Math.min(...bs.map((b) => b.x));
  const y = Math.min(...bs.map((b) => b.y));
  return { x, y, w: Math.max(...bs.map((b) => b.x + b.w)) - x, h: Math.max(...bs.map((b) => b.y + b.h)) - y };
}

/** A box widened by `d` on every side. */
export function grow(b: Box, d: number): Box {
  return { x: b.x - d, y: b.y - d, w: b.w + d * 2, h: b.h + d * 2 };
}

/** The tallest stretch between `top` and `bottom` that none of the boxes covers. */
export function widestBand(boxes: Box[], top: number, bottom: number): number {
  const spans = boxes
    .map((b) => [Math.max(top, b.y), Math.min(bottom, b.y + b.h)] as const)
    .filter(([a, b]) => b > a)
    .sort((a, b) => a[0] - b[0]);
  let at = top;
  let widest = 0;
  for (const [a, b] of spans) {
    widest = Math.max(widest, a - at);
    at = Math.max(at, b);
  }
  return Math.max(widest, bottom - at);
}

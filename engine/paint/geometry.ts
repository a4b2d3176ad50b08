/** Axis-aligned boxes in canvas pixels, shared by the layouts, the scenes and the compositor. */
export type Box = { x: number; y: number; w: number; h: number };

export function overlaps(a: Box, b: Box, pad = 0): boolean {
  return a.x < b.x + b.w + pad && b.x < a.x + a.w + pad && a.y < b.y + b.h + pad && b.y < a.y + a.h + pad;
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

/** Axis-aligned boxes in canvas pixels, shared by the layouts, the scenes and the compositor. */
export type Box = { x: number; y: number; w: number; h: number };

export function overlaps(a: Box, b: Box, pad = 0): boolean {
  return a.x < b.x + b.w + pad && b.x < a.x + a.w + pad && a.y < b.y + b.h + pad && b.y < a.y + a.h + pad;
}

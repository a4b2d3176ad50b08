/**
 * How much the product is enlarged over its photo's pixels: its box's width over the native width,
 * or, for a pack laid a quarter turn round (a flat lay's bottle on its side: a box whose aspect is
 * the photo's turned over), the box's width over the native height. Read on the width alone, the
 * lying bottle's box (as wide as the bottle is high) read as enlarged 2.5x
 * (docs/decisions/215-flat-lay-on-its-side.md).
 */
export function drawnScale(product: { w: number; h: number }, native: { width: number; height?: number }): number {
  const wide = product.w / native.width;
  if (!native.height) return wide;
  const own = native.width / native.height;
  const box = product.w / product.h;
  const near = (x: number, y: number) => Math.abs(x / y - 1) < 0.03;
  return near(box, 1 / own) && !near(box, own) ? product.w / native.height : wide;
}

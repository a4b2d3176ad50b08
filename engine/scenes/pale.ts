import { contrast, darken, mix } from '../paint/index.js';
import { type ProductLook } from './types.js';
import { paleProduct } from './walls.js';

/**
 * A ground deep enough for a pale product's lightest part (a white cap, a white box's lit face):
 * the colour itself for any other product, else the colour a step deeper (toward `toward`, else its
 * own shade) until
 * that part stands `min`:1 off it. A white jar's cap faded into a pastel ground at 1.1:1
 * (docs/decisions/145-grounds-and-sets-for-the-product.md); a rim of light around it read as a
 * fringe (docs/decisions/127-separation-halo.md), so the ground moves, not the product.
 */
export function groundBehind(c: string, look: ProductLook, toward?: string, min = 1.8): string {
  if (!paleProduct(look)) return c;
  // The lit part of a pale body is lighter than its most frequent colour (the shaded sides).
  const lit = mix(look.body, '#ffffff', 0.5);
  // Toward the family's own saturated colour first (a pastel rose deepens to rose, not to grey).
  for (const deep of [toward, darken(c, 0.7)]) {
    if (!deep) continue;
    for (let t = 0; t <= 1.0001; t += 0.05) {
      const g = mix(c, deep, t);
      if (contrast(g, lit) >= min) return g;
    }
  }
  return darken(c, 0.7);
}

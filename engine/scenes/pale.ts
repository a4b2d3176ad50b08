import { contrast, darken, deltaE, hexToRgb, hueGap, hueOf, luminance, mix, saturation } from '../paint/index.js';
import { moodLight } from './mood.js';
import { type ProductLook } from './types.js';

/** What a backdrop must stand apart from: the product's outline colour, else its body's. */
export const outline = (look: ProductLook): string => look.edge ?? look.body;

/**
 * A product that reads pale (a white tub, a cream bottle): its body is light and so is its
 * outline (an amber dropper with a white label is not pale at its edge).
 */
export function paleProduct(look: ProductLook): boolean {
  return !look.dark && luminance(hexToRgb(look.body)) > 0.45 && luminance(hexToRgb(outline(look))) > 0.25;
}

/**
 * A ground deep enough for a pale product's lightest part (a white cap, a white box's lit face):
 * the colour itself for any other product, else the colour a step deeper (toward `toward`, else its
 * own shade) until that part stands `min`:1 off it. A white jar's cap faded into a pastel ground at
 * 1.1:1 (docs/decisions/145-grounds-and-sets-for-the-product.md); a rim of light around it read as
 * a fringe (docs/decisions/127-separation-halo.md), so the ground moves, not the product. Where the
 * deeper ground would take the hue and light of the product's shaded outline (a pink bottle on
 * rose), the ground stays as it was: the sides would sink instead of the cap.
 */
export function groundBehind(c: string, look: ProductLook, toward?: string, min = 1.8): string {
  // A coloured outline (a blue pouch round a white label) already stands out on a pastel by its
  // hue: a deeper ground took that hue's light and sank it (electrolytes-pouch on teal).
  if (!paleProduct(look) || saturation(hexToRgb(outline(look))) >= 0.35) return c;
  // The lit part of a pale body is lighter than its most frequent colour (the shaded sides).
  const lit = mix(look.body, '#ffffff', 0.5);
  const sinks = (g: string) => deltaE(g, outline(look)) < 25;
  for (const deep of [toward, darken(c, 0.7)]) {
    if (!deep) continue;
    for (let t = 0; t <= 1.0001; t += 0.05) {
      const g = mix(c, deep, t);
      if (contrast(g, lit) >= min) return sinks(g) ? c : g;
    }
  }
  return c;
}

/**
 * A later, rose-gold sky for a pack in the sun's own orange or gold (a vitamin C bottle): on the
 * gold sky it stood as one shape (docs/decisions/216-scenes-that-fit-the-product.md).
 */
const ROSE_GOLD = ['#dba6ae', '#f8d2ae', '#f3a86a'];

/** A saturated colour of the pack within 25 degrees of the low sun's gold (hue 35). */
function sunColoured(look: ProductLook): boolean {
  return [look.body, outline(look)].some((c) => {
    const h = hueOf(c);
    return h !== undefined && saturation(hexToRgb(c)) >= 0.45 && hueGap(h, 35) < 25;
  });
}

/** Golden Hour's sky, top to horizon: an hour later, a step deeper, behind a pale product (`groundBehind`). */
export function goldenSky(look: ProductLook): string[] {
  const m = moodLight(look.mood);
  const sky = !m.night && sunColoured(look) ? ROSE_GOLD : m.sky;
  return sky.map((c) => groundBehind(c, look, undefined, 1.7));
}

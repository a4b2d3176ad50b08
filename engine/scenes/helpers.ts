import { type Box, overlaps, f, glow } from '../paint/index.js';
import { moodLight } from './mood.js';
import { type SceneParams } from './types.js';

/** True when a prop's box would touch the copy or the product (with some air). */
export function blocked(p: SceneParams, b: Box, pad = 20): boolean {
  return overlaps(b, p.product, pad) || p.hints.avoid.some((a) => overlaps(a, b, pad));
}

/**
 * The key light: a large soft glow from the side opposite to where the shadow falls, in the
 * colour and strength the product's purpose asks for (engine/scenes/mood.ts) unless given.
 */
export function keyLight(p: SceneParams, color?: string, strength?: number): string {
  const m = moodLight(p.look.mood);
  const x = p.light.dir > 0 ? p.w * 0.1 : p.w * 0.9;
  return `<defs>${glow('key', color ?? m.key, strength ?? m.strength, 0.4)}</defs><ellipse cx="${f(x)}" cy="${f(p.h * 0.2)}" rx="${f(p.w * 0.9)}" ry="${f(p.h * 0.7)}" fill="url(#key)"/>`;
}

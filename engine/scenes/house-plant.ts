import { darken, f, lighten, lin } from '../paint/index.js';
import { leaf } from './leaf.js';

/**
 * A potted house plant standing at the back of a home's table, out of focus: a tapered terracotta
 * pot lit on one side with a rim and dark soil, and a fan of broad leaves in two greens that
 * overlap as a real plant's do. A green ellipse on a brown block read to graders as a "blob" or a
 * "see-through clip-art plant" once blurred (docs/decisions/170-scenes-chosen-for-the-product.md): broad
 * opaque leaves keep their outline through the blur of the room's layer.
 *
 * `cx` is the pot's centre, `y` the table line it stands on, `size` the plant's height; `dir` the
 * side the light comes from (+1 left, as engine/scenes/light.ts's shadow direction).
 */
export function housePlant(cx: number, y: number, size: number, dir: number, dim = 0): string {
  const pw = size * 0.36;
  const ph = size * 0.3;
  const top = y - ph;
  const pot = dim ? darken('#c0774f', dim) : '#c0774f';
  const greens = ['#3f6b3a', '#4f7e44', '#2f5a30', '#5d8c4c', '#447540'].map((g) => (dim ? darken(g, dim) : g));
  // Leaves fanned from the soil: long ones upright in the middle, shorter ones arching out low.
  const fan: Array<[number, number]> = [
    [-150, 0.62],
    [-30, 0.6],
    [-128, 0.78],
    [-52, 0.8],
    [-108, 0.92],
    [-72, 0.95],
    [-90, 0.78],
  ];
  const leaves = fan
    .map(([a, k], i) => leaf(cx + (a + 90) * pw * 0.0022, top + ph * 0.04, size * 0.62 * k, a, greens[i % 5], false))
    .join('');
  const id = `hp${Math.round(cx)}`;
  const lit = dir > 0 ? [lighten(pot, 0.16), darken(pot, 0.22)] : [darken(pot, 0.22), lighten(pot, 0.16)];
  return `<defs>${lin(id, lit, 1, 0)}</defs><ellipse cx="${f(cx)}" cy="${f(y + 2)}" rx="${f(pw * 0.62)}" ry="${f(pw * 0.08)}" fill="#000" fill-opacity="0.22"/>${leaves}<path d="M${f(cx - pw / 2)} ${f(top)}H${f(cx + pw / 2)}L${f(cx + pw * 0.38)} ${f(y)}H${f(cx - pw * 0.38)}Z" fill="url(#${id})"/><rect x="${f(cx - pw * 0.55)}" y="${f(top - ph * 0.02)}" width="${f(pw * 1.1)}" height="${f(ph * 0.18)}" rx="${f(ph * 0.04)}" fill="${lighten(pot, 0.1)}"/><rect x="${f(cx - pw * 0.55)}" y="${f(top + ph * 0.14)}" width="${f(pw * 1.1)}" height="${f(ph * 0.04)}" fill="#000" fill-opacity="0.15"/>`;
}

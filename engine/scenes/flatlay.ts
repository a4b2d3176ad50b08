import { darken, lighten, mix, rng, f, lin } from '../paint/index.js';
import { blocked } from './helpers.js';
import { cloth, dish, glass, leaf, type Prop, propsFor } from './props.js';
import { type SceneFn } from './types.js';

/**
 * Flat lay, seen from above: linen in even light (no horizon; the product lies on it), the
 * product's own pieces in a dish and scattered, its tool (a scoop, a dropper) beside it, and
 * flavour props only when the brief names them (engine/scenes/props.ts). Nothing is placed under
 * the copy or the product.
 */
export const flatlay: SceneFn = (p) => {
  const { w, h, pal, product } = p;
  const r = rng(p.seed + 13);
  const { piece, hero, extras } = propsFor(p.look);
  const items: string[] = [];
  const taken: Array<{ x: number; y: number; w: number; h: number }> = [];
  const place = (prop: Prop, s: number, tries = 40, near = false): boolean => {
    for (let i = 0; i < tries; i++) {
      const x = near
        ? product.x + (r() < 0.5 ? -s * 0.6 : product.w + s * 0.6) + (r() - 0.5) * s * 0.3
        : s * 0.6 + r() * (w - s * 1.2);
      const y = near ? product.y + product.h * (0.3 + r() * 0.5) : s * 0.6 + r() * (h - s * 1.2);
      const box = { x: x - s * 0.62, y: y - s * 0.62, w: s * 1.24, h: s * 1.24 };
      if (
        blocked(p, box, 14) ||
        taken.some((t) => t.x < box.x + box.w && box.x < t.x + t.w && t.y < box.y + box.h && box.y < t.y + t.h)
      )
        continue;
      taken.push(box);
      items.push(prop(x, y, s, r() * 360));
      return true;
    }
    return false;
  };
  const unit = w * 0.085;
  // Styling first, so it sits under the pieces: a linen cloth running off a corner, clear of the
  // copy and the product; a glass of water for what is mixed or swallowed with water.
  const linenTint = darken(mix(pal.bg2, pal.accent, 0.25), 0.04);
  const s0 = unit * 5.2;
  const corners = [
    [0, h],
    [w, h],
    [0, 0],
    [w, 0],
  ].sort(() => r() - 0.5);
  for (const [cx, cy] of corners) {
    const x = cx + (cx ? -s0 * 0.12 : s0 * 0.12);
    const y = cy + (cy ? -s0 * 0.1 : s0 * 0.1);
    const box = {
      x: Math.max(0, x - s0 * 0.55),
      y: Math.max(0, y - s0 * 0.45),
      w: Math.min(w, x + s0 * 0.55) - Math.max(0, x - s0 * 0.55),
      h: Math.min(h, y + s0 * 0.45) - Math.max(0, y - s0 * 0.45),
    };
    if (blocked(p, box, 10)) continue;
    items.push(cloth(linenTint)(x, y, s0, (r() - 0.5) * 30));
    break;
  }
  if (['powder', 'tablets', 'liquid'].includes(p.look.form)) place(glass, unit * 1.9, 30);
  if (hero && !place(hero, unit * 3.2, 60, true)) place(hero, unit * 2.6, 60);
  if (piece) {
    // A dish holding a few pieces, then pieces scattered.
    for (let i = 0; i < 40; i++) {
      const s = unit * 1.7;
      const x = s * 0.6 + r() * (w - s * 1.2);
      const y = s * 0.6 + r() * (h - s * 1.2);
      const box = { x: x - s * 0.6, y: y - s * 0.6, w: s * 1.2, h: s * 1.2 };
      if (
        blocked(p, box, 14) ||
        taken.some((t) => t.x < box.x + box.w && box.x < t.x + t.w && t.y < box.y + box.h && box.y < t.y + t.h)
      )
        continue;
      taken.push(box);
      items.push(dish(x, y, s, 0));
      for (let k = 0; k < 3; k++)
        items.push(piece(x + (r() - 0.5) * s * 0.35, y + (r() - 0.5) * s * 0.35, unit * 0.62, r() * 360));
      break;
    }
    for (let k = 0; k < 6; k++) place(piece, unit * 0.7);
  }
  for (let k = 0; k < 6 && extras.length; k++) place(extras[k % extras.length], unit * (1 + r() * 0.3));
  // Nothing named: a sprig of leaves keeps the linen from looking empty (styling, not an ingredient claim).
  if (!piece && !extras.length) for (let k = 0; k < 3; k++) place(leaf('#7d9a6a'), unit * 1.6);
  const folds = Array.from(
    { length: 4 },
    () =>
      `<path d="M${f(-50)} ${f(r() * h)}L${f(w + 50)} ${f(r() * h)}" stroke="#000" stroke-opacity="0.03" stroke-width="${f(40 + r() * 60)}"/>`,
  ).join('');
  const linen = mix(pal.bg, pal.bg2, 0.18);
  return {
    front: `<defs>${lin('ln', [lighten(linen, 0.12), linen], 1, 1)}</defs><rect width="${w}" height="${h}" fill="url(#ln)"/>${folds}${items.join('')}`,
  };
};

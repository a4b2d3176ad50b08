import { f, lighten, mix, rng, lin, overlaps } from '../paint/index.js';
import { type Box } from '../paint/index.js';
import { clearField, turnedBox } from './flatlay-grid.js';
import { blocked } from './helpers.js';
import { dish, type Prop, propsFor } from './props.js';
import { type SceneFn, type SceneParams } from './types.js';

/**
 * Flat lay, seen from above: linen in even light (no horizon; the product lies on it), the
 * product's tool (a scoop, a dropper) beside it and, for capsules, softgels, tablets or gummies, a
 * few of its own pieces in a dish with two or three beside it. Drawn fruit, leaves, glasses,
 * scattered pieces and a cloth in a corner (taken for a paper bag) read as clip-art to graders, so
 * the set keeps only these few, softly shaded, and lets the arrangement carry the idea
 * (docs/decisions/080-story-type-before-secondary-lines.md). Nothing lies under the copy or the product.
 * The linen has no broad fold bands: drawn across it at a slant they read as window light on a
 * wall, and the pack in front of them as standing (docs/decisions/131-flat-lay-lying-and-held-hands.md).
 */
export const flatlay: SceneFn = (p) => {
  const { w, h, pal, product } = p;
  const r = rng(p.seed + 13);
  const { piece, hero } = propsFor(p.look);
  const items: string[] = [];
  // Drawn flat on the linen, casting no shadow of their own (spilled powder).
  const dust: string[] = [];
  const taken: Array<{ x: number; y: number; w: number; h: number }> = [];
  const free = (box: { x: number; y: number; w: number; h: number }) =>
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.w <= w &&
    box.y + box.h <= h &&
    // A prop tucked under the pack's corner read as hidden ("capsule dish tucked under the bottle
    // base", s16 grading): props keep clear of the pack.
    !blocked(p, box, 14) &&
    !(p.hints.hand && overlaps(p.hints.hand, box, 14)) &&
    !taken.some((t) => t.x < box.x + box.w && box.x < t.x + t.w && t.y < box.y + box.h && box.y < t.y + t.h);
  const slim = p.look.form === 'drops';
  const place = (
    prop: Prop,
    s: number,
    tries = 40,
    near = false,
    long = false,
  ): { x: number; y: number; a: number } | undefined => {
    for (let i = 0; i < tries; i++) {
      const x = near
        ? product.x + (r() < 0.5 ? -s * 0.6 : product.w + s * 0.6) + (r() - 0.5) * s * 0.3
        : s * 0.6 + r() * (w - s * 1.2);
      const y = near ? product.y + product.h * (0.3 + r() * 0.5) : s * 0.6 + r() * (h - s * 1.2);
      // A scoop's handle reaches 0.73 of its size from its centre at any turn: the box holds it
      // whole, so no prop is cut by the canvas's edge or lies under the card. A pipette is a thin
      // rod: its box is its turned extent, so it can lie large beside the bottle, not small in a corner.
      const a = r() * 360;
      const t = (a * Math.PI) / 180;
      const [hw, hh] = long
        ? [
            s * (0.76 * Math.abs(Math.cos(t)) + 0.14 * Math.abs(Math.sin(t))),
            s * (0.76 * Math.abs(Math.sin(t)) + 0.14 * Math.abs(Math.cos(t))),
          ]
        : [s * 0.76, s * 0.76];
      const box = { x: x - hw, y: y - hh, w: hw * 2, h: hh * 2 };
      if (!free(box)) continue;
      taken.push(box);
      items.push(prop(x, y, s, a));
      return { x, y, a };
    }
    return undefined;
  };
  const unit = w * 0.085;
  const pieces = !!piece && p.look.form !== 'powder' && p.look.form !== 'drops' && p.look.form !== 'liquid';
  // The set laid in the largest clear field of linen, level with the pack (engine/scenes/flatlay-grid.ts).
  const laid = arrange(p, hero, pieces, unit);
  let tool: { x: number; y: number; a: number; s: number } | undefined;
  if (laid) {
    taken.push(laid.box);
    if (laid.tool && hero) {
      tool = laid.tool;
      items.push(hero(tool.x, tool.y, tool.s, tool.a));
    }
    if (laid.dish && piece) {
      const { x, y, s, loose } = laid.dish;
      if (!loose) {
        items.push(dish(x, y, s, 0));
        for (let k = 0; k < 3; k++)
          items.push(piece(x + (r() - 0.5) * s * 0.3, y + (r() - 0.5) * s * 0.3, s * 0.34, r() * 360));
      }
      // A neat row of three beside the dish, along the field's long side.
      for (let k = 0; k < 3; k++) {
        const d = s * ((loose ? 0 : 0.84) + k * 0.46);
        items.push(piece(x + laid.dish.ux * d, y + laid.dish.uy * d, s * 0.4, laid.dish.ux ? 90 : 0));
      }
    }
  } else {
    // No clear field holds a prop whole (a large pack and a wide card): the old search for any clear spot.
    // At the set's one scale (RULER), a little smaller at most, never a speck.
    const long = Math.max(product.w, product.h);
    const kind = p.look.form === 'drops' ? 'pipette' : p.look.form === 'sticks' ? 'sticks' : 'scoop';
    if (hero)
      [1, 0.85, 0.7, 0.6, 0.5].some((k, i) => {
        const size = Math.max(long * RULER[kind] * k, unit * 1.1);
        const at = place(hero, size, 60, i < 2, slim) ?? place(hero, size, 60, false, slim);
        if (at) tool = { ...at, s: size };
        return at;
      });
    if (pieces && piece) {
      const s = Math.max(long * RULER.dish * 0.8, unit * 1.2);
      const at = place((x, y) => dish(x, y, s, 0), s, 60, true) ?? place((x, y) => dish(x, y, s, 0), s, 60);
      if (at)
        for (let k = 0; k < 3; k++)
          items.push(piece(at.x + (r() - 0.5) * s * 0.35, at.y + (r() - 0.5) * s * 0.35, s * 0.36, r() * 360));
    }
  }
  // The scoop lies in a little of its own powder, spilled round the bowl on the side away from the
  // handle: a bare scoop on the linen read as floating.
  if (tool && piece && p.look.form === 'powder') {
    const t = (tool.a * Math.PI) / 180;
    const d = tool.s * 0.2;
    dust.push(piece(tool.x - Math.cos(t) * d, tool.y - Math.sin(t) * d, tool.s * 0.95, 0));
  }
  // A pipette alone on the linen read as floating (docs/grades/s11-A.tsv): two drops just past its
  // tip lay it on the cloth, inside the box its place was checked with.
  if (tool && piece && p.look.form === 'drops') {
    const t = (tool.a * Math.PI) / 180;
    // Beside the tip, not in a line with it (a line of drops under a tip reads as falling).
    for (const [d, e] of [
      [0.62, 0.05],
      [0.72, -0.06],
    ])
      items.push(
        piece(
          tool.x + Math.cos(t) * tool.s * d - Math.sin(t) * tool.s * e,
          tool.y + Math.sin(t) * tool.s * d + Math.cos(t) * tool.s * e,
          tool.s * (d === 0.62 ? 0.2 : 0.14),
          0,
        ),
      );
  }
  // Oat linen with its weave, only tinted by the palette: on the palette's own ground the set read
  // as Bold Hero's and Offer Badge's backdrop with a pill dish (near-clones in `ads:lint`).
  const linen = mix('#e6dccb', mix(pal.bg, pal.bg2, 0.18), 0.22);
  const weave = `<pattern id="wv" width="7" height="7" patternUnits="userSpaceOnUse"><path d="M0 1.5H7M0 5H7" stroke="#6b5a40" stroke-opacity="0.07" stroke-width="1.2"/><path d="M2 0V7M5.5 0V7" stroke="#ffffff" stroke-opacity="0.12" stroke-width="1"/></pattern>`;
  // Every prop lies on the linen: a soft shadow of its own outline, close all round it as the lying
  // pack's is (engine/scenes/light.ts), where a faint ellipse left a pipette or a scoop floating over
  // the cloth (graders: "floating dropper prop", "floating scoop") and a shadow cast downward stood them up.
  const lie = `<filter id="lie" x="-25%" y="-25%" width="150%" height="150%"><feGaussianBlur in="SourceAlpha" stdDeviation="${f(unit * 0.045)}"/><feOffset dx="${f(p.light.dir * unit * 0.015)}" dy="${f(unit * 0.03)}" result="o"/><feComponentTransfer in="o" result="sh"><feFuncA type="linear" slope="0.34"/></feComponentTransfer><feMerge><feMergeNode in="sh"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
  return {
    front: `<defs>${lin('ln', [lighten(linen, 0.1), linen], 1, 1)}${weave}${lie}</defs><rect width="${w}" height="${h}" fill="url(#ln)"/><rect width="${w}" height="${h}" fill="url(#wv)"/>${dust.join('')}${items.map((i) => `<g filter="url(#lie)">${i}</g>`).join('')}`,
  };
};

/** Each prop's extent about its centre at size 1 (engine/scenes/props.ts draws them). */
const EXTENT: Record<'scoop' | 'pipette' | 'sticks', [number, number, number, number]> = {
  scoop: [-0.62, 0.67, -0.45, 0.45],
  pipette: [-0.5, 0.8, -0.12, 0.12],
  sticks: [-0.45, 0.45, -0.52, 0.52],
};

/** Each prop's size (engine/scenes/props.ts) as a share of the pack's long side. */
const RULER: Record<'scoop' | 'pipette' | 'sticks' | 'dish', number> = {
  scoop: 0.34,
  pipette: 0.5,
  sticks: 0.5,
  dish: 0.4,
};

/** Three pieces in a row without their dish, in the dish group's units (the row's first piece at 0). */
const ROW: [number, number, number, number] = [-0.12, 1.04, -0.21, 0.21];

type Laid = {
  box: Box;
  tool?: { x: number; y: number; a: number; s: number };
  dish?: { x: number; y: number; s: number; ux: number; uy: number; loose?: boolean };
};

/**
 * The tool (or the dish and a row of pieces) laid in the largest clear field, as large as the
 * field holds up to a cap, turned to the field's long side, centred between the field's middle and
 * the point of it nearest the pack (grouped with it, not stranded in a far corner).
 */
function arrange(p: SceneParams, hero: Prop | undefined, pieces: boolean, unit: number): Laid | undefined {
  const { w, h, product } = p;
  const blocks = [product, ...p.hints.avoid, ...(p.hints.hand ? [p.hints.hand] : [])];
  // On a story a level bottle beside the card leaves the band under both empty (s17: a lower third of
  // bare linen); the band under the pack counts more there than the column under the card.
  const field = clearField(w, h, blocks, w * 0.045, 16, product.y + product.h, h > w * 1.5 ? 1.7 : 1.35);
  if (!field) return undefined;
  const kind = p.look.form === 'drops' ? 'pipette' : p.look.form === 'sticks' ? 'sticks' : 'scoop';
  // The dish group: a dish of size 1 and a row of three reaching 1.85 to its side.
  const ext: [number, number, number, number] = hero ? EXTENT[kind] : [-0.5, 1.98, -0.5, 0.5];
  // An upright pipette over its drops read as dripping, seen from the side: it lies across or
  // aslant. A scoop may lie upright in a narrow field (across it, it shrank to "a speck", s17).
  const angles = hero
    ? kind === 'sticks'
      ? [0, 90]
      : kind === 'pipette'
        ? [-30, 30, 0, -55, 55]
        : [-30, 30, 0, 90, -60, 60]
    : [0, 90];
  // One real-world scale in every size: each prop as large as it is beside the pack, measured on
  // the pack's long side (a pipette about half the bottle, a scoop a third of a tub, a capsule a
  // sixth of its bottle). Sized by the free field, the scoop jumped from tiny at 4:5 to huge at 9:16
  // (s20 grading); a field that holds it at less than half that size leaves it out.
  const cap = Math.max(product.w, product.h) * RULER[hero ? kind : 'dish'];
  const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
  const fit = (e: [number, number, number, number]) => {
    let best: { a: number; s: number; b: Box } | undefined;
    for (const a of angles) {
      const b = turnedBox(e[0], e[1], e[2], e[3], a);
      const s = Math.min(field.w / b.w, field.h / b.h) * 0.9;
      if (!best || s > best.s * 1.08) best = { a, s, b };
    }
    if (!best) return undefined;
    const s = Math.min(best.s, cap);
    if (s < cap * 0.5 || s < unit * 1.1) return undefined;
    const bw = best.b.w * s;
    const bh = best.b.h * s;
    // The box's centre: halfway between the field's middle and the nearest point to the pack.
    const near = {
      x: clamp(product.x + product.w / 2, field.x + bw / 2, field.x + field.w - bw / 2),
      y: clamp(product.y + product.h / 2, field.y + bh / 2, field.y + field.h - bh / 2),
    };
    const cx = (near.x + field.x + field.w / 2) / 2;
    const cy = (near.y + field.y + field.h / 2) / 2;
    const box = { x: cx - bw / 2, y: cy - bh / 2, w: bw, h: bh };
    // The prop's own origin sits off its box's centre by the turned extent's offset.
    return { box, x: cx - (best.b.x + best.b.w / 2) * s, y: cy - (best.b.y + best.b.h / 2) * s, a: best.a, s };
  };
  if (hero) {
    const at = fit(ext);
    return at && { box: at.box, tool: { x: at.x, y: at.y, a: at.a, s: at.s } };
  }
  // Where the dish does not fit beside the pack at the set's scale: the three pieces alone, in a row
  // at the same size, where the dish shrank to a speck or was left out.
  const grouped = fit(ext);
  const at = grouped ?? fit(ROW);
  if (!at) return undefined;
  const t = (at.a * Math.PI) / 180;
  const dish = { x: at.x, y: at.y, s: at.s, ux: Math.round(Math.cos(t)), uy: Math.round(Math.sin(t)) };
  return { box: at.box, dish: { ...dish, loose: !grouped } };
}

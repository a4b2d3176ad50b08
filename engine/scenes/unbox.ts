import { darken, f, lighten, lin, linStops, mix, overlaps } from '../paint/index.js';
import { interior, tableTop } from './home.js';
import { type SceneFn, type SceneParams } from './types.js';

/**
 * Unboxing: an opened shipping carton on the table behind the product and to its side, seen a
 * little from above as a phone sees a parcel on a table: its lit front with the front flap folded
 * down and taped, a shaded side, the back flap standing up, the side flaps splayed and crumpled
 * tissue in the label's tint filling the opening. The product stands in front of it, its label
 * never covered. A box the width of the pack with flat flaps and a pink tissue blob read as
 * clip-art (graders: "clip-art box", C on the dropper and the pre-workout tub), so the carton is
 * drawn larger than the pack that came out of it, with its inside and its folds
 * (docs/decisions/161-props-photographed-or-none.md).
 */
type Carton = { x0: number; top: number; bw: number; bh: number; dx: number; dy: number; flap: number };

/** The carton's whole extent (flaps included), the box the copy must stay clear of. */
const extent = (c: Carton) => ({
  x: c.x0 - c.bw * 0.2,
  y: c.top - c.dy - c.flap,
  w: c.bw * 1.4 + c.dx,
  h: c.bh + c.dy + c.flap,
});

function place(p: SceneParams, bottom: number): Carton {
  const { w, product } = p;
  // Behind the product to its right, else to its left, else smaller: never under the caption or
  // the button (the copy over the box was the style's worst flaw, docs/grades/s11-A.tsv).
  const at = (k: number, right: boolean) => {
    const bw = Math.max(product.w * 1.3, w * 0.36) * k;
    const dx = bw * 0.16;
    // Whole inside the frame where a third of it still shows beside the product (a box cut by
    // the edge read as cropped); else at the edge, rather than hidden behind the pack.
    const whole = Math.min(w - bw * 1.2 - dx - p.w * 0.02, product.x + product.w * 0.55);
    const x0 = right
      ? whole + bw - (product.x + product.w) >= bw * 0.35
        ? whole
        : Math.min(w - bw * 0.92, product.x + product.w * 0.55)
      : Math.max(bw * 0.2 + p.w * 0.02, product.x - bw * 0.5);
    const top = Math.max(product.y + product.h * 0.3, bottom - bw * 0.58);
    const c: Carton = { x0, top, bw, bh: bottom - top, dx, dy: bw * 0.09, flap: bw * 0.26 };
    const out = extent(c);
    // Where no place is clear (a hand on one side, the copy on the other), the box covers least.
    const over = p.hints.avoid.reduce((sum, a) => {
      const ox = Math.min(a.x + a.w, out.x + out.w) - Math.max(a.x, out.x);
      const oy = Math.min(a.y + a.h, out.y + out.h) - Math.max(a.y, out.y);
      return sum + (ox > 0 && oy > 0 ? ox * oy : 0);
    }, 0);
    return { c, over, clear: !p.hints.avoid.some((a) => overlaps(a, out, 8)) };
  };
  const tries = [1, 0.8, 0.65].flatMap((k) => [at(k, true), at(k, false)]);
  return (tries.find((t) => t.clear) ?? tries.reduce((a, b) => (b.over < a.over ? b : a))).c;
}

const pt = (x: number, y: number) => `${f(x)} ${f(y)}`;

function carton(c: Carton, tissue: string, bottom: number): string {
  const { x0, top, bw, bh, dx, dy, flap } = c;
  const x1 = x0 + bw;
  const defs = `<defs>${linStops(
    'kf',
    [
      [0, '#d6b185', 1],
      [0.6, '#c29a6e', 1],
      [1, '#a98058', 1],
    ],
    0.3,
    1,
  )}${lin('kfs', ['#9a734c', '#7c5a3a'])}${lin('kfb', ['#e2c7a2', '#c9a77e'])}${lin('kfl', ['#cfac82', '#b38a61'], 1, 0)}${lin('kfr', ['#a17a52', '#8a6644'], 1, 0)}${lin('kff', ['#cda67b', '#b88f65'])}${linStops(
    'tis',
    [
      [0, lighten(tissue, 0.4), 1],
      [0.7, tissue, 1],
      [1, darken(tissue, 0.12), 1],
    ],
    0.2,
    1,
  )}</defs>`;
  const shadow = `<ellipse cx="${f(x0 + bw * 0.56)}" cy="${f(bottom + 2)}" rx="${f(bw * 0.66)}" ry="${f(bw * 0.04)}" fill="#000" fill-opacity="0.2"/><ellipse cx="${f(x0 + bw * 0.56)}" cy="${f(bottom)}" rx="${f(bw * 0.54)}" ry="${f(bw * 0.015)}" fill="#000" fill-opacity="0.22"/>`;
  // The back flap stands up behind the opening, its inside lit; the side flaps splay outwards.
  const back = `<path d="M${pt(x0 + dx, top - dy)}L${pt(x1 + dx, top - dy)}L${pt(x1 + dx * 1.35, top - dy - flap)}L${pt(x0 + dx * 1.35, top - dy - flap)}Z" fill="url(#kfb)"/><path d="M${pt(x0 + dx * 1.35, top - dy - flap)}L${pt(x1 + dx * 1.35, top - dy - flap)}" stroke="#f1dcbd" stroke-width="${f(Math.max(2, bw * 0.006))}" stroke-opacity="0.8"/>`;
  const left = `<path d="M${pt(x0, top)}L${pt(x0 + dx, top - dy)}L${pt(x0 + dx - bw * 0.2, top - dy - flap * 0.45)}L${pt(x0 - bw * 0.2, top - flap * 0.38)}Z" fill="url(#kfl)"/>`;
  const right = `<path d="M${pt(x1, top)}L${pt(x1 + dx, top - dy)}L${pt(x1 + dx + bw * 0.2, top - dy - flap * 0.3)}L${pt(x1 + bw * 0.2, top - flap * 0.22)}Z" fill="url(#kfr)"/>`;
  // The opening: the dark inside, then tissue crumpled in folds rising a little above the rim.
  const hole = `<path d="M${pt(x0, top)}L${pt(x1, top)}L${pt(x1 + dx, top - dy)}L${pt(x0 + dx, top - dy)}Z" fill="#5e4329"/>`;
  // Crumpled sheets: an outline of sharp peaks and valleys just above the rim, lit and shaded
  // facets running down from each peak. Round lobes in a pink tint read as a cartoon blob.
  const n = 12;
  const peaks = Array.from({ length: n + 1 }, (_, i) => {
    const t = i / n;
    const lift = i % 2 ? bw * (0.015 + ((i * 5) % 3) * 0.012) : bw * (0.05 + ((i * 7) % 4) * 0.018);
    return { x: x0 + dx * 0.5 + bw * t, y: top - dy * 0.5 - (i === 0 || i === n ? 0 : lift) };
  });
  const rim = (t: number) => ({ x: x0 + bw * t, y: top });
  let facets = '';
  for (let i = 0; i < n; i++) {
    const a = peaks[i];
    const b = peaks[i + 1];
    const r0 = rim((i + 0.5) / n);
    facets += `<path d="M${pt(a.x, a.y)}L${pt(b.x, b.y)}L${pt(r0.x, r0.y)}Z" fill="${i % 2 ? darken(tissue, 0.1) : lighten(tissue, 0.35)}" fill-opacity="0.55"/>`;
  }
  const tissueSvg = `<path d="M${pt(x0, top)}${peaks.map((q) => `L${pt(q.x, q.y)}`).join('')}L${pt(x1 + dx, top - dy)}L${pt(x1, top)}Z" fill="url(#tis)"/>${facets}`;
  // The side face in shade, the lit front, the front flap folded down over it with a strip of tape.
  const side = `<path d="M${pt(x1, top)}L${pt(x1 + dx, top - dy)}V${f(bottom - dy)}L${pt(x1, bottom)}Z" fill="url(#kfs)"/>`;
  const fold = bh * 0.3;
  const front = `<rect x="${f(x0)}" y="${f(top)}" width="${f(bw)}" height="${f(bh)}" fill="url(#kf)"/><rect x="${f(x0)}" y="${f(top)}" width="${f(bw)}" height="${f(fold)}" fill="url(#kff)"/><rect x="${f(x0)}" y="${f(top + fold)}" width="${f(bw)}" height="${f(bh * 0.05)}" fill="#000" fill-opacity="0.1"/><path d="M${pt(x0, top + fold)}H${f(x1)}" stroke="#7d5a38" stroke-width="${f(Math.max(1.5, bw * 0.004))}" stroke-opacity="0.6"/><path d="M${pt(x0, top)}H${f(x1)}" stroke="#ecd3ae" stroke-width="${f(Math.max(2, bw * 0.006))}" stroke-opacity="0.9"/><rect x="${f(x0 + bw * 0.43)}" y="${f(top)}" width="${f(bw * 0.14)}" height="${f(fold + bh * 0.08)}" fill="#efe0c4" fill-opacity="0.55"/><rect x="${f(x0)}" y="${f(bottom - bh * 0.16)}" width="${f(bw)}" height="${f(bh * 0.16)}" fill="#000" fill-opacity="0.07"/>`;
  return `${defs}${shadow}${back}${left}${right}${hole}${tissueSvg}${side}${front}`;
}

export const box: SceneFn = (p) => {
  const { base, pal } = p;
  const bottom = base.y - 4;
  const c = place(p, bottom);
  const tint = lighten(p.look.brand, 0.45);
  const tissue = mix(tint, '#ffffff', 0.45);
  return {
    // A bare wall in a pastel of the label's colour, lit from above: the parcel is opened by a wall, not the living room's window.
    back: interior(p, lighten(mix(tint, pal.bg, 0.4), 0.1), mix(tint, pal.bg, 0.55), '', {
      window: false,
      plant: false,
    }),
    front: `${tableTop(p, '#e2d6c6', '#c2b19b')}${carton(c, tissue, bottom)}`,
  };
};

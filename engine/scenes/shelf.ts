import { darken, lighten, mix, rng, f, lin, linStops } from '../paint/index.js';
import { blocked, keyLight } from './helpers.js';
import { leaf } from './leaf.js';
import { powderColour, propsFor } from './props.js';
import { type ProductLook, type SceneFn, type SceneParams } from './types.js';
import { shelfGlaze } from './walls.js';

/**
 * The bathroom shelf where the product lives at home (docs/decisions/156-bright-snapshot-and-a-clean-shelf.md):
 * a white stone shelf floating on a wall of large pale glazed tiles in a colour the product stands
 * out on (walls.ts), a small plant and, for capsules, gummies and softgels, a dish of their own
 * pieces out of focus beside it. The product reads first: deep glazes with small tiles read busy, put
 * panels behind the copy, and the kitchen counter with its chopping board for a powder read as a
 * kitchen, not the style's bathroom (s14 grading).
 */

/** A glass of water's tint. */
export const WATER = '#dcecf0';

/** A tumbler seen from the side, standing on y: clear glass, the drink two thirds up, a highlight. */
export function glass(x: number, y: number, gw: number, drink: string): string {
  const gh = gw * 1.35;
  const top = y - gh;
  const inset = gw * 0.08;
  const level = top + gh * 0.32;
  const body = `M${f(x)} ${f(top)}H${f(x + gw)}L${f(x + gw - inset)} ${f(y)}H${f(x + inset)}Z`;
  const liquid = `M${f(x + inset * 0.32)} ${f(level)}H${f(x + gw - inset * 0.32)}L${f(x + gw - inset)} ${f(y - gw * 0.06)}H${f(x + inset)}Z`;
  return `<ellipse cx="${f(x + gw / 2)}" cy="${f(y + 2)}" rx="${f(gw * 0.6)}" ry="${f(gw * 0.08)}" fill="#000" fill-opacity="0.16"/><path d="${body}" fill="#ffffff" fill-opacity="0.22" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${f(gw * 0.025)}"/><path d="${liquid}" fill="${drink}" fill-opacity="0.85"/><ellipse cx="${f(x + gw / 2)}" cy="${f(level)}" rx="${f(gw / 2 - inset * 0.32)}" ry="${f(gw * 0.06)}" fill="${lighten(drink, 0.25)}"/><rect x="${f(x + gw * 0.14)}" y="${f(top + gh * 0.08)}" width="${f(gw * 0.09)}" height="${f(gh * 0.78)}" rx="${f(gw * 0.04)}" fill="#ffffff" fill-opacity="0.5"/>`;
}

/** A small potted plant: a round pot and a few sprigs of leaves. */
function plant(cx: number, y: number, pw: number, pot: string): string {
  const ph = pw * 0.8;
  const sprigs = [
    [-70, 0.9],
    [-100, 1.1],
    [-125, 0.85],
    [-85, 0.7],
    [-112, 0.72],
  ]
    .map(([a, k], i) => leaf(cx, y - ph, pw * k, a, ['#4f7a45', '#3f6b3a', '#5d8a50', '#466f40', '#557f49'][i], false))
    .join('');
  return `${sprigs}<ellipse cx="${f(cx)}" cy="${f(y + 2)}" rx="${f(pw * 0.55)}" ry="${f(pw * 0.07)}" fill="#000" fill-opacity="0.16"/><path d="M${f(cx - pw / 2)} ${f(y - ph)}H${f(cx + pw / 2)}L${f(cx + pw * 0.4)} ${f(y)}H${f(cx - pw * 0.4)}Z" fill="${pot}"/><rect x="${f(cx - pw * 0.54)}" y="${f(y - ph)}" width="${f(pw * 1.08)}" height="${f(ph * 0.16)}" rx="${f(ph * 0.04)}" fill="${lighten(pot, 0.12)}"/>`;
}

/** A shallow ceramic dish seen from the side, a few of the product's own pieces on it. */
function dishOf(cx: number, y: number, dw: number, look: ProductLook, seed: number): string {
  const { piece } = propsFor(look);
  const r = rng(seed);
  const top = y - dw * 0.12;
  const pieces = piece
    ? Array.from({ length: 3 }, (_, i) =>
        piece(cx + (i - 1) * dw * 0.22, top - dw * 0.05, dw * 0.22, r() * 40 - 20),
      ).join('')
    : '';
  return `<ellipse cx="${f(cx)}" cy="${f(y + 2)}" rx="${f(dw * 0.55)}" ry="${f(dw * 0.06)}" fill="#000" fill-opacity="0.16"/><path d="M${f(cx - dw / 2)} ${f(top)}H${f(cx + dw / 2)}Q${f(cx + dw * 0.4)} ${f(y)} ${f(cx)} ${f(y)}Q${f(cx - dw * 0.4)} ${f(y)} ${f(cx - dw / 2)} ${f(top)}Z" fill="#f4f1ec"/><ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(dw / 2)}" ry="${f(dw * 0.07)}" fill="#e4ded4"/>${pieces}`;
}

/** A powder mixed in water: its flavour's colour thinned, an unflavoured one nearly clear. */
export function drinkOf(look: ProductLook): string {
  const powder = powderColour(look);
  return powder === '#f1ece2' ? WATER : mix(powder, WATER, 0.35);
}

/** Up to two props at the set's two sides, each on a side where it clears the copy and the product. */
function sideProps(p: SceneParams, draw: Array<(x: number, w: number) => string>, sizes: number[]): string {
  const { w, base } = p;
  const r = rng(p.seed + 21);
  const free = r() < 0.5 ? ['left', 'right'] : ['right', 'left'];
  const out: string[] = [];
  draw.forEach((d, n) => {
    const pw = w * sizes[n];
    const jitter = r() * 0.04;
    for (const side of free) {
      const x = side === 'left' ? w * (0.04 + jitter) : w * (0.96 - jitter) - pw;
      if (blocked(p, { x, y: base.y - pw * 1.5, w: pw, h: pw * 1.5 }, 24)) continue;
      out.push(d(x, pw));
      free.splice(free.indexOf(side), 1);
      return;
    }
  });
  return out.join('');
}

export const shelf: SceneFn = (p) => {
  const { w, h, base } = p;
  const glaze = shelfGlaze(p.look);
  const wall = `<defs>${lin('sh', [lighten(glaze, 0.1), darken(glaze, 0.06)])}</defs>
<rect width="${w}" height="${h}" fill="url(#sh)"/><path d="${tiles(w, h)}" stroke="#ffffff" stroke-width="3" stroke-opacity="0.4"/>${keyLight(p)}`;
  // A dish of the product's own pieces only for what is taken as pieces: a dish of powder on a
  // bathroom shelf reads as spilled.
  const pieces = ['capsules', 'softgels', 'gummies', 'tablets'].includes(p.look.form) && !!propsFor(p.look).piece;
  // A powder or stick pack is drunk: a glass of it mixed stands beside the tub first, so the shelf
  // shows the morning glass, not only a plant ("bathroom scene odd for a drink mix / pre-workout",
  // s18 grading).
  const drink = p.look.form === 'powder' || p.look.form === 'sticks';
  const potted = (x: number, pw: number) => plant(x + pw / 2, base.y, pw * 0.7, '#f4f1ec');
  const props = sideProps(
    p,
    [
      ...(drink ? [(x: number, pw: number) => glass(x + pw * 0.18, base.y, pw * 0.64, drinkOf(p.look))] : []),
      potted,
      ...(pieces ? [(x: number, pw: number) => dishOf(x + pw / 2, base.y, pw, p.look, p.seed)] : []),
    ],
    [0.15, 0.15, 0.15],
  );
  // The shelf's front edge and the shadow it casts on the tiles under it; the tiles run on below.
  const board = Math.max(20, w * 0.026);
  return {
    back: `${wall}${props}`,
    front: `<defs>${lin('bd', ['#fbfaf7', '#dcd7cf'])}${linStops('bs', [
      [0, '#000', 0.2],
      [1, '#000', 0],
    ])}</defs><rect y="${f(base.y + board)}" width="${w}" height="${f(h * 0.05)}" fill="url(#bs)"/><rect y="${f(base.y)}" width="${w}" height="${f(board)}" fill="url(#bd)"/><rect y="${f(base.y)}" width="${w}" height="3" fill="#ffffff" fill-opacity="0.8"/>`,
  };
};

/** Large square tiles, 180 px, over the whole wall: small ones read as a busy grid behind the copy. */
function tiles(w: number, h: number): string {
  const tile = 180;
  let d = '';
  for (let y = tile; y < h; y += tile) d += `M0 ${y}H${w}`;
  for (let x = (w / 2) % tile; x < w; x += tile) d += `M${f(x)} 0V${h}`;
  return d;
}

import { darken, lighten, mix, rng, f, lin, linStops, radial } from '../paint/index.js';
import { blocked, dusk, keyLight } from './helpers.js';
import { leaf } from './leaf.js';
import { propsFor } from './props.js';
import { type ProductLook, type SceneFn, type SceneParams } from './types.js';
import { shelfGlaze, shelfSetting } from './walls.js';

/**
 * The shelf where the product lives at home (docs/decisions/111-scenes-from-the-product.md): a
 * drink powder, stick packs, a protein, a liquid or a fish oil taken with a meal stands on a kitchen counter of butcher-block wood beside a
 * glass of the drink and a bowl of the powder; capsules, gummies, drops and beauty products on a
 * glass bathroom shelf beside a small plant and a dish of their own pieces. Both against deep glazed
 * square tiles in a colour the product stands out on (walls.ts). Towels read as clip-art and a
 * bathroom was the wrong room for a drink powder (docs/ad-quality.md).
 */
export { shelfSetting } from './walls.js';

/** The drink the powder makes, by its flavour: green, chocolate, berry, citrus, else water. */
function drinkColour(look: ProductLook): string {
  if (look.notes.includes('greens')) return '#86a94f';
  if (look.notes.includes('chocolate')) return '#7a4a2e';
  if (look.notes.includes('berry')) return '#d0566f';
  if (look.notes.includes('citrus')) return '#f0d66a';
  if (look.notes.includes('coffee')) return '#6b4430';
  return '#dcecf0';
}

function powderColour(look: ProductLook): string {
  if (look.notes.includes('greens')) return '#7ea04a';
  if (look.notes.includes('chocolate')) return '#7a4a2e';
  if (look.notes.includes('berry')) return '#e6a3b4';
  return '#f1ece2';
}

/** A tumbler seen from the side, standing on y: clear glass, the drink two thirds up, a highlight. */
function glass(x: number, y: number, gw: number, drink: string): string {
  const gh = gw * 1.35;
  const top = y - gh;
  const inset = gw * 0.08;
  const level = top + gh * 0.32;
  const body = `M${f(x)} ${f(top)}H${f(x + gw)}L${f(x + gw - inset)} ${f(y)}H${f(x + inset)}Z`;
  const liquid = `M${f(x + inset * 0.32)} ${f(level)}H${f(x + gw - inset * 0.32)}L${f(x + gw - inset)} ${f(y - gw * 0.06)}H${f(x + inset)}Z`;
  return `<ellipse cx="${f(x + gw / 2)}" cy="${f(y + 2)}" rx="${f(gw * 0.6)}" ry="${f(gw * 0.08)}" fill="#000" fill-opacity="0.16"/><path d="${body}" fill="#ffffff" fill-opacity="0.22" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${f(gw * 0.025)}"/><path d="${liquid}" fill="${drink}" fill-opacity="0.85"/><ellipse cx="${f(x + gw / 2)}" cy="${f(level)}" rx="${f(gw / 2 - inset * 0.32)}" ry="${f(gw * 0.06)}" fill="${lighten(drink, 0.25)}"/><rect x="${f(x + gw * 0.14)}" y="${f(top + gh * 0.08)}" width="${f(gw * 0.09)}" height="${f(gh * 0.78)}" rx="${f(gw * 0.04)}" fill="#ffffff" fill-opacity="0.5"/>`;
}

/** A ceramic bowl seen from the side, a heaped mound of the powder in it. */
function bowl(cx: number, y: number, bw: number, powder: string): string {
  const bh = bw * 0.38;
  const rim = y - bh;
  return `<ellipse cx="${f(cx)}" cy="${f(y + 2)}" rx="${f(bw * 0.55)}" ry="${f(bw * 0.07)}" fill="#000" fill-opacity="0.16"/><path d="M${f(cx - bw * 0.16)} ${f(rim - bw * 0.005)}Q${f(cx)} ${f(rim - bw * 0.26)} ${f(cx + bw * 0.34)} ${f(rim)}Z" fill="${powder}"/><path d="M${f(cx - bw / 2)} ${f(rim)}H${f(cx + bw / 2)}Q${f(cx + bw * 0.46)} ${f(y)} ${f(cx)} ${f(y)}Q${f(cx - bw * 0.46)} ${f(y)} ${f(cx - bw / 2)} ${f(rim)}Z" fill="url(#bwl)"/><ellipse cx="${f(cx)}" cy="${f(rim)}" rx="${f(bw / 2)}" ry="${f(bw * 0.06)}" fill="${lighten(powder, 0.2)}"/>`;
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
  const kitchen = shelfSetting(p.look) === 'kitchen';
  const glaze = shelfGlaze(p.look);
  const light = glaze === '#e6dccb';
  // The bathroom's square tiles; a kitchen's brick-laid subway tiles, which with the square grid
  // behind a drink powder read as a bathroom (docs/decisions/145-grounds-and-sets-for-the-product.md).
  // Grout lines kept faint: strong ones made the copy over them read as busy.
  const grout = kitchen ? subway(w, base.y) : squares(w, base.y);
  const wall = `<defs>${lin('sh', [lighten(glaze, 0.08), darken(glaze, 0.12)])}</defs>
<rect width="${w}" height="${h}" fill="url(#sh)"/><path d="${grout}" stroke="${light ? darken(glaze, 0.25) : lighten(glaze, 0.5)}" stroke-width="4" stroke-opacity="0.26"/>${keyLight(p)}${dusk(p)}`;
  if (kitchen) {
    const drink = drinkColour(p.look);
    const powder = powderColour(p.look);
    const loose = p.look.form === 'powder' || p.look.form === 'sticks' || p.look.form === 'liquid';
    const props = sideProps(
      p,
      [
        // A wooden chopping board leans on the tiles behind the glass: the kitchen's sign.
        (x, pw) => `${choppingBoard(x, base.y, pw * 0.78)}${glass(x + pw * 0.5, base.y, pw * 0.48, drink)}`,
        // A bowl of the powder beside a powder; a dish of its own pieces beside softgels taken with a meal.
        loose
          ? (x, pw) => bowl(x + pw / 2, base.y, pw, powder)
          : (x, pw) => dishOf(x + pw / 2, base.y, pw, p.look, p.seed),
      ],
      [0.19, 0.16],
    );
    const top = Math.max(30, w * 0.045);
    return {
      back: `${wall}<defs>${lin('bwl', ['#f7f3ec', '#d9d1c4'], 1, 0)}</defs>${props}`,
      front: `<defs>${lin('ct', ['#c89a6a', '#a8784c'])}${linStops('cs', [
        [0, '#000', 0.25],
        [1, '#000', 0],
      ])}</defs><rect y="${f(base.y)}" width="${w}" height="${f(h - base.y)}" fill="url(#ct)"/>${butcherBlock(p, top)}<rect y="${f(base.y)}" width="${w}" height="3" fill="#ffffff" fill-opacity="0.35"/><rect y="${f(base.y + top)}" width="${w}" height="${f(h * 0.05)}" fill="url(#cs)"/>`,
    };
  }
  const props = sideProps(
    p,
    [
      (x, pw) => plant(x + pw / 2, base.y, pw * 0.7, '#eeeae3'),
      (x, pw) => dishOf(x + pw / 2, base.y, pw, p.look, p.seed),
    ],
    [0.15, 0.15],
  );
  const board = Math.max(22, w * 0.03);
  return {
    back: `${wall}${props}`,
    front: `<defs>${lin('bd', [lighten(glaze, 0.55), lighten(glaze, 0.25)])}${linStops('bs', [
      [0, '#000', 0.22],
      [1, '#000', 0],
    ])}${radial('bg0', '#ffffff', 0.25)}</defs><rect y="${f(base.y)}" width="${w}" height="${f(board)}" fill="url(#bd)"/><rect y="${f(base.y)}" width="${w}" height="3" fill="#ffffff" fill-opacity="0.6"/>
<rect y="${f(base.y + board)}" width="${w}" height="${f(h * 0.08)}" fill="url(#bs)"/>
<rect y="${f(base.y + board + h * 0.08)}" width="${w}" height="${f(h)}" fill="${darken(glaze, 0.2)}"/>`,
  };
};

/** Butcher-block strips along the counter's front edge. */
function butcherBlock(p: SceneParams, top: number): string {
  const { w, base } = p;
  const r = rng(p.seed + 3);
  let strips = '';
  for (let x = 0; x < w; x += w * (0.05 + r() * 0.04))
    strips += `<rect x="${f(x)}" y="${f(base.y)}" width="${f(w * 0.05)}" height="${f(top)}" fill="${mix('#c89a6a', r() < 0.5 ? '#8f6238' : '#e0b98c', 0.3 + r() * 0.3)}"/>`;
  return `${strips}<rect y="${f(base.y + top - 4)}" width="${w}" height="4" fill="#000" fill-opacity="0.18"/>`;
}

/** Square bathroom tiles, 72 px, up to the shelf. */
function squares(w: number, y1: number): string {
  const tile = 72;
  let d = '';
  for (let y = y1 % tile; y < y1; y += tile) d += `M0 ${f(y)}H${w}`;
  for (let x = (w / 2) % tile; x < w; x += tile) d += `M${f(x)} 0V${f(y1)}`;
  return d;
}

/** Subway tiles, 108 by 44 px laid in a running bond, rows counted up from the counter. */
function subway(w: number, y1: number): string {
  const tw = 108;
  const th = 44;
  let d = '';
  for (let row = 0, y = y1; y > 0; row++, y -= th) {
    d += `M0 ${f(y)}H${w}`;
    for (let x = (row % 2) * (tw / 2); x < w; x += tw) d += `M${f(x)} ${f(Math.max(0, y - th))}V${f(y)}`;
  }
  return d;
}

/** A wooden chopping board with a handle, leaning on the wall, its foot on the counter at y. */
function choppingBoard(x: number, y: number, bw: number): string {
  const bh = bw * 1.55;
  const top = y - bh;
  const hole = bw * 0.09;
  return `<defs>${lin('cb', ['#d6a978', '#b07a4a'], 1, 0)}</defs><rect x="${f(x)}" y="${f(top + bw * 0.18)}" width="${f(bw)}" height="${f(bh - bw * 0.18)}" rx="${f(bw * 0.1)}" fill="url(#cb)"/><rect x="${f(x + bw * 0.32)}" y="${f(top)}" width="${f(bw * 0.36)}" height="${f(bw * 0.3)}" rx="${f(bw * 0.1)}" fill="#c8935f"/><circle cx="${f(x + bw / 2)}" cy="${f(top + bw * 0.12)}" r="${f(hole)}" fill="#000" fill-opacity="0.28"/><rect x="${f(x + bw * 0.06)}" y="${f(top + bw * 0.24)}" width="${f(bw * 0.05)}" height="${f(bh * 0.7)}" rx="${f(bw * 0.02)}" fill="#ffffff" fill-opacity="0.18"/><ellipse cx="${f(x + bw / 2)}" cy="${f(y + 2)}" rx="${f(bw * 0.55)}" ry="${f(bw * 0.06)}" fill="#000" fill-opacity="0.16"/>`;
}

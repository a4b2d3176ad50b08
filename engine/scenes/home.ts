import { darken, lighten, mix, rng, bokeh, f, glow, grid, lin } from '../paint/index.js';
import { type SceneFn, type SceneParams } from './types.js';

/**
 * Homes as a phone camera sees them: a table top in focus where the product stands, the room
 * behind it soft (window light, a plant, a lamp), warm white balance and lens falloff.
 */

function interior(p: SceneParams, wallA: string, wallB: string, extra = ''): string {
  const { w, h, base, seed } = p;
  const r = rng(seed + 31);
  const winX = p.light.dir > 0 ? w * 0.02 : w * 0.62;
  const plantX = p.light.dir > 0 ? w * 0.86 : w * 0.1;
  const top = base.y;
  return `<defs>${lin('iw', [wallA, wallB])}${glow('iwin', '#fffbef', 0.9, 0.55)}</defs>
<rect width="${w}" height="${h}" fill="url(#iw)"/>
<g><rect x="${f(winX)}" y="${f(top * 0.08)}" width="${f(w * 0.36)}" height="${f(top * 0.62)}" rx="8" fill="#fffdf6" fill-opacity="0.85"/>
<path d="M${f(winX + w * 0.18)} ${f(top * 0.08)}V${f(top * 0.7)}M${f(winX)} ${f(top * 0.38)}H${f(winX + w * 0.36)}" stroke="${darken(wallA, 0.2)}" stroke-width="10"/>
<ellipse cx="${f(plantX)}" cy="${f(top - h * 0.12)}" rx="${f(w * 0.09)}" ry="${f(h * 0.13)}" fill="#4f7146" fill-opacity="0.8"/><rect x="${f(plantX - w * 0.05)}" y="${f(top - h * 0.05)}" width="${f(w * 0.1)}" height="${f(h * 0.05)}" fill="#c98f63"/>
${extra}${bokeh(r, 5, { x: 0, y: 0, w, h: top * 0.8 }, w * 0.035, '#fff6dc', 0.45)}</g>
<ellipse cx="${f(winX + w * 0.18)}" cy="${f(top * 0.4)}" rx="${f(w * 0.7)}" ry="${f(h * 0.5)}" fill="url(#iwin)"/>`;
}

function tableTop(p: SceneParams, a: string, b: string): string {
  const { w, h, base } = p;
  const r = rng(p.seed + 9);
  const grain = Array.from({ length: 7 }, () => {
    const y = base.y + 12 + r() * (h - base.y);
    return `<path d="M0 ${f(y)}Q${f(w / 2)} ${f(y + (r() - 0.5) * 24)} ${w} ${f(y)}" stroke="${darken(b, 0.25)}" stroke-width="2" fill="none" stroke-opacity="0.28"/>`;
  }).join('');
  return `<defs>${lin('tt', [lighten(a, 0.08), b])}</defs><rect y="${f(base.y)}" width="${w}" height="${f(h - base.y)}" fill="url(#tt)"/>${grain}<rect y="${f(base.y)}" width="${w}" height="3" fill="#ffffff" fill-opacity="0.3"/>`;
}

const room: SceneFn = (p) => ({
  back: interior(p, lighten(p.pal.bg, 0.08), darken(p.pal.bg, 0.08)),
  front: `${tableTop(p, '#c99f74', '#9b7148')}`,
});

const kitchen: SceneFn = (p) => {
  const { w, base, pal } = p;
  const tiles = `<path d="${grid(w, base.y, 110, 56, (x, y) => `M${x} ${y}H${x + 110}M${x} ${y}V${y + 56}`)}" stroke="${darken(pal.bg, 0.1)}" stroke-width="4" stroke-opacity="0.5"/>`;
  const mugX = p.light.dir > 0 ? w * 0.12 : w * 0.82;
  const mug = `<rect x="${f(mugX)}" y="${f(base.y - w * 0.12)}" width="${f(w * 0.1)}" height="${f(w * 0.12)}" rx="${f(w * 0.015)}" fill="#f4f1ea"/>`;
  return {
    back: interior(p, lighten(pal.bg, 0.1), darken(pal.bg, 0.04), tiles + mug),
    front: `${tableTop(p, '#e9e4dc', '#c8c0b4')}`,
  };
};

const bedside: SceneFn = (p) => {
  const { w, h, base, pal } = p;
  const lampX = p.light.dir > 0 ? w * 0.14 : w * 0.84;
  const lamp = `<circle cx="${f(lampX)}" cy="${f(base.y - h * 0.2)}" r="${f(w * 0.16)}" fill="#ffe3a8" fill-opacity="0.75"/>`;
  return {
    back: interior(p, mix(pal.bg, '#5a4a3c', 0.15), darken(pal.bg, 0.2), lamp),
    front: `${tableTop(p, '#b78d66', '#7e5a3c')}`,
  };
};

/** Lined notebook paper, crisp, for the handwritten list. */
const paper: SceneFn = ({ w, h, pal }) => ({
  front: `<defs>${lin('pp', [lighten(pal.bg, 0.3), pal.bg])}</defs><rect width="${w}" height="${h}" fill="url(#pp)"/>
<path d="${grid(w, h, w, 54, (x, y) => `M${x} ${y + 53}h${w}`)}" stroke="#9fb6d6" stroke-width="2" stroke-opacity="0.6"/><path d="M${f(w * 0.1)} 0V${h}" stroke="#e58b8b" stroke-width="3" stroke-opacity="0.7"/>`,
});

/** Unboxing: the open kraft box behind the product, pink tissue (its front wall is drawn in front). */
const box: SceneFn = (p) => {
  const { w, base, pal } = p;
  const bw = Math.max(base.width * 1.5, w * 0.5);
  const top = base.y - bw * 0.22;
  const x0 = base.cx - bw / 2;
  const flaps = `<path d="M${f(x0)} ${f(top)}L${f(x0 - bw * 0.16)} ${f(top - bw * 0.2)}L${f(x0 + bw * 0.14)} ${f(top - bw * 0.24)}L${f(x0 + bw * 0.22)} ${f(top)}Z" fill="#b88d63"/>
<path d="M${f(x0 + bw)} ${f(top)}L${f(x0 + bw * 1.16)} ${f(top - bw * 0.2)}L${f(x0 + bw * 0.86)} ${f(top - bw * 0.24)}L${f(x0 + bw * 0.78)} ${f(top)}Z" fill="#a87d55"/>
<rect x="${f(x0)}" y="${f(top)}" width="${f(bw)}" height="${f(bw * 0.1)}" fill="#7d5a3a"/>
<path d="M${f(x0 + bw * 0.04)} ${f(top + 4)}Q${f(base.cx - bw * 0.2)} ${f(top - bw * 0.2)} ${f(base.cx)} ${f(top - bw * 0.06)}Q${f(base.cx + bw * 0.25)} ${f(top - bw * 0.22)} ${f(x0 + bw * 0.96)} ${f(top + 4)}Z" fill="${lighten(pal.accent, 0.55)}"/>`;
  return {
    back: interior(p, lighten(pal.bg, 0.05), darken(pal.bg, 0.1)),
    front: `${tableTop(p, '#e2d6c6', '#c2b19b')}${flaps}`,
  };
};

/** The box's front wall, drawn over the product's lower part by the unboxing layout. */
export function boxFront(
  w: number,
  base: { cx: number; y: number; width: number },
  accent: string,
): { svg: string; box: { x: number; y: number; w: number; h: number } } {
  const bw = Math.max(base.width * 1.5, w * 0.5);
  const top = base.y - bw * 0.22;
  const x0 = base.cx - bw / 2;
  const h = bw * 0.36;
  const svg = `<defs>${lin('kf', ['#c9a27a', '#a57d55'])}</defs><rect x="${f(x0)}" y="${f(top)}" width="${f(bw)}" height="${f(h)}" fill="url(#kf)"/><rect x="${f(x0)}" y="${f(top)}" width="${f(bw)}" height="${f(bw * 0.03)}" fill="#000" fill-opacity="0.14"/><rect x="${f(base.cx - bw * 0.2)}" y="${f(top + h * 0.42)}" width="${f(bw * 0.4)}" height="${f(h * 0.1)}" fill="${accent}" fill-opacity="0.85"/>`;
  return { svg, box: { x: x0, y: top, w: bw, h } };
}

export const HOME_SCENES = { room, kitchen, bedside, paper, box };

import { darken, lighten, mix } from './color.js';
import { rng } from './rng.js';
import { type SceneFn } from './scene-types.js';
import { circlePath, grid, lin, radial, roundRectPath } from './svg-defs.js';

/** Photoshoot-like backdrops: surfaces and props drawn around where the product stands. */

function leaf(x: number, y: number, len: number, angle: number, color: string): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 0 C ${len * 0.3} ${-len * 0.28}, ${len * 0.75} ${-len * 0.22}, ${len} 0 C ${len * 0.75} ${len * 0.22}, ${len * 0.3} ${len * 0.28}, 0 0 Z" fill="${color}"/><path d="M0 0 L ${len * 0.95} 0" stroke="${darken(color, 0.25)}" stroke-width="2.5" stroke-opacity="0.6"/></g>`;
}

const nature: SceneFn = ({ w, h, pal, base, seed }) => {
  const r = rng(seed + 5);
  const greens = ['#4f7a45', '#6b9a55', '#3d6b3f', '#86ad68'];
  const leaves = Array.from({ length: 16 }, (_, i) => {
    const side = i % 2 ? w * (0.9 + r() * 0.15) : w * (r() * 0.12 - 0.04);
    return leaf(side, r() * h * 0.85, w * (0.16 + r() * 0.14), r() * 360, greens[i % 4]);
  }).join('');
  const stoneRx = Math.max(base.width * 0.85, w * 0.24);
  return `<defs>${lin('sk', [lighten(pal.bg, 0.25), pal.bg])}${radial('sun', '#fffbe6', 0.9)}${lin('st', ['#d8d2c6', '#a9a296'])}</defs>
<rect width="${w}" height="${h}" fill="url(#sk)"/><circle cx="${w * 0.5}" cy="${base.y - h * 0.3}" r="${w * 0.5}" fill="url(#sun)"/>${leaves}
<rect x="0" y="${base.y + 40}" width="${w}" height="${h}" fill="${darken(pal.bg2, 0.1)}"/>
<ellipse cx="${base.cx}" cy="${base.y + 44}" rx="${stoneRx * 1.05}" ry="${stoneRx * 0.2}" fill="#000" fill-opacity="0.12"/>
<path d="M${base.cx - stoneRx} ${base.y + 30} Q ${base.cx - stoneRx} ${base.y - 26} ${base.cx} ${base.y - 24} Q ${base.cx + stoneRx} ${base.y - 24} ${base.cx + stoneRx} ${base.y + 30} Z" fill="url(#st)"/>`;
};

const kitchen: SceneFn = ({ w, h, pal, base, seed }) => {
  const r = rng(seed + 9);
  const grain = Array.from({ length: 9 }, () => { const y = base.y + 20 + r() * (h - base.y); return `<path d="M0 ${y} Q ${w / 2} ${y + (r() - 0.5) * 30} ${w} ${y}" stroke="${darken('#c89b6d', 0.2)}" stroke-width="2" fill="none" stroke-opacity="0.35"/>`; }).join('');
  const side = seed % 2 ? 0.16 : 0.84;
  // Wall tiles below base.y are hidden by the counter drawn over them.
  return `<defs>${lin('wood', ['#d4a574', '#b07d4f'])}${radial('lt', '#ffffff', 0.55)}</defs>
<rect width="${w}" height="${base.y + 10}" fill="${pal.bg}"/><path d="${grid(w, base.y + 10, 120, 60, (x, y) => roundRectPath(x + 1, y + 1, 118, 58, 6))}" fill="${lighten(pal.bg, 0.3)}"/><circle cx="${w * 0.8}" cy="${h * 0.1}" r="${w * 0.55}" fill="url(#lt)"/>
<rect y="${base.y}" width="${w}" height="${h - base.y}" fill="url(#wood)"/>${grain}<rect y="${base.y - 6}" width="${w}" height="8" fill="${darken('#b07d4f', 0.15)}"/>
<g opacity="0.9"><circle cx="${w * side}" cy="${base.y - w * 0.05}" r="${w * 0.06}" fill="#f6d23c"/><circle cx="${w * side}" cy="${base.y - w * 0.05}" r="${w * 0.045}" fill="#fbe57a"/>
<rect x="${w * side - w * 0.1}" y="${base.y - w * 0.34}" width="${w * 0.07}" height="${w * 0.22}" rx="${w * 0.02}" fill="${lighten(pal.bg2, 0.2)}"/><circle cx="${w * side - w * 0.065}" cy="${base.y - w * 0.38}" r="${w * 0.07}" fill="#5f8f4e"/></g>`;
};

const gym: SceneFn = ({ w, h, pal, base }) => {
  const bell = (x: number, y: number, s: number) => `<g transform="translate(${x} ${y})" opacity="0.85"><rect x="${-s}" y="${-s * 0.09}" width="${s * 2}" height="${s * 0.18}" rx="${s * 0.05}" fill="#555"/><rect x="${-s * 1.05}" y="${-s * 0.42}" width="${s * 0.32}" height="${s * 0.84}" rx="${s * 0.08}" fill="#222"/><rect x="${s * 0.73}" y="${-s * 0.42}" width="${s * 0.32}" height="${s * 0.84}" rx="${s * 0.08}" fill="#222"/></g>`;
  // Rubber floor: dots on an 18 px grid from the canvas origin, only those fully on the floor.
  const top = Math.floor(base.y / 18) * 18;
  const dots = (cx: number, cy: number, r: number) => grid(w, h, 18, 18, (x, y) => (y + cy - r >= base.y ? circlePath(x + cx, y + cy, r) : ''), top);
  return `<defs>${lin('gw', [pal.bg, darken(pal.bg, 0.35)])}${radial('neon', pal.accent, 0.45)}</defs>
<rect width="${w}" height="${h}" fill="url(#gw)"/><ellipse cx="${base.cx}" cy="${base.y - h * 0.25}" rx="${w * 0.55}" ry="${h * 0.3}" fill="url(#neon)"/>
<rect y="${base.y - h * 0.45}" width="${w}" height="10" fill="${pal.accent}" fill-opacity="0.55"/>
<rect y="${base.y}" width="${w}" height="${h - base.y}" fill="#1c1c1c"/><path d="${dots(5, 7, 1.6)}" fill="#3a3a3a"/><path d="${dots(13, 14, 1.3)}" fill="#333"/>${bell(w * 0.14, base.y + w * 0.06, w * 0.11)}${bell(w * 0.88, base.y + w * 0.1, w * 0.09)}`;
};

const bathroom: SceneFn = ({ w, h, pal, base }) => `<defs>${radial('win', '#ffffff', 0.7)}${lin('gl', ['#ffffff', '#d7e6e6'])}</defs>
<rect width="${w}" height="${h}" fill="${darken(pal.bg, 0.06)}"/><path d="${grid(w, h, 90, 90, (x, y) => roundRectPath(x + 2, y + 2, 86, 86, 3))}" fill="${pal.bg}"/><ellipse cx="${w * 0.2}" cy="${h * 0.15}" rx="${w * 0.5}" ry="${h * 0.35}" fill="url(#win)"/>
<rect x="${w * 0.04}" y="${base.y}" width="${w * 0.92}" height="22" rx="4" fill="url(#gl)" fill-opacity="0.95"/><rect x="${w * 0.04}" y="${base.y + 22}" width="${w * 0.92}" height="10" fill="#000" fill-opacity="0.08"/>
<rect x="${w * 0.06}" y="${base.y - w * 0.16}" width="${w * 0.1}" height="${w * 0.16}" rx="${w * 0.02}" fill="${pal.bg2}"/><rect x="${w * 0.085}" y="${base.y - w * 0.2}" width="${w * 0.05}" height="${w * 0.045}" rx="6" fill="${darken(pal.bg2, 0.2)}"/>
<path d="M${w * 0.84} ${base.y} q ${w * 0.02} ${-w * 0.2} ${w * 0.08} ${-w * 0.26} M${w * 0.86} ${base.y} q ${-w * 0.04} ${-w * 0.16} ${-w * 0.02} ${-w * 0.24}" stroke="#5f8f4e" stroke-width="12" stroke-linecap="round" fill="none"/><rect x="${w * 0.8}" y="${base.y - w * 0.08}" width="${w * 0.12}" height="${w * 0.08}" rx="10" fill="#f3efe8"/>`;

const flatlay: SceneFn = ({ w, h, pal, seed }) => {
  const r = rng(seed + 13);
  const items: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = r() < 0.5 ? r() * w * 0.22 : w * (0.78 + r() * 0.22);
    const y = r() * h;
    const k = i % 4;
    if (k === 0) items.push(`<g transform="translate(${x} ${y}) rotate(${r() * 180})"><rect x="-30" y="-12" width="60" height="24" rx="12" fill="${pal.accent}"/><rect x="0" y="-12" width="30" height="24" rx="12" fill="#fff"/><rect x="0" y="-12" width="12" height="24" fill="#fff"/></g>`);
    else if (k === 1) items.push(`<circle cx="${x}" cy="${y}" r="${w * 0.055}" fill="#f2b84b"/><circle cx="${x}" cy="${y}" r="${w * 0.045}" fill="#f7d98b"/><path d="M${x - w * 0.045} ${y}H${x + w * 0.045}M${x} ${y - w * 0.045}V${y + w * 0.045}" stroke="#f2b84b" stroke-width="3"/>`);
    else if (k === 2) items.push(`<g transform="translate(${x} ${y}) rotate(${r() * 360})"><path d="M0 0 C 30 -30, 90 -30, 120 0 C 90 30, 30 30, 0 0Z" fill="#6b9a55"/></g>`);
    else items.push(`<circle cx="${x}" cy="${y}" r="${w * 0.07}" fill="${lighten(pal.bg2, 0.4)}"/><circle cx="${x}" cy="${y}" r="${w * 0.05}" fill="${pal.bg2}"/>`);
  }
  return `<rect width="${w}" height="${h}" fill="${mix(pal.bg, pal.bg2, 0.12)}"/>${items.join('')}`;
};

const room: SceneFn = ({ w, h, pal, base, seed }) => {
  const side = seed % 2 ? 0.12 : 0.82;
  return `<defs>${lin('rw', [lighten(pal.bg, 0.1), darken(pal.bg, 0.1)], 1, 1)}${radial('win', '#fff7e0', 0.85)}${lin('desk', [lighten(pal.bg2, 0.1), darken(pal.bg2, 0.15)])}</defs>
<rect width="${w}" height="${h}" fill="url(#rw)"/><ellipse cx="${w * (1 - side)}" cy="${h * 0.2}" rx="${w * 0.55}" ry="${h * 0.4}" fill="url(#win)"/>
<rect y="${base.y}" width="${w}" height="${h - base.y}" fill="url(#desk)"/>
<g opacity="0.85"><rect x="${w * side - w * 0.06}" y="${base.y - w * 0.13}" width="${w * 0.12}" height="${w * 0.13}" rx="${w * 0.015}" fill="#f4f1ea"/><path d="M${w * side + w * 0.06} ${base.y - w * 0.1} q ${w * 0.05} 0 ${w * 0.05} ${w * 0.04} q 0 ${w * 0.04} ${-w * 0.05} ${w * 0.04}" stroke="#f4f1ea" stroke-width="10" fill="none"/></g>`;
};

const box: SceneFn = ({ w, h, pal, base }) => {
  const bw = Math.max(base.width * 1.5, w * 0.5);
  const top = base.y - bw * 0.05;
  const x0 = base.cx - bw / 2;
  return `<defs>${lin('bg', [lighten(pal.bg, 0.1), pal.bg])}${lin('kraft', ['#c9a27a', '#a57d55'])}</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<path d="M${x0} ${top} L${x0 - bw * 0.18} ${top - bw * 0.22} L${x0 + bw * 0.12} ${top - bw * 0.26} L${x0 + bw * 0.2} ${top} Z" fill="#b88d63"/>
<path d="M${x0 + bw} ${top} L${x0 + bw * 1.18} ${top - bw * 0.22} L${x0 + bw * 0.88} ${top - bw * 0.26} L${x0 + bw * 0.8} ${top} Z" fill="#b88d63"/>
<path d="M${x0 + bw * 0.05} ${top} Q ${base.cx} ${top - bw * 0.3} ${x0 + bw * 0.95} ${top} Z" fill="${pal.accent}" fill-opacity="0.9"/>
<path d="M${x0 + bw * 0.2} ${top} Q ${base.cx - bw * 0.1} ${top - bw * 0.2} ${x0 + bw * 0.6} ${top} Z" fill="${lighten(pal.accent, 0.4)}"/>`;
};

/** Drawn in front of the product by the unboxing layout: the box's front wall. */
export function boxFront(w: number, base: { cx: number; y: number; width: number }, accent: string): string {
  const bw = Math.max(base.width * 1.5, w * 0.5);
  const top = base.y - bw * 0.05;
  const x0 = base.cx - bw / 2;
  return `<defs>${lin('kf', ['#c9a27a', '#a57d55'])}</defs><rect x="${x0}" y="${top + bw * 0.02}" width="${bw}" height="${bw * 0.5}" fill="url(#kf)"/><rect x="${x0}" y="${top + bw * 0.02}" width="${bw}" height="${bw * 0.05}" fill="#000" opacity="0.12"/><rect x="${base.cx - bw * 0.16}" y="${top + bw * 0.2}" width="${bw * 0.32}" height="${bw * 0.1}" rx="${bw * 0.05}" fill="${accent}" opacity="0.9"/>`;
}

export const PHOTO_SCENES = { nature, kitchen, gym, bathroom, flatlay, room, box };

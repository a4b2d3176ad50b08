import { type SceneKind } from './catalog/styles-types.js';
import { darken, lighten, mix } from './color.js';
import { splitY } from './layout-types.js';
import { rng } from './rng.js';
import { circlePath, grid, lin, radial } from './svg-defs.js';
import { PHOTO_SCENES } from './scenes-photo.js';

import { type SceneFn, type SceneParams } from './scene-types.js';

export type { SceneFn, SceneParams } from './scene-types.js';

const solid: SceneFn = ({ w, h, pal }) => `<rect width="${w}" height="${h}" fill="${pal.bg}"/>`;

const gradient: SceneFn = ({ w, h, pal, variant }) => `<defs>${lin('g', [pal.bg, pal.bg2], variant % 2 ? 1 : 0.3, 1)}${radial('glow', lighten(pal.bg2, 0.5), 0.55)}</defs>
<rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * (variant % 2 ? 0.2 : 0.85)}" cy="${h * 0.18}" r="${w * 0.45}" fill="url(#glow)"/>`;

const spotlight: SceneFn = ({ w, h, pal, base }) => `<defs>${radial('s', lighten(pal.bg2, 0.35), 1, 0.5, 0.5)}</defs>
<rect width="${w}" height="${h}" fill="${pal.bg}"/><ellipse cx="${base.cx}" cy="${base.y - base.width * 0.7}" rx="${w * 0.62}" ry="${h * 0.42}" fill="url(#s)"/>`;

const dots: SceneFn = ({ w, h, pal, seed }) => {
  const r = rng(seed + 7);
  const blobs = Array.from({ length: 3 }, () => `<circle cx="${r() * w}" cy="${r() * h}" r="${w * (0.18 + r() * 0.2)}" fill="${pal.bg2}" fill-opacity="0.55"/>`).join('');
  return `<rect width="${w}" height="${h}" fill="${pal.bg}"/>${blobs}<path d="${grid(w, h, 36, 36, (x, y) => circlePath(x + 6, y + 6, 3.2))}" fill="${pal.accent}" fill-opacity="0.16"/>`;
};

const split: SceneFn = ({ w, h, pal }) => {
  const portrait = h > w * 1.1;
  const y = splitY(w, h);
  const half = portrait ? `<rect width="${w}" height="${y}" fill="#d9d9d6"/><rect y="${y}" width="${w}" height="${h - y}" fill="${pal.bg}"/>`
    : `<rect width="${w / 2}" height="${h}" fill="#d9d9d6"/><rect x="${w / 2}" width="${w / 2}" height="${h}" fill="${pal.bg}"/>`;
  return half;
};

const podium: SceneFn = ({ w, h, pal, base }) => {
  const rx = Math.max(base.width * 0.78, w * 0.26);
  const ry = rx * 0.16;
  const top = base.y;
  const podH = Math.min(h - top, h * 0.22);
  const archW = rx * 2.1;
  const archTop = Math.max(h * 0.06, top - h * 0.62);
  return `<defs>${lin('wall', [lighten(pal.bg, 0.15), pal.bg])}${lin('pod', [lighten(pal.bg2, 0.25), darken(pal.bg2, 0.12)], 1, 0)}${radial('sh', '#000', 0.18)}</defs>
<rect width="${w}" height="${h}" fill="url(#wall)"/>
<rect x="0" y="${top + podH * 0.55}" width="${w}" height="${h}" fill="${darken(pal.bg, 0.06)}"/>
<path d="M${base.cx - archW / 2} ${top}V${archTop + archW / 2}A${archW / 2} ${archW / 2} 0 0 1 ${base.cx + archW / 2} ${archTop + archW / 2}V${top}Z" fill="${mix(pal.bg, pal.bg2, 0.45)}"/>
<ellipse cx="${base.cx}" cy="${top + podH}" rx="${rx * 1.25}" ry="${ry * 1.6}" fill="url(#sh)"/>
<rect x="${base.cx - rx}" y="${top}" width="${rx * 2}" height="${podH}" fill="url(#pod)"/>
<ellipse cx="${base.cx}" cy="${top + podH}" rx="${rx}" ry="${ry}" fill="${darken(pal.bg2, 0.12)}"/>
<ellipse cx="${base.cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="${lighten(pal.bg2, 0.35)}"/>`;
};

const marble: SceneFn = ({ w, h, pal, base, seed }) => {
  const r = rng(seed + 3);
  const veins = Array.from({ length: 7 }, () => {
    const y0 = r() * h;
    return `<path d="M${-50} ${y0} C ${w * 0.3} ${y0 + (r() - 0.5) * 400}, ${w * 0.6} ${y0 + (r() - 0.5) * 400}, ${w + 50} ${y0 + (r() - 0.5) * 300}" stroke="${darken(pal.bg2, 0.25)}" stroke-width="${1 + r() * 3}" fill="none" stroke-opacity="${0.25 + r() * 0.3}"/>`;
  }).join('');
  return `<defs>${lin('m', [lighten(pal.bg, 0.3), pal.bg2], 1, 1)}</defs><rect width="${w}" height="${h}" fill="url(#m)"/>${veins}
<rect x="0" y="${base.y}" width="${w}" height="${h - base.y}" fill="${darken(pal.bg, 0.05)}" fill-opacity="0.55"/><rect x="0" y="${base.y}" width="${w}" height="3" fill="${pal.accent}" fill-opacity="0.6"/>`;
};

const sunset: SceneFn = ({ w, h, pal, base }) => `<defs>${lin('sky', [pal.bg, pal.bg2, lighten(pal.accent, 0.55)])}${radial('sun', '#fff6d8', 0.95)}</defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${base.cx + w * 0.18}" cy="${base.y - h * 0.28}" r="${w * 0.36}" fill="url(#sun)"/>
<path d="M0 ${base.y} Q ${w * 0.5} ${base.y - 30} ${w} ${base.y} V ${h} H 0 Z" fill="${darken(pal.bg2, 0.18)}"/><path d="M0 ${base.y + 12} Q ${w * 0.5} ${base.y - 14} ${w} ${base.y + 12} V ${h} H 0 Z" fill="${darken(pal.bg2, 0.28)}"/>`;

const water: SceneFn = ({ w, h, pal, base, seed }) => {
  const r = rng(seed + 11);
  const rings = Array.from({ length: 5 }, (_, i) => `<ellipse cx="${base.cx + (r() - 0.5) * 80}" cy="${base.y + 10}" rx="${base.width * (0.7 + i * 0.45)}" ry="${base.width * (0.12 + i * 0.07)}" fill="none" stroke="#ffffff" stroke-opacity="${0.45 - i * 0.07}" stroke-width="4"/>`).join('');
  return `<defs>${lin('wa', [lighten(pal.bg, 0.2), pal.bg2])}</defs><rect width="${w}" height="${h}" fill="url(#wa)"/>${rings}`;
};

const paper: SceneFn = ({ w, h, pal }) => `<rect width="${w}" height="${h}" fill="${pal.bg}"/><path d="${grid(w, h, w, 44, (x, y) => `M${x} ${y + 43}h${w}v1.5h${-w}z`)}" fill="${darken(pal.bg, 0.12)}" fill-opacity="0.6"/>`;

export const SCENES: Record<SceneKind, SceneFn> = { solid, gradient, spotlight, dots, split, podium, marble, sunset, water, paper, ...PHOTO_SCENES };

export function drawScene(kind: SceneKind, p: SceneParams): string {
  return SCENES[kind](p);
}

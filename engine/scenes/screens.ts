import { darken, lighten, mix, rng, bokeh, circlePath, f, glow, grid, lin, linStops } from '../paint/index.js';
import { moodLight } from './mood.js';
import { tableTop } from './home.js';
import { type SceneFn, type SceneParams } from './types.js';

/**
 * Phone screens: a messaging app, a short-video frame, a notes page. Their chrome is drawn here
 * (no names, handles, counts or avatars of anyone); the words are the layout's.
 */

/** The product's own photo inside a screen: a rounded tile with a soft set, a floor and light. */
function photoTile(p: SceneParams, pad: number, r: number, border?: string): string {
  const { product, look } = p;
  const x = product.x - pad;
  const y = product.y - pad;
  const w = product.w + pad * 2;
  const h = product.h + pad * 2;
  const set = mix(look.dark ? '#e9e4dc' : lighten(look.body, 0.75), '#f2eee8', 0.5);
  const floor = product.y + product.h * 0.9;
  return `<defs>${lin('pt', [lighten(set, 0.25), set])}${glow('pg', '#ffffff', 0.6, 0.4)}</defs>
<rect x="${f(x + 6)}" y="${f(y + 12)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="#000" fill-opacity="0.12"/>
<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="url(#pt)"${border ? ` stroke="${border}" stroke-width="6"` : ''}/>
<path d="M${f(x)} ${f(floor)}H${f(x + w)}V${f(y + h - r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + w - r)} ${f(y + h)}H${f(x + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x)} ${f(y + h - r)}Z" fill="${darken(set, 0.06)}"/>
<ellipse cx="${f(x + w * 0.4)}" cy="${f(y + h * 0.35)}" rx="${f(w * 0.45)}" ry="${f(h * 0.4)}" fill="url(#pg)"/>`;
}

/** A messaging app: a plain wallpaper with a faint pattern, a header bar, the product sent as a photo. */
const chat: SceneFn = (p) => {
  const { w, h, pal } = p;
  const wall = mix(pal.bg, '#eef1f5', 0.6);
  const bar = Math.round(Math.min(h * 0.09, 130));
  const pad = Math.round(Math.max(18, p.product.w * 0.07));
  return {
    front: `<rect width="${w}" height="${h}" fill="${wall}"/><path d="${grid(w, h, 90, 90, (x, y) => circlePath(x + 20 + ((y / 90) % 2) * 45, y + 30, 5))}" fill="${darken(wall, 0.06)}"/>
<rect width="${w}" height="${bar}" fill="#fbfbfd"/><rect y="${bar}" width="${w}" height="2" fill="#d9dce2"/>
<path d="M${f(w * 0.05 + 16)} ${f(bar * 0.32)}l-16 ${f(bar * 0.18)}l16 ${f(bar * 0.18)}" stroke="#0a7cff" stroke-width="6" fill="none" stroke-linecap="round"/>
<circle cx="${f(w / 2)}" cy="${f(bar * 0.42)}" r="${f(bar * 0.24)}" fill="#c9ced6"/><rect x="${f(w / 2 - w * 0.06)}" y="${f(bar * 0.72)}" width="${f(w * 0.12)}" height="${f(bar * 0.1)}" rx="${f(bar * 0.05)}" fill="#c9ced6"/>
${photoTile(p, pad, pad * 1.6, '#0a7cff')}`,
  };
};

/** The app's icons (heart, comment, bookmark, share), white with a soft shadow, no counts. */
function icons(x: number, y: number, s: number, gap: number): string {
  const at = (i: number, d: string) =>
    `<g transform="translate(${f(x)} ${f(y + i * gap)}) scale(${f(s / 24)})"><path d="${d}" fill="#000" fill-opacity="0.25" transform="translate(0.8 1)"/><path d="${d}" fill="#ffffff"/></g>`;
  return [
    at(
      0,
      'M12 21l-1.5-1.3C5 15 2 12.2 2 8.6 2 5.7 4.3 3.5 7.1 3.5c1.9 0 3.7.9 4.9 2.4 1.2-1.5 3-2.4 4.9-2.4C19.7 3.5 22 5.7 22 8.6c0 3.6-3 6.4-8.5 11.1z',
    ),
    at(1, 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z'),
    at(2, 'M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z'),
    at(3, 'M14 4l8 7-8 7v-4.5C8 13.5 4.5 15.5 2 20c.8-6.3 4.6-11 12-12z'),
  ].join('');
}

/**
 * A short-video frame: a bedroom dresser under a ring light, the room soft; over it the app's
 * progress bar, the icon column on the right (beside the product, above the caption) and a dark
 * foot behind the caption.
 */
const video: SceneFn = (p) => {
  const { w, h, base, pal, product, hints } = p;
  const m = moodLight(p.look.mood);
  const r = rng(p.seed + 7);
  const wall = m.night ? mix(pal.bg, '#2a2440', 0.55) : mix(pal.bg, '#6b5a66', 0.25);
  const ringR = Math.max(product.w, product.h) * 0.62;
  const cx = product.x + product.w / 2;
  const cy = product.y + product.h * 0.45;
  const s = Math.round(w * 0.075);
  const gap = Math.round(s * 1.9);
  const lowText = hints.avoid.filter((a) => a.y > product.y + product.h * 0.4).map((a) => a.y);
  const iconBottom = Math.min(product.y + product.h, ...lowText) - s * 0.6;
  const iy = Math.max(product.y, iconBottom - gap * 3 - s);
  const ix = w - Math.round(w * 0.04) - s;
  return {
    back: `<defs>${lin('vw', [lighten(wall, 0.06), darken(wall, 0.2)])}${glow('ring', '#fff7ee', 0.55, 0.5)}</defs><rect width="${w}" height="${h}" fill="url(#vw)"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(ringR * 1.5)}" fill="url(#ring)"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(ringR)}" fill="none" stroke="#fffaf0" stroke-opacity="0.5" stroke-width="${f(w * 0.02)}"/>
${bokeh(r, 7, { x: 0, y: 0, w, h: base.y }, w * 0.035, m.night ? '#ffcf86' : '#ffffff', 0.4)}`,
    front: `${tableTop(p, '#8f6a4e', '#5e4330')}<defs>${linStops('vf', [
      [0, '#000', 0],
      [1, '#000', 0.62],
    ])}</defs><rect y="${f(h * 0.55)}" width="${w}" height="${f(h * 0.45)}" fill="url(#vf)"/>
<rect x="${f(w * 0.04)}" y="${f(h * 0.018)}" width="${f(w * 0.92)}" height="6" rx="3" fill="#ffffff" fill-opacity="0.35"/><rect x="${f(w * 0.04)}" y="${f(h * 0.018)}" width="${f(w * 0.36)}" height="6" rx="3" fill="#ffffff"/>
${icons(ix, iy, s, gap)}`,
  };
};

/** A notes page: warm white paper, a hairline under the header, the product pasted in as a rounded photo. */
const notes: SceneFn = (p) => {
  const { w, h } = p;
  const pad = Math.round(Math.max(18, p.product.w * 0.08));
  return {
    front: `<rect width="${w}" height="${h}" fill="#fbfaf6"/><rect y="${f(Math.min(h * 0.045, 70))}" width="${w}" height="2" fill="#ece7dc"/>${photoTile(p, pad, 28)}`,
  };
};

export const SCREEN_SCENES = { chat, video, notes };

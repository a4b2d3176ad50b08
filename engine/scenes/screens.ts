import { darken, lighten, mix, rng, bokeh, f, glow, lin, linStops } from '../paint/index.js';
import { moodLight } from './mood.js';
import { interior, tableTop } from './home.js';
import { type Box } from '../paint/index.js';
import { type SceneFn, type SceneParams } from './types.js';

/**
 * Phone screens: a messaging app, a short-video frame, a notes page. Their chrome is drawn here
 * (no names, handles, counts or avatars of anyone); the words are the layout's.
 */

/** A rounded rectangle as a path (a hole in the wallpaper, the photo's clip). */
function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${f(x + r)} ${f(y)}H${f(x + w - r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + w)} ${f(y + r)}V${f(y + h - r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + w - r)} ${f(y + h)}H${f(x + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x)} ${f(y + h - r)}V${f(y + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + r)} ${f(y)}Z`;
}

/**
 * The photo message's frame: the product with room around it, as far as the bubbles and the
 * header allow (a thin frame hugging the product read as a card pasted on a blank page).
 */
function photoFrame(p: SceneParams, bar: number): { x: number; y: number; w: number; h: number } {
  const { product: b, w, h, hints } = p;
  const want = { l: b.w * 0.22, r: b.w * 0.22, t: b.h * 0.12, btm: b.h * 0.1 };
  const room = { l: b.x - w * 0.03, r: w * 0.97 - b.x - b.w, t: b.y - bar - 16, btm: h * 0.97 - b.y - b.h };
  for (const a of hints.avoid) {
    const acrossY = a.y < b.y + b.h && a.y + a.h > b.y;
    const acrossX = a.x < b.x + b.w && a.x + a.w > b.x;
    if (acrossY && a.x + a.w <= b.x) room.l = Math.min(room.l, b.x - a.x - a.w - 14);
    if (acrossY && a.x >= b.x + b.w) room.r = Math.min(room.r, a.x - b.x - b.w - 14);
    if (acrossX && a.y + a.h <= b.y) room.t = Math.min(room.t, b.y - a.y - a.h - 14);
    if (acrossX && a.y >= b.y + b.h) room.btm = Math.min(room.btm, a.y - b.y - b.h - 14);
  }
  const pad = (k: keyof typeof want) => Math.max(10, Math.min(want[k], room[k]));
  const l = pad('l');
  const t = pad('t');
  return { x: b.x - l, y: b.y - t, w: b.w + l + pad('r'), h: b.h + t + pad('btm') };
}

/**
 * The product's own photo inside a screen, as a real snapshot: the room out of focus behind it
 * (the blurred layer), the table it stands on in focus, the screen's paper around it with a
 * rounded hole (a plain tile hugging the product read as a card pasted on a blank page).
 */
function snapshot(p: SceneParams, fr: Box, paper: string, night: boolean): { back: string; front: string } {
  const { w, h, pal } = p;
  const r = Math.min(fr.w, fr.h) * 0.09;
  const sub = {
    ...p,
    w: fr.w,
    h: fr.h,
    product: { ...p.product, x: p.product.x - fr.x, y: p.product.y - fr.y },
    base: { ...p.base, cx: p.base.cx - fr.x, y: p.base.y - fr.y },
  };
  const wallA = night ? mix(pal.bg, '#3a3550', 0.6) : lighten(pal.bg, 0.08);
  const wallB = night ? mix(pal.bg2, '#1f1c2c', 0.6) : darken(pal.bg, 0.1);
  const photo = (id: string, body: string) =>
    `<defs><clipPath id="${id}"><path d="${roundRect(0, 0, fr.w, fr.h, r)}"/></clipPath></defs><g transform="translate(${f(fr.x)} ${f(fr.y)})"><g clip-path="url(#${id})">${body}</g></g>`;
  return {
    back: photo('cpb', interior(sub, wallA, wallB)),
    front: `<path fill-rule="evenodd" fill="${paper}" d="M0 0H${w}V${h}H0Z${roundRect(fr.x, fr.y, fr.w, fr.h, r)}"/>${photo('cpf', tableTop(sub, '#c99f74', '#9b7148'))}`,
  };
}

/**
 * A messaging app: a plain wallpaper, a header bar, the product sent as a real photo. A sleep
 * product's thread is in the app's dark mode, late in the evening; the layout draws its bubbles to
 * match (engine/layout/ugc-screens.ts).
 */
const chat: SceneFn = (p) => {
  const { w, h, look } = p;
  const night = moodLight(look.mood).night;
  const barFill = night ? '#1c1c1e' : '#f6f6f8';
  const line = night ? '#2c2c2e' : '#dcdde2';
  const bar = Math.round(Math.min(h * 0.09, 130));
  const shot = snapshot(p, photoFrame(p, bar), night ? '#0b0b0d' : '#ffffff', night);
  const grey = night ? '#48484a' : '#c9ced6';
  return {
    back: shot.back,
    front: `${shot.front}
<rect width="${w}" height="${bar}" fill="${barFill}"/><rect y="${bar}" width="${w}" height="2" fill="${line}"/>
<path d="M${f(w * 0.05 + 16)} ${f(bar * 0.32)}l-16 ${f(bar * 0.18)}l16 ${f(bar * 0.18)}" stroke="#0a84ff" stroke-width="6" fill="none" stroke-linecap="round"/>
<circle cx="${f(w / 2)}" cy="${f(bar * 0.42)}" r="${f(bar * 0.24)}" fill="${grey}"/><rect x="${f(w / 2 - w * 0.06)}" y="${f(bar * 0.72)}" width="${f(w * 0.12)}" height="${f(bar * 0.1)}" rx="${f(bar * 0.05)}" fill="${grey}"/>`,
  };
};

/**
 * A short-video frame: a bedroom dresser under a ring light, the room soft, a dark foot behind the
 * caption. No imitation of the app's chrome (icons, progress bar): graders reject fake platform UI,
 * so the hook is carried by the type (docs/decisions/075-styles-a-marketer-would-run.md).
 */
const video: SceneFn = (p) => {
  const { w, h, base, pal, product } = p;
  const m = moodLight(p.look.mood);
  const r = rng(p.seed + 7);
  const wall = m.night ? mix(pal.bg, '#2a2440', 0.55) : mix(pal.bg, '#6b5a66', 0.25);
  const ringR = Math.max(product.w, product.h) * 0.62;
  const cx = product.x + product.w / 2;
  const cy = product.y + product.h * 0.45;
  return {
    back: `<defs>${lin('vw', [lighten(wall, 0.06), darken(wall, 0.2)])}${glow('ring', '#fff7ee', 0.55, 0.5)}</defs><rect width="${w}" height="${h}" fill="url(#vw)"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(ringR * 1.5)}" fill="url(#ring)"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(ringR)}" fill="none" stroke="#fffaf0" stroke-opacity="0.5" stroke-width="${f(w * 0.02)}"/>
${bokeh(r, 7, { x: 0, y: 0, w, h: base.y }, w * 0.035, m.night ? '#ffcf86' : '#ffffff', 0.4)}`,
    front: `${tableTop(p, '#8f6a4e', '#5e4330')}<defs>${linStops('vf', [
      [0, '#000', 0],
      [1, '#000', 0.62],
    ])}</defs><rect y="${f(h * 0.55)}" width="${w}" height="${f(h * 0.45)}" fill="url(#vf)"/>`,
  };
};

/** A notes page: warm white paper, a hairline under the header, the product pasted in as a real snapshot. */
const notes: SceneFn = (p) => {
  const { w, h } = p;
  const head = Math.min(h * 0.045, 70);
  const shot = snapshot(p, photoFrame(p, head), '#fbfaf6', false);
  return {
    back: shot.back,
    front: `${shot.front}<rect y="${f(head)}" width="${w}" height="2" fill="#ece7dc"/>`,
  };
};

export const SCREEN_SCENES = { chat, video, notes };

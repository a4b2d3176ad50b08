import { darken, lighten, mix, rng, bokeh, f, glow, lin, linStops } from '../paint/index.js';
import { keyLight } from './helpers.js';
import { marbleClouds, marbleVeins } from './marble.js';
import { moodLight } from './mood.js';
import { type SceneFn } from './types.js';

/** Photoshoot sets, part 2: marble, golden hour, water, the seamless sweep. */

/**
 * Close-up on polished marble: veined slab with a gloss, out-of-focus highlights behind. Grey
 * veined marble (a pale one read as the linen of Flat Lay and the walls of the light sets;
 * docs/decisions/079-styles-that-are-different-ideas.md), pale marble behind a dark product so it
 * never sinks into the set.
 */
export const marble: SceneFn = (p) => {
  const { w, h, pal, base } = p;
  const r = rng(p.seed + 3);
  const nero = !p.look.dark;
  // The slab's front edge: a deep one, so the marble reads as marble in every size.
  const top = Math.max(base.y - Math.max(20, h * 0.02), h * 0.55);
  const pale = mix('#f4efe6', pal.accent, 0.12);
  // A mid-grey veined stone: near-black read as Studio Sweep's low-key set.
  const stone = mix('#5b5856', pal.bg2, 0.18);
  const wall = nero ? lighten(stone, 0.06) : mix(pal.bg, '#ffffff', 0.25);
  const slab = nero
    ? [lighten(stone, 0.12), stone, darken(stone, 0.2)]
    : [lighten(pal.bg, 0.4), pal.bg, darken(pal.bg, 0.08)];
  const greyVein = mix(darken(pal.bg2, 0.45), p.look.body, 0.3);
  const backBox = { x: 0, y: 0, w, h: top };
  const slabBox = { x: 0, y: top, w, h: h - top };
  // The wall is the marble seen best (the product stands against it): bold veins. On the grey slab,
  // where white copy stands, the veins are mostly darker than the stone so the copy keeps 4.5:1.
  const wallVeins = nero
    ? marbleVeins(r, { box: backBox, n: 6, color: pale, alpha: 0.75, width: 3.2 })
    : marbleVeins(r, { box: backBox, n: 6, color: greyVein, alpha: 0.5, width: 2.6 });
  const slabVeins = nero
    ? marbleVeins(r, { box: slabBox, n: 5, color: darken(stone, 0.45), alpha: 0.55, width: 2.6 }) +
      marbleVeins(r, { box: slabBox, n: 3, color: pale, alpha: 0.22, width: 1.6 })
    : marbleVeins(r, { box: slabBox, n: 5, color: greyVein, alpha: 0.35, width: 2.2 });
  // The copy stands on polished stone clear of veins and highlights (a clip with a hole where the
  // copy is): veins crossing the lines forced backing panels and left white sublines low in contrast.
  const hole = clearing(p);
  const clip = (id: string) =>
    hole ? `<clipPath id="${id}"><path clip-rule="evenodd" d="M0 0H${w}V${h}H0Z${hole.d}"/></clipPath>` : '';
  const veined = (svg: string, id: string) => (hole ? `<g clip-path="url(#${id})">${svg}</g>` : svg);
  // The copy's stone lies in the key light's shade (grey marble) or its sheen (pale marble): even
  // ground for the type, soft-edged once the back is blurred.
  const calm = hole ? shade(hole, nero ? darken(stone, 0.35) : '#ffffff') : '';
  const clouds = (box: typeof backBox, id: string, a: number) =>
    nero
      ? marbleClouds(r, box, lighten(stone, 0.3), darken(stone, 0.35), id, a)
      : marbleClouds(r, box, '#ffffff', darken(pal.bg, 0.12), id, a);
  return {
    back: `<defs>${lin('mw', [wall, mix(wall, pal.bg2, nero ? 0.08 : 0.3)])}${clip('mclb')}</defs><rect width="${w}" height="${h}" fill="url(#mw)"/>${veined(clouds(backBox, 'mcw', 0.4), 'mclb')}${veined(wallVeins, 'mclb')}${keyLight(p)}${veined(bokeh(r, 7, { x: 0, y: 0, w, h: top * 0.8 }, w * 0.05, '#ffffff', nero ? 0.18 : 0.3), 'mclb')}${calm}`,
    front: `<defs>${lin('ms', slab)}${clip('mclf')}</defs><rect y="${f(top)}" width="${w}" height="${f(h - top)}" fill="url(#ms)"/>${veined(clouds(slabBox, 'mcs', 0.3), 'mclf')}${veined(slabVeins, 'mclf')}
<rect y="${f(top)}" width="${w}" height="4" fill="${nero ? '#c9a55a' : pal.accent}" fill-opacity="0.7"/>`,
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
  const sunX = base.cx - p.light.dir * w * 0.12;
  const sunY = Math.max(h * 0.1, Math.min(base.y - h * 0.2, p.product.y + p.product.h * 0.3));
  const ledge = base.y;
  const [top, mid, low] = m.sky;
  const hills = `<path d="M0 ${f(ledge - h * 0.05)}Q${f(w * 0.25)} ${f(ledge - h * 0.12)} ${f(w * 0.5)} ${f(ledge - h * 0.06)}T${w} ${f(ledge - h * 0.08)}V${f(ledge + 4)}H0Z" fill="${darken(low, 0.45)}" fill-opacity="0.7"/>`;
  const flare = [0.35, 0.55, 0.8]
    .map(
      (t, i) =>
        `<circle cx="${f(sunX + (base.cx - sunX) * t * 2 + w * 0.1)}" cy="${f(sunY + (ledge - sunY) * t * 0.8)}" r="${f(w * (0.03 + i * 0.02))}" fill="${m.sun}" fill-opacity="${(0.18 - i * 0.04).toFixed(2)}"/>`,
    )
    .join('');
  const stone = m.night ? '#6d5a6e' : '#c9a27a';
  return {
    back: `<defs>${linStops('sky', [
      [0, top],
      [Math.max(0.1, (sunY / h) * 0.9), mid],
      [Math.min(0.95, ledge / h), low],
    ])}${glow('sun', m.sun, 1, 0.2)}${glow('haze', m.sun, 0.55)}</defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(w * 0.55)}" fill="url(#haze)"/><circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(w * 0.16)}" fill="url(#sun)"/>
${hills}${bokeh(r, 6, { x: 0, y: ledge - h * 0.15, w, h: h * 0.1 }, w * 0.03, m.sun, 0.5)}`,
    front: `<defs>${lin('ld', [lighten(stone, 0.1), darken(stone, 0.25)])}</defs>${flare}<rect y="${f(ledge)}" width="${w}" height="${f(h - ledge)}" fill="url(#ld)"/><rect y="${f(ledge)}" width="${w}" height="4" fill="${m.sun}" fill-opacity="0.6"/>`,
  };
};

/** Shallow clear water: rings around the product's base, caustic light on the backdrop. */
export const water: SceneFn = (p) => {
  const { w, h, base } = p;
  const night = moodLight(p.look.mood).night;
  // Deep blue water at night for a sleep product.
  // Water is water-coloured: aqua by day, deep blue at night, tinted a little by the palette.
  const pal = night
    ? { ...p.pal, bg: mix(p.pal.bg, '#243a6b', 0.6), bg2: mix(p.pal.bg2, '#13244a', 0.65) }
    : { ...p.pal, bg: mix(p.pal.bg, '#bfe9f2', 0.6), bg2: mix(p.pal.bg2, '#3fa6c0', 0.65) };
  const r = rng(p.seed + 11);
  const surface = base.y - Math.max(16, base.width * 0.05);
  const caustics = Array.from({ length: 10 }, () => {
    const y = r() * surface;
    return `<path d="M-20 ${f(y)}Q${f(w * 0.25)} ${f(y - 30)} ${f(w * 0.5)} ${f(y)}T${f(w + 20)} ${f(y)}" stroke="#ffffff" stroke-opacity="${(0.08 + r() * 0.1).toFixed(2)}" stroke-width="${f(6 + r() * 10)}" fill="none"/>`;
  }).join('');
  const rings = Array.from(
    { length: 5 },
    (_, i) =>
      `<ellipse cx="${f(base.cx)}" cy="${f(base.y + 2)}" rx="${f(base.width * (0.62 + i * 0.38))}" ry="${f(base.width * (0.08 + i * 0.05))}" fill="none" stroke="#ffffff" stroke-opacity="${(0.5 - i * 0.08).toFixed(2)}" stroke-width="${f(3.5 - i * 0.4)}"/>`,
  ).join('');
  return {
    back: `<defs>${lin('wb', [lighten(pal.bg, 0.25), pal.bg, pal.bg2])}</defs><rect width="${w}" height="${h}" fill="url(#wb)"/>${caustics}${keyLight(p)}`,
    front: `<defs>${lin('wf', [lighten(pal.bg2, 0.25), darken(pal.bg2, 0.15)])}</defs><rect y="${f(surface)}" width="${w}" height="${f(h - surface)}" fill="url(#wf)" fill-opacity="0.85"/><rect y="${f(surface)}" width="${w}" height="3" fill="#ffffff" fill-opacity="0.6"/>${rings}`,
  };
};

/** Seamless paper sweep: the wall curving into the floor, a soft key light, nothing else. */
export const sweep: SceneFn = (p) => {
  const { w, h, pal, base } = p;
  const horizon = base.y - Math.min(h * 0.12, base.width * 0.4);
  return {
    back: `<defs>${linStops('sw', [
      [0, lighten(pal.bg, 0.18)],
      [Math.max(0.05, horizon / h - 0.02), pal.bg],
      [Math.min(0.98, horizon / h + 0.08), darken(pal.bg, 0.07)],
      [1, lighten(pal.bg, 0.08)],
    ])}${glow('pool', '#ffffff', 0.55, 0.4)}</defs>
<rect width="${w}" height="${h}" fill="url(#sw)"/>${keyLight(p)}
<ellipse cx="${f(base.cx)}" cy="${f(base.y)}" rx="${f(base.width * 2.2)}" ry="${f(base.width * 0.5)}" fill="url(#pool)"/>`,
  };
};

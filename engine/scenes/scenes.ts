import { type SceneKind } from '../../contract/style-types.js';
import { darken, lighten, mix, rng, circlePath, f, glow, grid, lin } from '../paint/index.js';
import { type Scene, type SceneFn, type SceneParams } from './types.js';
import { HOME_SCENES } from './home.js';
import { PHOTO_SCENES } from './photo.js';

/** Flat colour with a gentle light falloff: a graphic backdrop that still reads as lit. */
const solid: SceneFn = ({ w, h, pal, base }) => ({
  back: `<defs>${glow('sl', lighten(pal.bg, 0.35), 0.9, 0.5)}</defs>
<rect width="${w}" height="${h}" fill="${pal.bg}"/><ellipse cx="${f(base.cx)}" cy="${f(base.y - base.width * 0.6)}" rx="${f(w * 0.75)}" ry="${f(h * 0.55)}" fill="url(#sl)"/>`,
});

const gradient: SceneFn = ({ w, h, pal, variant, base }) => ({
  back: `<defs>${lin('g', [lighten(pal.bg, 0.1), pal.bg, pal.bg2], variant % 2 ? 1 : 0.35, 1)}${glow('gl', lighten(pal.bg2, 0.55), 0.75)}${glow('gb', '#ffffff', 0.35)}</defs>
<rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${f(w * (variant % 2 ? 0.15 : 0.88))}" cy="${f(h * 0.12)}" r="${f(w * 0.6)}" fill="url(#gl)"/>
<ellipse cx="${f(base.cx)}" cy="${f(base.y - base.width * 0.5)}" rx="${f(base.width * 1.2)}" ry="${f(base.width * 1.1)}" fill="url(#gb)"/>`,
});

const spotlight: SceneFn = ({ w, h, pal, base }) => {
  const floorY = Math.min(h, base.y + 4);
  return {
    back: `<defs>${lin('sw', [darken(pal.bg, 0.06), pal.bg])}${glow('sp', lighten(pal.bg2, 0.4), 1, 0.5)}${lin('sf', [darken(pal.bg, 0.08), darken(pal.bg, 0.18)])}</defs>
<rect width="${w}" height="${h}" fill="url(#sw)"/><rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="url(#sf)"/>
<ellipse cx="${f(base.cx)}" cy="${f(base.y - base.width * 0.45)}" rx="${f(w * 0.6)}" ry="${f(Math.min(h * 0.5, base.width * 2.4))}" fill="url(#sp)"/>
<ellipse cx="${f(base.cx)}" cy="${f(floorY + 6)}" rx="${f(base.width * 1.6)}" ry="${f(base.width * 0.22)}" fill="url(#sp)" opacity="0.8"/>`,
  };
};

/** Halftone poster backdrop: big soft blobs and a dot screen, drawn crisp. */
const dots: SceneFn = ({ w, h, pal, seed }) => {
  const r = rng(seed + 7);
  const blobs = Array.from(
    { length: 3 },
    () =>
      `<circle cx="${f(r() * w)}" cy="${f(r() * h)}" r="${f(w * (0.2 + r() * 0.2))}" fill="${pal.bg2}" fill-opacity="0.5"/>`,
  ).join('');
  return {
    front: `<rect width="${w}" height="${h}" fill="${pal.bg}"/>${blobs}<path d="${grid(w, h, 34, 34, (x, y) => circlePath(x + 6, y + 6, 3))}" fill="${pal.accent}" fill-opacity="0.13"/>`,
  };
};

/** Before/after: a muted part and the brand-coloured part, divided where the layout says. */
const split: SceneFn = ({ w, h, pal, hints }) => {
  const portrait = h > w * 1.1;
  const y = hints.splitY ?? splitY(w, h);
  const x = hints.splitX ?? w / 2;
  const grey = '#d6d5d2';
  return {
    front: portrait
      ? `<defs>${lin('sa', [lighten(pal.bg, 0.2), pal.bg, pal.bg2])}</defs><rect width="${w}" height="${f(y)}" fill="${grey}"/><rect y="${f(y)}" width="${w}" height="${f(h - y)}" fill="url(#sa)"/><rect y="${f(y - 3)}" width="${w}" height="6" fill="#ffffff"/>`
      : `<defs>${lin('sa', [lighten(pal.bg, 0.2), pal.bg, pal.bg2])}</defs><rect width="${f(x)}" height="${h}" fill="${grey}"/><rect x="${f(x)}" width="${f(w - x)}" height="${h}" fill="url(#sa)"/><rect x="${f(x - 3)}" width="6" height="${h}" fill="#ffffff"/>`,
  };
};

/**
 * Behind a framed photo (a product that could not be cut out): a wash of the style's colours
 * over the buyer's own photo, blurred (engine/compose.ts draws the blur); never a scene built
 * for a cut-out product.
 */
const framed: SceneFn = ({ w, h, pal }) => ({
  back: `<defs>${lin('fw', [pal.bg, mix(pal.bg, pal.bg2, 0.5)])}</defs><rect width="${w}" height="${h}" fill="url(#fw)" fill-opacity="0.72"/>`,
});

export const SCENES: Record<SceneKind | 'framed', SceneFn> = {
  solid,
  gradient,
  spotlight,
  dots,
  split,
  framed,
  ...PHOTO_SCENES,
  ...HOME_SCENES,
};

export function drawScene(kind: SceneKind | 'framed', p: SceneParams): Scene {
  return SCENES[kind](p);
}

/** Where the before/after layout divides a portrait canvas. */
export function splitY(w: number, h: number): number {
  return Math.round(h > w * 1.5 ? h * 0.42 : h * 0.4);
}

import { type StyleDefinition, type StylePalette } from '../../contract/style-types.js';
import { contrast, darken, deltaE, ensureContrast, inkOn, lighten, mix } from '../paint/index.js';
import { FONT_FACES, type FontSpec, type FontWeight } from '../text/index.js';
import { type RenderParams } from '../../contract/render-params.js';
import { blockAccent, blueprint, type ProductLook, sceneWalls, sweepPaper } from '../scenes/index.js';
import { accentApart, tonePalette } from './tones.js';

/** A style's palette and faces after an edit's colours, shade, font class and weight. */

/** Scenes whose ground is the palette's own two colours, with nothing else behind the product. */
const PLAIN_GROUNDS = new Set(['gradient', 'spotlight', 'solid', 'colour-block']);

/** The style's colours for this product (its tone in the product's mood), before an edit's changes. */
export function basePalette(style: StyleDefinition, look: ProductLook): StylePalette {
  const pal = style.palette.tone
    ? tonePalette(style.palette.tone, look, style.palette, PLAIN_GROUNDS.has(style.scene))
    : { ...style.palette };
  if (style.scene === 'diagram') pal.accent = accentApart(pal.accent, look, (c) => blueprint({ accent: c }));
  // Colour Block's block in a colour-blocking colour apart from the label's, not the label's own
  // (Brand Colour Split's field; engine/scenes/photo.ts).
  if (style.scene === 'colour-block') pal.accent = blockAccent(look);
  // Studio Sweep's paper in a light tint of the pack's own colour (engine/scenes/photo-sets.ts).
  if (style.scene === 'sweep') {
    const s = sweepPaper(look);
    Object.assign(pal, { bg: s.wall, bg2: s.floor, ink: s.ink, accent: s.accent, accentInk: inkOn(s.accent) });
    Object.assign(pal, { panel: '#ffffff', panelInk: s.ink });
  }
  const walls = sceneWalls(style.scene, look, pal);
  return walls.length ? { ...pal, accent: buttonOn(pal.accent, walls) } : pal;
}

export function resolvePalette(style: StyleDefinition, look: ProductLook, params: RenderParams): StylePalette {
  const brand = look.brand;
  let pal = basePalette(style, look);
  if (pal.fromProduct && !pal.tone) {
    pal = {
      ...pal,
      accent: brand,
      bg: lighten(brand, 0.86),
      bg2: lighten(brand, 0.62),
      ink: ensureContrast(darken(brand, 0.55), lighten(brand, 0.86), 7),
    };
  }
  if (params.bg) {
    const bg = params.bg;
    pal = {
      ...pal,
      bg,
      bg2: params.bg2 ?? mix(bg, inkOn(bg) === '#111111' ? '#000000' : '#ffffff', 0.22),
      ink: inkOn(bg),
    };
    if (Math.abs(hue(pal.accent) - hue(bg)) < 25)
      pal.accent = inkOn(bg) === '#111111' ? darken(bg, 0.55) : lighten(bg, 0.75);
  } else if (params.bg2) {
    pal = { ...pal, bg2: params.bg2 };
  }
  if (params.accent) pal.accent = params.accent;
  if (params.shade) {
    const t = Math.min(0.8, Math.abs(params.shade) * 0.3);
    const f = params.shade > 0 ? darken : lighten;
    pal = { ...pal, bg: f(pal.bg, t), bg2: f(pal.bg2, t) };
    if (params.shade > 0 && inkOn(pal.bg) === '#ffffff') pal.ink = ensureContrast(lighten(pal.ink, 0.9), pal.bg);
  }
  // Button text is 30-36 px, so it needs 4.5:1: a mid-tone accent that reaches that with neither
  // black nor white is moved a little darker (or lighter) until it does.
  const want = params.ctaInk ?? pal.accentInk;
  if (contrast(want, pal.accent) < 4.6) {
    const other = inkOn(pal.accent);
    if (contrast(other, pal.accent) >= 4.6 && !params.ctaInk) pal.accentInk = other;
    else pal.accent = ensureContrast(pal.accent, want, 4.6);
  }
  if (params.ctaInk) pal.accentInk = params.ctaInk;
  return pal;
}

/**
 * A button that stands out from the walls its set paints, not only from its own label
 * (docs/decisions/111-scenes-from-the-product.md): a purple pill on purple tiles or a brown one on
 * a brown shelf read as part of the wall. Below 3:1 against any of them, or a colour within ΔE 30,
 * the button becomes a lighter or darker shade of itself, or near-white or near-black: the first
 * that stands out from all of them, else the one that stands out most.
 */
export function buttonOn(accent: string, walls: string | string[]): string {
  const list = typeof walls === 'string' ? [walls] : walls;
  const worst = (c: string) => Math.min(...list.map((w) => contrast(c, w)));
  const apart = (c: string) => worst(c) >= 3 && list.every((w) => deltaE(c, w) >= 30);
  const options = [
    accent,
    // 4.5:1, not just over 3: a slate-grey pill at 3.2:1 on a dark felt board read as weak
    // (docs/decisions/145-grounds-and-sets-for-the-product.md).
    ensureContrast(accent, list[0], 4.5),
    lighten(accent, 0.7),
    darken(accent, 0.6),
    '#fbf8f2',
    '#1b1b1b',
  ];
  return options.find(apart) ?? options.reduce((a, b) => (worst(b) > worst(a) ? b : a));
}

function hue(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const r = (n >> 16) & 255,
    g = (n >> 8) & 255,
    b = n & 255;
  const max = Math.max(r, g, b),
    min = Math.min(r, g, b);
  if (max === min) return -999;
  const d = max - min;
  const hh = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (hh * 60 + 360) % 360;
}

/** The face each font class means for a headline, and for body text where the class has a text face. */
const CLASS: Record<NonNullable<RenderParams['fontClass']>, { headline: FontSpec; body?: FontSpec }> = {
  serif: { headline: { family: 'Playfair Display', weight: 700 } },
  sans: { headline: { family: 'Inter', weight: 800 }, body: { family: 'Inter', weight: 600 } },
  display: { headline: { family: 'DM Serif Display', weight: 400 } },
  handwritten: { headline: { family: 'Caveat', weight: 700 } },
  modern: { headline: { family: 'Montserrat', weight: 900 }, body: { family: 'Montserrat', weight: 600 } },
  condensed: { headline: { family: 'Bebas Neue', weight: 400 } },
};

/** Steps along the weights the family ships (a family with one weight stays as it is). */
export function stepWeight(f: FontSpec, steps: number): FontSpec {
  const weights = [
    ...new Set(FONT_FACES.filter((x) => x.name === f.family && x.style === (f.style ?? 'normal')).map((x) => x.weight)),
  ].sort((a, b) => a - b);
  if (!weights.length || !steps) return f;
  let i = weights.indexOf(f.weight);
  if (i < 0)
    i = weights.reduce((bi, wv, j) => (Math.abs(wv - f.weight) < Math.abs(weights[bi] - f.weight) ? j : bi), 0);
  return { ...f, weight: weights[Math.max(0, Math.min(weights.length - 1, i + steps))] as FontWeight };
}

export function resolveFonts(
  style: StyleDefinition,
  params: RenderParams,
): { headline: FontSpec; body: FontSpec; accent: FontSpec; label: FontSpec } {
  const cls = params.fontClass ? CLASS[params.fontClass] : undefined;
  const w = params.weight ?? 0;
  const headline = stepWeight(cls?.headline ?? style.fonts.headline, w);
  const body = stepWeight(cls?.body ?? style.fonts.body, Math.sign(w));
  const accent = style.fonts.accent;
  const label =
    body.family === 'Montserrat'
      ? { family: 'Montserrat' as const, weight: 800 as const }
      : { family: 'Inter' as const, weight: 800 as const };
  return { headline, body: body.family === 'Caveat' ? { family: 'Inter', weight: 600 } : body, accent, label };
}

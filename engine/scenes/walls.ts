import { contrast, darken, deltaE, hexToRgb, lighten, luminance, mix } from '../paint/index.js';
import { type StylePalette } from '../../contract/style-types.js';
import { type Mood, type ProductLook } from './types.js';

/**
 * The colour a set paints behind the product and the copy, chosen for the product
 * (docs/decisions/111-scenes-from-the-product.md): from the purpose's family of colours, the one
 * the product's own colours stand out on most. A purple jar on purple tiles, a pale bottle on a
 * pale wall and an orange tub on rust read as one shape on a phone; the button is then kept
 * apart from the same wall (engine/render/style.ts).
 */

/** What the backdrop must stand apart from: the product's outline colour, else its body's. */
const outline = (look: ProductLook): string => look.edge ?? look.body;

/** Glazed tile colours a bathroom or kitchen really has, each with the purposes it suits. */
const GLAZES: Array<{ c: string; moods: Mood[] }> = [
  { c: '#1f5a5e', moods: ['calm', 'aqua', 'fresh'] },
  { c: '#27365c', moods: ['calm'] },
  { c: '#2f5a43', moods: ['fresh', 'neutral'] },
  { c: '#7f927b', moods: ['fresh', 'neutral', 'soft'] },
  { c: '#a8593d', moods: ['energy', 'neutral'] },
  { c: '#c68f2c', moods: ['energy'] },
  { c: '#393c43', moods: ['calm', 'energy', 'neutral'] },
  { c: '#c48f8a', moods: ['soft'] },
  { c: '#4f7ba6', moods: ['aqua', 'calm'] },
  { c: '#e6dccb', moods: ['soft', 'neutral', 'fresh', 'aqua', 'energy'] },
];

/** The rating's gold stars stand on the same wall: an olive or ochre wall swallowed them. */
const STAR = '#f5a623';

/**
 * How far a wall sets the product apart: the colour difference (ΔE) to its body, the colour its
 * outline mostly shows, with credit for a light step and for the purpose's fit, and a penalty for a
 * wall in the label's own colour or the stars' gold.
 */
function wallScore(wall: string, look: ProductLook, moods: Mood[]): number {
  const apart = Math.min(deltaE(wall, look.body), deltaE(wall, outline(look)) + 10, 60);
  const step = contrast(wall, outline(look)) >= 1.8 || contrast(wall, look.body) >= 2.5 ? 14 : 0;
  const fit = moods.includes(look.mood) ? 20 : 0;
  const label = deltaE(wall, look.brand) < 20 ? -12 : 0;
  const star = deltaE(wall, STAR) < 30 ? -15 : 0;
  return apart + step + fit + label + star;
}

/** The tile glaze for the shelf: the best-scoring glaze (ties keep the list's order). */
export function shelfGlaze(look: ProductLook): string {
  let best = GLAZES[0].c;
  let score = -Infinity;
  for (const g of GLAZES) {
    const s = wallScore(g.c, look, g.moods);
    if (s > score + 0.01) {
      best = g.c;
      score = s;
    }
  }
  return best;
}

/**
 * A product that reads pale (a white tub, a cream bottle): its body is light and so is its
 * outline (an amber dropper with a white label is not pale at its edge).
 */
export function paleProduct(look: ProductLook): boolean {
  return !look.dark && luminance(hexToRgb(look.body)) > 0.45 && luminance(hexToRgb(outline(look))) > 0.25;
}

/**
 * Whether leaves belong beside the product: a plant-based brief (greens, a root, herbs, fruit,
 * mint) or a calm, fresh or beauty purpose. Leaves beside a whey tub or a pre-workout read as
 * off-theme (docs/ad-quality.md); those stand on stone in morning sun instead.
 */
export function leafy(look: ProductLook): boolean {
  if (look.notes.some((n) => n === 'greens' || n === 'root' || n === 'mint' || n === 'berry' || n === 'citrus'))
    return true;
  return look.mood !== 'energy' && look.mood !== 'aqua';
}

/** The mid tone of the botanical set behind the copy and the product. */
export function botanicalWall(look: ProductLook, pal: StylePalette): string {
  if (!leafy(look)) return paleProduct(look) ? '#5b646d' : '#d9cdb8';
  return paleProduct(look) ? '#46663d' : mix(pal.bg, '#dfead0', 0.5);
}

/** The Morning Snapshot's wall, the palette's light colour, for the button's check. */
export function counterWall(pal: StylePalette): string {
  return lighten(pal.bg, 0.14);
}

/** An evening's shade over a wall, as the set lays it (helpers.ts `dusk`, home.ts's room). */
const dusked = (wall: string, look: ProductLook) => (look.mood === 'calm' ? mix(wall, '#16183a', 0.3) : wall);

/**
 * The colours a scene paints where the copy and the button may stand, where they are not the
 * palette's own background: the wall as lit (an evening shade for a calm product) and the shelf's
 * or counter's front below the product, where a 4:5 button may fall.
 */
export function sceneWalls(kind: string, look: ProductLook, pal: StylePalette): string[] {
  if (kind === 'shelf') {
    const glaze = shelfGlaze(look);
    return [dusked(glaze, look), look.form === 'powder' || look.form === 'liquid' ? '#b88a5b' : darken(glaze, 0.2)];
  }
  if (kind === 'botanical') return [botanicalWall(look, pal)];
  if (kind === 'counter') return [dusked(counterWall(pal), look)];
  return [];
}

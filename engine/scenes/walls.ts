import {
  contrast,
  darken,
  deltaE,
  hexToRgb,
  hueGap,
  hueOf,
  lighten,
  luminance,
  mix,
  saturation,
} from '../paint/index.js';
import { type StylePalette } from '../../contract/style-types.js';
import { foliageFor } from './foliage.js';
import { marbleStone } from './marble.js';
import { moodLight } from './mood.js';
import { goldenSky, outline, paleProduct } from './pale.js';
import { type Mood, type ProductLook } from './types.js';

/**
 * The colour a set paints behind the product and the copy, chosen for the product
 * (docs/decisions/111-scenes-from-the-product.md): from the purpose's family of colours, the one
 * the product's own colours stand out on most. A purple jar on purple tiles, a pale bottle on a
 * pale wall and an orange tub on rust read as one shape on a phone; the button is then kept
 * apart from the same wall (engine/render/style.ts).
 */

/**
 * Glazed tile colours a bathroom really has, each with the purposes it suits: pale glazes, and
 * mid ones (luminance 0.3 to 0.45) a white product stands out on, where the dark copy still reads
 * at 5.4:1 or more with no panel behind it. Deep glazes (teal, navy, rust) put white panels behind
 * the copy and read busy (docs/decisions/156-bright-snapshot-and-a-clean-shelf.md).
 */
const GLAZES: Array<{ c: string; moods: Mood[] }> = [
  { c: '#d7e6e3', moods: ['calm', 'aqua', 'fresh'] },
  { c: '#d6dfea', moods: ['calm', 'aqua'] },
  { c: '#dfe7d6', moods: ['fresh', 'neutral', 'soft'] },
  // No cream or pale ochre for energy: behind a pre-workout or whey tub the cream tiles were Phone
  // Photo's warm living-room wall ("clone of Phone Photo", s18 grading); its glazes are the mid
  // blue, then terracotta.
  { c: '#f0e4d3', moods: ['neutral', 'soft'] },
  { c: '#f2d9cf', moods: ['soft'] },
  { c: '#f0dcae', moods: [] },
  { c: '#8fb3ae', moods: ['calm', 'aqua', 'fresh'] },
  { c: '#97a9c4', moods: ['calm', 'aqua'] },
  { c: '#a9b595', moods: ['fresh', 'neutral'] },
  // A clear mid blue for energy where an ochre glaze stood: it read as "muddy mustard tiles" and
  // swallowed the rating's gold (docs/decisions/184-scenes-for-the-product.md).
  { c: '#9cb8d0', moods: ['energy', 'aqua'] },
  { c: '#c99a82', moods: ['energy', 'neutral', 'soft'] },
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
  // An ochre glaze (ΔE 33 from the gold, 1.2:1) passed the old ΔE 30 test and won behind a purple
  // jar: its stars read "nearly invisible (~1.1:1)" (docs/decisions/170-scenes-chosen-for-the-product.md).
  const star = deltaE(wall, STAR) < 40 ? -25 : 0;
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
 * Whether a phone screen's page is in the app's dark mode: a sleep product's late-evening thread,
 * and a pale product, whose white cap and shaded white body washed into the white page
 * (docs/decisions/136-deeper-grounds-behind-pale-products.md); the deeper ground is the screen's own.
 */
export function darkScreen(look: ProductLook): boolean {
  return moodLight(look.mood).night || paleProduct(look);
}

/**
 * Notes App's page: the app's light page, a deeper cream behind a pale product whose white cap was
 * lost on it. Not the dark mode: Chat Bubbles already goes dark behind pale and sleep products, and
 * a dark notes page read as its clone and less like the real app (s14 grading, decision 145).
 */
export function notesPaper(look: ProductLook): string {
  // A step deeper than '#f0e7cf': that cream was Minimal Clean's pale set behind the same white pack
  // (ads:lint near-clone 2~27 on white on white, s18).
  return paleProduct(look) ? '#ece0c2' : '#fbfaf6';
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

/** A label or body in a saturated green (a green lid): a green field swallowed it. */
function greenProduct(look: ProductLook): boolean {
  return [look.brand, look.body, outline(look)].some((c) => {
    const [r, g, b] = hexToRgb(c);
    return g > r * 1.15 && g > b && Math.max(r, g, b) - Math.min(r, g, b) > 50;
  });
}

/**
 * The mid tone of the botanical set behind the copy and the product: a pale green field among
 * leaves, sea glass behind kelp, warm stone behind eucalyptus or behind a green product (its
 * lid sank into the green; the plants around it stay green), deep green, sea, earth or slate
 * behind a pale one.
 */
export function botanicalWall(look: ProductLook, pal: StylePalette): string {
  const marine = look.notes.includes('marine');
  const bright = look.mood === 'energy' || look.mood === 'aqua';
  // Sport, energy and hydration in bright morning light, a sunlit lime-white among citrus leaves,
  // also behind a pale pack with a coloured outline (a blue pouch round a white label) that stands
  // out by its hue: a deep forest set read as "leafy scene off-purpose for electrolytes" (s20
  // grading, docs/decisions/216-scenes-that-fit-the-product.md).
  const hued = saturation(hexToRgb(outline(look))) >= 0.35;
  if (bright && !marine && !greenProduct(look) && (!paleProduct(look) || hued)) return mix(pal.bg, '#f3f4c6', 0.75);
  // A white jar with a green lid: deep slate, which neither the white nor the green sinks into and
  // the leaves read on (deep earth read as "muddy brown backdrop, leaves barely visible").
  if (paleProduct(look))
    return marine ? '#2e4f57' : greenProduct(look) ? '#34495c' : leafy(look) ? '#46663d' : '#5b646d';
  // Sea water lit from above behind kelp, not a pale grey-green that read as a leafy wall (the kelp
  // as "leaves off-theme for fish oil"); a blush behind red fruit for a fruit flavour
  // (docs/decisions/184-scenes-for-the-product.md).
  if (marine) return mix(pal.bg, '#a6d3d6', 0.75);
  if (foliageFor(look) === 'fruit') return mix(pal.bg, '#f1d3c9', 0.7);
  if (!leafy(look) || greenProduct(look)) return mix('#e3d9c6', pal.bg, 0.3);
  // Leaf green more than the purpose's tint: half and half, a lavender sleep tint paled to the grey
  // of Studio Podium's set behind the same centred stack (ads:lint's near-clone check,
  // docs/decisions/147-split-luxe-and-clone-pairs.md).
  return mix(pal.bg, '#d3e4c2', 0.68);
}

/**
 * Luxe Night's lit field for a daytime purpose: a burnt orange, a deep sea teal, a forest green,
 * and a second one for a label in the first one's hue (an orange tub on burnt orange).
 */
const LUXE_DAY: Partial<Record<Mood, [string, string]>> = {
  energy: ['#7a3414', '#14505e'],
  aqua: ['#0f5566', '#33561f'],
  fresh: ['#1e5433', '#22455c'],
};

/** A saturated colour of the product within 30 degrees of hue of the field. */
function sameHue(field: string, look: ProductLook): boolean {
  const a = hueOf(field)!;
  return [look.brand, look.body, outline(look)].some((c) => {
    const b = hueOf(c);
    return b !== undefined && hueGap(a, b) < 30;
  });
}

/**
 * Luxe Night's field for a sports, energy or hydration product: its purpose's colour lit, where a
 * night-black or dark brown set read as a night mood for a caffeine or electrolyte product
 * (docs/decisions/120-marble-plants-and-sets-by-purpose.md); a step lighter behind a dark product
 * (a black jar sank into dark brown). Undefined for the night set.
 */
export function luxeField(look: ProductLook): string | undefined {
  const pair = LUXE_DAY[look.mood];
  if (!pair) return undefined;
  const c = sameHue(pair[0], look) ? pair[1] : pair[0];
  return look.dark || luminance(hexToRgb(outline(look))) < 0.06 ? lighten(c, 0.16) : c;
}

/** FAQ's bedside: its warm wall and the headboard's fabric (pale linen behind a deep product, slate velvet behind the rest). */
export function bedsideWalls(look: ProductLook, pal: StylePalette): { wall: string; fabric: string } {
  const deepProduct = look.dark || luminance(hexToRgb(look.body)) < 0.22;
  return {
    wall: mix(pal.bg, '#d8cbb8', 0.6),
    fabric: deepProduct ? mix('#e9e1d4', pal.bg, 0.15) : mix('#33405a', darken(pal.bg, 0.6), 0.2),
  };
}

/** Light fields a split's product side may take instead of the palette's, each far in hue from an orange, amber or red pack. */
const SPLIT_APART = ['#cddcee', '#cfe6de', '#e2d6ec'];

/**
 * The product side of Before & After's split: the palette's second colour, unless the product
 * wears that hue (an orange tub on an amber field, docs/grades/s12b-pair-*.tsv), then a pale blue, sea
 * green or lilac the product stands apart from. Undefined when the palette's colour keeps it apart.
 */
export function splitApart(look: ProductLook, pal: StylePalette): string | undefined {
  const swallows = (c: string) => hueOf(c) !== undefined && sameHue(c, look);
  if (!swallows(pal.bg2) && !swallows(mix(pal.bg2, pal.accent, 0.4))) return undefined;
  // The pale fields' hue, read on a saturated version of them: blue 212°, sea green 160°, lilac 275°.
  return SPLIT_APART.find((_, i) => !sameHue(['#2f6fbf', '#2f9f7c', '#7f4fbf'][i], look));
}

/** The desk's cork pinboard: its frame and its cork. */
const CORK = { frame: '#c49a6c', board: '#d8b286' };
/** A felt pinboard in deep slate, for a product that wears the cork's own tones. */
const FELT = { frame: '#2b3542', board: '#3f4d60' };

/**
 * Handwritten Note's pinboard: cork, unless the product's body or outline is in the cork's tones (a
 * kraft pouch on cork read as one brown shape, docs/grades/s12b-pair-*.tsv), then a slate felt board.
 */
export function deskBoard(look: ProductLook): { frame: string; board: string } {
  const sinks = [look.body, outline(look)].some(
    (c) => deltaE(c, CORK.board) < 28 || (contrast(c, CORK.board) < 1.35 && deltaE(c, CORK.board) < 40),
  );
  return sinks ? FELT : CORK;
}

/**
 * The Morning Snapshot's wall, the palette's light colour, for the button's check
 * (docs/decisions/156-bright-snapshot-and-a-clean-shelf.md).
 */
export function counterWall(pal: StylePalette): string {
  return lighten(pal.bg, 0.14);
}

/**
 * Whether the snapshot's counter is an evening one: the brief says so (a sleep product's look says
 * evening unless its brief says morning), or a calm product's brief does not say morning
 * (docs/decisions/224-ugc-photos-that-read-as-photos.md).
 */
export function eveningCounter(look: ProductLook): boolean {
  return look.when === 'evening' || (moodLight(look.mood).night && look.when !== 'morning');
}

/** The evening counter's wall under the dusk's shade (engine/scenes/home.ts), where the button may stand. */
const DUSK = '#2b2440';

/**
 * The colours a scene paints where the copy and the button may stand, where they are not the
 * palette's own background: the wall as lit and the shelf's front below the product, where a 4:5
 * button may fall.
 */
export function sceneWalls(kind: string, look: ProductLook, pal: StylePalette): string[] {
  if (kind === 'shelf') {
    // The tiles as lit, in the shade under the shelf, and the shelf's white stone edge.
    const glaze = shelfGlaze(look);
    return [lighten(glaze, 0.1), darken(glaze, 0.2), '#e6e2db'];
  }
  if (kind === 'botanical') return [botanicalWall(look, pal)];
  if (kind === 'counter')
    return eveningCounter(look)
      ? [counterWall(pal), mix(counterWall(pal), DUSK, 0.5), mix(counterWall(pal), DUSK, 0.3)]
      : [counterWall(pal)];
  if (kind === 'marble') return [...marbleStone(look).wall];
  if (kind === 'plinth') {
    // The rim of light behind the product reaches the button on a short canvas.
    const day = luxeField(look);
    return day ? [day, lighten(day, 0.3)] : [];
  }
  if (kind === 'bedside') {
    // The lamp's glow lightens the wall around the button.
    const b = bedsideWalls(look, pal);
    return [b.wall, lighten(b.wall, 0.3), b.fabric];
  }
  // A phone screen's page (screens.ts): a navy or brown button on the dark-mode thread read as a hole.
  if (kind === 'chat') return [darkScreen(look) ? '#0b0b0d' : '#ffffff'];
  if (kind === 'notes') return [notesPaper(look)];
  // The button stands on the sky (its middle and low stops); a green pill on a dusk sky read at 1.6:1.
  if (kind === 'golden') return goldenSky(look).slice(1);
  // The button stands on the pinboard, which spans the copy's column in every size: a brown button
  // on cork or a dark one on the slate felt read as a hole (docs/grades/s12b-pair-*.tsv).
  if (kind === 'desk') return [deskBoard(look).board];
  return [];
}

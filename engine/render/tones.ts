import { type PaletteTone, type StylePalette } from '../../contract/style-types.js';
import {
  contrast,
  darken,
  deltaE,
  ensureContrast,
  hexToRgb,
  inkOn,
  lighten,
  luminance,
  mix,
  saturation,
} from '../paint/index.js';
import { groundBehind, type Mood, type ProductLook } from '../scenes/index.js';

/**
 * The colours a product's purpose asks for (docs/decisions/050-a-distinct-idea-per-style.md): calm and dark for sleep and
 * stress, warm and bright for energy and training, fresh greens for gut and greens, aqua for
 * hydration, soft rose for beauty, warm neutrals for the rest. Each style's tone picks from its
 * mood's family; the product's own label colour is the accent where it reads.
 */
type Family = {
  light: string;
  light2: string;
  deep: string;
  deep2: string;
  vivid: string;
  accent: string;
  ink: string;
};

export const MOOD_FAMILIES: Record<Mood, Family> = {
  calm: {
    light: '#e6e4f0',
    light2: '#c1bcd9',
    deep: '#12162c',
    deep2: '#2b3263',
    vivid: '#4a4996',
    accent: '#3b3a7a',
    ink: '#1b1a33',
  },
  energy: {
    light: '#fff0d6',
    light2: '#ffc46e',
    deep: '#1c1207',
    deep2: '#4d2c0a',
    vivid: '#ff6f1f',
    accent: '#d9381e',
    ink: '#2a1606',
  },
  fresh: {
    light: '#e8f2e1',
    light2: '#b3d6a2',
    deep: '#0f2216',
    deep2: '#25492f',
    vivid: '#3f9f4f',
    accent: '#1d6a39',
    ink: '#132b19',
  },
  aqua: {
    light: '#e2f3f7',
    light2: '#a3d8e4',
    deep: '#0a2430',
    deep2: '#17485a',
    vivid: '#1b9fc0',
    accent: '#0b6682',
    ink: '#0b2630',
  },
  soft: {
    light: '#fbe9ee',
    light2: '#f0bfcc',
    deep: '#2a1219',
    deep2: '#5b2b3a',
    vivid: '#e8688c',
    accent: '#a8325a',
    ink: '#35141f',
  },
  neutral: {
    light: '#f3ece2',
    light2: '#d9c7ad',
    deep: '#17140f',
    deep2: '#3c3328',
    vivid: '#d1823a',
    accent: '#74492a',
    ink: '#2a2118',
  },
};

/** The label's colour as an accent when it is a real colour that reads on the backdrop, else the mood's. */
function accentFor(look: ProductLook, fam: Family, bg: string): string {
  const b = hexToRgb(look.brand);
  const usable = saturation(b) >= 0.35 && luminance(b) > 0.02;
  const base = usable ? look.brand : fam.accent;
  return ensureContrast(base, bg, 3);
}

/**
 * A second saturated field per mood, for a product that wears the first one's colour (docs/decisions/098-worst-styles-and-near-clones.md):
 * an orange tub on an orange poster, a purple jar on a purple one, sank into the field.
 */
const VIVID_ALT: Record<Mood, string> = {
  calm: '#155e5b',
  energy: '#ffd21f',
  fresh: '#e0e43a',
  aqua: '#2b59c3',
  soft: '#ff7a59',
  neutral: '#1d6b63',
};

function hueOf(hex: string): number | undefined {
  const [r, g, b] = hexToRgb(hex);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (!d) return undefined;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

/** Whether a field would swallow a colour of the product: a hue within 28 degrees of a coloured one (orange on yellow still reads), too little light between it and a neutral one. */
function clashes(field: string, colour: string): boolean {
  const c = hexToRgb(colour);
  const a = hueOf(field);
  const b = hueOf(colour);
  if (saturation(c) >= 0.3 && a !== undefined && b !== undefined) {
    const d = Math.abs(a - b) % 360;
    return Math.min(d, 360 - d) < 28;
  }
  return contrast(field, colour) < 1.6;
}

/** A third poster field every mood may take when the product wears both of its own. */
const POSTER_COBALT = '#2b59c3';

/**
 * The poster's field: the mood's vivid colour unless the product wears it, then the mood's second
 * vivid colour, a cobalt, then its deep or light colour, whichever the product's label, body and
 * outline stand out on.
 */
function posterField(look: ProductLook, fam: Family): string {
  // A cobalt before the deep colour, and the outline checked too: a black jar with a gold lid and a
  // red label sank into the deep brown left after orange and yellow (docs/decisions/136-deeper-grounds-behind-pale-products.md).
  const options = [fam.vivid, VIVID_ALT[look.mood], POSTER_COBALT, fam.deep, fam.light];
  const own = [look.brand, look.body, look.edge ?? look.body];
  return options.find((c) => own.every((p) => !clashes(c, p))) ?? (look.dark ? fam.light : fam.deep);
}

/**
 * A field made from the label's accent (Ingredient Call-outs' blueprint) sinks a product of the same
 * hue: a brown bottle, a copper dropper or a kraft pouch on deep brown (docs/grades/s11-A.tsv). Then
 * the accent is the mood's, else a blueprint blue, else a teal or a plum: the first whose deep shade
 * (`deepOf`) neither the body nor the outline sinks into.
 */
export function accentApart(accent: string, look: ProductLook, deepOf: (c: string) => string): string {
  // The pack sinks where its body or outline shares the field's hue and is about as dark: a deep
  // shade of the label's own colour behind a white bottle or a pale pink box stands apart and keeps
  // the brand, where a hue test on the label alone sent every saturated label to a royal blue that
  // graders read as "off-brand, clashes with the pink" (docs/decisions/225-comparison-and-call-outs-read-on-a-phone.md).
  // A body of its hue at 4.5:1 and not 3: an orange bottle at 3.7:1 on deep brown read as "swallowed", and a
  // pale pack's cap or lid in a mid tone of the label's colour (a green lid) "melted into the
  // dark-green backdrop" a plain deep shade of it (s22 grading,
  // docs/decisions/226-call-outs-field-and-snap-caption-apart.md).
  const lid = !look.dark && contrast(look.brand, '#ffffff') < 4.5;
  const sinks = (c: string) => {
    const deep = deepOf(c);
    const body = clashes(deep, look.body) && contrast(deep, look.body) < 4.5;
    const edge = look.edge !== undefined && clashes(deep, look.edge) && contrast(deep, look.edge) < 3;
    return body || edge || (lid && clashes(deep, look.brand) && deltaE(deep, look.brand) < 32);
  };
  if (!sinks(accent)) return accent;
  const options = [MOOD_FAMILIES[look.mood].accent, '#2b59c3', '#1d6b63', '#7a2f66'];
  return options.find((c) => !sinks(c)) ?? accent;
}

/**
 * `plain`: the palette's colours are the whole ground (a gradient, a spotlight, a flat field), so a
 * pale product's light ground goes deeper in the family's hue (engine/scenes/pale.ts): a white jar's
 * cap faded into pastel rose (docs/decisions/145-grounds-and-sets-for-the-product.md).
 */
export function tonePalette(tone: PaletteTone, look: ProductLook, base: StylePalette, plain = false): StylePalette {
  const fam = MOOD_FAMILIES[look.mood];
  const light = (bg0: string, bg20: string): StylePalette => {
    // Toward the family's vivid colour dusted with its deep one: toward the vivid alone a white
    // jar's rose ground read as candy pink.
    const toward = mix(fam.vivid, fam.deep2, 0.3);
    const bg = plain ? groundBehind(bg0, look, toward) : bg0;
    const bg2 = plain ? groundBehind(bg20, look, toward, 2.1) : bg20;
    return {
      ...base,
      bg,
      bg2,
      ink: ensureContrast(fam.ink, bg, 7),
      accent: accentFor(look, fam, bg),
      accentInk: '#ffffff',
      panel: '#ffffff',
      panelInk: fam.ink,
    };
  };
  switch (tone) {
    case 'light':
      return light(fam.light, fam.light2);
    case 'pastel':
      return light(mix(fam.light, '#ffffff', 0.45), mix(fam.light2, '#ffffff', 0.35));
    case 'natural': {
      // Wood, stone and linen: warm by day, cooled by dusk for a sleep product.
      const dusk = look.mood === 'calm';
      return light(
        mix(fam.light, dusk ? '#dcdbe6' : '#efe6d8', 0.55),
        mix(fam.light2, dusk ? '#a9a6bf' : '#c9ae8a', 0.45),
      );
    }
    case 'brand': {
      const brand = look.brand;
      const bg = lighten(brand, 0.86);
      const bg2 = lighten(brand, 0.62);
      return {
        ...light(bg, bg2),
        // Near-black in the label's hue, 8:1 on the deeper second colour too: a thin serif headline
        // in a mid olive on beige read as low contrast at 7:1 (docs/decisions/145-grounds-and-sets-for-the-product.md).
        ink: ensureContrast(darken(brand, 0.7), bg2, 8),
        accent: ensureContrast(brand, bg, 3),
      };
    }
    case 'dark': {
      const gold = look.mood === 'calm' ? '#cbb7ff' : '#d8ad45';
      return {
        ...base,
        bg: fam.deep,
        bg2: fam.deep2,
        ink: '#f6f0e4',
        accent: gold,
        accentInk: inkOn(gold),
        panel: lighten(fam.deep, 0.08),
        panelInk: '#f6f0e4',
      };
    }
    case 'vivid': {
      const bg = posterField(look, fam);
      const ink = inkOn(bg);
      const accent = ink === '#ffffff' ? '#ffffff' : '#111111';
      return {
        ...base,
        bg,
        bg2: darken(bg, 0.28),
        ink,
        accent: contrast(accent, bg) >= 3 ? accent : inkOn(bg),
        accentInk: inkOn(accent),
        panel: '#ffffff',
        panelInk: fam.ink,
      };
    }
  }
}

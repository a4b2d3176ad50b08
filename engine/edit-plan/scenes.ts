import { type View } from './view.js';

/**
 * Scenes a buyer may ask for ("put it on a beach"), each with the background colour closest
 * to it, which the embedded engine offers instead. Folded words, English, German, French, Spanish.
 */
const SCENES: Record<string, string | undefined> = {
  beach: 'sand',
  beaches: 'sand',
  playa: 'sand',
  strand: 'sand',
  plage: 'sand',
  sand: 'sand',
  desert: 'sand',
  dunes: 'sand',
  kitchen: 'cream',
  counter: 'cream',
  countertop: 'cream',
  kuche: 'cream',
  cocina: 'cream',
  cuisine: 'cream',
  cafe: 'cream',
  breakfast: 'cream',
  gym: 'charcoal',
  fitness: 'charcoal',
  studio: undefined,
  office: 'light grey',
  desk: 'light grey',
  workspace: 'light grey',
  forest: 'forest',
  woods: 'forest',
  jungle: 'forest',
  wald: 'forest',
  bosque: 'forest',
  foret: 'forest',
  garden: 'sage',
  park: 'sage',
  meadow: 'sage',
  field: 'sage',
  garten: 'sage',
  jardin: 'sage',
  grass: 'sage',
  leaves: 'sage',
  plants: 'sage',
  flowers: 'blush',
  petals: 'blush',
  herbs: 'sage',
  botanicals: 'sage',
  moss: 'sage',
  ocean: 'ocean blue',
  sea: 'ocean blue',
  meer: 'ocean blue',
  mar: 'ocean blue',
  mer: 'ocean blue',
  lake: 'ocean blue',
  river: 'ocean blue',
  pool: 'sky blue',
  water: 'sky blue',
  waves: 'ocean blue',
  splash: 'sky blue',
  underwater: 'ocean blue',
  waterfall: 'ocean blue',
  ice: 'ice blue',
  snow: 'ice blue',
  mountains: 'slate',
  mountain: 'slate',
  sky: 'sky blue',
  clouds: 'sky blue',
  cloud: 'sky blue',
  sunset: 'peach',
  sunrise: 'peach',
  sun: 'butter',
  sunlight: 'butter',
  city: 'slate',
  street: 'slate',
  rooftop: 'slate',
  marble: 'off white',
  wood: 'camel',
  wooden: 'camel',
  table: 'camel',
  shelf: 'camel',
  bathroom: 'off white',
  bedroom: 'linen',
  bed: 'linen',
  sofa: 'linen',
  couch: 'linen',
  window: 'off white',
  windowsill: 'off white',
  rocks: 'stone',
  rock: 'stone',
  stones: 'stone',
  pebbles: 'stone',
  podium: undefined,
  pedestal: undefined,
  fruit: 'peach',
  fruits: 'peach',
  lemons: 'lemon',
  oranges: 'orange',
  berries: 'berry',
  strawberries: 'red',
  candles: 'champagne',
  christmas: 'forest',
  halloween: 'orange',
  autumn: 'rust',
  fall: 'rust',
  winter: 'ice blue',
  summer: 'butter',
  space: 'midnight',
  galaxy: 'midnight',
  night: 'midnight',
  outdoors: 'sage',
  outdoor: 'sage',
  outside: 'sage',
  nature: 'sage',
  tropical: 'jade',
  palm: 'jade',
  palms: 'jade',
  yoga: 'sage',
  mat: 'sage',
  spa: 'mint',
  bokeh: undefined,
  props: undefined,
  background: undefined,
};

/** Scene words that are also colours or moods: a scene only after "in/on/at/into" ("in a forest"). */
const DUAL = new Set([
  'sand',
  'forest',
  'ocean',
  'snow',
  'nature',
  'spa',
  'night',
  'ice',
  'summer',
  'winter',
  'autumn',
  'fall',
  'space',
  'water',
  'stone',
  'background',
]);

const PREPOSITIONS = new Set(['in', 'on', 'at', 'to', 'with']);

/** Words that make a scene word part of a colour's name: "ocean blue", "deep ocean", "lighter sand". */
const COLOUR_AFTER = new Set(
  'blue green beige brown grey gray white teal turquoise tone tones colour color colored coloured shade blau grun braun bleu vert azul verde'.split(
    ' ',
  ),
);
const SHADE_BEFORE = new Set(
  'deep dark darker light lighter pale soft rich bright warm cool muted dusty tief dunkel hell profond profundo clair claro fonce oscuro'.split(
    ' ',
  ),
);

/** The scene a clause asks for, if any: the scene word and the colour offered instead. */
/** English scene words that are everyday words elsewhere (Spanish "sea" = "be"). */
const FALSE_FRIENDS: Record<string, Set<string>> = {
  es: new Set(['sea', 'mat', 'fall']),
  fr: new Set(['sea', 'fall', 'mat']),
  de: new Set(['sea', 'fall', 'mat', 'bad']),
};

export function sceneOf(
  v: View,
  rawWords: string[],
  lang = 'en',
): { word: string; colour: string | undefined } | undefined {
  for (let k = 0; k < rawWords.length; k++) {
    const w = rawWords[k];
    if (!(w in SCENES) || w === 'background' || FALSE_FRIENDS[lang]?.has(w)) continue;
    // "ocean blue", "vert forêt", "verde bosque": a colour's name, not a place.
    if (COLOUR_AFTER.has(rawWords[k + 1] ?? '') || COLOUR_AFTER.has(rawWords[k - 1] ?? '')) continue;
    if (DUAL.has(w)) {
      // "deep ocean", "a lighter sand": a shade, not a place.
      if (SHADE_BEFORE.has(rawWords[k - 1] ?? '')) continue;
      const before = rawWords.slice(Math.max(0, k - 3), k);
      const foreign = lang === 'en' ? [] : ['en', 'sur', 'dans', 'a', 'al'];
      if (!before.some((b) => PREPOSITIONS.has(b) || ['into', 'onto', 'auf', 'im', ...foreign].includes(b))) continue;
      if (before.includes('to') && !before.some((b) => ['a', 'an', 'the'].includes(b))) continue;
    }
    return { word: w, colour: SCENES[w] };
  }
  if (v.has('scene') && v.verb && v.verb !== 'keep') return { word: 'a new scene', colour: undefined };
  return undefined;
}

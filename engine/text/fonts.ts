import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The typefaces the renderer ships with. All come from @fontsource npm packages as .woff, one file
 * per Unicode subset, loaded from node_modules, never the network.
 *
 * Every style's face is backed by a fallback face for the scripts it lacks (docs/decisions/
 * 018-fonts-measured-from-their-files.md): per character, the first face of the family list that
 * has a glyph draws it; `familyStack()` gives that list (engine/text/coverage.ts), by which HarfBuzz
 * both measures and draws each line (engine/text/draw.ts).
 */
export type FontFamily = 'Inter' | 'Montserrat' | 'Playfair Display' | 'DM Serif Display' | 'Bebas Neue' | 'Caveat';
export type FontWeight = 400 | 500 | 600 | 700 | 800 | 900;
export type FontSpec = { family: FontFamily; weight: FontWeight; style?: 'normal' | 'italic' };

type Subset = 'latin' | 'latin-ext' | 'vietnamese' | 'cyrillic' | 'cyrillic-ext' | 'greek' | 'greek-ext';
type Cut = { weight: FontWeight; style: 'normal' | 'italic' };
type FamilyFiles = { pkg: string; subsets: Subset[]; cuts: Cut[] };

const n = (...weights: FontWeight[]): Cut[] => weights.map((weight) => ({ weight, style: 'normal' }));
const i = (...weights: FontWeight[]): Cut[] => weights.map((weight) => ({ weight, style: 'italic' }));
const ALL: Subset[] = ['latin', 'latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext'];

/** The styles' faces, with every subset their package has. */
const PRIMARY: Record<FontFamily, FamilyFiles> = {
  Inter: { pkg: 'inter', subsets: ALL, cuts: n(400, 600, 700, 800, 900) },
  Montserrat: {
    pkg: 'montserrat',
    subsets: ['latin', 'latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext'],
    cuts: n(600, 700, 800, 900),
  },
  'Playfair Display': {
    pkg: 'playfair-display',
    subsets: ['latin', 'latin-ext', 'vietnamese', 'cyrillic'],
    cuts: [...n(400, 700, 900), ...i(400)],
  },
  'DM Serif Display': { pkg: 'dm-serif-display', subsets: ['latin', 'latin-ext'], cuts: [...n(400), ...i(400)] },
  'Bebas Neue': { pkg: 'bebas-neue', subsets: ['latin', 'latin-ext'], cuts: n(400) },
  Caveat: { pkg: 'caveat', subsets: ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext'], cuts: n(400, 700) },
};

type FallbackFamily = 'Noto Serif Display' | 'Fira Sans Extra Condensed' | 'Playpen Sans';

/** Faces that only stand in for scripts a style's face lacks; only those subsets are loaded. */
const FALLBACK: Record<FallbackFamily, FamilyFiles> = {
  // High-contrast display serif, the nearest match for Playfair and DM Serif Display.
  'Noto Serif Display': {
    pkg: 'noto-serif-display',
    subsets: ['latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext'],
    cuts: [...n(400, 700), ...i(400)],
  },
  // Condensed and bold like Bebas Neue, with Cyrillic, Greek and Vietnamese; its Latin draws the
  // lowercase of a unit ("mg", "µg") that Bebas Neue has only as capitals.
  'Fira Sans Extra Condensed': {
    pkg: 'fira-sans-extra-condensed',
    subsets: ['latin', 'latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext'],
    cuts: n(700),
  },
  // Informal handwriting-like sans for the Greek and Vietnamese that Caveat lacks.
  'Playpen Sans': { pkg: 'playpen-sans', subsets: ['latin-ext', 'vietnamese', 'greek'], cuts: n(600) },
};

/** Which face stands in for each style face; Inter (every subset) comes last in every stack. */
const FALLBACK_OF: Record<FontFamily, FallbackFamily | undefined> = {
  Inter: undefined,
  Montserrat: undefined,
  'Playfair Display': 'Noto Serif Display',
  'DM Serif Display': 'Noto Serif Display',
  'Bebas Neue': 'Fira Sans Extra Condensed',
  Caveat: 'Playpen Sans',
};

/** One font file of the registry; `name` is unique per family and subset. */
export type FontFace = {
  name: string;
  family: FontFamily | FallbackFamily;
  subset: Subset;
  weight: FontWeight;
  style: 'normal' | 'italic';
  pkg: string;
  file: string;
};

/** The Latin subset keeps the bare family name, so `fontFamily: 'Inter'` still finds it. */
function faceName(family: string, subset: Subset, primary: boolean): string {
  return primary && subset === 'latin' ? family : `${family} ${subset}`;
}

function facesOf(family: FontFamily | FallbackFamily, files: FamilyFiles, primary: boolean): FontFace[] {
  return files.subsets.flatMap((subset) =>
    files.cuts.map((cut) => ({
      name: faceName(family, subset, primary),
      family,
      subset,
      weight: cut.weight,
      style: cut.style,
      pkg: files.pkg,
      file: `${files.pkg}-${subset}-${cut.weight}-${cut.style}.woff`,
    })),
  );
}

export const FONT_FACES: FontFace[] = [
  ...Object.entries(PRIMARY).flatMap(([family, files]) => facesOf(family as FontFamily, files, true)),
  ...Object.entries(FALLBACK).flatMap(([family, files]) => facesOf(family as FallbackFamily, files, false)),
];

/** Every distinct face name, in load order (the last-resort fallback order after a stack). */
export const FACE_NAMES: string[] = [...new Set(FONT_FACES.map((f) => f.name))];

/**
 * The font-family list for text in `font`: the style's face (every subset), its stand-in face,
 * then Inter. Per character, the first that has a glyph draws it (engine/text/coverage.ts).
 */
export function familyStack(family: FontFamily): string[] {
  const names = (f: string, files: FamilyFiles, primary: boolean) => files.subsets.map((s) => faceName(f, s, primary));
  const fallback = FALLBACK_OF[family];
  const stack = [
    ...names(family, PRIMARY[family], true),
    ...(fallback ? names(fallback, FALLBACK[fallback], false) : []),
    ...names('Inter', PRIMARY.Inter, true),
  ];
  return [...new Set(stack)];
}

const require = createRequire(import.meta.url);

export function fontPath(pkg: string, file: string): string {
  const root = dirname(require.resolve(`@fontsource/${pkg}/package.json`));
  return join(root, 'files', file);
}

/** Each package's subset ranges, so a face is parsed only when a character may be in it. */
export function subsetRanges(pkg: string): Record<string, string> {
  return JSON.parse(
    readFileSync(join(dirname(require.resolve(`@fontsource/${pkg}/package.json`)), 'unicode.json'), 'utf8'),
  ) as Record<string, string>;
}

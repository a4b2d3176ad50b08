import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The typefaces the renderer ships with. All come from @fontsource npm packages as .woff
 * (satori cannot read .woff2) and are loaded from node_modules, never the network.
 */
export type FontFamily = 'Inter' | 'Montserrat' | 'Playfair Display' | 'DM Serif Display' | 'Bebas Neue' | 'Caveat';
export type FontWeight = 400 | 500 | 600 | 700 | 800 | 900;
export type FontSpec = { family: FontFamily; weight: FontWeight; style?: 'normal' | 'italic' };

export const FONT_FILES: Array<FontSpec & { pkg: string; file: string }> = [
  { family: 'Inter', weight: 400, pkg: 'inter', file: 'inter-latin-400-normal.woff' },
  { family: 'Inter', weight: 600, pkg: 'inter', file: 'inter-latin-600-normal.woff' },
  { family: 'Inter', weight: 800, pkg: 'inter', file: 'inter-latin-800-normal.woff' },
  { family: 'Montserrat', weight: 600, pkg: 'montserrat', file: 'montserrat-latin-600-normal.woff' },
  { family: 'Montserrat', weight: 800, pkg: 'montserrat', file: 'montserrat-latin-800-normal.woff' },
  { family: 'Montserrat', weight: 900, pkg: 'montserrat', file: 'montserrat-latin-900-normal.woff' },
  { family: 'Playfair Display', weight: 700, pkg: 'playfair-display', file: 'playfair-display-latin-700-normal.woff' },
  { family: 'Playfair Display', weight: 400, style: 'italic', pkg: 'playfair-display', file: 'playfair-display-latin-400-italic.woff' },
  { family: 'DM Serif Display', weight: 400, pkg: 'dm-serif-display', file: 'dm-serif-display-latin-400-normal.woff' },
  { family: 'Bebas Neue', weight: 400, pkg: 'bebas-neue', file: 'bebas-neue-latin-400-normal.woff' },
  { family: 'Caveat', weight: 700, pkg: 'caveat', file: 'caveat-latin-700-normal.woff' },
];

const require = createRequire(import.meta.url);

export function fontPath(pkg: string, file: string): string {
  const root = dirname(require.resolve(`@fontsource/${pkg}/package.json`));
  return join(root, 'files', file);
}

export type LoadedFont = { name: FontFamily; data: Buffer; weight: FontWeight; style: 'normal' | 'italic' };
let loaded: LoadedFont[] | undefined;

/** Font buffers are read once per process: satori re-parses nothing we can avoid. */
export function loadFonts(): LoadedFont[] {
  loaded ??= FONT_FILES.map((f) => ({
    name: f.family,
    data: readFileSync(fontPath(f.pkg, f.file)),
    weight: f.weight,
    style: f.style ?? 'normal',
  }));
  return loaded;
}

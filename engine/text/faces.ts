import { readFileSync } from 'node:fs';
import type * as HarfBuzz from 'harfbuzzjs';
import { charMap } from './cmap.js';
import { type FontFace, FONT_FACES, fontPath } from './fonts.js';
import { woffToSfnt } from './woff.js';

/**
 * The shipped font files opened in HarfBuzz, the one font engine of the renderer
 * (docs/decisions/038-one-text-engine.md): an opened face gives the shaped advances a line is
 * fitted with, its vertical metrics, and the glyph outlines it is drawn with (cached as SVG paths
 * per face, so the text layer is plain paths that resvg draws without loading a font;
 * docs/decisions/013-renderer-passes-and-glyph-paths.md). A face file is opened the first time a character needs it.
 */
export type Face = {
  /** The face's family name in the stack ('Inter latin-ext' for a non-Latin subset). */
  name: string;
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  font: HarfBuzz.Font;
  upem: number;
  ascender: number;
  descender: number;
  /** The code points the face's character map has (engine/text/cmap.ts). */
  has: Set<number>;
  paths: Map<number, string>;
};

let hb: typeof HarfBuzz | undefined;
const opened = new Map<FontFace, Face>();

/**
 * Loads HarfBuzz once per thread; measuring and drawing are synchronous after that. harfbuzzjs
 * instantiates its WebAssembly in a top-level await, so it is imported here rather than at the
 * top of the module: a module graph with a top-level await cannot be require()d, and the render
 * pool's threads load the TypeScript sources through require() (piscina with tsx, in tests and
 * `npm run dev`).
 */
export async function initFaces(): Promise<void> {
  hb ??= await import('harfbuzzjs');
}

export function harfbuzz(): typeof HarfBuzz {
  if (!hb) throw new Error('initFaces() must be awaited before text is measured or drawn.');
  return hb;
}

/** Every shipped face, opened (tests and diagnostics; measuring and drawing open faces as needed). */
export function allFaces(): Face[] {
  return FONT_FACES.map(openFace);
}

export function openFace(f: FontFace): Face {
  let face = opened.get(f);
  if (!face) {
    const h = harfbuzz();
    const hbFace = new h.Face(new h.Blob(woffToSfnt(readFileSync(fontPath(f.pkg, f.file)))), 0);
    const font = new h.Font(hbFace);
    const ext = font.hExtents();
    face = {
      name: f.name,
      family: f.family,
      weight: f.weight,
      style: f.style,
      font,
      upem: hbFace.upem,
      ascender: ext.ascender / hbFace.upem,
      descender: -ext.descender / hbFace.upem,
      has: charMap(f),
      paths: new Map(),
    };
    opened.set(f, face);
  }
  return face;
}

export function glyphPath(face: Face, gid: number): string {
  let d = face.paths.get(gid);
  if (d === undefined) {
    d = face.font.glyphToPath(gid);
    face.paths.set(gid, d);
  }
  return d;
}

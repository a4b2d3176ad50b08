import { readFileSync } from 'node:fs';
import { Blob, Face as HbFace, Font } from 'harfbuzzjs';
import { type FontFace, FONT_FACES, fontPath } from './fonts.js';
import { woffToSfnt } from './woff.js';

/**
 * The shipped font files opened in HarfBuzz, the one font engine of the renderer
 * (docs/decisions/038-one-text-engine.md): the same opened face gives a character's coverage, the
 * shaped advances a line is fitted with, and the glyph outlines it is drawn with (cached as SVG
 * paths per face, so the text layer is plain paths that resvg draws without loading a font;
 * docs/decisions/013). A face file is opened the first time a character needs it.
 */
export type Face = {
  /** The face's family name in the stack ('Inter latin-ext' for a non-Latin subset). */
  name: string;
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  font: Font;
  upem: number;
  ascender: number;
  descender: number;
  /** The code points the face's character map has. */
  has: Set<number>;
  paths: Map<number, string>;
};

const opened = new Map<FontFace, Face>();

/**
 * Kept for callers that await it before drawing. harfbuzzjs instantiates its WebAssembly while
 * its module loads (a top-level await), so every text function is ready, and synchronous, as soon
 * as this module is imported.
 */
export async function initFaces(): Promise<void> {}

/** Every shipped face, opened (tests and diagnostics; measuring and drawing open faces as needed). */
export function allFaces(): Face[] {
  return FONT_FACES.map(openFace);
}

export function openFace(f: FontFace): Face {
  let face = opened.get(f);
  if (!face) {
    const hbFace = new HbFace(new Blob(woffToSfnt(readFileSync(fontPath(f.pkg, f.file)))), 0);
    const font = new Font(hbFace);
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
      has: new Set(hbFace.collectUnicodes()),
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

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Hb, type HbFont } from 'harfbuzzjs';
import { faceFor as measuredFace } from './metrics.js';
import { type FontFace, FONT_FACES, fontPath, type FontSpec } from './fonts.js';
import { woffToSfnt } from './woff.js';

/**
 * The shipped font files opened for drawing: HarfBuzz (the shaper satori also used) shapes each
 * line and gives every glyph's outline, which is cached as an SVG path per face. The text layer
 * is therefore plain paths, drawn by resvg without any font loading (docs/decisions/013). Which
 * face draws a character is the measurer's choice (engine/font-metrics.ts: the style's face in
 * every subset, its stand-in face, then Inter; docs/decisions/018), so a line is drawn exactly
 * as wide as it was fitted. A face file is opened the first time a character needs it.
 */
export type Face = {
  /** The face's family name as the measurer knows it ('Inter latin-ext' for a non-Latin subset). */
  name: string;
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  font: HbFont;
  upem: number;
  ascender: number;
  descender: number;
  has: Set<number>;
  paths: Map<number, string>;
};

let hb: Hb | undefined;
const opened = new Map<FontFace, Face>();

/** Loads HarfBuzz once per thread; every draw call after that is synchronous. */
export async function initFaces(): Promise<void> {
  // Loaded through require: the package is CommonJS whose export is a promise, which ESM interop
  // (vitest, esbuild) would otherwise wrap in a module namespace.
  hb ??= await (createRequire(import.meta.url)('harfbuzzjs') as Promise<Hb>);
}

/** Every shipped face, opened (tests and diagnostics; drawing opens faces as it needs them). */
export function allFaces(): Face[] {
  return FONT_FACES.map(open);
}

function open(f: FontFace): Face {
  let face = opened.get(f);
  if (!face) {
    const data = readFileSync(fontPath(f.pkg, f.file));
    face = openFace(shaper(), data, f);
    // The first face harfbuzzjs 0.10 opens in a fresh instance comes back empty (no code points,
    // zero extents): a face that did is opened again.
    if (!face.has.size || !face.ascender) face = openFace(shaper(), data, f);
    opened.set(f, face);
  }
  return face;
}

function openFace(h: Hb, data: Buffer, f: FontFace): Face {
  const blob = h.createBlob(woffToSfnt(data));
  const face = h.createFace(blob, 0);
  const font = h.createFont(face);
  const ext = font.hExtents();
  return {
    name: f.name,
    family: f.family,
    weight: f.weight,
    style: f.style,
    font,
    upem: face.upem,
    ascender: ext.ascender / face.upem,
    descender: -ext.descender / face.upem,
    has: new Set(face.collectUnicodes()),
    paths: new Map(),
  };
}

/** The style's own face (its Latin cut nearest the requested weight and style): metrics and spaces. */
export function pickFace(spec: FontSpec): Face {
  const f = measuredFace('A', spec) ?? FONT_FACES[0];
  return open(f);
}

/** The face that draws a code point in `spec`, or undefined when no shipped face has it. */
export function faceFor(spec: FontSpec, code: number): Face | undefined {
  const f = measuredFace(String.fromCodePoint(code), spec);
  if (!f) return undefined;
  const face = open(f);
  return face.has.has(code) ? face : undefined;
}

export function glyphPath(face: Face, gid: number): string {
  let d = face.paths.get(gid);
  if (d === undefined) {
    d = face.font.glyphToPath(gid);
    face.paths.set(gid, d);
  }
  return d;
}

export function shaper(): Hb {
  if (!hb) throw new Error('initFaces() must be awaited before text is drawn.');
  return hb;
}

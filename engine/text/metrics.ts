import { readFileSync } from 'node:fs';
import opentype from 'opentype.js';
import { arrayBufferOf, woffToSfnt } from './woff.js';
import { FACE_NAMES, familyStack, type FontFace, FONT_FACES, fontPath, type FontSpec, subsetRanges } from './fonts.js';

/**
 * Glyph metrics read from the shipped font files themselves (opentype.js): character maps,
 * advance widths and kerning, for any script the faces cover. Faces are parsed lazily, only when
 * a character falls in their subset's range, so Latin-only text never parses the Greek files.
 *
 * Which face draws a character follows satori's own rule (docs/decisions/
 * 018-fonts-measured-from-their-files.md): the first face of the family list with a glyph, then
 * every other loaded face in load order; within a name, satori's weight and style matching.
 */
type Glyph = { index: number; advanceWidth?: number };
type OtFont = {
  unitsPerEm: number;
  charToGlyphIndex(ch: string): number;
  glyphs: { get(index: number): Glyph };
  getKerningValue(left: number, right: number): number;
};

const BY_NAME = new Map<string, FontFace[]>();
for (const face of FONT_FACES) BY_NAME.set(face.name, [...(BY_NAME.get(face.name) ?? []), face]);

const RANGES = new Map<string, Array<[number, number]>>();
function ranges(face: FontFace): Array<[number, number]> {
  const key = `${face.pkg}|${face.subset}`;
  let r = RANGES.get(key);
  if (!r) {
    const spec = subsetRanges(face.pkg)[face.subset] ?? '';
    r = spec.split(',').map((part) => {
      const [a, b] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(a, 16), parseInt(b ?? a, 16)] as [number, number];
    });
    RANGES.set(key, r);
  }
  return r;
}

const PARSED = new Map<string, OtFont>();
function parsed(face: FontFace): OtFont {
  let f = PARSED.get(face.file);
  if (!f) {
    f = opentype.parse(arrayBufferOf(woffToSfnt(readFileSync(fontPath(face.pkg, face.file))))) as unknown as OtFont;
    PARSED.set(face.file, f);
  }
  return f;
}

function covers(face: FontFace, ch: string): boolean {
  const cp = ch.codePointAt(0) ?? 0;
  if (!ranges(face).some(([a, b]) => cp >= a && cp <= b)) return false;
  return parsed(face).charToGlyphIndex(ch) > 0;
}

/** Satori's choice among the cuts loaded under one name (its font loader's comparison, ported). */
function better(weight: number, style: string, a: FontFace, b: FontFace): boolean {
  if (a.weight !== b.weight) {
    if (a.weight === weight) return false;
    if (b.weight === weight) return true;
    if (weight === 400 && a.weight === 500) return false;
    if (weight === 500 && a.weight === 400) return false;
    if (weight === 400 && b.weight === 500) return true;
    if (weight === 500 && b.weight === 400) return true;
    if (weight < 400) {
      if (a.weight < weight && b.weight < weight) return b.weight > a.weight;
      if (a.weight < weight) return false;
      if (b.weight < weight) return true;
      return b.weight < a.weight;
    }
    if (weight < a.weight && weight < b.weight) return b.weight < a.weight;
    if (weight < a.weight) return false;
    if (weight < b.weight) return true;
    return b.weight > a.weight;
  }
  return a.style !== b.style && b.style === style;
}

function cut(name: string, font: FontSpec): FontFace | undefined {
  const list = BY_NAME.get(name);
  if (!list) return undefined;
  let best = list[0];
  for (const f of list.slice(1)) if (better(font.weight, font.style ?? 'normal', best, f)) best = f;
  return best;
}

const ORDER = new Map<string, FontFace[]>();
function faceOrder(font: FontSpec): FontFace[] {
  const key = `${font.family}|${font.weight}|${font.style ?? 'normal'}`;
  let order = ORDER.get(key);
  if (!order) {
    const stack = familyStack(font.family);
    const names = [...stack, ...FACE_NAMES.filter((nm) => !stack.includes(nm))];
    order = names.map((nm) => cut(nm, font)).filter((f): f is FontFace => !!f);
    ORDER.set(key, order);
  }
  return order;
}

const RESOLVED = new Map<string, FontFace | null>();
/** The face that draws `ch` in `font`, or undefined when no shipped face has a glyph for it. */
export function faceFor(ch: string, font: FontSpec): FontFace | undefined {
  const key = `${font.family}|${font.weight}|${font.style ?? 'normal'}|${ch}`;
  let face = RESOLVED.get(key);
  if (face === undefined) {
    face = faceOrder(font).find((f) => covers(f, ch)) ?? null;
    RESOLVED.set(key, face);
  }
  return face ?? undefined;
}

const ANY: FontSpec = { family: 'Inter', weight: 400 };
/** Characters of `text` that no face (of `font`'s stack, or any shipped face) can draw. */
export function missingGlyphs(text: string, font: FontSpec = ANY): string[] {
  const out = new Set<string>();
  for (const ch of text) if (!/\s/.test(ch) && !faceFor(ch, font)) out.add(ch);
  return [...out];
}

type Glyphed = { face: FontFace; glyph: number; em: number };
const GLYPHS = new Map<string, Map<string, Glyphed | null>>();
const KERN = new Map<FontFace, Map<number, number>>();

function glyphed(face: FontFace, ch: string): Glyphed {
  const font = parsed(face);
  const glyph = font.charToGlyphIndex(ch);
  return { face, glyph, em: (font.glyphs.get(glyph).advanceWidth ?? 0) / font.unitsPerEm };
}

/** Per font spec, each character's face, glyph and advance, resolved once. */
function glyphFor(ch: string, font: FontSpec): Glyphed | null {
  const key = `${font.family}|${font.weight}|${font.style ?? 'normal'}`;
  let map = GLYPHS.get(key);
  if (!map) GLYPHS.set(key, (map = new Map()));
  let g = map.get(ch);
  if (g === undefined) {
    const face = faceFor(ch, font);
    g = face ? glyphed(face, ch) : null;
    map.set(ch, g);
  }
  return g;
}

function kernEm(face: FontFace, left: number, right: number): number {
  let map = KERN.get(face);
  if (!map) KERN.set(face, (map = new Map()));
  const key = left * 65536 + right;
  let em = map.get(key);
  if (em === undefined) {
    const font = parsed(face);
    em = font.getKerningValue(left, right) / font.unitsPerEm;
    map.set(key, em);
  }
  return em;
}

const SPACES = new Map<FontFace, Glyphed | null>();
/** Satori keeps a space in the face of the text before it when that face has one. */
function spaceIn(face: FontFace, ch: string): Glyphed | null {
  if (ch !== ' ') return covers(face, ch) ? glyphed(face, ch) : null;
  let g = SPACES.get(face);
  if (g === undefined) SPACES.set(face, (g = covers(face, ' ') ? glyphed(face, ' ') : null));
  return g;
}

/** Width of `text` in em of `font`: per-character faces, advances and kerning from the files. */
export function textWidthEm(text: string, font: FontSpec, letterSpacingEm = 0): number {
  let width = 0;
  let prev: Glyphed | null = null;
  for (const ch of text) {
    const g: Glyphed | null =
      prev && /\s/.test(ch) ? (spaceIn(prev.face, ch) ?? glyphFor(ch, font)) : glyphFor(ch, font);
    if (!g) {
      prev = null;
      continue;
    }
    width += g.em + letterSpacingEm;
    if (prev && prev.face === g.face) width += kernEm(g.face, prev.glyph, g.glyph);
    prev = g;
  }
  return width;
}

import { charMap } from './cmap.js';
import { FACE_NAMES, familyStack, type FontFace, FONT_FACES, type FontSpec, subsetRanges } from './fonts.js';

/**
 * Which shipped face draws each character (docs/decisions/018-fonts-measured-from-their-files.md):
 * the first face of the style's stack whose character map has it, then every other face in load
 * order; among the cuts of one name, the CSS weight and style matching (as satori implemented it,
 * so the faces did not change when satori went). A face's character map (engine/text/cmap.ts,
 * equal to HarfBuzz's) is read only when a character falls in its subset's Unicode range, so
 * Latin-only text never reads the Greek files. Synchronous and without HarfBuzz: buyer text is
 * cleaned before a thread has loaded it.
 */
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

function covers(face: FontFace, cp: number): boolean {
  if (!ranges(face).some(([a, b]) => cp >= a && cp <= b)) return false;
  return charMap(face).has(cp);
}

/** The better of two cuts loaded under one name for a requested weight and style. */
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
/** The face that draws code point `cp` in `font`, or undefined when no shipped face has it. */
export function faceForCode(cp: number, font: FontSpec): FontFace | undefined {
  const key = `${font.family}|${font.weight}|${font.style ?? 'normal'}|${cp}`;
  let face = RESOLVED.get(key);
  if (face === undefined) {
    face = faceOrder(font).find((f) => covers(f, cp)) ?? null;
    RESOLVED.set(key, face);
  }
  return face ?? undefined;
}

/**
 * The face that draws `cp` in `font` when the style's own face must not (a unit's lowercase letter
 * in a capitals-only face): the next face of its stack that has it.
 */
export function nextFaceForCode(cp: number, font: FontSpec): FontFace | undefined {
  return faceOrder(font).find((f) => f.family !== font.family && covers(f, cp));
}

/** The face that draws character `ch` in `font`, or undefined when no shipped face has it. */
export function faceFor(ch: string, font: FontSpec): FontFace | undefined {
  return faceForCode(ch.codePointAt(0) ?? 0, font);
}

/** The style's own face (its Latin cut nearest the requested weight and style): line metrics. */
export function primaryFace(font: FontSpec): FontFace {
  return faceForCode(0x41, font) ?? FONT_FACES[0];
}

const ANY: FontSpec = { family: 'Inter', weight: 400 };
/** Characters of `text` that no face (of `font`'s stack, or any shipped face) can draw. */
export function missingGlyphs(text: string, font: FontSpec = ANY): string[] {
  const out = new Set<string>();
  for (const ch of text) if (!/\s/.test(ch) && !faceFor(ch, font)) out.add(ch);
  return [...out];
}

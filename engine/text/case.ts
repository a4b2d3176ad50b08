/**
 * Case changes that keep a dose what it says. Upper-casing "2500 µg" gives "2500 ΜG": the micro
 * sign becomes a Greek capital mu, which reads as "MG", a dose a thousand times larger. A unit
 * written after a number (µg, mg, g, kg, ml, l, IU, IE, UI, kcal, mcg, %) keeps the buyer's case;
 * every other letter changes.
 */
const UNIT_AFTER_NUMBER = /(\d[\d.,]*\s?)(µg|μg|mcg|mg|kg|ml|g|l|iu|ie|ui|kcal|kj)(?![\p{L}\d])/giu;

export function changeCaseKeepingUnits(text: string, change: (part: string) => string): string {
  let out = '';
  let at = 0;
  for (const m of text.matchAll(UNIT_AFTER_NUMBER)) {
    const unitStart = m.index! + m[1].length;
    out += change(text.slice(at, unitStart)) + m[2];
    at = unitStart + m[2].length;
  }
  return out + change(text.slice(at));
}

/**
 * Faces that draw capitals only: their lowercase code points are capital glyphs, so "300 mg" would
 * read "300 MG". The letters of a unit after a number are drawn from the next face of the stack
 * instead (engine/text/draw.ts), which keeps "mg", "µg" and "kcal" in their own case.
 */
const CAPS_ONLY = new Set<string>(['Bebas Neue']);
export const isCapsOnly = (family: string) => CAPS_ONLY.has(family);

/** Indexes (UTF-16) of a text's unit letters written after a number: "300 mg" gives 4 and 5. */
export function unitLetterIndexes(text: string): Set<number> {
  const out = new Set<number>();
  for (const m of text.matchAll(UNIT_AFTER_NUMBER)) {
    const start = m.index! + m[1].length;
    for (let i = start; i < start + m[2].length; i++) if (/\p{Ll}/u.test(text[i])) out.add(i);
  }
  return out;
}

export const upperKeepingUnits = (text: string) => changeCaseKeepingUnits(text, (t) => t.toUpperCase());

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

export const upperKeepingUnits = (text: string) => changeCaseKeepingUnits(text, (t) => t.toUpperCase());

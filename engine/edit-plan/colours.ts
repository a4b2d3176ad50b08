import { darken, hexToRgb, lighten, mix, rgbToHex } from '../paint/index.js';
import { CSS_COLOURS } from './css-colours.js';
import { FOREIGN_COLOURS } from './foreign-colours.js';
import { MARKETING_COLOURS } from './marketing-colours.js';
import { type Lang } from './plan-types.js';

export type NamedColour = { hex: string; name: string };

/** Longest colour name, in words, that the phrase matcher tries. */
export const MAX_COLOUR_WORDS = 3;

const BASIC_HUES = new Set([
  'red',
  'blue',
  'green',
  'pink',
  'yellow',
  'orange',
  'purple',
  'brown',
  'grey',
  'gray',
  'beige',
  'white',
  'black',
]);

/** An English colour name (marketing table first, then CSS), or undefined. */
export function englishColour(folded: string): NamedColour | undefined {
  const hex = MARKETING_COLOURS[folded] ?? CSS_COLOURS[folded.replace(/ /g, '')];
  if (hex) return { hex, name: folded };
  // "greens and browns"
  if (folded.endsWith('s') && !folded.includes(' ')) {
    const single = MARKETING_COLOURS[folded.slice(0, -1)];
    if (single) return { hex: single, name: folded.slice(0, -1) };
  }
  // "wine red", "plum purple": a named shade followed by its hue is the named shade.
  const hue = /^([a-z]+) (red|blue|green|pink|yellow|orange|purple|brown|grey|gray|beige|white)$/.exec(folded);
  if (hue && !BASIC_HUES.has(hue[1])) {
    const shade = MARKETING_COLOURS[hue[1]];
    if (shade) return { hex: shade, name: hue[1] };
  }
  // "bluish", "greenish", "reddish", "pinkish"
  const ish = /^(.+?)(?:d?ish)$/.exec(folded);
  if (ish) {
    const stem = ish[1] === 'blu' ? 'blue' : ish[1] === 'purpl' ? 'purple' : ish[1];
    const base = MARKETING_COLOURS[stem] ?? CSS_COLOURS[stem];
    if (base) return { hex: base, name: stem };
  }
  return undefined;
}

/** A colour phrase in the prompt's language (or English), folded. */
export function colourByName(folded: string, lang: Lang): NamedColour | undefined {
  if (lang !== 'en') {
    const table = FOREIGN_COLOURS[lang];
    let english = table[folded];
    // German adjective endings: blauer, blauen, blaues, blaue → blau
    if (!english && lang === 'de') english = table[folded.replace(/(?:e|er|en|es|em)$/, '')];
    if (!english && lang !== 'de') english = table[folded.replace(/s$/, '')];
    if (english) return englishColour(english);
  }
  return englishColour(folded);
}

export function parseHex(raw: string): NamedColour | undefined {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(raw);
  if (!m) return undefined;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return { hex: `#${h.toLowerCase()}`, name: `#${h.toLowerCase()}` };
}

export function parseRgb(raw: string): NamedColour | undefined {
  const m = /^rgba?\(\s*(\d{1,3})\s*[, ]\s*(\d{1,3})\s*[, ]\s*(\d{1,3})/i.exec(raw);
  if (!m) return undefined;
  const hex = rgbToHex([Number(m[1]), Number(m[2]), Number(m[3])]);
  return { hex, name: hex };
}

/** "dark", "light", "pastel"… applied to a colour named without them. */
export function modifyColour(c: NamedColour, modifier: string): NamedColour {
  const named = englishColour(`${modifier} ${c.name}`);
  if (named) return named;
  const hex =
    modifier === 'dark'
      ? darken(c.hex, 0.35)
      : modifier === 'light'
        ? lighten(c.hex, 0.55)
        : modifier === 'pastel'
          ? pastel(c.hex)
          : modifier === 'bright'
            ? brighten(c.hex)
            : mix(c.hex, '#8a8a8a', 0.3);
  return { hex, name: `${modifier} ${c.name}` };
}

/** Soft and light, keeping the hue: what buyers mean by "pastel". */
export function pastel(hex: string): string {
  const [r, g, b] = hexToRgb(hex);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  // A near-grey stays a light warm grey instead of turning white.
  if (max - min < 20) return lighten(hex, 0.75);
  return lighten(hex, 0.62);
}

function brighten(hex: string): string {
  const [r, g, b] = hexToRgb(hex);
  const max = Math.max(r, g, b, 1);
  const k = 255 / max;
  return rgbToHex([r * k, g * k, b * k]);
}

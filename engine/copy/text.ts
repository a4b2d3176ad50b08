import { sanitizeText } from '../text/index.js';

/**
 * Buyer text made fit for an ad: markup, links, e-mail addresses, emoji and shouting removed,
 * then cut only at sentence and clause ends, never inside a word. What cannot be made sensible
 * is dropped; the copy writer falls back to the product name and category.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function stripMarkup(text: string): string {
  return text
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (m, e: string) => {
      if (e[0] === '#')
        return String.fromCodePoint(e[1].toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
      return ENTITIES[e.toLowerCase()] ?? ' ';
    })
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
    .replace(/\b[\w.+-]+@[\w-]+\.[\w.-]+\b/g, ' ')
    .replace(/\b[\w-]+\.(com|net|org|io|shop|store|de|fr|es|co|uk)\b\S*/gi, ' ');
}

/** ALL-CAPS text becomes sentence case; short codes with digits ("D3", "B12") and acronyms stay. */
export function unshout(text: string, lang = 'en'): string {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  const upper = letters.filter((c) => c !== c.toLocaleLowerCase(lang)).length;
  if (letters.length < 8 || upper / letters.length < 0.7) return text;
  const lowered = text
    .split(/(\s+)/)
    .map((w) => (/\d/.test(w) || (w.length <= 3 && /^\p{Lu}+$/u.test(w)) ? w : w.toLocaleLowerCase(lang)))
    .join('');
  return lowered.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, pre: string, c: string) => pre + c.toLocaleUpperCase(lang));
}

/** Markup, links and undrawable characters out; repeated punctuation ("!!!") once; whitespace collapsed. */
export function cleanText(text: string, lang?: string): string {
  const plain = sanitizeText(stripMarkup(text));
  return (
    unshout(plain, lang)
      .replace(/([!?.,;:])\1+/g, '$1')
      .replace(/\s+([!?.,;:])/g, '$1')
      // Leading debris goes; an opening quote, "¿", a currency sign or "-20" stays.
      .replace(/^(?:(?![-–]\d|[¿¡"'])[\s\p{Po}\p{Pe}\p{Pc}\p{Pd}\p{So}\p{Sk}])+/u, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A line worth printing: at least two letters, not only punctuation, no link or markup left. */
export function isCleanLine(line: string): boolean {
  return [...line].filter((c) => /\p{L}/u.test(c)).length >= 2 && !/[<>{}]|https?:|www\./i.test(line);
}

const LINKING =
  /^(and|or|for|with|of|the|a|an|und|oder|für|mit|von|der|die|das|et|ou|pour|avec|de|des|du|la|le|les|y|o|para|con|del|el|los|las|e|per|al|di|do|da|dla|z|i|w)$/i;

/** The name as the ads say it: everything before " - ", "|", ":" or a bracket; past 30 characters its first three words, never ending on "for" or "para". */
export function shortName(name: string): string {
  const base = name.split(/\s[-\u2013\u2014|:]\s|[(,]/)[0].trim();
  const words = base.split(' ');
  if (words.length <= 3 || base.length <= 30) return base;
  const short = words.slice(0, 3);
  while (short.length > 1 && LINKING.test(short[short.length - 1])) short.pop();
  return short.join(' ');
}

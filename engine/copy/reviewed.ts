import { OTHER_LANGUAGES } from './lang-other.js';
import { PHRASES } from './phrases.js';
import { type CopyLang } from './types.js';

/**
 * Every word the copy writer itself may print in a language (docs/decisions/040-copy-from-the-brief-s-facts.md):
 * the reviewed phrases' words around their slots, the calls to action and the labels. Anything else
 * on an ad comes from the buyer's brief or extras; the held-out test checks exactly that.
 */
export function reviewedWords(lang: string): Set<string> {
  const out = new Set<string>();
  const add = (text: string) => {
    for (const w of text
      .replace(/\{\??\w+\}/g, ' ')
      .toLocaleLowerCase(lang)
      .split(/[^\p{L}\p{N}]+/u))
      if (w) out.add(w);
  };
  const walk = (v: unknown): void => {
    if (typeof v === 'string') add(v);
    else if (typeof v === 'function') add((v as (a: string, b: string) => string)('1', '2'));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  const phrases = PHRASES[lang as CopyLang];
  if (phrases) {
    const { code: _code, ...words } = phrases;
    walk({ ...words, shorter: [Object.keys(phrases.shorter), Object.values(phrases.shorter)] });
  } else walk(OTHER_LANGUAGES[lang] ?? {});
  return out;
}

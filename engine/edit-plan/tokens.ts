import { colourByName, MAX_COLOUR_WORDS, parseHex, parseRgb } from './colours.js';
import { deUmlaut, detectLang, fold, lexicon } from './lexicon.js';
import { type Lang, type Sym } from './plan-types.js';
import { correct } from './spelling.js';

/** A raw piece of the prompt: a word, a quoted text, punctuation, a colour code or a number. */
type Raw = { kind: 'word' | 'quote' | 'p' | 'hex' | 'rgb' | 'num'; text: string; start: number; end: number };

const CLOSERS: Record<string, string> = {
  '"': '"',
  '\u201c': '\u201d\u201c"',
  '\u201e': '\u201c\u201d"',
  '\u00ab': '\u00bb',
  '\u2039': '\u203a',
  '\u2018': '\u2019',
  '\u201a': '\u2018\u2019',
  "'": "'",
};
const PIECE =
  /(#[0-9a-f]{6}\b|#[0-9a-f]{3}\b)|(rgba?\([^)]{0,40}\))|([$€£]\s?\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s?(?:%|€|\$|£)|\d+(?:[.,]\d+)?\+?)|(->|=>|\u2192|\u27f6|\u27a1)|(\s[-\u2013\u2014]\s)|([\p{L}\p{N}]+(?:['\u2019][\p{L}]+)*)|([,;:.!?=/&+\n])/iuy;

/** Where a quote opened at `i` closes, or -1 (an apostrophe in "don't" opens nothing). */
function quoteEnd(s: string, i: number): number {
  const open = s[i];
  const closers = CLOSERS[open];
  if (open === "'" && i > 0 && /[\p{L}\p{N}]/u.test(s[i - 1])) return -1;
  for (let j = i + 1; j < s.length && j - i <= 220; j++) {
    if (!closers.includes(s[j])) continue;
    if (open === "'" && j + 1 < s.length && /[\p{L}\p{N}]/u.test(s[j + 1])) continue;
    if (open === "'" && j === i + 1) return -1;
    return j;
  }
  return -1;
}

export function scan(prompt: string): Raw[] {
  const out: Raw[] = [];
  let i = 0;
  while (i < prompt.length) {
    const ch = prompt[i];
    if (CLOSERS[ch]) {
      const end = quoteEnd(prompt, i);
      if (end > i + 1) {
        const inner = prompt.slice(i + 1, end);
        if (inner.trim()) out.push({ kind: 'quote', text: inner.trim(), start: i, end: end + 1 });
        i = end + 1;
        continue;
      }
    }
    PIECE.lastIndex = i;
    const m = PIECE.exec(prompt);
    if (!m) {
      i++;
      continue;
    }
    const [all, hex, rgb, num, arrow, dash, word, punct] = m;
    const kind = hex ? 'hex' : rgb ? 'rgb' : num ? 'num' : arrow ? 'p' : dash ? 'p' : word ? 'word' : 'p';
    const text = arrow
      ? '->'
      : dash
        ? ':'
        : punct === '='
          ? ':'
          : punct === '&' || punct === '+'
            ? 'and'
            : punct === '/'
              ? ','
              : all;
    const start = dash ? i + 1 : i;
    // French elision: "l'offre", "d'or", "qu'il" are two words ("don't" is not: its part before the apostrophe is longer).
    const elided = word ? /^(l|d|j|qu|c|s|n|m|t)['\u2019](\p{L}{2,})$/iu.exec(all) : null;
    if (elided) {
      const cut = elided[1].length + 1;
      out.push(
        { kind: 'word', text: all.slice(0, cut), start, end: start + cut },
        { kind: 'word', text: elided[2], start: start + cut, end: start + all.length },
      );
    } else {
      out.push({
        kind: punct === '&' || punct === '+' ? 'word' : kind,
        text,
        start,
        end: dash ? i + all.length - 1 : i + all.length,
      });
    }
    i += all.length;
  }
  return out;
}

/** The prompt as canonical symbols (see Sym), in the prompt's language. */
export function symbols(prompt: string): { syms: Sym[]; lang: Lang } {
  const raw = scan(prompt);
  const lang = detectLang(raw.filter((r) => r.kind === 'word').map((r) => fold(r.text)));
  const lexes = lang === 'en' ? [lexicon('en')] : [lexicon(lang), lexicon('en')];
  const syms: Sym[] = [];
  for (let i = 0; i < raw.length;) {
    const r = raw[i];
    if (r.kind !== 'word') {
      syms.push(nonWord(r));
      i++;
      continue;
    }
    const match = longest(raw, i, lang, lexes);
    if (match) {
      syms.push(...match.syms);
      i += match.used;
      continue;
    }
    const folded = fold(r.text);
    const fixed = correct(folded, lang, lexes);
    const again = fixed && longest([{ ...r, text: fixed }], 0, lang, lexes);
    if (again) syms.push(...again.syms.map((s) => ({ ...s, start: r.start, end: r.end })));
    else syms.push({ kind: 'u', c: folded, start: r.start, end: r.end, cap: /^\p{Lu}/u.test(r.text) });
    i++;
  }
  return { syms, lang };
}

function nonWord(r: Raw): Sym {
  if (r.kind === 'quote') return { kind: 'q', c: r.text, start: r.start, end: r.end };
  if (r.kind === 'hex' || r.kind === 'rgb') {
    const col = r.kind === 'hex' ? parseHex(r.text) : parseRgb(r.text);
    if (col) return { kind: 'col', c: col.name, hex: col.hex, name: col.name, start: r.start, end: r.end };
    return { kind: 'u', c: r.text, start: r.start, end: r.end };
  }
  if (r.kind === 'num') return { kind: 'num', c: r.text, start: r.start, end: r.end };
  return { kind: 'p', c: r.text === '\n' ? ';' : r.text, start: r.start, end: r.end };
}

/** The longest colour or lexicon phrase starting at word `i` (words only, no punctuation between). */
function longest(
  raw: Raw[],
  i: number,
  lang: Lang,
  lexes: ReturnType<typeof lexicon>[],
): { syms: Sym[]; used: number } | undefined {
  const maxWords = Math.max(MAX_COLOUR_WORDS, ...lexes.map((l) => l.maxWords));
  const parts: string[] = [];
  for (let n = 0; n < maxWords && i + n < raw.length && raw[i + n].kind === 'word'; n++)
    parts.push(fold(raw[i + n].text));
  // A folded word may itself hold spaces (hyphens): "call-to-action" is three words.
  const flat = parts.join(' ').split(' ');
  for (let n = Math.min(flat.length, maxWords); n >= 1; n--) {
    const phrase = flat.slice(0, n).join(' ');
    const used = rawCount(parts, n);
    if (used < 0) continue;
    const start = raw[i].start;
    const end = raw[i + used - 1].end;
    if (n <= MAX_COLOUR_WORDS) {
      const col = colourByName(phrase, lang) ?? (lang === 'de' ? colourByName(deUmlaut(phrase), lang) : undefined);
      if (col) return { syms: [{ kind: 'col', c: col.name, hex: col.hex, name: col.name, start, end }], used };
    }
    for (const lex of lexes) {
      const canon =
        lex.map.get(phrase) ?? (lang === 'de' && lex === lexes[0] ? lex.map.get(deUmlaut(phrase)) : undefined);
      if (canon)
        return {
          syms: canon.map((c) => ({
            kind: 'w' as const,
            c,
            start,
            end,
            raw: raw
              .slice(i, i + used)
              .map((r) => r.text)
              .join(' '),
          })),
          used,
        };
    }
  }
  return undefined;
}

/** How many raw words make up the first `n` folded words, or -1 if `n` splits a raw word. */
function rawCount(parts: string[], n: number): number {
  let words = 0;
  for (let k = 0; k < parts.length; k++) {
    words += parts[k].split(' ').length;
    if (words === n) return k + 1;
    if (words > n) return -1;
  }
  return -1;
}

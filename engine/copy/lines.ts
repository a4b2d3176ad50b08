import { checkClaims } from '../claims/index.js';
import { isCleanLine } from './text.js';

/**
 * Filling a reviewed template with the brief's facts, and the rules every printed line obeys by
 * construction: every slot filled (else no line), a fact that starts a line capitalised and one
 * inside it in running case (German nouns keep theirs), the product's name at most once, no
 * fact said twice, no line ending in a colon, comma or dash, and no disease claim.
 */
/** A filled line, the slots it says and the facts it only needs ("{?usage}"). */
export type Line = {
  text: string;
  uses: string[];
  needs?: string[];
  /** A hook of ours or the name in our words: a headline of last resort. */
  hook?: boolean;
  /** Facts side by side with full stops and no word of ours ("25 g protein. 2 kg tub."). */
  list?: boolean;
  /** Our label before the fact ("Inside: …"): ranks after a plain line as strong and as short. */
  framed?: boolean;
  /** A fragment of the hero or a list with what the product is after a fact: the last line to print. */
  weak?: boolean;
  /** Led by a pack fact, a flag or how to take it before the hero: only before the pack alone. */
  lastResort?: boolean;
};
export type Slots = Record<string, string>;

const SLOT = /\{(\??)(\w+)\}/g;
const DANGLING = /[\s:;,\u2013\u2014-]+$/u;

/** "L-theanine", "KSM-66", "EPA", "Magnesium" in a name: words that keep their capitals mid-line. */
function keepsCase(word: string, keep: Set<string>): boolean {
  return /\d/.test(word) || /^\p{Lu}[\p{Lu}-]/u.test(word) || /\p{Ll}\p{Lu}/u.test(word) || keep.has(word);
}

export function midCase(value: string, lang: string, keep: Set<string>): string {
  if (lang === 'de' || !value) return value;
  const first = value.split(/\s+/)[0];
  if (keepsCase(first, keep) || !/^\p{Lu}\p{Ll}/u.test(first)) return value;
  return value[0].toLocaleLowerCase(lang) + value.slice(1);
}

export function upperFirst(text: string, lang: string): string {
  const i = text.search(/[\p{L}\p{N}]/u);
  if (i < 0 || /\p{N}/u.test(text[i]) || /^(µ|μ|mg|mcg|ml)\b/u.test(text.slice(i))) return text;
  // "µg" and "mg" stay as they are; so does a quote's opening mark.
  return text.slice(0, i) + text[i].toLocaleUpperCase(lang) + text.slice(i + 1);
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A name or another fact said twice in one line ("Collagen Peptides! Collagen Peptides", "Your routine: for your evening routine"). */
export function saysTwice(text: string, facts: string[]): boolean {
  const t = ` ${fold(text)} `;

  return facts.some((f) => {
    const k = fold(f);
    if (k.length < 4) return false;
    if (!t.includes(` ${k} `)) return false;
    const first = t.indexOf(` ${k} `);
    return first >= 0 && t.indexOf(` ${k} `, first + 1) >= 0;
  });
}

export function fillLine(template: string, slots: Slots, lang: string, keep: Set<string>): Line | undefined {
  const uses: string[] = [];
  const needs: string[] = [];
  let missing = false;
  // "{?quote}" needs the fact but prints nothing ("In a customer's words" only with a review).
  const text = template.replace(SLOT, (_, hidden: string, key: string, at: number) => {
    const raw = slots[key]?.trim() ?? '';
    // A final "." goes, unless it ends an initial ("Jess T.").
    const value = /(^|\s)\p{Lu}\.$/u.test(raw) ? raw : raw.replace(/[.!?…:;,]+$/u, '');
    if (!value) {
      missing = true;
      return '';
    }
    if (hidden) {
      needs.push(key);
      return '';
    }
    uses.push(key);
    // A slot that starts the line or a sentence in it keeps its capital; inside one, running case.
    const before = template
      .slice(0, at)
      .replace(/\{\?\w+\}/g, '')
      .replace(/\{\w+\}/g, 'x');
    return !before.trim() || /[.!?¿¡]\s*$/u.test(before) ? upperFirst(value, lang) : midCase(value, lang, keep);
  });
  if (missing) return undefined;
  // A word of ours that the fact says again ("Your routine: for your evening routine").
  const ours = fold(template.replace(SLOT, ' '))
    .split(' ')
    .filter((w) => w.length >= 4);
  const theirs = ` ${fold(uses.map((k) => slots[k]).join(' '))} `;
  if (ours.some((w) => theirs.includes(` ${w} `))) return undefined;
  const clean = upperFirst(
    text
      .replace(/\s+/g, ' ')
      .replace(/\s+([.,!?])/g, '$1')
      .replace(/([.!?])\.+/g, '$1')
      .replace(DANGLING, '')
      .trim(),
    lang,
  );
  return clean ? { text: clean, uses, ...(needs.length ? { needs } : {}) } : undefined;
}

/** Lines repeat across a batch's ads; their check is remembered (bounded). */
const CHECKED = new Map<string, boolean>();
export function printable(line: string, max = 90): boolean {
  let ok = CHECKED.get(line);
  if (ok === undefined) {
    ok =
      isCleanLine(line) &&
      line.length <= max &&
      !/[{}]/.test(line) &&
      !DANGLING.test(line) &&
      !checkClaims(line).warnings.length;
    if (CHECKED.size > 5000) CHECKED.clear();
    CHECKED.set(line, ok);
  }
  return ok;
}

/** Lines compare without case and final punctuation ("Supports sleep." is "supports sleep"). */
export const lineKey = (line: string) => fold(line);

import { MARKETING_COLOURS } from './marketing-colours.js';
import { isEnglishWord } from './dictionary.js';
import { type Lexicon } from './lexicon.js';
import { type Lang } from './plan-types.js';

const COLOUR_WORDS = Object.keys(MARKETING_COLOURS).filter((k) => !k.includes(' '));

/**
 * A misspelt keyword → the keyword ("bakground" → "background", "buton" → "button"). Only words
 * that are neither keywords nor English words are touched, and only within one edit (two for
 * words of eight letters or more), so ordinary words are never bent into keywords.
 */
export function correct(word: string, _lang: Lang, lexes: Lexicon[]): string | undefined {
  if (word.length < 3 || /[\d']/.test(word) || word.includes(' ')) return undefined;
  if (isEnglishWord(word)) return undefined;
  const max = word.length >= 8 ? 2 : 1;
  let best: { word: string; meaning: string; score: number } | undefined;
  let tied = false;
  for (const [cand, meaning] of vocabulary(lexes)) {
    if (Math.abs(cand.length - word.length) > max || cand.length < 3) continue;
    if (word.length === 3 && !cand.startsWith(word.slice(0, 2))) continue;
    const d = distance(word, cand, max);
    if (d > max) continue;
    // Same first letter and a longer shared start win; a real tie is left alone.
    const score = d * 10 - (cand[0] === word[0] ? 3 : 0) - Math.min(3, prefix(word, cand));
    if (!best || score < best.score) {
      best = { word: cand, meaning, score };
      tied = false;
    } else if (score === best.score && meaning !== best.meaning) {
      tied = true;
    }
  }
  return best && !tied ? best.word : undefined;
}

const vocabularies = new WeakMap<Lexicon, Array<[string, string]>>();

/** Keywords with what they mean (two spellings of one meaning never tie), cached per lexicon. */
function vocabulary(lexes: Lexicon[]): Array<[string, string]> {
  return lexes.flatMap((l) => {
    let list = vocabularies.get(l);
    if (!list) {
      list = l.words.map((w): [string, string] => [w, l.map.get(w)!.join(' ')]);
      if (l === lexes.at(-1)) list.push(...COLOUR_WORDS.map((w): [string, string] => [w, MARKETING_COLOURS[w]]));
      vocabularies.set(l, list);
    }
    return list;
  });
}

function prefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
}

/** Optimal string alignment distance (a swap of two neighbours counts once), cut off above `max`. */
export function distance(a: string, b: string, max: number): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, rows[i - 2][j - 2] + 1);
      rows[i][j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length][b.length];
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Is this an English word? The spelling fixer only corrects words that are not, so "good" never
 * becomes "gold" nor "like" "lime". The list (an-array-of-english-words, MIT, ~275 000 sorted
 * lower-case words) is kept as one string with an offset table and searched by bisection: about
 * 4 MB instead of the ~37 MB of a Set of the same words. Loaded on first use.
 */
let words: string | undefined;
let offsets: Int32Array | undefined;

function load(): void {
  const file = createRequire(import.meta.url).resolve('an-array-of-english-words');
  const list = JSON.parse(readFileSync(file, 'utf8')) as string[];
  words = list.join('\n');
  offsets = new Int32Array(list.length + 1);
  let at = 0;
  for (let i = 0; i < list.length; i++) {
    offsets[i] = at;
    at += list[i].length + 1;
  }
  offsets[list.length] = at;
}

function wordAt(i: number): string {
  return words!.slice(offsets![i], offsets![i + 1] - 1);
}

export function isEnglishWord(word: string): boolean {
  if (!words) load();
  let lo = 0;
  let hi = offsets!.length - 2;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const w = wordAt(mid);
    if (w === word) return true;
    if (w < word) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

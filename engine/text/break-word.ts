/**
 * Where a word too wide for its line may break: between syllables as a reader expects them, never
 * inside a letter group read as one sound ("sch", "ch", "ck", "ph", "th") or one that opens a
 * syllable ("fl", "tr"), and never leaving fewer than three letters on either side.
 * "Pipettenflasche" breaks as "Pipetten-flasche" or "Pipettenfla-sche", never "Pipettenflasc-he".
 */
const VOWEL = /[aeiouyäöüàâéèêëîïôûùœæáíóúñ]/iu;
const LETTER = /\p{L}/u;
const GROUPS = ['sch', 'ch', 'ck', 'ph', 'th', 'sh', 'qu', 'gn', 'bl', 'br', 'cl', 'cr', 'dr', 'fl', 'fr', 'gl'];
const ONSETS = ['gr', 'kl', 'kr', 'pl', 'pr', 'tr', 'str', 'spr'];

/**
 * The break points of a word, latest first. Inside a run of consonants the break goes before its
 * last consonant, or before a letter group that ends the run ("Pipetten-flasche", "Fla-sche").
 */
export function breakPoints(word: string): number[] {
  const at: number[] = [];
  const w = word.toLowerCase();
  const groups = [...GROUPS, ...ONSETS];
  for (let i = word.length - 3; i >= 3; i--) {
    const a = word[i - 1]!;
    const b = word[i]!;
    if (!LETTER.test(a) || !LETTER.test(b)) {
      // Digits and marks: break after a hyphen or slash only.
      if (a === '-' || a === '/') at.push(i);
      continue;
    }
    if (VOWEL.test(b) || !VOWEL.test(word.slice(0, i)) || !VOWEL.test(word.slice(i))) continue;
    if (groups.some((g) => inside(w, i, g))) continue;
    let j = i;
    while (j < word.length && LETTER.test(word[j]!) && !VOWEL.test(word[j]!)) j++;
    if (j >= word.length || !VOWEL.test(word[j]!)) continue;
    const tail = w.slice(i, j);
    if (tail.length === 1 || groups.includes(tail)) at.push(i);
  }
  return at;
}

/** True when position i falls strictly inside an occurrence of group g. */
function inside(word: string, i: number, g: string): boolean {
  const w = word.toLowerCase();
  for (let s = i - g.length + 1; s < i; s++) if (s >= 0 && w.startsWith(g, s)) return true;
  return false;
}

import { breakPoints } from './break-word.js';
import { upperKeepingUnits } from './case.js';
import { missingGlyphs } from './coverage.js';
import { shapeLine } from './draw.js';
import { type FontSpec } from './fonts.js';

/**
 * Makes arbitrary buyer text safe for the fonts: every character some shipped face can draw is
 * kept as typed (Polish, Czech, Turkish, Vietnamese, Cyrillic, Greek, currency signs); characters
 * no face has (emoji, CJK, control codes) are dropped rather than drawn as boxes. It reads only the
 * faces' character maps, so it also works before initFaces() (the copy writer cleans buyer text
 * before any render).
 */
export function sanitizeText(text: string, keepNoBreak = false): string {
  const out: string[] = [];
  for (const ch of text.normalize('NFC')) {
    // Drawn copy keeps a no-break space, so "près :" never breaks before its colon (French;
    // docs/decisions/142-short-lines-that-keep-the-number.md); buyer text is read with plain spaces.
    if (/\s/.test(ch)) out.push(keepNoBreak && ch === '\u00A0' ? ch : ' ');
    else if (/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}]/u.test(ch)) continue;
    else if (!missingGlyphs(ch).length) out.push(ch);
  }
  return out
    .join('')
    .replace(/[^\S\u00A0]+/g, ' ')
    .trim();
}

/**
 * Width of a line in em of the given font: the advance of the line as HarfBuzz shapes it for
 * drawing (kerning and ligatures included, each character in the face that draws it), so a line
 * is never fitted narrower or wider than it is drawn (docs/decisions/038-one-text-engine.md).
 * initFaces() must have been awaited in the thread.
 */
export function measureEm(text: string, font: FontSpec, letterSpacingEm = 0): number {
  return shapeLine(text, font, letterSpacingEm).width;
}

/** A unit after a number ("150 g", "50 µg", "1000 IU") and a percent sign never start a line. */
const UNIT = /^(?:[kmµμ]?g|mcg|ug|[mµμ]?l|iu|ui|ie|kcal|mg\/\w+|%)[.,;:!?)]*$/iu;

/** A vitamin's letter or code after its word ("Vitamin C", "Vitamine D3", "Vitamin K2"). */
const CODE = /^\p{Lu}\d{0,2}[.,;:!?)]*$/u;

/** A bare amount, or an amount with its unit ("60", "500 mg", "1000 IU"), with no closing mark after it. */
const AMOUNT = /^\d[\d.,]*(?: \S+)?$/u;

/** "per X" in the buyers' languages: the amount keeps it ("10 g / per scoop", "2 capsules a / day"). */
const PER = new Set('per par pro je por pour each a al à'.split(' '));

function keepUnits(words: string[]): string[] {
  const out: string[] = [];
  // The amount (with its unit) waits for the word after it: "60 / peach gummies", "500 mg / EPA"
  // and "6 g / de citrulina" read as broken (docs/grades/s11-heldout.tsv). One word only: a longer
  // run ("600 mg de ashwagandha") no longer fits a narrow column.
  let bind = 0;
  for (const w of words) {
    const prev = out[out.length - 1];
    if (prev && UNIT.test(w) && /\d$/u.test(prev)) out[out.length - 1] += ` ${w}`;
    // French sets a space before "?", "!", ":" and ";": the mark stays on its word's line.
    else if (prev && /^[?!:;»]+$/u.test(w)) out[out.length - 1] += ` ${w}`;
    // A name joined by "+" or "&" ("D3 + K2", "Hair, Skin & Nails") reads as one: the sign takes
    // the word after it along.
    else if (prev && /(?:^| )[+&]$/u.test(prev)) out[out.length - 1] += ` ${w}`;
    else if (prev && /^[+&]$/u.test(w)) out[out.length - 1] += ` ${w}`;
    // "Vitamin" / "C" reads as two words: the code stays with the word it names.
    else if (prev && CODE.test(w) && /(?:^| )\p{L}{3,}$/u.test(prev)) out[out.length - 1] += ` ${w}`;
    // "per X" is the amount's phrase, not the word it counts: it holds, more loosely, in phrases().
    else if (prev && bind > 0 && /^\p{L}/u.test(w) && !PER.has(w.toLowerCase())) {
      out[out.length - 1] += ` ${w}`;
      bind = 0;
      continue;
    } else out.push(w);
    const last = out[out.length - 1]!;
    bind = AMOUNT.test(last) && /^\d/u.test(last) && /[\d\p{L}µ%]$/u.test(last) ? 1 : 0;
  }
  return out;
}

/**
 * Greedy word wrap. A compound is never broken at its own hyphen ("Bio- / Grünpulver", "Pre- /
 * Workout" read as broken): a compound wider than the line is kept whole and the caller shrinks the
 * size or takes a shorter form for it, and only at the minimum size is it hyphenated. A last line
 * of one word takes the word before it along where the line above keeps two or more ("Why should I
 * take / it?" becomes "Why should I / take it?").
 */
export function wrap(
  text: string,
  font: FontSpec,
  size: number,
  maxWidth: number,
  letterSpacingEm = 0,
  phrased = true,
): string[] {
  const st: WrapState = { lines: [], line: [], font, size, maxWidth, ls: letterSpacingEm };
  for (const phrase of phrasesOf(text)) {
    // A phrase goes down whole where it fits on a line of its own; one wider than the line is set
    // word by word as before.
    // A line of one short word is not left above it ("Take / 2 capsules a day").
    const stub = st.line.length === 1 && lineWidth(st, st.line) < maxWidth * 0.4;
    if (
      phrased &&
      phrase.length > 1 &&
      st.line.length &&
      !stub &&
      lineWidth(st, [...st.line, ...phrase]) > maxWidth &&
      lineWidth(st, phrase) <= maxWidth
    ) {
      st.lines.push(st.line.join(' '));
      st.line = [...phrase];
    } else for (const t of phrase) put(st, t);
  }
  if (st.line.length) st.lines.push(st.line.join(' '));
  return widow(st.lines, font, size, maxWidth, letterSpacingEm);
}

/**
 * A wrap in progress. Its helpers are module functions rather than closures made per call: wrap()
 * runs thousands of times per ad (each size a fit tries, each column the solver asks about).
 */
type WrapState = { lines: string[]; line: string[]; font: FontSpec; size: number; maxWidth: number; ls: number };

function lineWidth(st: WrapState, ts: readonly string[]): number {
  return measureEm(ts.join(' '), st.font, st.ls) * st.size;
}

function put(st: WrapState, t: string): void {
  const { line, maxWidth } = st;
  if (line.length && lineWidth(st, [...line, t]) > maxWidth) {
    // A line does not end on an article or preposition ("Bio-Grünpulver mit / 10 g pro Portion"):
    // it goes down with the words it leads to where they fit together.
    const tail = line[line.length - 1]!;
    if (line.length > 1 && DANGLING.has(tail.toLowerCase()) && lineWidth(st, [tail, t]) <= maxWidth) {
      st.lines.push(line.slice(0, -1).join(' '));
      st.line = [tail, t];
      return;
    }
    st.lines.push(line.join(' '));
    st.line = [t];
  } else line.push(t);
}

/**
 * A text's phrases (keepUnits' tokens grouped by phrases()), kept per text: a fit wraps the same
 * text at every size it tries and every column width the solver asks about. Callers only read them.
 */
const phrased = new Map<string, readonly (readonly string[])[]>();
const PHRASED_MAX = 4000;
function phrasesOf(text: string): readonly (readonly string[])[] {
  let hit = phrased.get(text);
  if (!hit) {
    hit = phrases(keepUnits(text.split(' ').filter(Boolean)));
    if (phrased.size >= PHRASED_MAX) phrased.delete(phrased.keys().next().value!);
    phrased.set(text, hit);
  }
  return hit;
}

/**
 * Words that lead into the next and never end a line where the line can break elsewhere: the
 * articles, prepositions and conjunctions of DANGLING, "every"/"chaque", "plus"/"avec", an elided
 * article ("d'une") and an approximation before its number ("Environ / 900 gouttes." reads as broken).
 */
const LEADS = new Set(
  "every each jede jeden jeder jedes chaque cada ogni environ about approx. approximately around ca. circa etwa rund unos unas aprox. aproximadamente plus avec sowie without sans ohne sin d'une d'un d’une d’un".split(
    ' ',
  ),
);

/**
 * The phrases a marketer keeps on one line where the line allows (docs/decisions/133-phrase-breaks-and-headline-size.md):
 * an article, preposition or approximation with the word after it ("of biotin", "in every 30 g
 * scoop", "Environ 900 gouttes."), and an amount with the word it counts and its "per X" ("10 g per
 * scoop", "1000 UI par goutte", "5.5 g BCAAs", "Zinc 10 mg per gummy"). Takes keepUnits' tokens;
 * a word with a closing mark (comma, full stop) ends its phrase.
 */
export function phrases(tokens: string[]): string[][] {
  const w = joins(tokens);
  const out: string[][] = [];
  tokens.forEach((t, i) => (i && w[i] ? out[out.length - 1]!.push(t) : out.push([t])));
  return out;
}

/**
 * How strongly each token holds to the one before it (0: a free break). A preposition or an
 * approximation with its word, and an amount with what it counts, hold fully; a name with its
 * amount less; the amount's "per X" least, so a phrase too wide for the line breaks there first
 * ("5000 µg of biotin / per gummy", not "5000 µg of / biotin per gummy").
 */
function joins(tokens: string[]): number[] {
  const out: number[] = [];
  let glue = false;
  let amount = false;
  let prev: string | undefined;
  for (const t of tokens) {
    const low = t.toLowerCase();
    // A nutrient's name keeps its amount ("zinc / 10 mg", "Biotin / 5000 µg" read as broken).
    const named = !!prev && /^\p{L}[\p{L}\d-]*$/u.test(prev) && !DANGLING.has(prev.toLowerCase()) && dose(t);
    const per = amount && PER.has(low);
    out.push(!prev ? 0 : per ? 0.4 : glue ? 1 : named ? 0.7 : 0);
    if (!out.at(-1)) amount = false;
    const open = !/[.,;:!?)»]$/u.test(t);
    const words = t.split(' ');
    const end = words.at(-1)!.toLowerCase();
    // A bare amount ("900", "10 g") leads into what it counts, as does a token ending on a preposition.
    const bare = /^\d[\d.,]*$/u.test(words[0]!) && (words.length === 1 || (words.length === 2 && UNIT.test(words[1]!)));
    amount = open && (amount || /^\d/u.test(t));
    glue = open && (bare || DANGLING.has(end) || LEADS.has(end));
    prev = t;
  }
  return out;
}

/** An amount with its unit ("10 mg", "1000 UI", "5 %"), as keepUnits joins them. */
const dose = (t: string) => {
  const [n, u] = t.split(' ');
  return /^\d[\d.,]*$/u.test(n!) && !!u && UNIT.test(u);
};

/** What a phrase split across two lines costs in settled() against uneven line lengths. */
const PHRASE_SPLIT = 0.8;

/**
 * What the lines' breaks cost in split phrases (a break inside "10 g per scoop", "of biotin" counts
 * 1, one before an amount's "per X" 0.4).
 */
export function phraseSplits(lines: string[]): number {
  const per = lines.map((l) => keepUnits(l.split(' ').filter(Boolean)));
  const w = joins(per.flat());
  let k = 0;
  let c = 0;
  for (const t of per.slice(0, -1)) c += w[(k += t.length)] ?? 0;
  return c;
}

/** A one-word last line ("mix.", "it?") gets the word before it where both lines still fit. */
function widow(lines: string[], font: FontSpec, size: number, maxWidth: number, ls: number): string[] {
  const n = lines.length;
  if (n < 2) return lines;
  const last = lines[n - 1]!;
  const prev = lines[n - 2]!;
  if (last.includes(' ') || /\d/u.test(last)) return lines;
  // The words that stay together ("6 g de citrulina") move as one.
  const tokens = keepUnits(prev.split(' ').filter(Boolean));
  // The line above keeps two words or more: a widow is not cured by leaving an orphan above it.
  if (tokens.length < 3) return lines;
  const moved = `${tokens.at(-1)} ${last}`;
  if (measureEm(moved, font, ls) * size > maxWidth) return lines;
  return [...lines.slice(0, n - 2), tokens.slice(0, -1).join(' '), moved];
}

export type FittedText = {
  size: number;
  lines: string[];
  width: number;
  height: number;
  text: string;
  overflow?: boolean;
};

export type FitOptions = {
  maxWidth: number;
  maxLines: number;
  maxSize: number;
  minSize: number;
  lineHeight?: number;
  maxHeight?: number;
  letterSpacingEm?: number;
  upper?: boolean;
  /** Shorter texts to use, in order, when the text does not fit at its minimum size. */
  variants?: string[];
  /**
   * Below this size a shorter variant that fits at or above it is used first (headlines: the main
   * fact read large sells more than the whole line read small, docs/ad-quality.md).
   */
  preferSize?: number;
  /** Even out the line lengths (headlines): the narrowest width that keeps the line count. */
  balance?: boolean;
  /** false: a word wider than the line overflows instead of being hyphenated (buttons). */
  hyphenate?: boolean;
  /**
   * false: a wrap of three or more lines with a single word on all of them but one does not fit (a
   * column too narrow for its words, read one word at a time); the caller widens the column or drops
   * the line (docs/decisions/092-feed-secondary-type.md).
   */
  wordPerLine?: boolean;
};

/**
 * A 4 % margin over the shaped advance: ink that reaches past the advance (italic overhangs,
 * handwriting swashes) and antialiasing stay inside the box, and layouts keep the proportions they
 * were tuned with.
 */
const SAFETY = 1.04;

/** The smallest share of its largest size a text takes to keep its phrases whole. */
const PHRASE_SHRINK = 0.86;

/**
 * The composition rule for text (docs/decisions/014-composition-rules-solver-and-linter.md): the largest size (<= maxSize) at which the
 * text wraps into maxLines inside maxWidth and maxHeight; below minSize it takes the next shorter
 * variant; a single word wider than the line is hyphenated; only when all of that fails is the
 * last line cut with an ellipsis and `overflow` set, so a caller can drop an optional element.
 */
export function fitText(raw: string, font: FontSpec, opts: FitOptions): FittedText {
  const key = fitKey(raw, font, opts);
  let hit = fitted.get(key);
  if (!hit) {
    hit = fitUncached(raw, font, opts);
    if (fitted.size >= FITTED_MAX) fitted.delete(fitted.keys().next().value!);
    fitted.set(key, hit);
  }
  return { ...hit, lines: [...hit.lines] };
}

/**
 * The cache's key: every argument, field by field (JSON.stringify of the options cost as much as a
 * cached fit's lookup itself). A field left out (undefined) keeps a place of its own.
 */
function fitKey(raw: string, f: FontSpec, o: FitOptions): string {
  const opts = KEYED.map((k) => o[k]).join('|');
  return `${raw}\u0000${f.family}|${f.weight}|${f.style}\u0000${opts}\u0000${o.variants?.join('\u0001') ?? '-'}`;
}
/** The scalar options in the key; the check below fails to compile when FitOptions gains one not listed. */
const KEYED = [
  'maxWidth',
  'maxLines',
  'maxSize',
  'minSize',
  'lineHeight',
  'maxHeight',
  'letterSpacingEm',
  'upper',
  'preferSize',
  'balance',
  'hyphenate',
  'wordPerLine',
] as const satisfies ReadonlyArray<keyof FitOptions>;
type Unkeyed = Exclude<keyof FitOptions, (typeof KEYED)[number] | 'variants'>;
const everyOptionKeyed: [Unkeyed] extends [never] ? true : Unkeyed = true;
void everyOptionKeyed;

/**
 * Fitting is a pure function of its arguments and the layout solver asks the same question many
 * times (each candidate arrangement, each of the three sizes), so answers are kept.
 */
const fitted = new Map<string, FittedText>();
const FITTED_MAX = 4000;

function fitUncached(raw: string, font: FontSpec, opts: FitOptions): FittedText {
  const lh = opts.lineHeight ?? 1.1;
  const ls = opts.letterSpacingEm ?? 0;
  const avail = opts.maxWidth / SAFETY;
  const cased = (t: string) => (opts.upper ? upperKeepingUnits(sanitizeText(t, true)) : sanitizeText(t, true));
  const candidates = [raw, ...(opts.variants ?? [])].map(cased).filter(Boolean);
  const step = (size: number) => Math.max(1, Math.round(size * 0.04));
  const stacked = (lines: string[]) =>
    opts.wordPerLine === false &&
    lines.length >= 3 &&
    lines.filter((l) => !/\S\s+\S/u.test(l)).length >= lines.length - 1;
  // A balanced text whose every break leaves a line of a lone short word or mark ("WHY CHOOSE / IT",
  // "?") is set on fewer lines, smaller.
  const alone = (lines: string[], text: string, size: number) =>
    opts.balance &&
    lines.length > 1 &&
    lines.some(lone) &&
    settled(balanced(text, font, size, avail, ls, lines.length, lines), font, size, avail, ls).some(lone);
  // A line of a lone article or preposition ("mit", "of") between two others reads as broken, as
  // does an approximation without its number ("Bolsa de 150 g, / unas / 250 porciones", s15).
  const stranded = (lines: string[]) =>
    lines.length > 1 && lines.some((l) => DANGLING.has(l.toLowerCase()) || LEADS.has(l.toLowerCase()));
  const fits = (lines: string[], size: number, text = '') =>
    lines.length <= opts.maxLines &&
    !stranded(lines) &&
    !stacked(lines) &&
    Math.max(0, ...lines.map((l) => measureEm(l, font, ls) * size)) <= avail &&
    (!opts.maxHeight || lines.length * size * lh <= opts.maxHeight + 0.5) &&
    // Last: the only check that wraps the text again (several times, in balanced()).
    !alone(lines, text, size);
  const result = (text: string, size: number, out: string[]): FittedText => {
    const widest = Math.max(0, ...out.map((l) => measureEm(l, font, ls) * size));
    return { size, lines: out, width: Math.min(opts.maxWidth, widest * SAFETY), height: out.length * size * lh, text };
  };
  const done = (text: string, size: number, lines: string[]): FittedText => {
    const even =
      opts.balance && lines.length > 1
        ? settled(balanced(text, font, size, avail, ls, lines.length, lines), font, size, avail, ls)
        : lines;
    const out =
      even.length <= lines.length && Math.max(...even.map((l) => measureEm(l, font, ls) * size)) <= avail + 0.5
        ? even
        : lines;
    return result(text, size, out);
  };
  // A last line of one word under a text of three or more ("60 peach / gummies.", "magnesium, /
  // vegan") reads as a wrap accident (s15 grading): the same size broken again where another break
  // of as many lines leaves none, else a little smaller where the words set without one
  // (docs/decisions/159-no-orphan-lines-and-type-order.md).
  const mend = (text: string, r: FittedText): FittedText => {
    if (!orphaned(r.lines, text)) return r;
    // A cure that strands a word alone higher up ("dans / chaque goutte") is none; one closing its
    // phrase ("Vegan, / third-party tested") reads as a break.
    const stubs = (l: string[]) => l.slice(0, -1).filter((x) => !/\s/u.test(x) && !/[,.;:!?]$/u.test(x)).length;
    // Nor one that leaves an amount without its noun ("25 g / protein, grass-fed" read worse than
    // "25 g protein, / grass-fed", which breaks at the comma); "2500 µg / of biotin" keeps its phrase.
    const bare = (l: string[]) =>
      l.slice(0, -1).some((x, i) => AMOUNT_ALONE.test(x) && !DANGLING.has(l[i + 1].split(' ')[0].toLowerCase()));
    const ok = (l: string[], size: number) =>
      !orphaned(l, text) && stubs(l) <= stubs(r.lines) && !bare(l) && fits(l, size, text) ? l : undefined;
    const cure = (l: string[], size: number) => ok(settled(l, font, size, avail, ls), size) ?? ok(unwidow(l), size);
    const again = cure(r.lines, r.size);
    if (again) return result(text, r.size, again);
    const least = Math.max(opts.minSize, r.size * ORPHAN_SHRINK);
    for (let s = r.size - step(r.size); s >= least; s -= step(s)) {
      const l = set(text, s);
      if (!l) continue;
      const g = done(text, s, l);
      if (!orphaned(g.lines, text)) return g;
      const h = cure(g.lines, s);
      if (h) return result(text, s, h);
    }
    return r;
  };
  // A size a little smaller that keeps every phrase whole ("10 g per scoop", "D3 + K2") reads
  // better than the largest one that splits one (docs/decisions/133-phrase-breaks-and-headline-size.md).
  const whole = (text: string, size: number, lines: string[]): FittedText => {
    let best = done(text, size, lines);
    let split = phraseSplits(best.lines);
    const least = Math.max(opts.minSize, size * PHRASE_SHRINK, Math.min(size, opts.preferSize ?? 0));
    for (let s = size - step(size); split > 0 && s >= least; s -= step(s)) {
      const l = wrap(text, font, s, avail, ls);
      if (!fits(l, s, text)) continue;
      const r = done(text, s, l);
      const c = phraseSplits(r.lines);
      // Each step smaller must buy a break that holds clearly better, and never one line for two:
      // set smaller to keep a phrase whole read as "shrunk to one small line" (s12 grading).
      if (c < split - 0.3 && r.lines.length >= Math.min(2, lines.length)) [best, split] = [r, c];
    }
    return best;
  };
  // Phrases moved down whole may need a line more than the words do: a size is not given up for
  // them (a 9:16 headline went from two lines at 56 px to three at 42); settled() still weighs
  // the phrases of the word-by-word lines.
  const set = (text: string, size: number) => {
    const lines = wrap(text, font, size, avail, ls);
    if (fits(lines, size, text)) return lines;
    const loose = wrap(text, font, size, avail, ls, false);
    return fits(loose, size, text) ? loose : undefined;
  };
  const prefer = opts.preferSize && candidates.length > 1 ? Math.max(opts.minSize, opts.preferSize) : undefined;
  if (prefer)
    for (const text of candidates)
      for (let size = Math.floor(opts.maxSize); size >= prefer; size -= step(size)) {
        const lines = set(text, size);
        if (lines) return mend(text, whole(text, size, lines));
      }
  for (const text of candidates) {
    for (let size = Math.floor(opts.maxSize); size >= opts.minSize; size -= step(size)) {
      const lines = set(text, size);
      if (lines) return mend(text, whole(text, size, lines));
    }
  }
  const text = candidates.at(-1) ?? '';
  const size = opts.minSize;
  const hyph = hyphenate(wrap(text, font, size, avail, ls), font, size, avail, ls, opts.hyphenate !== false);
  if (fits(hyph, size)) return done(text, size, hyph);
  const cut = hyph.slice(
    0,
    Math.max(
      1,
      Math.min(opts.maxLines, opts.maxHeight ? Math.floor((opts.maxHeight + 0.5) / (size * lh)) : opts.maxLines),
    ),
  );
  cut[cut.length - 1] = truncate(`${cut[cut.length - 1]}...`, font, size, avail, ls);
  return { ...done(text, size, cut), overflow: true };
}

/**
 * Greedy wrap at a smaller width until the line count would grow: lines of similar length. Never
 * more than n lines: where the phrase-whole wrap needs a line more than the word-by-word one the fit
 * took (set() in fitUncached), the word-by-word wrap is balanced, and failing both, `lines` (the
 * fit's own) stay. A balance that came back a line deeper made the headline's fewer-lines loop in
 * engine/layout/parts.ts ask for n-1 lines and get n.
 */
function balanced(
  text: string,
  font: FontSpec,
  size: number,
  avail: number,
  ls: number,
  n: number,
  lines0?: string[],
): string[] {
  let lo = avail * 0.5;
  let hi = avail;
  // One wrap throughout: the word-by-word one only where the phrase-whole one needs more lines at
  // the full width (narrower, it would split phrases the phrase-whole wrap keeps).
  const phrased = wrap(text, font, size, avail, ls).length <= n;
  const at = (w: number) => wrap(text, font, size, w, ls, phrased);
  const first = at(avail);
  let best = first.length <= n || !lines0 ? first : lines0;
  for (let i = 0; i < 7; i++) {
    const mid = (lo + hi) / 2;
    const lines = at(mid);
    const widest = Math.max(...lines.map((l) => measureEm(l, font, ls) * size));
    if (lines.length <= n && widest <= mid) {
      best = lines;
      hi = mid;
    } else lo = mid;
  }
  return best;
}

/** A line that is an amount alone: a number and its unit ("25 g", "2500 µg", "1000 mg"). */
const AMOUNT_ALONE = /^[\d.,]+\s?\p{L}{1,3}\.?$/u;

/** The smallest share of its size a text takes to leave no one-word last line. */
const ORPHAN_SHRINK = 0.88;

/**
 * A last line of one word (no number: "30 ml" and "2x" end a line well) under a text of three
 * words or more ("60 peach / gummies.", "magnesium, / vegan").
 */
function orphaned(lines: string[], text: string): boolean {
  const last = lines.at(-1) ?? '';
  return lines.length > 1 && !/\s/u.test(last) && !/\d/u.test(last) && text.split(' ').filter(Boolean).length >= 3;
}

/**
 * The last word of the line above moved down to a one-word last line, where keepUnits' tokens were
 * too coarse for settled() ("2500 µg of / biotin" is two tokens): never a unit from its number,
 * and never leaving a bare number above ("60 / peach gummies.").
 */
function unwidow(lines: string[]): string[] {
  const words = (lines.at(-2) ?? '').split(' ');
  if (lines.length < 2 || words.length < 2) return lines;
  const moved = words.at(-1)!;
  const kept = words.slice(0, -1).join(' ');
  if (UNIT.test(moved) || /^[\d.,]+$/u.test(kept) || /^[?!:;»+&]+$/u.test(moved)) return lines;
  return [...lines.slice(0, -2), kept, `${moved} ${lines.at(-1)}`];
}

/** A line of one short word or a mark alone ("IT", "?", "à"), numbers aside ("30"). */
const lone = (l: string) => !l.includes(' ') && !/\d/u.test(l) && l.replace(/\P{L}/gu, '').length <= 2;

/**
 * Words a line should not end on (articles, prepositions, conjunctions of the buyers' languages):
 * "1000 UI PAR / GOUTTE", "Take two / a day" read as broken.
 */
const DANGLING = new Set(
  (
    'a an the of in on at to for per with and or by from ' +
    'de du des la le les l en et par pour au aux à un une sur dans ' +
    'der die das den dem mit und für pro je im in von zu zum zur ein eine ' +
    'y e o con por para el los las del al un una ' +
    'da do dos em com no na il di per'
  ).split(' '),
);

/**
 * The balanced lines, broken again where another break of the same line count reads better: lines
 * of even length, no last line of one short word ("PEPTIDES PER / SCOOP"), no line of a lone short
 * word or mark ("IT", "?"), no line ending on an article or preposition. The block stays within
 * 6 % of the balanced width and inside the column (docs/decisions/116-feed-headline-size-and-column-shape.md).
 */
function settled(lines: string[], font: FontSpec, size: number, avail: number, ls: number): string[] {
  const n = lines.length;
  // A compound broken at its hyphen keeps the balanced lines (its halves are not separate words).
  if (n < 2 || n > 5 || lines.some((l) => /\p{L}-$/u.test(l))) return lines;
  const tokens = lines.flatMap((l) => keepUnits(l.split(' ').filter(Boolean)));
  if (tokens.length > 16 || tokens.length < n) return lines;
  const held = joins(tokens);
  // The token index each line after the first starts at, in the walk below.
  const cuts: number[] = [];
  const widths = new Map<string, number>();
  const width = (t: string) => {
    let w = widths.get(t);
    if (w === undefined) widths.set(t, (w = measureEm(t, font, ls) * size));
    return w;
  };
  // Wider than 6 % over the balanced block only to keep a phrase whole, at a cost (below).
  const base = Math.max(...lines.map(width));
  const soft = Math.min(avail, base * 1.06);
  const limit = avail;
  const cost = (ls2: string[]) => {
    const ws = ls2.map(width);
    const m = Math.max(...ws);
    let c = ws.reduce((s, w, i) => s + ((m - w) / m) ** 2 * (i === ws.length - 1 ? 0.5 : 1), 0);
    const last = ls2[ls2.length - 1];
    if (!last.includes(' ') && ws[ws.length - 1] < m * 0.5) c += 1;
    // Any one-word last line of a longer text reads as a wrap accident ("60 peach / gummies.").
    if (!last.includes(' ') && !/\d/u.test(last) && tokens.length >= 3) c += 1;
    for (const l of ls2) if (lone(l)) c += 1;
    for (const [i, l] of ls2.slice(0, -1).entries()) {
      if (DANGLING.has(l.slice(l.lastIndexOf(' ') + 1).toLowerCase())) c += 0.3;
      // A first or middle line of one short word ("Contribue / au maintien d'une") reads as a stub too.
      if (!l.includes(' ') && ws[i] < m * 0.55) c += 0.5;
    }
    // A phrase split across lines ("10 g / per scoop", "of / biotin") costs more than uneven lines.
    const split = cuts.reduce((s, k) => s + held[k]!, 0);
    return c + split * PHRASE_SPLIT + (m / soft) * 0.2 + Math.max(0, m / soft - 1) * 4;
  };
  let best = lines;
  let at = 0;
  for (const l of lines.slice(0, -1)) cuts.push((at += keepUnits(l.split(' ').filter(Boolean)).length));
  let bestCost = cost(lines);
  cuts.length = 0;
  const walk = (from: number, left: number, acc: string[]) => {
    if (left === 1) {
      const line = tokens.slice(from).join(' ');
      if (width(line) > limit) return;
      const all = [...acc, line];
      const c = cost(all);
      if (c < bestCost - 1e-6) [best, bestCost] = [all, c];
      return;
    }
    for (let to = from + 1; to <= tokens.length - left + 1; to++) {
      const line = tokens.slice(from, to).join(' ');
      if (width(line) > limit) break;
      cuts.push(to);
      walk(to, left - 1, [...acc, line]);
      cuts.pop();
    }
  };
  walk(0, n, []);
  return best;
}

/** Words wider than the line are broken with a hyphen where the first part still fits. */
function hyphenate(lines: string[], font: FontSpec, size: number, avail: number, ls: number, force: boolean): string[] {
  const out: string[] = [];
  for (const line of lines) {
    let rest = line;
    while (force && measureEm(rest, font, ls) * size > avail && !rest.includes(' ') && rest.length > 4) {
      const part = (c: number) => (/[-/]$/u.test(rest.slice(0, c)) ? rest.slice(0, c) : `${rest.slice(0, c)}-`);
      const fitsAt = (c: number) => measureEm(part(c), font, ls) * size <= avail;
      // A compound's own hyphen first ("Bio- / Grünpulver?" over "Bio-Grünpul- / ver?", s17 grading);
      // then a syllable break when one fits; otherwise the longest part that fits, as before.
      const own = [...rest.matchAll(/-(?=\p{L})/gu)].map((m) => m.index + 1).filter((c) => c > 2 && fitsAt(c));
      let cut = own.at(-1) ?? breakPoints(rest).find(fitsAt) ?? rest.length - 2;
      while (cut > 2 && !fitsAt(cut)) cut--;
      out.push(part(cut));
      rest = rest.slice(cut);
    }
    out.push(rest);
  }
  return out;
}

function truncate(line: string, font: FontSpec, size: number, avail: number, ls: number): string {
  let s = line.replace(/\.\.\.$/, '');
  if (measureEm(`${s}...`, font, ls) * size <= avail) return `${s}...`;
  while (s.length > 1 && measureEm(`${s}...`, font, ls) * size > avail) s = s.slice(0, -1);
  return `${s.trimEnd()}...`;
}

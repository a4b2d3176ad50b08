import { DE, ES, FR } from './lexicon-eu.js';
import { type ClaimLexicon, EN } from './lexicon.js';

/**
 * The claim check's reasoning over one sentence (docs/decisions/016-disease-claim-check.md):
 * words are folded, the lexicon's categories are found as token spans, and the rules of
 * 21 CFR 101.93(g) combine them. Everything here is word order and distance, not phrases.
 */
export type ClaimKind = 'disease' | 'symptom' | 'risk' | 'marker' | 'drug' | 'implied';
export type Finding = { kind: ClaimKind; start: number; end: number };
export type Token = { text: string; norm: string; from: number; to: number; punct: boolean };

type Category = Exclude<keyof ClaimLexicon, never>;
const LEXICONS = [EN, DE, FR, ES];
const ALL_CATEGORIES = Object.keys(EN) as Category[];

function compile(sources: string[]): RegExp {
  return new RegExp(`(?<![a-z0-9])(?:${sources.join('|')})(?![a-z0-9])`, 'g');
}
const RX = Object.fromEntries(ALL_CATEGORIES.map((c) => [c, compile(LEXICONS.flatMap((l) => l[c]))])) as Record<
  Category,
  RegExp
>;
const NEG_NO_ES = compile([...EN.negation, ...DE.negation, ...FR.negation, 'ni']);
const ES_WORDS = new Set([
  'el',
  'la',
  'los',
  'las',
  'del',
  'que',
  'para',
  'con',
  'es',
  'esta',
  'este',
  'estos',
  'estas',
  'una',
  'un',
  'y',
  'o',
  'por',
  'su',
  'sus',
  'se',
  'al',
  'mas',
  'sin',
  'muy',
  'tu',
  'tus',
  'nuestro',
  'nuestra',
  'ninguna',
  'ninguno',
  'ningun',
  'como',
  'pero',
  'lo',
  'le',
  'les',
  'son',
  'hay',
]);
const EN_WORDS = new Set([
  'the',
  'and',
  'with',
  'for',
  'is',
  'your',
  'of',
  'to',
  'it',
  'this',
  'an',
  'in',
  'on',
  'from',
  'you',
  'that',
  'our',
  'are',
  'be',
]);

export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}

/**
 * Words and the punctuation that ends a clause; apostrophes and hyphens only separate words. A
 * decimal ("3,2 g") is one token, so its comma never ends a clause. A few words lose their meaning
 * when their accent is folded away: French "goût" (taste) is not "gout" (the disease).
 */
const ACCENT_MATTERS: Record<string, string> = { goût: 'taste', goûts: 'taste' };

/**
 * "c@ncer", "d1abetes", "canc3r": a digit or symbol standing for a letter between two letters is
 * read as that letter (one character for one, so offsets stay) in a word of four letters or more;
 * "B12", "D3", "A1C" and "P5P" stay.
 */
const LEET: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', $: 's', '5': 's' };
function unleet(s: string): string {
  return s.replace(/[\p{L}@4310!$5]+/gu, (run) =>
    run.replace(/\P{L}/gu, '').length >= 4 ? run.replace(/(?<=\p{L})[@4310!$5](?=\p{L})/gu, (c) => LEET[c]) : run,
  );
}

export function tokenize(sentence: string): Token[] {
  const out: Token[] = [];
  const plain = unleet(sentence);
  for (const m of plain.matchAll(/\p{N}+(?:[.,]\p{N}+)+|[\p{L}\p{N}]+|[,;:–—()/&+]/gu)) {
    const text = sentence.slice(m.index, m.index + m[0].length);
    const punct = !/[\p{L}\p{N}]/u.test(m[0]);
    const norm = ACCENT_MATTERS[m[0].toLowerCase()] ?? fold(m[0]);
    out.push({ text, norm, from: m.index, to: m.index + m[0].length, punct });
  }
  return out;
}

type Span = { start: number; end: number };

/** Token spans where a category's entries match the folded sentence. */
function spans(tokens: Token[], folded: string, starts: number[], rx: RegExp): Span[] {
  const out: Span[] = [];
  rx.lastIndex = 0;
  for (const m of folded.matchAll(rx)) {
    const start = starts.findIndex((s, i) => s <= m.index && m.index < s + tokens[i].norm.length);
    const endChar = m.index + m[0].length;
    let end = start;
    while (end + 1 < tokens.length && starts[end + 1] < endChar) end++;
    if (start >= 0) out.push({ start, end });
  }
  return out;
}

const overlaps = (a: Span, b: Span) => a.start <= b.end && b.start <= a.end;

export type SentenceClaims = {
  findings: Finding[];
  /** Tokens that name a disease, symptom or disease word. */ targets: Set<number>;
};

export function findClaims(tokens: Token[], opts: { question?: boolean } = {}): SentenceClaims {
  if (!tokens.length) return { findings: [], targets: new Set() };
  const folded = tokens.map((t) => t.norm).join(' ');
  const starts: number[] = [];
  let pos = 0;
  for (const t of tokens) {
    starts.push(pos);
    pos += t.norm.length + 1;
  }
  const find = (c: Category) => spans(tokens, folded, starts, RX[c]);
  const es = tokens.filter((t) => ES_WORDS.has(t.norm)).length > tokens.filter((t) => EN_WORDS.has(t.norm)).length;
  const negations = spans(tokens, folded, starts, es ? RX.negation : NEG_NO_ES);
  const breaks = find('clauseBreak');
  const hard = (i: number) => (tokens[i].punct && /[;:–—()]/.test(tokens[i].text)) || breaks.some((b) => b.start === i);
  const soft = (i: number) => tokens[i].punct;
  const clear = (a: number, b: number, stop: (i: number) => boolean) => {
    for (let i = a; i < b; i++) if (stop(i)) return false;
    return true;
  };
  /** a (e.g. a verb) then b (its object) within `max` words, no clause break between. */
  const before = (a: Span, b: Span, max: number, stop = hard) =>
    a.end < b.start && b.start - a.end <= max && clear(a.end + 1, b.start, stop);

  const occasional = find('occasional');
  const exercise = find('exercise');
  const safe = find('safe');
  const lawfulQualified = (c: Span) =>
    occasional.some((q) => q.end < c.start && c.start - q.end <= 3) ||
    exercise.some((q) => q.start > c.end && q.start - c.end <= 3);
  const conditions = find('condition').filter((c) => !lawfulQualified(c));
  const diseases = find('disease');
  const generics = find('generic');
  const chronic = find('chronic');
  const verbs = [...find('verb')];
  const preps = find('prep');
  const found: Finding[] = [];
  const add = (kind: ClaimKind, a: Span, b: Span = a) =>
    found.push({ kind, start: Math.min(a.start, b.start), end: Math.max(a.end, b.end) });

  for (const d of diseases) {
    const v = verbs.find((x) => !overlaps(x, d) && before(x, d, 7)) ?? preps.find((x) => before(x, d, 3));
    add('disease', v ?? d, d);
  }
  for (const i of find('implied')) add('implied', i);
  const detox = find('detox');
  for (const c of [...conditions, ...generics]) {
    const kind = generics.includes(c) ? 'disease' : 'symptom';
    const v = [...verbs, ...detox].find((x) => !overlaps(x, c) && (before(x, c, 7) || before(c, x, 4, soft)));
    const p = preps.find((x) => before(x, c, 3));
    const ch = chronic.find((x) => before(x, c, 2, soft));
    if (v) add(kind, v, c);
    else if (p) add(kind, p, c);
    else if (ch) add(kind, ch, c);
  }
  // "Joint pain? Try ...": a symptom asked about in an ad offers the product for it.
  if (opts.question) for (const c of conditions) if (!found.some((f) => overlaps(f, c))) add('symptom', c);
  // Detoxification of named toxins ("cleanses your body of heavy metals") implies treating a
  // poisoning; a manufacturing step ("molecularly distilled to remove mercury") is a quality fact.
  const process = find('process');
  for (const t of find('toxin')) {
    if (process.some((x) => x.end < t.start)) continue;
    const v = detox.find((x) => !overlaps(x, t) && (before(x, t, 8, soft) || before(t, x, 3, soft)));
    if (v) add('disease', v, t);
  }
  const targets = [...diseases, ...conditions, ...generics];
  for (const r of find('risk')) {
    const t = targets.find((x) => before(r, x, 4));
    if (t) add('risk', r, t);
  }
  const lower = find('lower');
  for (const m of find('marker')) {
    const l =
      lower.find((x) => before(x, m, 5)) ??
      lower.find((x) => before(m, x, 4, soft)) ??
      find('control').find((x) => before(x, m, 4));
    if (l) add('marker', l, m);
  }
  const drugs = find('drug');
  for (const d of drugs) {
    const c = find('compare').find((x) => !overlaps(x, d) && (before(x, d, 5) || before(d, x, 2, soft)));
    const n = find('natural').find((x) => !overlaps(x, d) && (before(x, d, 1, soft) || before(d, x, 1, soft)));
    if (c) add('drug', c, d);
    else if (n) add('drug', n, d);
  }

  const caution = find('doctor').length > 0 && find('caution').length > 0;
  const targetTokens = new Set(
    targets.flatMap((t) => Array.from({ length: t.end - t.start + 1 }, (_, i) => t.start + i)),
  );
  const findings = merge(found).filter((f) => {
    if (safe.some((s) => overlaps(s, f))) return false;
    // Standalone mentions in a caution ("ask your doctor if you have diabetes") warn, they do not claim.
    if (caution && (f.kind === 'disease' || f.kind === 'symptom') && !verbs.some((v) => overlaps(v, f))) return false;
    // "Not intended to diagnose, treat, cure or prevent any disease": negated before, same clause run.
    return !negations.some((n) => n.end < f.start && f.start - n.end <= 10 && clear(n.end + 1, f.start, hard));
  });
  return { findings, targets: targetTokens };
}

/** Overlapping findings become one, reported with the kind of the one that starts first. */
function merge(found: Finding[]): Finding[] {
  const out: Finding[] = [];
  for (const f of [...found].sort((a, b) => a.start - b.start || b.end - a.end)) {
    const last = out[out.length - 1];
    if (last && f.start <= last.end) last.end = Math.max(last.end, f.end);
    else out.push({ ...f });
  }
  return out;
}

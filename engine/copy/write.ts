import { type CopyFormula, type CopyVoice } from '../../contract/style-types.js';
import { getStyle } from '../catalog/index.js';
import { checkClaims, warningText } from '../claims/index.js';
import { type AnalysedProduct, analyseProduct, type ProductCopyInput } from './product.js';
import { fill, isCleanLine } from './text.js';
import { type CtaSet } from './types.js';
import { sanitizeText } from '../text/index.js';
import { type AdBatch, type AdCopy, type ProductExtras } from '../../contract/engine.js';

/**
 * An ad's copy and the facts its layout may show. Everything comes from the buyer's input or
 * from our structure/function formulas in the buyer's language; reviews, ratings, offers and
 * certifications only when the buyer gave them, verbatim (docs/decisions/017-copy-in-the-buyers-language.md).
 */
export type CopyFacts = {
  /** ISO 639-1 code of the ad's language ('und' when the buyer's text has no words). */
  lang: string;
  name: string;
  short: string;
  topic: string;
  benefits: string[];
  ingredients: string[];
  before: string;
  after: string;
  /** The buyer's review quote and its author, or ''. */
  quote: string;
  reviewer: string;
  /** The buyer's offer, or ''. */
  offer: string;
  rating?: { value: number; count: number };
  /** "4.8 / 5 · 1,234 reviews" in the ad's language, or ''. */
  ratingText: string;
  certifications: string[];
  /** What a sticker shows: the offer, else a certification, an ingredient or the count; '' for none. */
  sticker: string;
  kicker: string;
  labels: { before: string; after: string; others: string; question: string; note: string };
};

export type CopyResult = { copy: AdCopy; facts: CopyFacts; warnings: string[] };
export type CopyOverrides = {
  headline?: string;
  subline?: string;
  cta?: string;
  badges?: string[];
  offer?: string | null;
};
export type CopyContext = { extras?: ProductExtras; category?: string; batch?: AdBatch };

const VOICE_CTA: Record<CopyVoice, CtaSet> = {
  hero: 'shop',
  minimal: 'discover',
  benefits: 'shop',
  comparison: 'switch',
  review: 'shop',
  offer: 'offer',
  ingredients: 'formula',
  'before-after': 'shop',
  brand: 'shop',
  luxe: 'discover',
  poster: 'shop',
  photo: 'discover',
  'photo-nature': 'discover',
  'photo-morning': 'discover',
  'photo-active': 'shop',
  'photo-selfcare': 'discover',
  'ugc-casual': 'ugc',
  'ugc-note': 'ugc',
  'ugc-chat': 'ugc',
  'ugc-caption': 'ugc',
  'ugc-review': 'shop',
  'ugc-comment': 'ugc',
};

export function pick<T>(list: T[], seed: number, salt = 0): T {
  return list[Math.abs(seed + salt) % list.length];
}

function rotate<T>(list: T[], by: number): T[] {
  if (!list.length) return list;
  const k = Math.abs(by) % list.length;
  return [...list.slice(k), ...list.slice(0, k)];
}

/** Lines repeat across the ads of a batch; their claim check is remembered (bounded). */
const USABLE = new Map<string, boolean>();
function usable(line: string): boolean {
  let ok = USABLE.get(line);
  if (ok === undefined) {
    ok = isCleanLine(line) && !line.includes('{') && line.length <= 90 && !checkClaims(line).warnings.length;
    if (USABLE.size > 5000) USABLE.clear();
    USABLE.set(line, ok);
  }
  return ok;
}
/** Lines compare without case and final punctuation ("Supports sleep." is "supports sleep"). */
const key = (line: string) =>
  line
    .toLocaleLowerCase()
    .replace(/[.!?…:)]+$/u, '')
    .trim();
const dedupe = (lines: string[]) => lines.filter((l, i) => lines.findIndex((o) => key(o) === key(l)) === i);

function vars(p: AnalysedProduct, outcome: string): Record<string, string> {
  const noun = p.topic?.noun ?? '';
  return {
    name: p.name,
    short: p.short,
    outcome,
    benefit: noun,
    Benefit: noun ? noun[0].toLocaleUpperCase(p.lang) + noun.slice(1) : '',
    ingredient: p.ingredients[0] ?? p.short,
    firstBenefit: benefitsOf(p)[0] ?? '',
  };
}

function benefitsOf(p: AnalysedProduct): string[] {
  // A count or a dose is a badge, not a benefit.
  const own = p.clauses.filter((c) => c.length <= 40 && !/^\d/.test(c) && !p.copyLang?.count.test(c));
  return dedupe([...own, ...(p.topic?.benefits ?? [])])
    .filter(usable)
    .slice(0, 4);
}

/** Headline and sub-line candidates of one style, its own voice first, then spares so a batch never runs out. */
function candidates(
  p: AnalysedProduct,
  formula: CopyFormula,
  turn: number,
): { headlines: string[]; sublines: string[] } {
  const L = p.copyLang;
  if (!L || !p.topic) {
    // Another language: the buyer's own words only (name, sentences, ingredients, certifications).
    const own = [...p.clauses, ...p.sentences].filter((c) => c.length <= 60);
    const headlines = dedupe([
      ...rotate(own, turn),
      p.short,
      p.name,
      ...p.ingredients.map((i) => `${p.short} · ${i}`),
      ...p.extras.certifications.map((c) => `${p.short} · ${c}`),
    ]);
    return {
      headlines: headlines.filter(usable),
      sublines: dedupe([...rotate([...p.clauses, ...p.sentences], turn + 1), p.name]).filter(usable),
    };
  }
  const expand = (templates: string[]) =>
    templates.flatMap((t) =>
      t.includes('{outcome}') ? p.topic!.outcomes.map((o) => fill(t, vars(p, o))) : [fill(t, vars(p, ''))],
    );
  const voice = L.voices[formula.voice];
  const own = rotate(expand(voice.headlines), turn);
  const headlines = dedupe([
    ...own,
    ...rotate(p.topic.outcomes, turn),
    ...expand(L.spare.headlines),
    ...p.clauses.filter((c) => c.length <= 50),
    p.short,
  ]).filter(usable);
  const sublines = dedupe([
    ...rotate(expand(voice.sublines), turn),
    ...p.clauses.filter((c) => c.length <= 90 && !(p.count && c.includes(p.count))),
    ...expand(L.spare.sublines),
    ...p.topic.benefits.map((b) => `${b}.`),
    ...p.topic.outcomes,
  ]).filter(usable);
  return { headlines, sublines };
}

function firstFree(list: string[], taken: Set<string>, not = ''): string {
  return (
    list.find((l) => !taken.has(key(l)) && key(l) !== key(not)) ??
    list.find((l) => key(l) !== key(not)) ??
    list[0] ??
    ''
  );
}

/**
 * Headline and sub-line for the ad at `turn`: in a batch every earlier ad's choice is replayed
 * (same inputs, same answers), so no two ads of one purchase or one sample set share a headline.
 */
function chooseLines(
  p: AnalysedProduct,
  formula: CopyFormula,
  seed: number,
  batch?: AdBatch,
): { headline: string; subline: string } {
  if (!batch) {
    const c = candidates(p, formula, seed);
    const headline = c.headlines[0] ?? p.short;
    return { headline, subline: firstFree(c.sublines, new Set(), headline) };
  }
  const heads = new Set<string>();
  const subs = new Set<string>();
  let mine = { headline: p.short, subline: '' };
  for (let i = 0; i <= Math.min(batch.index, batch.styleIds.length - 1); i++) {
    const style = i === batch.index ? { copy: formula } : getStyle(batch.styleIds[i]);
    if (!style) continue;
    const c = candidates(p, style.copy, i);
    const headline = firstFree(c.headlines, heads);
    const subline = firstFree(c.sublines, subs, headline);
    heads.add(key(headline));
    subs.add(key(subline));
    mine = { headline, subline };
  }
  return mine;
}

/**
 * Every ad of a batch (and its sample set) writes copy for the same product: the analysis
 * (language, claim check, topics, ingredients; about 20 ms) is kept for the last few products.
 * It is read-only to the writer below.
 */
const ANALYSED = new Map<string, AnalysedProduct>();
function analysed(input: ProductCopyInput): AnalysedProduct {
  const key = JSON.stringify([input.name, input.description, input.category ?? null, input.extras ?? null]);
  let p = ANALYSED.get(key);
  if (!p) {
    p = analyseProduct(input);
    if (ANALYSED.size >= 16) ANALYSED.delete(ANALYSED.keys().next().value!);
    ANALYSED.set(key, p);
  }
  return p;
}

export function buildCopy(
  formula: CopyFormula,
  rawName: string,
  rawDescription: string,
  seed: number,
  overrides: CopyOverrides = {},
  context: CopyContext = {},
): CopyResult {
  const input: ProductCopyInput = {
    name: rawName,
    description: rawDescription,
    category: context.category,
    extras: context.extras,
  };
  const p = analysed(input);
  const warnings = [...p.warnings];
  const L = p.copyLang;
  const lines = chooseLines(p, formula, seed, context.batch);
  const offer =
    overrides.offer === null ? '' : overrides.offer !== undefined ? sanitizeText(overrides.offer) : p.extras.offer;
  const ctaSet = VOICE_CTA[formula.voice] === 'offer' && !offer ? 'shop' : VOICE_CTA[formula.voice];
  const ctas = L ? L.ctas[ctaSet] : (p.other?.ctas ?? []);
  const kickers = L?.voices[formula.voice].kickers ?? [];
  const badges =
    overrides.badges ??
    (formula.badges ? dedupe([...p.extras.certifications, ...p.badges, ...(p.count ? [p.count] : [])]) : []);
  const copy: AdCopy = {
    headline: lines.headline,
    subline: lines.subline,
    cta: ctas.length ? pick(ctas, seed, 2) : '',
    badges: badges.slice(0, 3),
  };
  // Buyer-typed overrides (edits) go through the same claim check as generated copy.
  for (const field of ['headline', 'subline', 'cta'] as const) {
    const value = overrides[field];
    if (value === undefined) continue;
    const c = checkClaims(sanitizeText(value));
    warnings.push(...c.warnings.map(warningText));
    if (c.clean && isCleanLine(c.clean)) copy[field] = c.clean;
  }
  copy.badges = copy.badges.filter((b) => !checkClaims(b).warnings.length);
  const sticker = offer || p.extras.certifications[0] || p.ingredients[0] || p.count || '';
  const facts: CopyFacts = {
    lang: p.lang,
    name: p.name,
    short: p.short,
    topic: p.topicId,
    benefits: L ? benefitsOf(p) : p.clauses.filter((c) => c.length <= 40 && !/^\d/.test(c)).slice(0, 4),
    ingredients: p.ingredients,
    before: p.topic?.before ?? '',
    after: p.topic?.after ?? '',
    quote: p.extras.quote,
    reviewer: p.extras.reviewer,
    offer,
    rating: p.extras.rating,
    ratingText: p.labels.rating,
    certifications: p.extras.certifications,
    sticker,
    kicker: kickers.length ? fill(pick(kickers, seed), { short: p.short, benefit: p.topic?.noun ?? '' }) : '',
    labels: {
      before: p.labels.before,
      after: p.labels.after,
      others: p.labels.others,
      question: p.labels.question,
      note: p.labels.note,
    },
  };
  // The same check on every other line the layouts may print.
  for (const field of ['kicker', 'before', 'after', 'sticker'] as const)
    if (facts[field] && checkClaims(facts[field]).warnings.length) facts[field] = '';
  return { copy, facts, warnings: [...new Set(warnings)] };
}

import { type CopyVoice } from '../../contract/style-types.js';

/**
 * What the copy writer knows in one language (engine/copy-lang-*.ts): benefit topics with
 * structure/function phrasing, each style voice's templates, calls to action, badge wording and
 * the layouts' fixed labels, so an ad never mixes two languages
 * (docs/decisions/017-copy-in-the-buyers-language.md).
 *
 * Template placeholders: {short} short product name, {name} full name, {outcome} the topic's
 * benefit headline, {benefit} the topic's benefit noun, {Benefit} capitalised, {ingredient} the
 * main ingredient as the buyer wrote it, {firstBenefit} the first benefit line.
 */
export const COPY_LANGS = ['en', 'de', 'fr', 'es'] as const;
export type CopyLang = (typeof COPY_LANGS)[number];

export const TOPIC_IDS = [
  'sleep',
  'calm',
  'energy',
  'focus',
  'immune',
  'gut',
  'beauty',
  'joint',
  'muscle',
  'hydration',
  'heart',
  'greens',
  'wellness',
] as const;
export type TopicId = (typeof TOPIC_IDS)[number];

export type TopicCopy = {
  /** Words of this language that put a description in the topic (folded: lower case, no accents). */
  match?: RegExp;
  outcomes: string[];
  noun: string;
  before: string;
  after: string;
  benefits: string[];
};

export type VoiceCopy = { headlines: string[]; sublines: string[]; kickers?: string[] };
export type CtaSet = 'shop' | 'discover' | 'ugc' | 'offer' | 'formula' | 'switch';

/** Fixed words the layouts draw besides the copy. */
export type CopyLabels = {
  before: string;
  after: string;
  /** The comparison table's second column. */
  others: string;
  /** Above a viewer-style question in the comment layout. */
  question: string;
  /** "4.8 / 5 · 1,234 reviews": the buyer's rating, formatted. */
  rating: (value: string, count: string) => string;
  /** Fallback note heading. */
  note: string;
};

export type CopyLanguage = {
  code: CopyLang;
  topics: Record<TopicId, TopicCopy>;
  voices: Record<CopyVoice, VoiceCopy>;
  ctas: Record<CtaSet, string[]>;
  /** Extra headlines and sublines, so a batch of many styles never repeats a headline. */
  spare: { headlines: string[]; sublines: string[] };
  /** Badges the description supports, worded in this language. */
  badges: Array<{ match: RegExp; badge: string }>;
  /** "60 capsules" in this language's words (the buyer's own words are shown). */
  count: RegExp;
  labels: CopyLabels;
};

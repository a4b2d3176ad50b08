import { type CopyAngle } from '../../contract/style-types.js';

/**
 * What the copy writer may say in one language besides the buyer's own words: the reviewed
 * phrases (docs/decisions/040-copy-from-the-brief-s-facts.md). Every template is connective
 * words around slots filled with the brief's facts; a template whose slot is empty is skipped.
 * Nothing here states a fact of its own: no benefit, taste, texture, timing of results, beauty,
 * proof, rating, count or offer.
 *
 * Slots: {name} the product's name, {short} its short form; {amount}, {amount2}, {amount3} an
 * amount with its basis ("25 g protein per 30 g scoop"), {amountShort} without it ("25 g
 * protein"), {amount2Short}, {amount3Short}; {count} ("60 raspberry gummies"); {size} ("900 g tub"); {supply}
 * ("30 servings"); {form} ("gummies"), {units} the same only for units one takes (capsules, softgels,
 * tablets, gummies, drops); {ingredient}, {ingredient2} and {ingredients} (a list);
 * {identity} what the product is ("Grass-fed whey protein isolate"); {flag}, {flag2} and {flags}
 * (a list); {flavour}; {usage} how to take it; {benefit} the buyer's own benefit statement;
 * {standard} ("KSM-66"); {quote}, {reviewer}, {rating} (the buyer's review and rating, formatted)
 * and {offer}.
 */
export const COPY_LANGS = ['en', 'de', 'fr', 'es'] as const;
export type CopyLang = (typeof COPY_LANGS)[number];

export type CtaSet = 'shop' | 'discover' | 'ugc' | 'offer' | 'formula';

/** Fixed words the layouts draw besides the copy. */
export type CopyLabels = {
  before: string;
  after: string;
  /** The comparison table's second column. */
  others: string;
  /** Above a viewer-style question in the comment layout. */
  question: string;
  /** The note heading. */
  note: string;
};

export type Phrases = {
  code: CopyLang;
  /** Headline templates per angle, best first. */
  headlines: Record<CopyAngle, string[]>;
  /**
   * A hook of ours before a fact ("Up close: {amountShort}"): a marketer reads it as filler, so a
   * headline takes one only when the brief's facts on their own are all taken (a thin brief's long
   * batch), before the name in our words.
   */
  hooks: string[];
  /**
   * Connective frames that lead with the hero amount ("{amountShort} with {amount2Short}"), tried
   * after an angle's own templates so a long batch varies the hero's frame rather than listing
   * facts (docs/decisions/078-hero-led-headline-frames.md).
   */
  frames: string[];
  /** "in every" before the amount's basis ("25 g protein in every 30 g scoop"). */
  every: string;
  /** Sub-line templates, best first; the first whose facts the headline has not said wins. */
  sublines: string[];
  /** Small lines above a headline (a note's heading, a chat's question), per angle. */
  kickers: Partial<Record<CopyAngle, string[]>>;
  /** Calls to action, best first; a button too narrow for one takes its `shorter` form. */
  ctas: Record<CtaSet, string[]>;
  shorter: Record<string, string>;
  labels: CopyLabels;
  /** "4.8 / 5 · 1,234 reviews": the buyer's rating, formatted. */
  rating: (value: string, count: string) => string;
  /** The buyer's name said nothing: this stands in for it. */
  fallbackName: string;
  /** The word that joins the last two items of a list ("A, B and C"). */
  and: string;
  /** Post copy: the ad platform's description when the brief gives nothing shorter. */
  post: { buy: string };
};

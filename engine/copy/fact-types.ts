import { type FormKind } from './fact-words.js';

/** The brief's facts (facts.ts), each in the buyer's own words. */
export type Amount = {
  /** "25 g", "1000 UI", "3,2 g". */
  qty: string;
  /** What is measured, as the buyer wrote it: "protein", "de cafeína", "Vitamine D3"; '' when unnamed. */
  what: string;
  /** The name came before the quantity ("Vitamine D3 1000 UI"). */
  whatFirst: boolean;
  /** "per 30 g scoop", "pro Kapsel", "par portion de deux gélules"; ''. */
  per: string;
  /** The amount alone ("25 g protein") and with its basis ("25 g protein per 30 g scoop"). */
  short: string;
  text: string;
};

export type ProductFacts = {
  form?: { kind: FormKind; word: string };
  amounts: Amount[];
  /** "60 raspberry gummies", "30 servings", "90 Weichkapseln". */
  count?: { n: number; noun: string; text: string; servings: boolean };
  /** "900 g tub", "300 g", "Flacon compte-gouttes de 30 ml" (as written). */
  size?: string;
  /** "für 30 Tage", "30 servings" when the count is of something else. */
  supply?: string;
  ingredients: string[];
  /** "KSM-66", "MK-7", "Type I and III". */
  standards: string[];
  flags: Array<{ id: string; text: string }>;
  flavour?: string;
  usage: string[];
  timing: string[];
  /** What the product is, in one noun phrase from the brief: "Grass-fed whey protein isolate". */
  identity?: string;
  benefits: string[];
  /** Other clean clauses of the brief, in order (nothing above repeats here). */
  other: string[];
};

import type { EditChange, Unsupported } from '../../contract/edit-plan.js';

export type { EditChange, EditPlan, Mood, Unsupported } from '../../contract/edit-plan.js';

export type Lang = 'en' | 'de' | 'fr' | 'es';

/**
 * One meaningful piece of the prompt after folding, phrase matching and spelling fixes:
 * a canonical word (`w`), a word the lexicon does not know (`u`), a colour, a quoted text,
 * punctuation, a number/percentage/price (`num`, the material of offers), and after texts.ts a
 * captured free text (`t`) or a replacement (`r`). `start`/`end` point
 * into the original prompt so free text is always taken verbatim from what the buyer typed.
 */
export type Sym = {
  kind: 'w' | 'u' | 'col' | 'q' | 'p' | 'num' | 't' | 'r';
  /** Canonical token (w), folded word (u), punctuation character (p), quoted text (q). */
  c: string;
  start: number;
  end: number;
  hex?: string;
  /** The colour's name for the summary, or 'brand'. */
  name?: string;
  /** A replacement (kind 'r'): the words to find; `c` holds the new words. */
  from?: string;
  /** A captured text (kind 't') that reads like an offer ("20% off"). */
  offer?: boolean;
  /** The words as typed (canonical words only). */
  raw?: string;
  /** True for a word the buyer typed in capitals or capitalised (a hint that it is copy). */
  cap?: boolean;
};

/** What the planner knows about the ad being edited (all optional: the plan works without). */
export type PlanContext = {
  /** The image model can paint a new scene around the product (the Replicate engine). */
  scenes?: boolean;
  /** The ad's current copy, to resolve typo fixes and check that the text to fix is there. */
  copy?: { headline: string; subline: string; cta: string; badges?: string[] };
  /** Facts the buyer gave (offer, certifications): used verbatim when they ask for "the offer". */
  extras?: { offer?: string; certifications?: string[] };
  /** The style's family, to say what a mood does to this ad. */
  family?: StyleFamily;
};

export type StyleFamily = 'static' | 'photoshoot' | 'ugc';

/** What the rules of one clause add to the plan being built. */
export type Out = {
  changes: EditChange[];
  unsupported: Unsupported[];
  handled?: boolean;
  /** Parts that name something without asking anything ("I don't love the font"): reported only when nothing else is planned. */
  vague: Unsupported[];
};

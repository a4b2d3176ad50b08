import { type CopyAngle, type CopyFormula } from '../../contract/style-types.js';
import { STYLES } from '../catalog/index.js';
import { checkClaims, warningText } from '../claims/index.js';
import { ANGLES, WANTS } from './angles.js';
import {
  type Candidates,
  candidatesFor,
  effectiveAngleOf,
  factList,
  hasHero,
  ingredientList,
  readsAsPack,
  tierOf,
} from './candidates.js';
import { type Line, lineKey, printable, upperFirst } from './lines.js';
import { type AnalysedProduct, analyseProduct, type ProductCopyInput } from './product.js';
import { isCleanLine } from './text.js';
import { isCapsOnly, sanitizeText } from '../text/index.js';
import { type Atoms, atomsOf, DRAWN, overlaps } from './atoms.js';
import { type AdBatch, type AdCopy, type PostCopy, type ProductExtras } from '../../contract/engine.js';
import { postCopyOf } from './post-copy.js';
import { type ProductFacts } from './fact-types.js';
import { heroLineFlaws, repeatsWord } from './hero-lead.js';
import { typeset } from './typeset.js';

/**
 * An ad's copy and the facts its layout may show. Every word comes from the brief's facts, the
 * buyer's extras, or the reviewed phrases of the ad's language; reviews, ratings, offers and
 * certifications only when the buyer gave them, verbatim
 * (docs/decisions/017-copy-in-the-buyers-language.md, 040-copy-from-the-brief-s-facts.md).
 */
export type CopyFacts = {
  /** ISO 639-1 code of the ad's language ('und' when the buyer's text has no words). */
  lang: string;
  name: string;
  short: string;
  /** The style's angle (what its headline leads with). */
  topic: string;
  /** Short fact lines for a layout's list (checklist, table, notes, card), per the style's angle. */
  benefits: string[];
  ingredients: string[];
  /** Before/after pairs would be invented results: always empty, so the layout shows its honest variant. */
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
  /** What a sticker shows: the offer, else a certification, a flag, the count or an amount; '' for none. */
  sticker: string;
  kicker: string;
  /** Shorter calls to action for a narrow button, best first (a button never hyphenates). */
  ctaShort: string[];
  labels: { before: string; after: string; others: string; question: string; note: string };
  /** The brief's facts with their structure, for a layout that lays them out (a comparison's label-check rows). */
  brief?: ProductFacts;
};

export type CopyResult = { copy: AdCopy; facts: CopyFacts; post: PostCopy; warnings: string[] };
export type CopyOverrides = {
  headline?: string;
  subline?: string;
  cta?: string;
  badges?: string[];
  offer?: string | null;
};
export type CopyContext = {
  extras?: ProductExtras;
  category?: string;
  batch?: AdBatch;
  /** The language the buyer chose at step 2. */
  lang?: string;
  /** The style being written for (its place in the catalogue keeps headlines apart). */
  styleId?: number;
};

export function pick<T>(list: T[], seed: number, salt = 0): T {
  return list[Math.abs(seed + salt) % list.length];
}

/** A quantity from the brief ("25 g", "1000 UI", "60 gummies"), not a code such as "D3" or "B12". */
const NUMBER = /(?<![\p{L}\d])\d+(?:[.,]\d+)?(?![\p{L}\d])/u;

/** Slots that say the same fact ("{amount}" and "{amountShort}", "{flag}" and "{flags}"). */
function factOf(slot: string): string {
  if (/^(amount(Short)?|per|hero(What|Dose|Every|Of|Qty))$/.test(slot)) return 'amount1';
  if (/^amount2(Short)?$/.test(slot)) return 'amount2';
  if (/^(flag|heroAdj)/.test(slot)) return 'flags';
  if (/^(ingredient|ingredients|ingredientsRest|identity)$/.test(slot)) return 'ingredient';
  if (/^(name|short|heroNamed)$/.test(slot)) return 'name';
  if (/^benefit/.test(slot)) return 'benefit';
  return slot;
}

/** The catalogue's styles by their copy formula and by id, looked up once (the first style of a formula wins). */
const BY_FORMULA = new Map<CopyFormula, (typeof STYLES)[number]>();
const BY_ID = new Map<number, (typeof STYLES)[number]>();
const AT = new Map<number, number>();
STYLES.forEach((s, i) => {
  if (!BY_FORMULA.has(s.copy)) BY_FORMULA.set(s.copy, s);
  if (!BY_ID.has(s.id)) BY_ID.set(s.id, s);
  if (!AT.has(s.id)) AT.set(s.id, i);
});
const CATALOG = STYLES.map((s) => s.copy);

/** The style's headline face draws capitals only (docs/decisions/074-hero-headlines-and-one-fact-once.md). */
function capsHeadline(formula: CopyFormula): boolean {
  const style = BY_FORMULA.get(formula);
  return !!style && isCapsOnly(style.fonts.headline.family);
}

function calloutAtoms(p: AnalysedProduct, formula: CopyFormula): Atoms {
  const style = BY_FORMULA.get(formula);
  const out: Atoms = new Set();
  if (!style || !DRAWN[style.layout].callouts) return out;
  const items = ingredientList(p, effectiveAngleOf(formula, p));
  if (items.length < 2) return out;
  // Only the labels' amounts: a headline may name a labelled ingredient with its number, but the
  // same "300 mg" on a label and in the headline is one fact said twice.
  for (const i of items) for (const a of atomsOf(i, p)) if (/\d/.test(a)) out.add(a);
  return out;
}

/**
 * The content words of a line (five letters or more, no digits), without the words of the
 * amounts' bases and the product's form ("capsules", "scoop", "gélules"): a sub-line that shares
 * one with its headline says the same thing twice ("10 g collagen peptides" over "Pure Collagen
 * Peptides"; docs/decisions/096-short-numbered-headlines-and-one-fact-per-ad.md).
 */
const QTY = /(\d+(?:[.,]\d+)?)\s?(mg|µg|mcg|g|kg|ml|iu|ui|ie)(?![\p{L}\d])/giu;
const BASES = new WeakMap<AnalysedProduct, Set<string>>();
function wordsOf(text: string, p: AnalysedProduct): Set<string> {
  let bases = BASES.get(p);
  if (!bases) {
    const f = p.facts;
    const said = [...f.amounts.map((a) => a.per), f.form?.word ?? '', f.count?.noun ?? '', f.count?.text ?? ''];
    BASES.set(p, (bases = new Set(said.flatMap((t) => lineKey(t).split(' ')))));
  }
  const b = bases;
  // Quantities with their unit count too: "30 g" of a scoop said in both lines is said twice.
  const quantities = [...text.matchAll(QTY)].map((m) => `${m[1].replace(',', '.')}${m[2].toLowerCase()}`);
  return new Set([
    ...quantities,
    ...lineKey(text)
      .split(' ')
      .filter((w) => w.length >= 5 && !/\d/.test(w) && !b.has(w)),
  ]);
}

/**
 * What the call-out diagram may label besides the headline: the angle's ingredients, then the
 * label's amounts, standards, ingredients and count (engine/layout/callouts.ts labels these from
 * the brief itself when the copy gives it fewer than two).
 */
function diagramItems(p: AnalysedProduct, angle: CopyAngle): string[] {
  // The pack's count or size is no ingredient ("120 gélules", "30 servings" pointed at the label),
  // nor is the product's own category word ("Electrolytes", "Omega-3"):
  // docs/decisions/125-lists-that-deliver-their-style.md.
  const inName = ` ${lineKey(p.name)} `;
  return [
    ...ingredientList(p, angle),
    ...p.facts.amounts.filter((a) => a.what && a.short.length <= 34).map((a) => a.short),
    ...p.facts.standards,
    ...p.facts.ingredients.filter((i) => i.length <= 34 && !inName.includes(` ${lineKey(i)} `)),
    ...p.facts.flags.map((f) => f.text),
  ].map((t) => upperFirst(t, p.lang));
}

/**
 * The diagram's labels repeat none of the headline: two fresh ones are left, or the headline says
 * no labelled amount. Fresh labels are counted as placed() keeps them, one per fact ("Mélatonine"
 * and "Mélatonine 1,9 mg" are one label: the diagram then labelled the headline's amounts again,
 * sleep-window 7), and a flag counts only when the brief has no two labels besides its flags
 * ("Vegan" pointed at a gummy read as an odd ingredient, hsn-tube 7; docs/grades/s13-pair-*.tsv,
 * docs/decisions/142-short-lines-that-keep-the-number.md).
 */
function diagramFits(p: AnalysedProduct, angle: CopyAngle, headline: string): boolean {
  const items = diagramItems(p, angle);
  const flags = new Set(p.facts.flags.map((f) => lineKey(f.text)));
  const distinct = (list: string[], said: Atoms) => {
    const by = new Set(said);
    return list.filter((t) => {
      const atoms = atomsOf(t, p);
      if (overlaps(atoms, by) || lineKey(headline).includes(lineKey(t))) return false;
      for (const a of atoms) by.add(a);
      return true;
    });
  };
  const head = atomsOf(headline, p);
  const labels = items.filter((t) => !flags.has(lineKey(t)));
  const fresh = distinct(distinct(labels, new Set()).length >= 2 ? labels : items, head);
  if (fresh.length >= 2) return true;
  const numbered: Atoms = new Set();
  for (const t of items) for (const a of atomsOf(t, p)) if (/\d/.test(a)) numbered.add(a);
  return !overlaps(head, numbered);
}

type Chosen = { headline: string; subline: string; kicker: string; uses: string[] };

/** An angle's line longer than this sets small in most layouts: the plain hero line is better then. */
const WANT_MAX = 44;
/** The strong lines up to this length go before longer ones (docs/decisions/142-short-lines-that-keep-the-number.md). */
const SHORT_MAX = 40;

/**
 * A quantity with its unit ("25 g", "1000 UI"), not a code's digits ("KSM-66"): QTY without its
 * global flag, whose lastIndex would make repeated tests alternate.
 */
const HAS_QTY = new RegExp(QTY.source, 'iu');

/** Angles whose job is how to take it: the brief's instruction may be their whole headline. */
const ROUTINE = new Set<CopyAngle>(['routine', 'how-to', 'note']);
/** Angles whose job is the label's claims: two flags may be their headline ("Vegan and gluten-free"). */
const FLAGGED = new Set<CopyAngle>(['clean', 'casual', 'comparison']);
/** A purpose, not an instruction ("For your evening routine"): no headline of its own. */
const PURPOSE = /^(for|für|zur|zum|pour|para)\s/iu;

/** The pack's facts: its count, size or supply ("120 capsules", "Combien ? 120 gélules"). */
const PACK = new Set(['count', 'size', 'supply']);
const SAYS_NOTHING = new Set(['name', 'short', 'form', 'flavour']);
/** Three facts in a row or a word said twice ("…, 240 g jar, 30 servings"): a list, not a line. */
const commas = (h: Line) => (h.text.match(/,\s/g) ?? []).length;
const crowded = (h: Line) => commas(h) >= 2 || repeatsWord(h.text);
const packed = (h: { uses: string[] }) => h.uses.some((u) => PACK.has(u));
const saysMoreThanThePack = (h: { uses: string[] }) => h.uses.some((u) => !SAYS_NOTHING.has(u) && !PACK.has(u));

/** The hero amount's quantity as a line key (" 2500 µg "), '' when the brief names no amount. */
function heroQtyKey(p: AnalysedProduct): string {
  const hero = p.facts.amounts.find((a) => a.what);
  return hero && p.slots.amountShort ? ` ${lineKey(hero.qty)} ` : '';
}

/**
 * Headline, sub-line and kicker of each ad in `order` (a list of formulas): every ad takes its
 * angle's first line no earlier ad took, so the catalogue's 31 styles (and any batch, which is
 * replayed the same way) never share a headline while the brief has facts enough.
 */
function assign(p: AnalysedProduct, order: CopyFormula[]): Chosen[] {
  const heads = new Set<string>();
  const subs = new Map<string, number>();
  const out: Chosen[] = [];
  // Headlines each formula took: a thin brief that runs out of free lines still gives a style's
  // repeat (the samples of one style) a headline that style has not shown.
  const mine = new Map<string, Set<string>>();
  const hero = hasHero(p);
  const nameWords = lineKey(p.short)
    .split(' ')
    .filter((w) => w.length >= 5 && !/\d/.test(w));
  const heroQty = heroQtyKey(p);
  for (const formula of order) {
    const c: Candidates = candidatesFor(p, formula, capsHeadline(formula));
    const own = mine.get(`${formula.angle}/${formula.voice}`) ?? new Set<string>();
    mine.set(`${formula.angle}/${formula.voice}`, own);
    // A style that labels the product's ingredients (call-outs, stickers) leaves their amounts to
    // the labels: its headline says another strong fact while one is free.
    const diagram = BY_FORMULA.get(formula)?.layout === 'callouts';
    const labels = diagram ? new Set<string>() : calloutAtoms(p, formula);
    // A chat answers under the product's name: its line does not say the name's words again,
    // unless a question above it will ask for the fact it says ("What's in it?" above "300 mg
    // KSM-66 ashwagandha"), so the name never opens the answer.
    const nameIn = (t: string) => nameWords.some((w) => ` ${lineKey(t)} `.includes(` ${w} `));
    const asked = (h: Line) =>
      c.kickers.some(
        (k) =>
          !nameIn(k.text) &&
          !/\?\s*\S/u.test(h.text) &&
          !lineKey(k.text)
            .split(' ')
            .some((w) => w.length >= 5 && ` ${lineKey(h.text)} `.includes(` ${w} `)) &&
          !!k.needs?.some((n) => h.uses.some((u) => factOf(u) === factOf(n))),
      );
    const echoes = (h: Line) => formula.angle === 'chat' && nameIn(h.text) && !asked(h);
    // A chat's answer that is a fragment of the hero ("What's in it?" answered "Biotin" beside
    // "Biotin 2500 µg") was graded thin: it answers with a number or a whole fact
    // (docs/decisions/171-thin-briefs-say-the-rest-of-the-label.md).
    const thin = (h: Line) => formula.angle === 'chat' && hero && !!h.weak && !/\d/.test(h.text);
    // A headline of one bare word ("Biotin", "Zinc") was graded weak: only when nothing else is left
    // (docs/decisions/193-body-lines-that-say-a-whole-fact.md).
    const oneWord = (h: Line) => !/\d/.test(h.text) && !/\s/.test(h.text.trim());
    // A notebook's routine under a headline that opens with the ingredient list ("Weizengras,
    // Spirulina und Chlorella, 10 g …") read as a label, not a routine (s19 grading, Routine Note):
    // the dose leads there, the list is left to the styles that show what is inside.
    const listFirst = (h: Line) =>
      BY_FORMULA.get(formula)?.layout === 'ugc-list' && h.uses[0] === 'ingredients' && h.uses.length > 1;
    const unused = (h: Line) => !heads.has(lineKey(h.text)) && !echoes(h) && !thin(h) && !oneWord(h) && !listFirst(h);
    // How to take it is the headline of a how-to, routine, note or FAQ style only: elsewhere "Stir
    // into coffee" alone, or glued to the dose ("600 mg …: mezclar con leche"), was graded a
    // usage line with no benefit (docs/decisions/163-how-to-take-it-only-where-it-is-the-job.md).
    const howTo = [formula.angle, effectiveAngleOf(formula, p)].some((a) => ROUTINE.has(a) || a === 'faq');
    const instructs = (h: Line) => !howTo && h.uses.includes('usage');
    const strong = (h: Line) =>
      !h.hook && !h.lastResort && unused(h) && tierOf(h, hero) <= 1 && !readsAsPack(p, h) && !instructs(h);
    const fitsDiagram = (h: Line) => !diagram || diagramFits(p, effectiveAngleOf(formula, p), h.text);
    // A hero line with nothing tacked on (no pack, flag or instruction after a comma).
    const clean = (h: Line) =>
      strong(h) && !crowded(h) && heroLineFlaws(h, p.slots, p.lang) === 0 && !readsAsPack(p, h);
    const want = WANTS[effectiveAngleOf(formula, p)];
    const ok = (h: Line) => h.text.length <= WANT_MAX && !overlaps(atomsOf(h.text, p), labels) && fitsDiagram(h);
    const leads = (h: Line, re?: RegExp) => !!re && re.test(h.uses[0] ?? '');
    const says = (h: Line, re?: RegExp) => !!re && h.uses.some((u) => re.test(u));
    // An angle that may lead without the number: what the product is or its flags in three words
    // or more, no pack, no second amount ("Grass-fed whey protein isolate", "No added sugar and grass-fed").
    // A line without the number is taken only when a sub-line with a quantity can go under it
    // without saying a word of it again ("Grass-fed whey protein isolate" over "25 g protein …" does).
    const numberUnder = (h: Line) => {
      const atoms = atomsOf(h.text, p);
      const words = wordsOf(h.text, p);
      return c.sublines.some(
        (s) =>
          HAS_QTY.test(s.text) &&
          !overlaps(atoms, atomsOf(s.text, p)) &&
          ![...wordsOf(s.text, p)].some((w) => words.has(w)),
      );
    };
    const alone = (h: Line) => !!want?.alone && formula.angle === effectiveAngleOf(formula, p) && alone0(h);
    const alone0 = (h: Line) =>
      !h.hook &&
      !h.lastResort &&
      !h.weak &&
      !h.list &&
      unused(h) &&
      !packed(h) &&
      !crowded(h) &&
      !h.uses.some((u) => /^amount[23]/.test(u)) &&
      // A purpose is no instruction ("Magnesium glycinate for your evening routine" says no fact).
      !(h.uses.includes('usage') && PURPOSE.test(p.slots.usage ?? '')) &&
      numberUnder(h) &&
      // Only where the sub-line is always drawn: a showcase or luxe 1:1 drops it, and the ad then
      // showed no number at all ("Vegano y sin gluten", "Stir into coffee, tea or a smoothie").
      BY_FORMULA.get(formula)?.layout === 'minimal' &&
      h.text.split(/\s+/).length >= 3;
    // Once the clean hero lines are taken, a line that tells the angle's story without the number
    // (what the product is; the routine's instruction; the label's flags) before a hero line with
    // the pack or a flag tacked on ("…, 300 g", "…, unflavoured"; docs/decisions/132-an-angle-per-style.md).
    const lead0 = (h: Line) => h.uses.find((u) => !/^(name|short|form)$/.test(u)) ?? '';
    const story = (h: Line) =>
      alone0(h) &&
      h.uses.every((u) => /^(identity|usage|flags|form|ingredients)$/.test(u)) &&
      (lead0(h) === 'identity' ||
        // The ingredients a powder blends ("Spirulina, chlorella, barley grass and wheatgrass"),
        // not the actives whose doses the brief gives ("Vitamin D3 and vitamin K2" drops the dose).
        (lead0(h) === 'ingredients' && !p.slots.amount2Short) ||
        (lead0(h) === 'usage' && ROUTINE.has(formula.angle)) ||
        // Two flags, not a list of three ("Vegan, ohne Zuckerzusatz und Bio").
        (lead0(h) === 'flags' && FLAGGED.has(formula.angle) && !h.text.includes(',')));
    // The strong lines, short ones first: a headline past SHORT_MAX characters sets small beside
    // the product, so a short hero line with a tail beats a long clean one
    // (docs/decisions/142-short-lines-that-keep-the-number.md).
    const quote = (h: Line) => h.uses.includes('quote');
    const strongest = (fits: (h: Line) => boolean) =>
      c.headlines.find((h) => fits(h) && clean(h) && !overlaps(atomsOf(h.text, p), labels) && fitsDiagram(h)) ??
      c.headlines.find((h) => fits(h) && story(h) && ok(h)) ??
      c.headlines.find(
        (h) => fits(h) && strong(h) && !crowded(h) && !overlaps(atomsOf(h.text, p), labels) && fitsDiagram(h),
      ) ??
      // A style that labels the ingredients still leads with the hero rather than a second amount
      // ("100 mg L-theanine" on a magnesium): its labels then leave out what the headline says.
      // Not the call-out diagram, which labels the brief's amounts itself when the copy gives it too few.
      (diagram ? undefined : c.headlines.find((h) => fits(h) && strong(h) && !crowded(h))) ??
      c.headlines.find((h) => fits(h) && strong(h) && !crowded(h) && fitsDiagram(h));
    // Past the strong lines, a line that shows the brief's number, in itself or in a sub-line the
    // layout draws under it: a notes list or an unboxing card under "Unflavoured and grass-fed"
    // showed no number at all (collagen-jar 26 and 29, docs/grades/s13-pair-*.tsv).
    // A card that draws no headline (the FAQ card) leaves the lines with a number to the others.
    const drawn = DRAWN[BY_FORMULA.get(formula)?.layout ?? 'hero'];
    const shows = (h: Line) => !drawn?.headline || HAS_QTY.test(h.text) || (!!drawn.subline && numberUnder(h));
    const untold = (h: Line) =>
      unused(h) &&
      !h.hook &&
      !h.lastResort &&
      !h.weak &&
      !h.list &&
      !h.text.includes(',') &&
      !instructs(h) &&
      h.text.split(/\s+/).length >= 3 &&
      !overlaps(atomsOf(h.text, p), labels);
    const free =
      (want
        ? (c.headlines.find((h) => clean(h) && ok(h) && leads(h, want.lead)) ??
          c.headlines.find((h) => alone(h) && ok(h) && leads(h, want.lead)) ??
          c.headlines.find((h) => clean(h) && ok(h) && says(h, want.says)))
        : undefined) ??
      strongest(
        (h) => quote(h) || (h.text.length <= SHORT_MAX && !packed(h) && heroLineFlaws(h, p.slots, p.lang) === 0),
      ) ??
      // A long line without the number last ("La mélatonine contribue à réduire le temps
      // d’endormissement" on a number style): the brief's number beats the claim, not the buyer's review.
      strongest((h) => quote(h) || (HAS_QTY.test(h.text) && !packed(h))) ??
      strongest(() => true) ??
      // Then a hero line with two facts tacked on ("…, vegan and gelatin-free"), graded B+ in
      // docs/grades/s11-*.tsv; only then a list of four, a word said twice, the pack, a flag or how to take it alone
      // ("…, 240 g jar, 30 servings", "Just arrived: 120 capsules", graded C)
      // (docs/decisions/124-headlines-say-the-point-first.md), whatever their length.
      // A style whose call-outs say the amounts takes what the product is or its label's claims
      // before a list of three ("200 mg …, 100 mg L-theanine, vegan" on Ingredient Spotlight was
      // graded a long list; docs/decisions/175-flags-and-usage-read-as-sentences.md).
      (labels.size
        ? c.headlines.find((h) => untold(h) && !packed(h) && saysMoreThanThePack(h) && fitsDiagram(h))
        : undefined) ??
      c.headlines.find((h) => strong(h) && commas(h) <= 2 && !repeatsWord(h.text) && fitsDiagram(h)) ??
      c.headlines.find((h) => strong(h) && fitsDiagram(h)) ??
      // Past the strong lines, one that says more than the pack: "120 capsules" alone as a headline
      // read as the weakest line of the set.
      c.headlines.find(
        (h) =>
          !h.lastResort && !h.hook && unused(h) && saysMoreThanThePack(h) && !packed(h) && shows(h) && !instructs(h),
      ) ??
      // A weak fact before the hero ("120 capsules, magnesium glycinate 400 mg") still says the hero,
      // which the pack beside a flag or how to take it does not ("60 peach gummies, gelatin-free").
      // A last resort that says the number before a bare word or a list without it ("Biotin",
      // "Spotlight on biotin" were graded vague); no hook ("Up close: …" is filler on a full brief).
      (hero
        ? c.headlines.find(
            (h) =>
              unused(h) &&
              !h.hook &&
              HAS_QTY.test(h.text) &&
              !instructs(h) &&
              !packed(h) &&
              !crowded(h) &&
              !readsAsPack(p, h) &&
              !overlaps(atomsOf(h.text, p), labels) &&
              fitsDiagram(h),
          )
        : undefined) ??
      c.headlines.find((h) => !h.lastResort && unused(h) && saysMoreThanThePack(h) && !packed(h) && !instructs(h)) ??
      c.headlines.find((h) => h.lastResort && unused(h) && !instructs(h)) ??
      c.headlines.find((h) => unused(h) && saysMoreThanThePack(h)) ??
      c.headlines.find((h) => unused(h)) ??
      c.headlines.find((h) => !heads.has(lineKey(h.text))) ??
      c.headlines.find((h) => !own.has(lineKey(h.text))) ??
      c.headlines[0];
    const headline = free?.text ?? p.short;
    const uses = free?.uses ?? ['name'];
    const numbered = NUMBER.test(headline);
    // The sub-line says something the headline does not (another fact, not the name twice), a
    // number when the headline has none, and is the least used so far.
    const said = new Set(uses.map(factOf));
    const quoted = uses.includes('quote');
    const headAtoms = atomsOf(headline, p);
    const headWords = wordsOf(headline, p);
    // The buyer's benefit statement may name the headline's nutrient again: "Biotin 2500 µg" over
    // "Biotin contributes to the maintenance of normal hair." says the number and what it is for,
    // where the word rule left "60 peach gummies." (s20 grading: "no benefit", "dose plus count").
    const benefit = (s: Line) => s.uses.some((u) => factOf(u) === 'benefit') && HAS_QTY.test(headline);
    // Under a headline without the hero's dose ("Sin sabor, bote de 500 g", "330 mg de EPA" on a
    // 1000 mg fish oil), the fresh sub-line that says it goes first: the pack's form or a second
    // line without it there was graded as dropping or burying the brief's number (s21 final
    // grading; docs/decisions/223-the-sub-line-keeps-the-hero-dose.md).
    const dosed = (t: string) => !!heroQty && ` ${lineKey(t)} `.includes(heroQty);
    const dose = (s: Line) => !!heroQty && !dosed(headline) && dosed(s.text);
    // A headline that lists the ingredients ("Biotin, zinc and vitamin C") takes the hero's dose
    // under it, though that names the hero again: "60 peach gummies." there dropped the number.
    const listed = (s: Line) => dose(s) && uses.includes('ingredients');
    const fresh = c.sublines.filter(
      (s) =>
        (benefit(s) || listed(s)
          ? ![...atomsOf(s.text, p)].some((a) => /\d/.test(a) && headAtoms.has(a))
          : !overlaps(headAtoms, atomsOf(s.text, p)) && ![...wordsOf(s.text, p)].some((w) => headWords.has(w))) &&
        !lineKey(headline).includes(lineKey(s.text)) &&
        !lineKey(s.text).includes(lineKey(headline)) &&
        !s.uses.some((u) => said.has(factOf(u))) &&
        (s.uses.includes('reviewer') ? quoted : true),
    );
    // Under the buyer's review, its author; otherwise the least used fresh line, a number first.
    const score = (s: Line, i: number) =>
      (s.uses.includes('reviewer') ? -100 : 0) +
      (subs.get(lineKey(s.text)) ?? 0) * 10 +
      (numbered || NUMBER.test(s.text) ? 0 : 5) +
      // Under a headline without the brief's number (what the product is, how to take it), the
      // sub-line with a quantity first (docs/decisions/132-an-angle-per-style.md).
      (!HAS_QTY.test(headline) && !HAS_QTY.test(s.text) ? 30 : 0) +
      // The pack's count or size alone ("90 tablets.", "60 peach gummies.") was graded a fragment
      // under a headline: any other fresh line goes first (docs/decisions/171-thin-briefs-say-the-rest-of-the-label.md).
      (s.uses.every((u) => PACK.has(u)) ? 20 : 0) +
      // Under a headline with the number, the buyer's benefit statement first: the number and what
      // it is for (docs/decisions/218-lines-a-marketer-would-keep.md).
      (benefit(s) ? -15 : 0) +
      (dose(s) ? -60 : 0) +
      i * 0.1;
    // The pack's count alone ("30 sticks.", "120 gélules.", "60 peach gummies.") was graded a
    // fragment line on every row that showed it (s20 grading): under a headline with a quantity it
    // is never the sub-line; another fresh line goes there, or none
    // (docs/decisions/218-lines-a-marketer-would-keep.md).
    const bare = (s: Line) => s.uses.every((u) => PACK.has(u) || u === 'flavour');
    const best = fresh
      .filter((s) => !(bare(s) && HAS_QTY.test(headline)))
      .map((s, i) => ({ s, v: score(s, i) }))
      .sort((a, b) => a.v - b.v)[0]?.s;
    // Nothing fresh to say: no sub-line. The product's name under a headline reads as filler (the
    // label already shows it; docs/decisions/107-headline-angles-instead-of-label-frames.md).
    const subline = best?.text ?? '';
    const named = (t: string) => [p.short, p.name].some((n) => lineKey(t).includes(lineKey(n)));
    // A kicker that asks ("How do you take it?") is used only above the line that answers it.
    const answers = (k: Line) => !k.needs || k.needs.some((n) => said.has(factOf(n)) || uses.includes(n));
    // A headline that asks its own question ("What's in it? 25 g protein") needs none above it.
    const asks = /\?\s*\S/u.test(headline);
    const fits = c.kickers.filter(
      (k) =>
        !asks &&
        answers(k) &&
        !lineKey(k.text)
          .split(' ')
          .some((w) => w.length >= 5 && ` ${lineKey(headline)} `.includes(` ${w} `)) &&
        lineKey(k.text) !== lineKey(subline) &&
        !(named(k.text) && (named(headline) || named(subline))),
    );
    // The question the headline's first fact answers ("How many?" above "900 drops. 25 µg K2."), else the first that fits.
    const lead = uses[0] ? factOf(uses[0]) : '';
    const kicker = (fits.find((k) => k.needs?.some((n) => factOf(n) === lead)) ?? fits[0])?.text ?? '';
    heads.add(lineKey(headline));
    own.add(lineKey(headline));
    if (subline) subs.set(lineKey(subline), (subs.get(lineKey(subline)) ?? 0) + 1);
    out.push({ headline, subline, kicker, uses });
  }
  return out;
}

/**
 * The order lines are handed out in: the whole catalogue first (so a style's copy is the same in
 * a sample, a purchase and a contact sheet, and no two styles share a headline), then any repeat
 * of a style in the batch (the four samples of one style differ).
 */
function chosenFor(p: AnalysedProduct, formula: CopyFormula, ctx: CopyContext): Chosen {
  const catalog = CATALOG;
  const b = ctx.batch;
  const styleId = ctx.styleId ?? b?.styleIds[b.index];
  const at = styleId !== undefined ? (AT.get(styleId) ?? -1) : -1;
  const repeat = b ? b.styleIds.slice(0, b.index).filter((id) => id === b.styleIds[b.index]).length : 0;
  if (at >= 0 && repeat === 0) return planned(p, catalog, catalog.length)[at];
  if (at < 0 && !b) return assign(p, [formula])[0];
  // Repeats of a style in the batch come after the catalogue, in batch order.
  const extra: CopyFormula[] = [];
  let mine = -1;
  b?.styleIds.slice(0, b.index + 1).forEach((id, i) => {
    const seen = b.styleIds.slice(0, i).includes(id);
    if (!seen) return;
    extra.push(BY_ID.get(id)?.copy ?? formula);
    if (i === b.index) mine = extra.length - 1;
  });
  if (at < 0) return assign(p, [formula, ...extra]).at(mine >= 0 ? mine + 1 : 0)!;
  return planned(p, [...catalog, ...extra], catalog.length + extra.length)[catalog.length + Math.max(0, mine)];
}

const PLANS = new WeakMap<AnalysedProduct, Map<string, Chosen[]>>();
function planned(p: AnalysedProduct, order: CopyFormula[], n: number): Chosen[] {
  let byOrder = PLANS.get(p);
  if (!byOrder) PLANS.set(p, (byOrder = new Map()));
  const key = `${n}:${order.map((f) => `${f.angle}/${f.voice}`).join(',')}`;
  let plan = byOrder.get(key);
  if (!plan) byOrder.set(key, (plan = assign(p, order)));
  return plan;
}

/**
 * Every ad of a batch (and its sample set) writes copy for the same product: the analysis
 * (language, claim check, facts) is kept for the last few products. It is read-only below.
 */
const ANALYSED = new Map<string, AnalysedProduct>();
export function analysed(input: ProductCopyInput): AnalysedProduct {
  const key = JSON.stringify([input.name, input.description, input.category ?? null, input.extras ?? null, input.lang]);
  let p = ANALYSED.get(key);
  if (!p) {
    p = analyseProduct(input);
    if (ANALYSED.size >= 16) ANALYSED.delete(ANALYSED.keys().next().value!);
    ANALYSED.set(key, p);
  }
  return p;
}

/** The angle a style writes from, after the buyer's facts it needs (a review style without one writes its alternative). */
export function effectiveAngle(formula: CopyFormula, p: AnalysedProduct): CopyAngle {
  return effectiveAngleOf(formula, p);
}

export function buildCopy(
  formula: CopyFormula,
  rawName: string,
  rawDescription: string,
  seed: number,
  overrides: CopyOverrides = {},
  context: CopyContext = {},
): CopyResult {
  const p = analysed({
    name: rawName,
    description: rawDescription,
    category: context.category,
    extras: context.extras,
    lang: context.lang,
  });
  const warnings = [...p.warnings];
  const chosen = chosenFor(p, formula, context);
  const offer =
    overrides.offer === null ? '' : overrides.offer !== undefined ? sanitizeText(overrides.offer) : p.extras.offer;
  const angle = effectiveAngle(formula, p);
  const set = ANGLES[angle].cta === 'offer' && !offer ? 'shop' : ANGLES[angle].cta;
  const ctas = p.phrases ? p.phrases.ctas[set] : (p.other?.ctas ?? []);
  const cta = ctas.length ? pick(ctas, seed + (context.styleId ?? 0), 0) : '';
  const short = p.phrases?.shorter[cta];
  const copy: AdCopy = { headline: chosen.headline, subline: chosen.subline, cta, badges: [] };
  // Buyer-typed overrides (edits) go through the same claim check as generated copy.
  for (const field of ['headline', 'subline', 'cta'] as const) {
    const value = overrides[field];
    if (value === undefined) continue;
    const c = checkClaims(sanitizeText(value));
    warnings.push(...c.warnings.map(warningText));
    if (c.clean && isCleanLine(c.clean)) copy[field] = c.clean;
  }
  const labels = p.phrases?.labels ?? p.other?.labels;
  let slots = placed(p, formula, context.styleId, copy, chosen.kicker, angle, offer);
  // Offer Badge without an offer and with no fact left for its seal: a sub-line of the label's
  // flags alone ("Vegan and third-party tested.") gives them to the seal and its chips, the seal
  // then reading as the style's badge ("no badge or offer, style name not delivered", s19 grading;
  // docs/decisions/205-proof-styles-without-the-buyers-facts.md).
  // Never over the buyer's own sub-line (an edit).
  if (!offer && !slots.sticker && overrides.subline === undefined && sealsFlags(p, context.styleId, copy.subline)) {
    // The shortest flag on the seal, set largest ("GRASS-FED" over "UNFLAVOURED"), the rest as chips.
    const again = placed(p, formula, context.styleId, { ...copy, subline: '' }, chosen.kicker, angle, offer, true);
    if (again.sticker) {
      copy.subline = '';
      slots = again;
    }
  }
  copy.badges = overrides.badges ?? (formula.badges ? slots.badges : []).filter((b) => printable(b, 40)).slice(0, 3);
  const sticker = offer || slots.sticker;
  const facts: CopyFacts = {
    lang: p.lang,
    name: p.name,
    short: p.short,
    topic: angle,
    benefits: slots.list,
    ingredients: slots.ingredients,
    before: '',
    after: '',
    quote: p.extras.quote,
    reviewer: p.extras.reviewer,
    offer,
    rating: p.extras.rating,
    ratingText: p.ratingText,
    // A layout's list adds the buyer's certifications; one the headline or sub-line says already
    // ("…, vegan" over a "Vegan" sticker, graded doubled on ashwagandha-gummies 30) is left out.
    certifications: p.extras.certifications.filter(
      (c) => !` ${lineKey(copy.headline)} ${lineKey(copy.subline)} `.includes(` ${lineKey(c)} `),
    ),
    sticker: printable(sticker, 60) ? sticker : '',
    kicker: chosen.kicker,
    ctaShort: short && short !== cta ? [short] : [],
    labels: {
      before: labels?.before ?? '',
      after: labels?.after ?? '',
      others: labels?.others ?? '',
      question: labels?.question ?? '',
      note: labels?.note ?? '',
    },
    brief: p.facts,
  };
  const post = postCopyOf(p, copy, offer);
  // The drawn words in the language's typography (French spaces before ":" "?" "!"), after every
  // check above compared them as plain text.
  const ts = (t: string) => typeset(t, p.lang);
  const drawn: AdCopy = { ...copy, headline: ts(copy.headline), subline: ts(copy.subline), cta: ts(copy.cta) };
  const typed: CopyFacts = {
    ...facts,
    kicker: ts(facts.kicker),
    benefits: facts.benefits.map(ts),
    ingredients: facts.ingredients.map(ts),
    sticker: ts(facts.sticker),
  };
  return { copy: drawn, facts: typed, post, warnings: [...new Set(warnings)] };
}

/** A sub-line of the offer style's seal that says only the label's flags and certifications, joined by short words. */
function sealsFlags(p: AnalysedProduct, styleId: number | undefined, subline: string): boolean {
  const style = styleId === undefined ? undefined : BY_ID.get(styleId);
  if (!style || !DRAWN[style.layout].sticker || !subline) return false;
  let rest = ` ${lineKey(subline)} `;
  let found = 0;
  for (const f of [...p.extras.certifications, ...p.facts.flags.map((x) => x.text)]) {
    const k = ` ${lineKey(f)} `;
    if (k.trim() && rest.includes(k)) {
      rest = rest.replace(k, ' ');
      found++;
    }
  }
  // What is left joins them ("and", "und", "et", "y"): a longer word is a fact the seal would lose.
  return found > 0 && rest.split(' ').every((w) => w.length <= 3);
}

/**
 * The facts an ad's other slots show (its list, call-outs, sticker and badges), each fact said once
 * across every slot its layout draws (docs/decisions/074-hero-headlines-and-one-fact-once.md):
 * the headline and sub-line speak first, then the list (or the call-outs), then the sticker, then
 * the badges; a line that says a fact an earlier one said is left out.
 */
function placed(
  p: AnalysedProduct,
  formula: CopyFormula,
  styleId: number | undefined,
  copy: AdCopy,
  kicker: string,
  angle: CopyAngle,
  offer: string,
  shortFirst = false,
): { list: string[]; ingredients: string[]; badges: string[]; sticker: string } {
  const style = styleId === undefined ? undefined : BY_ID.get(styleId);
  const drawn = style ? DRAWN[style.layout] : DRAWN.hero;
  const seen: Atoms = new Set();
  const said: string[] = [];
  const take = (t: string) => {
    for (const a of atomsOf(t, p)) seen.add(a);
    said.push(lineKey(t));
  };
  const fresh = (t: string, by = seen, lines = said) =>
    !overlaps(atomsOf(t, p), by) && !lines.some((l) => l.includes(lineKey(t)) || lineKey(t).includes(l));
  if (drawn.headline) take(copy.headline);
  if (drawn.subline && copy.subline) take(copy.subline);
  if (drawn.kicker && kicker) take(kicker);
  // Each list on its own against what the ad already says; the layout draws one of them.
  const own = (items: string[]) => {
    const by = new Set(seen);
    const lines = [...said];
    return items.filter((t) => {
      if (!fresh(t, by, lines)) return false;
      for (const a of atomsOf(t, p)) by.add(a);
      lines.push(lineKey(t));
      return true;
    });
  };
  const list = own(factList(p, ANGLES[angle].list, copy.headline));
  // The call-out diagram gets the label's other amounts, standards, ingredients and count too, so
  // no label says the headline again (docs/decisions/114-headlines-lead-with-the-hero.md).
  const labels = style?.layout === 'callouts' ? diagramItems(p, angle) : ingredientList(p, angle);
  const ingredients = drawn.headline ? own(labels) : labels;
  if (drawn.callouts) {
    const chips = ingredients.length >= (style?.layout === 'callouts' ? 2 : 1) ? ingredients : list;
    chips.slice(0, 4).forEach(take);
  } else if (drawn.list) list.slice(0, 4).forEach(take);
  const flags = p.facts.flags.map((f) => upperFirst(f.text, p.lang));
  const count = p.facts.count?.text;
  // The offer style without an offer draws a round seal, never a sale burst: a serving or drop
  // count on it read as a fake offer ("Etwa 600 Tropfen", docs/grades/s11-heldout.tsv), so it
  // carries the buyer's certification or a flag of the label, a quality seal a marketer runs, or
  // nothing: the pack's servings or supply on it ("Für 30 Tage", "30 dosis") were still graded a
  // non-offer badge (docs/decisions/171-thin-briefs-say-the-rest-of-the-label.md); never a size or the name.
  // With neither, a second amount of the label the ad does not say yet ("100 mg L-theanine"): a
  // dose is the pack's own value, not a count read as a giveaway; an offer style with no sticker
  // at all was graded "has no badge at all" (s17, docs/decisions/182-review-card-and-offer-seal.md).
  const amounts = p.facts.amounts.map((a) => a.short).filter((a) => a.length <= 22);
  const stickers = drawn.sticker
    ? [
        p.extras.certifications[0],
        ...flags.filter((f) => f.length <= 18).sort((a, b) => (shortFirst ? a.length - b.length : 0)),
        ...amounts,
      ]
    : [p.extras.certifications[0], flags[0], count, p.facts.amounts.find((a) => a.short.length <= 24)?.short];
  // A dose on the seal drops a long word the headline or sub-line already says ("vitamine K2
  // MK-7 25 µg" under "1000 UI de vitamine D3" is "K2 MK-7 25 µg"); with no word of its own left
  // ("1,9 mg" under "La mélatonine contribue…") it is no seal.
  const lines = `${copy.headline} ${copy.subline}`.toLocaleLowerCase(p.lang);
  const dose = (t: string): string => {
    if (!drawn.sticker || !amounts.includes(t) || overlaps(atomsOf(t, p), head)) return '';
    const kept = t
      .split(' ')
      .filter((w) => w.length < 5 || /\d/.test(w) || !lines.includes(w.toLocaleLowerCase(p.lang)));
    const own = kept.some((w) => /\p{L}{2,}/u.test(w) && !/^[µμ]?[a-z]{1,2}$/iu.test(w));
    const nums = t.match(/\d+(?:[.,]\d+)?/g) ?? [];
    return own && !nums.some((n) => lines.includes(n)) ? kept.join(' ') : '';
  };
  const head = drawn.headline ? new Set(atomsOf(copy.headline, p)) : new Set<string>();
  const sticker = offer
    ? ''
    : (stickers
        .map((t) => (!t || !printable(t, 60) ? '' : fresh(t) && !amounts.includes(t) ? t : dose(t)))
        .find(Boolean) ?? '');
  if (drawn.sticker && sticker) take(sticker);
  const badges: string[] = [];
  for (const b of [...p.extras.certifications, ...flags, ...(count ? [count] : [])]) {
    if (!fresh(b)) continue;
    badges.push(b);
    take(b);
  }
  return { list, ingredients, badges, sticker };
}

import { type CopyAngle, type CopyFormula } from '../../contract/style-types.js';
import { angleChain, type ListKind } from './angles.js';
import { fillLine, type Line, lineKey, midCase, printable, saysTwice, upperFirst } from './lines.js';
import { type AnalysedProduct } from './product.js';
import { type Phrases } from './types.js';
import { UNIT } from './fact-words.js';
import { bareAnswer, heroLineFlaws, misreads, embedsSentence, repeatsWord } from './hero-lead.js';

/**
 * The lines a style may print, best first: its angle's templates filled with the brief's facts,
 * then those of the angles it falls back on, then every fact of the brief on its own (so a batch
 * of many styles never runs out). In a language we have no phrases for, only the facts on their
 * own: the buyer's words, nothing of ours.
 */
export type Candidates = { headlines: Line[]; sublines: Line[]; kickers: Line[] };

/** Templates made of slots only: a fact of the brief as it is. */
const BARE = [
  '{benefit}',
  '{amount}',
  '{amountShort}',
  '{other}',
  '{identity}',
  '{usage}',
  '{amount2}',
  '{count}',
  '{flags}',
  '{ingredients}',
  '{other2}',
  '{amount3}',
  '{short}',
  '{name}',
  '{short}. {amountShort}.',
  '{amountShort}. {amount2Short}.',
  '{short}. {count}.',
  '{identity}. {count}.',
  '{ingredient}. {count}.',
  '{amountShort}. {flagAdj}.',
  '{short}. {usage}.',
  '{ingredients}. {count}.',
  '{ingredient}',
  '{size}',
  '{flavour}',
];

/** Review-led angles lead with the buyer's review when there is one. */
// Not the chat: a review split over a friend's bubbles reads as the brand's words, unattributed.
const QUOTES: Partial<Record<CopyAngle, boolean>> = { pov: true };

function quoted(p: AnalysedProduct): string {
  const q = p.extras.quote;
  if (!q) return '';
  const marks: Record<string, [string, string]> = { de: ['„', '“'], fr: ['« ', ' »'], es: ['«', '»'] };
  const [a, b] = marks[p.lang] ?? ['“', '”'];
  return `${a}${q.replace(/[.!]$/, '')}${b}`;
}

/** The reviewed "What's in it?" questions answered by the hero amount. */
const ASKS_INSIDE = /^(What’s in it\?|Was steckt drin\?|¿Qué lleva\?|Il y a quoi dedans\?) \{amount\}/u;

/** Each template filled once per product and length (the 31 styles share most of their templates). */
const FILLED = new WeakMap<AnalysedProduct, Map<string, Line | null>>();

function filled(p: AnalysedProduct, t: string, max: number, facts: () => string[]): Line | null {
  let cache = FILLED.get(p);
  if (!cache) FILLED.set(p, (cache = new Map()));
  const key = `${max}\u0000${t}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let line: Line | null = fillLine(t, p.slots, p.lang, p.keep) ?? null;
  // A line that says the product's name (or any fact) twice is never printed, nor one that names
  // the product and then repeats a word of its name ("Northwell Magnesium…, 200 mg magnesium").
  if (
    line &&
    (!printable(line.text, max) ||
      saysTwice(line.text, facts()) ||
      echoesName(line, p) ||
      repeatsAmount(line.text) ||
      misreads(line.text, p.slots) ||
      embedsSentence(t, p.slots) ||
      // The name said with its dose only when no word comes twice ("Serene Ashwagandha Gummies: 300 mg per gummy").
      ((line.uses.includes('heroNamed') || line.uses.includes('ingredients')) && repeatsWord(line.text)) ||
      (line.uses.includes('name') && line.uses.includes('short')))
  )
    line = null;
  if (line && (SPEC_LIST.test(t) || JOINED.has(t))) {
    // "25 g protein. Vitamin C." reads as a fragment: what the product is leads its list or the line prints last.
    if (hasHero(p) && line.uses.slice(1).some((u) => LEADS_ONLY.has(u))) line.weak = true;
    line.list = true;
  }
  // "What's in it? 8 g greens powder per serving" answers with the serving, not what is in it: when
  // the brief's amount names no ingredient and the brief names some, the question takes them
  // (docs/decisions/171-thin-briefs-say-the-rest-of-the-label.md).
  if (line && ASKS_INSIDE.test(t) && !p.facts.amounts[0]?.what && p.slots.ingredients) line = null;
  if (line && (LAST_RESORT.has(t) || bareAnswer(line.text))) line = { ...line, lastResort: true };
  cache.set(key, line);
  return line;
}

function fill(p: AnalysedProduct, templates: string[], max: number): Line[] {
  let facts: string[] | undefined;
  const factsOf = () =>
    (facts ??= [p.name, p.short, ...Object.values(p.slots), ...p.facts.flags.map((x) => x.text)].filter(
      (v) => v && v.length >= 4,
    ));
  const out: Line[] = [];
  const seen = new Map<string, Line>();
  for (const t of templates) {
    const cached = filled(p, t, max, factsOf);
    if (!cached) continue;
    const line = { ...cached };
    const key = lineKey(line.text);
    const same = seen.get(key);
    // One question asked for several facts ("What's in it?" above an amount or an ingredient list).
    if (same?.needs && line.needs) same.needs = [...same.needs, ...line.needs];
    else if (!same) {
      seen.set(key, line);
      out.push(line);
    }
  }
  return out;
}

/**
 * The last resort of a long batch on a short brief: two or three facts side by side, the more
 * telling first ("25 g protein. 66 servings.", never "66 servings. 25 g protein."); the name
 * leads a line of facts or is not in it (a fact followed by the name reads as a signature).
 */
const ATOMS = [
  'benefit',
  'amountShort',
  'amount2Short',
  'flags',
  'flag',
  'identity',
  'ingredients',
  'usage',
  'count',
  'size',
  'flavour',
];
// A bare name of an ingredient or of what the product is ("Vitamin C", "Magnesium bisglycinate")
// reads as a fragment after another fact ("Vegan and third-party tested. Magnesium bisglycinate."):
// it leads its line or is not in it, as the product's name does (a thin brief's last resort aside).
const LEADS_ONLY = new Set(['identity', 'ingredients', 'ingredient']);
const after = (a: string) => ATOMS.slice(ATOMS.indexOf(a) + 1).filter((b) => !LEADS_ONLY.has(b));
const PAIRS = [
  ...ATOMS.flatMap((a) => after(a).map((b) => `{${a}}. {${b}}.`)),
  ...ATOMS.map((a) => `{short}. {${a}}.`),
];
// A thin brief's long batch: facts in any order, the other clauses of the brief too, rather than
// the name alone.
const ANY = [...ATOMS, 'other', 'short'];
// What the product is leads a thin brief's line too ("60 capsules. Liposomal vitamin C." read as a fragment).
// The buyer's benefit statement is a sentence: it leads its line ("600 drops, Vitamin D contributes …" does not read).
const TAIL = ANY.filter((a) => a !== 'short' && a !== 'benefit' && !LEADS_ONLY.has(a));
const REVERSED = [
  ...ANY.flatMap((a) => TAIL.filter((b) => b !== a).map((b) => `{${a}}. {${b}}.`)),
  ...ANY.flatMap((a) =>
    TAIL.filter((b) => b !== a).flatMap((b) =>
      TAIL.filter((c) => c !== a && c !== b).map((c) => `{${a}}. {${b}}. {${c}}.`),
    ),
  ),
];
const TRIPLES = [
  ...ATOMS.flatMap((a) => after(a).flatMap((b) => after(b).map((c) => `{${a}}. {${b}}. {${c}}.`))),
  ...ATOMS.flatMap((a) => after(a).map((b) => `{short}. {${a}}. {${b}}.`)),
];

/** "10 g collagen peptides. 10 g per scoop": one quantity said twice in a line. */
const QTY_UNIT = new RegExp(`\\d+(?:[.,]\\d+)?\\s?${UNIT.source}`, 'giu');
function repeatsAmount(text: string): boolean {
  const qs = (text.match(QTY_UNIT) ?? []).map((q) => q.replace(/\s/g, '').toLowerCase());
  return new Set(qs).size < qs.length;
}

function echoesName(line: Line, p: AnalysedProduct): boolean {
  if (!line.uses.includes('name') && !line.uses.includes('short')) return false;
  const name = line.uses.includes('name') ? p.name : p.short;
  const rest = ` ${lineKey(line.text.replace(name, ' '))} `;
  return lineKey(name)
    .split(' ')
    .some((w) => w.length >= 5 && !/\d/.test(w) && rest.includes(` ${w} `));
}

/**
 * A template that says no fact of the brief: only the product's name around our words ("Meet
 * {name}", "{short}, up close", "Read the label"). A marketer grades such a line generic, so it is
 * printed only when the brief has no fact left for the ad (docs/decisions/068-fact-first-headlines.md).
 */
export function saysNoFact(template: string): boolean {
  const slots = [...template.matchAll(/\{(\??)(\w+)\}/g)];
  return slots.every(([, hidden, key]) => !hidden && (key === 'name' || key === 'short'));
}

/**
 * Facts side by side with full stops ("25 g protein. 66 servings.", "Vitamin C 80 mg. Goût orange.
 * 60 gommes.") read as a spec list, not a headline (docs/decisions/081-headlines-that-sell-from-the-brief.md):
 * a headline says them in one line, the name or how to take it after a colon ("Ironform: 25 g
 * protein …", "Vitamin D3 25 µg per gummy: chew two gummies once a day"), other facts after a
 * comma, and no final stop. Only punctuation changes, so no word of ours is added.
 */
const JOINED = new Set<string>();
/** Joined lines led by a weak fact: printed only once nothing but the pack is left to say. */
const LAST_RESORT = new Set<string>();
const HERO_PART = /^\{(amount|amountShort)\}( \{heroEvery\})?$/;

/**
 * A frame that ends on the hero ("Read the label: {amountShort}") with one more fact after a comma
 * ("Read the label: magnesium citrate 375 mg, vegan"): a hero-led line for each support fact, so a
 * brief with a hero and a few support facts fills 31 styles before any line without a selling fact.
 */
// Not the standardisation alone: a bare code after a comma (", MK-7", ", KSM-66") reads as a fragment.
const SUPPORT = ['{flag}', '{flags}', '{count}', '{amount2Short}', '{amount3Short}', '{flavour}', '{size}', '{supply}'];
const ENDS_ON_HERO = /\{(amount|amountShort|heroDose|heroEvery)\}$/;
function withSupport(templates: string[]): string[] {
  return templates
    .filter(
      (t) =>
        ENDS_ON_HERO.test(t) &&
        !/\{(flag|flags|count|amount2Short|amount3Short|standard|flavour|size|supply|usage)\}/.test(t),
    )
    .flatMap((t) => SUPPORT.map((x) => `${t}, ${x}`));
}
const WEAK_LEAD =
  /^\{(count|size|supply|pack|other|other2|flag|flags|flagAdj|flag2|usage|amount2|amount2Short|amount3|amount3Short|flavour)\}$/;
function oneLine(template: string, lang: string): string {
  const parts = template.trim().replace(/\.$/, '').split(/\.\s+/);
  if (parts.length < 2) return template;
  // A pack fact, a flag, how to take it or a second amount before the hero ("60 raspberry gummies,
  // 300 mg …", "Vegan, 200 mg …", "Take two a day, 300 mg …", "Glycine 1 g, citrate de magnésium
  // 300 mg") reads as a list led by its weakest item: the hero leads, or the line is a thin brief's
  // last resort before the pack alone (docs/decisions/124-headlines-say-the-point-first.md).
  // How to take it ends its line ("300 mg …: take two a day, vegan" glues a flag onto the
  // instruction) and follows no comma: such a line is a thin brief's last resort.
  let splice = parts.slice(1, -1).some((x) => /^\{usage\}/.test(x));
  const weak =
    WEAK_LEAD.test(parts[0]) &&
    parts.slice(1).some((x) => /\{(amount|amountShort|benefit|identity|ingredients?)\}/.test(x));
  let out = parts[0];
  for (const [i, part] of parts.slice(1).entries()) {
    const named = i === 0 && /^\{(short|name)\}$/.test(parts[0]);
    const hero = i === 0 && HERO_PART.test(parts[0]);
    // How to take it after the hero amount is a sentence of its own ("200 mg magnesium. Take two in
    // the evening."): "200 mg magnesium: take two in the evening" was graded a clunky headline
    // (docs/decisions/175-flags-and-usage-read-as-sentences.md). After the name it follows a colon;
    // after another fact a comma, except in German, where the instruction keeps its capital.
    // After a comma it is a comma splice ("300 mg …, vegan, take two a day"): a last resort.
    if (/^\{usage\}/.test(part) && !named && !hero && lang !== 'de') splice = true;
    if (/^\{usage\}/.test(part))
      out += hero ? `. ${part}` : named ? `: ${part}` : lang === 'de' ? `. ${part}` : `, ${part}`;
    else out += named ? `: ${part}` : `, ${part}`;
  }
  // One colon and one full stop per line at most: more reads as two headlines or a list.
  if ((out.match(/:/g) ?? []).length > 1 || (out.match(/\.\s/g) ?? []).length > 1) return '';
  JOINED.add(out);
  if (weak || splice) LAST_RESORT.add(out);
  return out;
}

const BORROW: CopyAngle[] = [
  'hero',
  'number',
  'identity',
  'clean',
  'stack',
  'checklist',
  'comparison',
  'ingredient',
  'spotlight',
  'list',
  'routine',
  'how-to',
  'note',
  'pack',
];

type Templates = { facts: string[]; hooks: string[]; names: string[] };
const TEMPLATES = new Map<string, Templates>();
function headlineTemplates(ph: Phrases | undefined, angle: CopyAngle): Templates {
  const key = `${ph?.code ?? ''}/${angle}`;
  let hit = TEMPLATES.get(key);
  if (!hit) TEMPLATES.set(key, (hit = templatesOf(ph, angle)));
  return hit;
}

function templatesOf(ph: Phrases | undefined, angle: CopyAngle): Templates {
  const chain = ph ? [...angleChain(angle).flatMap((a) => ph.headlines[a]), ...ph.frames] : [];
  // Then every other angle's frames (no question, no hidden fact): a brief with one hero fills 31
  // styles with the hero in a frame of its own rather than with a pack size alone.
  const borrowed = ph
    ? BORROW.flatMap((a) => ph.headlines[a]).filter((t) => !chain.includes(t) && !/[?]|\{\?/.test(t))
    : [];
  const own = [...chain, ...borrowed];
  const all = [...own, ...BARE, ...(ph ? withSupport(own) : [])];
  // Every line with a fact first (the angle's, then the brief's facts on their own, in pairs and
  // threes); the name on its own or in our words only when the brief has nothing left to say.
  return {
    // In a language without reviewed phrases the buyer's own sentences stay as they are.
    facts: ph
      ? [...all.filter((t) => !saysNoFact(t)), ...PAIRS, ...TRIPLES, ...REVERSED]
          .map((t) => oneLine(t, ph.code))
          .filter((t, i, xs) => t && xs.indexOf(t) === i)
      : [...all.filter((t) => !saysNoFact(t)), ...PAIRS, ...TRIPLES, ...REVERSED],
    hooks: ph?.hooks ?? [],
    // A thin brief's long batch: every angle may end on the name in our words rather than repeat a line.
    names: [...all, ...(ph ? [...ph.headlines.name, ...ph.headlines.casual] : [])]
      .filter(saysNoFact)
      .filter((t, i, xs) => xs.indexOf(t) === i),
  };
}

/**
 * What a fact is worth at the head of an ad, as a marketer ranks reasons to buy
 * (docs/decisions/074-hero-headlines-and-one-fact-once.md): the buyer's review or benefit
 * statement and the hero amount of the active first; a second amount, a standardisation and the
 * dietary or quality flags next; what the product is and its ingredients after; pack counts,
 * sizes, usage and flavour only support a line, never carry it.
 */
const WEIGHT: Record<string, number> = {
  quote: 10,
  benefit: 10,
  amount: 9,
  amountShort: 9,
  heroDose: 9,
  heroEvery: 9,
  standard: 7,
  amount2: 7,
  amount2Short: 7,
  amount3Short: 5,
  flags: 6,
  flag: 5,
  flagAdj: 5,
  flag2: 5,
  amount3: 5,
  other: 2,
  identity: 3,
  ingredients: 3,
  ingredient: 2,
};

/** The slots that carry the hero: the buyer's review or benefit statement, the main amount. */
const HERO = new Set([
  'quote',
  'benefit',
  'amount',
  'amountShort',
  'heroDose',
  'heroEvery',
  'heroWhat',
  'heroOf',
  'heroQty',
]);
/** Slots that name no fact of their own: the product's name, its form after a flag ("vegan gummies"). */
const NEUTRAL = new Set(['name', 'short', 'form', 'heroNamed', 'per']);

/** The facts a line says, the hero's parts ("Protein: 25 g per 30 g scoop") counted once. */
function factsOf(line: Line): string[] {
  const out: string[] = [];
  for (const u of line.uses) {
    if (NEUTRAL.has(u)) continue;
    const key = HERO.has(u) && u !== 'quote' && u !== 'benefit' ? 'hero' : u;
    if (!out.includes(key)) out.push(key);
  }
  return out;
}

/**
 * 0: leads with a hero fact and adds at most one more; 1: says the hero after another fact, or
 * with two more; 2: says no hero (a flag, a pack size, a usage line alone) or only the name
 * (docs/decisions/078-hero-led-headline-frames.md). A brief without a hero amount or benefit ranks
 * by the strongest fact a line says, as before.
 */
export function tierOf(line: Line, hasHero = true): number {
  const facts = factsOf(line);
  if (hasHero) {
    if (!facts.length) return 2;
    const hero = (f: string | undefined) => f === 'hero' || f === 'quote' || f === 'benefit';
    // How to take it, then the hero ("Take two in the evening. 200 mg magnesium"): a how-to's lead.
    // How to take it or what the product is, then the hero ("Magnesium bisglycinate with 200 mg …").
    const lead = hero(facts[0]) || (/^(usage|identity|ingredient)$/.test(facts[0]) && hero(facts[1]));
    if (lead && facts.length <= 2) return 0;
    return lead || (facts.length <= 2 && facts.some(hero)) ? 1 : 2;
  }
  const weights = line.uses.filter((u) => !NEUTRAL.has(u)).map((u) => WEIGHT[u] ?? 0);
  const best = Math.max(0, ...weights);
  const tier = best >= 8 ? 0 : best >= 4 ? 1 : 2;
  // A line that opens on a support fact ("66 servings. 25 g protein.") reads weaker than it says.
  return Math.min(2, tier + ((weights[0] ?? 0) < 4 && best >= 4 ? 1 : 0));
}

/** The brief has a hero to lead with: an amount, a benefit statement or the buyer's review. */
export const hasHero = (p: AnalysedProduct) => !!(p.slots.amountShort || p.slots.benefit || p.extras.quote);

/**
 * A headline sets large only when it is short: the layouts shrink a long one (or cut it to a
 * clause), so past 40 characters a line ranks a little lower and past 50 a tier lower
 * (docs/decisions/096-short-numbered-headlines-and-one-fact-per-ad.md).
 */
const setsSmall = (l: Line) => (l.text.length > 50 ? 2 : l.text.length > 40 ? 1 : l.text.length > 32 ? 0.2 : 0);
/**
 * A brief with a number sells with it: a headline without one (a flag, what the product is, how
 * to take it) ranks below every numbered line of its tier, the buyer's own words (benefit, review)
 * aside. Not in a capitals-only face, which takes a line without a unit first ("25 G" reads badly).
 */
const numberless = (l: Line, numbered: boolean) =>
  numbered && !/\d/.test(l.text) && !l.uses.some((u) => u === 'benefit' || u === 'quote') ? 0.9 : 0;

/** Slots that sell: an amount, a flag, a standardisation, how to take it, the buyer's words. */
const SELLS = /^(amount|hero|flag|standard|usage|benefit|quote)/;

/**
 * A name before a colon ("Bio-Grünpulver: 10 g pro Portion") reads as a label, graded clunky
 * beside the plain line that says as much (docs/decisions/142-short-lines-that-keep-the-number.md).
 */
const colonFrame = (l: Line) => /^[^:\d?]{2,40}:\s/u.test(l.text);

/** A number with its unit ("25 g", "1000 UI"): a face with capitals only draws it "25 G". */
const UNIT_AMOUNT = new RegExp(`\\d\\s?${UNIT.source}`, 'iu');

/** Facts side by side with full stops and none of our words ("25 g protein. 2 kg tub."): a spec list. */
const SPEC_LIST = /^\s*\{\w+\}(\.\s*\{\w+\})+\.?\s*$/;

/**
 * The angle's lines, strongest first: every line that leads with a hero fact before any that
 * leads with a lesser one, each group in the angle's own order (so styles still differ in how they
 * pair it); inside a tier a line in words before a spec list. A headline set in a capitals-only
 * face takes what the product is ("Vegan magnesium bisglycinate") before a line with a unit.
 */
function ranked(p: AnalysedProduct, lines: Line[], capsOnly: boolean, hero: boolean, numbered = false): Line[] {
  // The graders' flaws of a hero line (pack or flag tacked on, hero not first, three facts, a
  // word twice) rank it below every clean hero line (docs/decisions/114-headlines-lead-with-the-hero.md).
  const powder = dosePowder(p);
  const key = (l: Line) =>
    hero
      ? strength(l) +
        setsSmall(l) +
        numberless(l, numbered && !capsOnly) +
        (l.framed ? 0.4 : 0) +
        (colonFrame(l) ? 0.3 : 0) +
        heroLineFlaws(l, p.slots, p.lang) +
        secondaryOnly(l) +
        bareForm(l) +
        (powder && packDose(l) ? 2.5 : 0)
      : strength(l);
  const strength = (l: Line) => {
    const unit = capsOnly && UNIT_AMOUNT.test(l.text);
    const facts = factsOf(l);
    const named =
      capsOnly &&
      !unit &&
      facts.length <= 2 &&
      facts.some((f) => f === 'identity' || f === 'ingredient') &&
      facts.every((f) => /^(identity|ingredient|flag|flagAdj)$/.test(f));
    // A line in words before a spec list that says as much; a spec list with the hero before a
    // line without it; one of three items (the name counted) after one of two.
    // A brief without a hero ranks as decision 074 did.
    if (!hero) return tierOf(l, false) + (unit ? 1.5 : 0);
    // Without the hero, a line with another selling fact (a second amount, a flag, how to take it)
    // before one that only names the pack or the product ("120 gélules").
    const idle = !l.uses.some((u) => SELLS.test(u)) ? 1.5 : 0;
    const base = named ? 1.2 : [0, 1, 3][tierOf(l, hero)] + (unit ? 1.5 : 0);
    return base + idle + (l.list ? 1.5 + (l.uses.length >= 3 ? 1 : 0) : 0) + (l.weak ? 10 : 0);
  };
  return lines
    .map((l, i) => ({ l, i, k: key(l) }))
    .sort((a, b) => a.k - b.k || a.i - b.i)
    .map((x) => x.l);
}

/**
 * A second amount without the hero ("Vitamin K2 MK-7 50 µg pro 5 Tropfen" on a D3, "Glycine 1 g"
 * on a magnesium) hides what the product is for: it ranks after a hero line with a flag tacked on
 * (graded D against B+ in docs/grades/s11-heldout.tsv).
 */
const POWDER = /(powder|pulver|poudre|polvo)/iu;

/**
 * A powder's dose in grams without its basis ("8 g greens powder") reads as the pack's size
 * (docs/decisions/124-headlines-say-the-point-first.md); so does a dose that names the product
 * itself ("10 g collagen peptides" on Pure Collagen Peptides, graded "lacks 'per scoop', reads as
 * pack size" in the twelfth round; docs/decisions/132-an-angle-per-style.md).
 */
const POWDERS = new WeakMap<AnalysedProduct, boolean>();
function dosePowder(p: AnalysedProduct): boolean {
  let hit = POWDERS.get(p);
  if (hit !== undefined) return hit;
  const nameWords = lineKey(p.name)
    .split(' ')
    .filter((w) => w.length >= 5 && !/\d/.test(w));
  const dose = p.slots.amountShort ?? '';
  hit =
    !!p.slots.per &&
    /^\d+(?:[.,]\d+)?\s?(g|ml)\s/u.test(dose) &&
    (POWDER.test(dose) || nameWords.some((w) => ` ${lineKey(dose)} `.includes(` ${w} `)));
  POWDERS.set(p, hit);
  return hit;
}
/** A line whose dose reads as the pack's content (no "per scoop" on a powder's grams). */
export const readsAsPack = (p: AnalysedProduct, l: Line) => dosePowder(p) && packDose(l);
// A powder's grams with what they blend ("8 g greens powder with spirulina, chlorella and
// wheatgrass") say what is in a serving, not the jar's content.
const packDose = (l: Line) =>
  l.uses.some((u) => u === 'amountShort' || u === 'heroQty') &&
  !l.uses.some((u) => /^(amount|per|heroEvery|heroDose|ingredients)$/.test(u));
/**
 * The hero "in tablets" says only the form the photo shows: graded a generic headline (docs/grades
 * s16, Five-Star Review), so it comes after the hero lines that add a fact.
 */
const bareForm = (l: Line) =>
  l.uses.includes('units') && l.uses.filter((u) => !NEUTRAL.has(u)).length <= 2 && !l.uses.some((u) => /^flag/.test(u))
    ? 1.2
    : 0;
const secondaryOnly = (l: Line) =>
  l.uses.some((u) => /^amount[23]/.test(u)) && !l.uses.some((u) => HERO.has(u)) ? 4 : 0;

export function candidatesFor(p: AnalysedProduct, formula: CopyFormula, capsOnly = false): Candidates {
  const angle: CopyAngle = effectiveAngleOf(formula, p);
  const ph = p.phrases;
  const head = headlineTemplates(ph, angle);
  const q = quoted(p);
  // A testimonial format leads with the buyer's review; the caption style says it as a POV.
  const quotes = q && QUOTES[angle] ? [q, ...(angle === 'pov' ? [`POV: ${q}`] : [])] : [];
  // "Vitamin C" beside "Vitamin C 1000 mg": a fragment of the hero is no headline of its own, nor
  // an item of a list ("Vitamine D3. Contribue au …").
  const heroKey = ` ${lineKey(p.slots.amountShort ?? '')} `;
  // The hero itself ("Vitamin D3 2000 IE") is a line; a part of it ("Vitamin D3") is not.
  const inHero = (t: string) =>
    heroKey.trim() !== '' && heroKey.trim() !== lineKey(t) && heroKey.includes(` ${lineKey(t)} `);
  const fragment = (l: Line) =>
    inHero(l.text) || (!!l.list && l.uses.some((u) => /^(identity|ingredient)$/.test(u) && inHero(p.slots[u])));
  // Our label before the fact ("Inside:", "The facts:", "L’étiquette:") is a frame: a plain line of
  // the same strength and length reads better.
  const names = [p.short, p.name, p.slots.heroWhat, p.slots.identity].filter(Boolean).map(lineKey);
  const framed = (l: Line) => {
    const head = /^([^:\d?]{2,24}):\s/u.exec(l.text)?.[1];
    return !!head && !names.includes(lineKey(head));
  };
  const headlines = [
    ...quotes.filter((t) => printable(t, 120)).map((text) => ({ text, uses: ['quote'] })),
    ...ranked(
      p,
      fill(p, head.facts, 64).map((l) => ({ ...l, ...(fragment(l) ? { weak: true } : {}), framed: framed(l) })),
      capsOnly,
      hasHero(p),
      !!p.slots.amountShort,
      // A powder's bare grams beside the pack's read as two pack sizes ("10 g collagen peptides, 300 g").
    ).filter((l) => !(readsAsPack(p, l) && l.uses.some((u) => /^(count|size|supply|pack)$/.test(u)))),
    ...fill(p, [...head.hooks, ...head.names], 64).map((l) => ({ ...l, hook: true })),
  ];
  // The review's author goes under it. In a language with reviewed phrases a sub-line is one of
  // them, not facts side by side ("Electrolytes. 30 sticks.", "Spirulina.").
  const subs = ph ? [...(quotes.length ? ['— {reviewer}'] : []), ...ph.sublines] : BARE;
  // Sub-lines end like sentences (the name excepted); the reviewer's name goes only under the review.
  const sublines = fill(p, subs, 90)
    .filter((s) => s.text.trim().split(/\s+/).length >= 2)
    // What the product is, alone, is a fragment under a headline ("Citrate de magnésium.", "Vitamine D3.").
    .filter(
      (s) => !(s.uses.length === 1 && /^(identity|ingredient)$/.test(s.uses[0]) && s.text.split(/\s+/).length <= 3),
    )
    .map((s) =>
      s.uses.length === 1 && (s.uses[0] === 'name' || s.uses[0] === 'short') ? s : { ...s, text: sentence(s.text) },
    );
  const kickers = ph ? fill(p, ph.kickers[angle] ?? [], 60) : [];
  return { headlines, sublines, kickers };
}

const sentence = (t: string) => (/[.!?…»”“"]$/u.test(t) ? t : `${t}.`);

/** Short fact lines for a layout's list, chosen by the angle so lists differ between styles. */
export function factList(p: AnalysedProduct, kind: ListKind, headline: string): string[] {
  const f = p.facts;
  // An amount the brief gives without its ingredient ("2000 IU per softgel", "8 g per serving") is
  // said as the headline's slots name it, or not at all: a lone quantity in a list was graded
  // "without the nutrient name" (docs/decisions/193-body-lines-that-say-a-whole-fact.md).
  const amounts = f.amounts
    .map((a, i) =>
      a.what
        ? a
        : i === 0 && p.slots.heroWhat && !f.amounts.some((x) => x.what)
          ? { ...a, text: p.slots.amount, short: p.slots.amountShort }
          : null,
    )
    .filter((a) => !!a?.text)
    .map((a) => (a!.text.length <= 34 ? a!.text : a!.short));
  const flags = f.flags.map((x) => x.text);
  const pairs =
    flags.length >= 2 && p.phrases ? [`${upperFirst(flags[0], p.lang)}, ${midCase(flags[1], p.lang, p.keep)}`] : flags;
  const usage = f.usage;
  const benefits = f.benefits;
  const count = f.count ? [f.count.text] : [];
  const by: Record<ListKind, string[]> = {
    amounts: [...amounts, ...pairs, ...count, ...usage],
    mixed: [...benefits, ...amounts.slice(0, 1), ...pairs, ...usage, ...count],
    // A routine's steps are the brief's usage; its other lines say why (the buyer's benefit, the
    // amount), never the pack's count (docs/decisions/125-lists-that-deliver-their-style.md).
    routine: [...usage, ...benefits, ...amounts.slice(0, 2), ...pairs],
    benefits: [...benefits, ...(f.identity ? [f.identity] : []), ...amounts.slice(0, 1), ...pairs, ...count],
    label: [...amounts, ...flags, ...count, ...(f.flavour ? [f.flavour] : [])],
    // An FAQ card answers "What is it?" with what the product is, then "What's inside".
    identity: [...(f.identity ? [f.identity] : []), ...benefits, ...amounts.slice(0, 1), ...pairs, ...count],
  };
  const list = [...by[kind], ...flags, ...f.other, ...(f.identity ? [f.identity] : [])];
  // A fact the headline says already ("What you get: 25 g protein and 5.5 g BCAAs") comes last in
  // the list beside it, and only to give a short brief's list its three lines.
  const head = ` ${lineKey(headline)} `;
  const said = (item: string) => {
    const a = f.amounts.find((x) => x.text === item || x.short === item);
    return [item, ...(a ? [a.short] : [])].some((t) => head.includes(` ${lineKey(t)} `));
  };
  const out: string[] = [];
  const take = (items: string[], max: number) => {
    for (const item of items) {
      if (out.length >= max) break;
      const text = upperFirst(item.replace(/[.!]+$/, ''), p.lang);
      if (text.length > 40 || !printable(text, 40) || lineKey(text) === lineKey(headline)) continue;
      if (out.some((o) => lineKey(o).includes(lineKey(text)) || lineKey(text).includes(lineKey(o)))) continue;
      out.push(text);
    }
  };
  take(
    list.filter((item) => !said(item)),
    4,
  );
  take(list.filter(said), 3);
  return out;
}

/** Ingredients for call-outs and spotlights: what an amount names, with the amount, when there are two. */
export function ingredientList(p: AnalysedProduct, angle: CopyAngle): string[] {
  const named = p.facts.amounts.filter((a) => a.what && a.short.length <= 30).map((a) => a.short);
  // An ingredient the product's name already says ("Electrolytes" for Aqua Electrolytes) is no
  // item of its own: a tick beside it reads as filler.
  const inName = ` ${lineKey(p.name)} `;
  const names = p.facts.ingredients.filter((i) => i.length <= 32 && !inName.includes(` ${lineKey(i)} `));
  // An FAQ card's "What's inside" answers with the brief's amounts ("300 mg KSM-66 ashwagandha",
  // "10 g collagen peptides"), then the ingredients they do not name: never a bare name that only
  // repeats the product's ("What's inside? Collagen peptides.").
  if (angle === 'faq') {
    // A serving of the product itself ("8 g greens powder", "10 g Bio-Grünpulver") is no ingredient
    // when the brief names what is in it (docs/decisions/125-lists-that-deliver-their-style.md).
    // An unnamed amount is the serving; its slot names it after the product.
    const serving = (x: string) =>
      names.length >= 2 &&
      p.facts.amounts.some((a) => !a.what && x.includes(a.qty)) &&
      !p.facts.amounts.some((a) => a.what && x.includes(a.qty));
    const heroes = [p.slots.amountShort, p.slots.amount2Short, p.slots.amount3Short].filter(
      (x) => x && /\d/.test(x) && !serving(x),
    );
    const said = new Set(heroes.flatMap((h) => lineKey(h).split(' ')).filter((w) => w.length >= 4));
    // One amount leaves room for the ingredients it does not name ("Biotin 2500 µg, zinc and vitamin C").
    const rest =
      heroes.length > 1
        ? []
        : names.filter(
            (n) =>
              !lineKey(n)
                .split(' ')
                .some((w) => said.has(w)),
          );
    const list = heroes.length ? [...heroes, ...rest] : names;
    return list.filter((x) => printable(x, 40)).slice(0, 4);
  }
  const amounts = angle === 'ingredient' || angle === 'spotlight';
  const list = amounts && named.length >= 2 ? named : names;
  return list.filter((x) => printable(x, 40)).slice(0, 4);
}

/**
 * The angle a style writes from, after the buyer's facts it needs: a review style without a review
 * or rating writes the label's proof points (flags, standardisation) as its line; an offer style
 * without an offer writes the pack's value (the amount per serving, with the count on its sticker).
 */
export function effectiveAngleOf(formula: CopyFormula, p: AnalysedProduct): CopyAngle {
  if (formula.angle === 'review' && !p.extras.quote && !p.extras.rating) return 'clean';
  if (formula.angle === 'offer' && !p.extras.offer) return 'number';
  return formula.angle;
}

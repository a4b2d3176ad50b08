import { checkClaims, warningText } from '../claims/index.js';
import { type Amount, type ProductFacts } from './fact-types.js';
import { fold, readFacts } from './facts.js';
import { detectLanguage } from './language.js';
import { OTHER_LANGUAGES, type OtherLanguage } from './lang-other.js';
import { midCase, type Slots } from './lines.js';
import { PHRASES } from './phrases.js';
import { cleanText, isCleanLine, shortName } from './text.js';
import { type CopyLang, type Phrases } from './types.js';
import { type ProductExtras } from '../../contract/engine.js';

/**
 * What the copy writer reads from the buyer's input, once per product: its language (detected,
 * or the one the buyer chose at step 2), the clean name and description (claims left out), the
 * brief's facts and the slots the reviewed phrases are filled with, and the buyer's extras after
 * the same claim check.
 */
export type ProductCopyInput = {
  name: string;
  description: string;
  category?: string;
  extras?: ProductExtras;
  /** The buyer's choice at step 2; detected from the brief when absent. */
  lang?: string;
};

export type AnalysedProduct = {
  /** ISO 639-1 code of the ad's language ('und' when the buyer's text has no words). */
  lang: string;
  /** The reviewed phrases of that language; undefined means the buyer's own words only. */
  phrases?: Phrases;
  other?: OtherLanguage;
  name: string;
  short: string;
  facts: ProductFacts;
  slots: Slots;
  /** Words that keep their capitals inside a line (the name's). */
  keep: Set<string>;
  extras: {
    quote: string;
    reviewer: string;
    offer: string;
    rating?: { value: number; count: number };
    certifications: string[];
  };
  ratingText: string;
  warnings: string[];
};

/** A buyer's extra after the claim check: kept whole or dropped whole, never edited. */
function extra(text: string | undefined, warnings: string[], max = 240): string {
  const clean = cleanText(text ?? '').slice(0, max);
  if (!clean || !isCleanLine(clean)) return '';
  const checked = checkClaims(clean);
  warnings.push(...checked.warnings.map(warningText));
  return checked.warnings.length ? '' : clean;
}

/** "A, B and C" with the language's "and"; items after the first in running case. */
export function listOf(items: string[], and: string, lang: string, keep: Set<string>): string {
  const xs = items.map((x, i) => (i ? midCase(x, lang, keep) : x));
  if (xs.length <= 1) return xs[0] ?? '';
  return `${xs.slice(0, -1).join(', ')} ${and} ${xs.at(-1)}`;
}

function slotsOf(p: Omit<AnalysedProduct, 'slots'>): Slots {
  const f = p.facts;
  const and = p.phrases?.and ?? '·';
  const join = (xs: string[]) => (p.phrases ? listOf(xs, and, p.lang, p.keep) : xs.join(' · '));
  const lower = (s: string | undefined) => (s && p.lang !== 'de' ? midCase(s, p.lang, p.keep) : (s ?? ''));
  const named = f.amounts.filter((a) => a.what);
  // An unnamed amount after the first ("50 µg pro 5 Tropfen") says a number without its ingredient.
  const amounts = [...named, ...f.amounts.filter((a, i) => !a.what && !named.length && i === 0)];
  const fit = (s: string | undefined, max: number) => (s && s.length <= max ? s : '');
  // The lead ingredient is one the name or the product's own description of itself names.
  const main = (i: string) => [p.name, f.identity ?? ''].some((t) => fold(t).includes(fold(i).split(' ')[0]));
  const ingredientOnly = f.ingredients.filter((i) => i.length <= 40).sort((a, b) => Number(main(b)) - Number(main(a)));
  if (amounts[0] && !amounts[0].what) amounts[0] = namedHero(amounts[0], p, ingredientOnly.find(main));
  amounts.splice(0, 2, ...amounts.slice(0, 2).map((a) => trimmed(amountFirst(a, p.lang, p.keep))));
  const flags = flagsUnsaid(f.flags, amounts[0]?.short || amounts[0]?.text || '');
  return {
    name: p.name,
    short: p.short,
    amount: fit(amounts[0]?.text, 60) || fit(amounts[0]?.short, 60),
    amount2: fit(amounts[1]?.text, 60),
    amount3: fit(amounts[2]?.text, 60),
    // An unnamed amount ("10 g per scoop") needs its basis to say anything.
    amountShort: fit(amounts[0]?.what ? amounts[0].short : amounts[0]?.text, 44),
    amount2Short: fit(amounts[1]?.what ? amounts[1].short : amounts[1]?.text, 44),
    amount3Short: fit(amounts[2]?.what ? amounts[2].short : '', 44),
    per: amounts[0]?.per ?? '',
    ...heroSlots(amounts[0], p.lang, p.phrases?.every),
    heroNamed: namesHero(p.name, amounts[0]) ? p.short : '',
    count: fit(f.count?.text, 40),
    size: fit(f.size, 40),
    // A size with its container's noun ("2 kg tub"), for "in a {pack}".
    pack: /\p{L}{3,}/u.test(f.size ?? '') ? fit(f.size, 30) : '',
    supply: fit(f.supply, 40),
    form: lower(f.form?.word),
    // The form as units one takes ("capsules", "gummies", "drops"): "300 mg … in gummies" reads;
    // "in powder" or "in sticks" does not.
    units: /^(capsule|softgel|tablet|gummy|drops)$/.test(f.form?.kind ?? '') ? lower(f.form?.word) : '',
    ingredient: ingredientOnly[0] ?? '',
    ingredient2: ingredientOnly[1] ?? '',
    ingredients: ingredientOnly.length >= 2 ? join(ingredientOnly.slice(0, 3)) : '',
    // The ingredients beside the one the hero amount names ("Biotin 2500 µg with zinc and vitamin
    // C"): a thin brief's one amount with the rest of its label, rather than a bare "Biotin" as a
    // chat's answer; a brief with more amounts says them with theirs (docs/decisions/171-thin-briefs-say-the-rest-of-the-label.md).
    ingredientsRest:
      named.length === 1 ? restOf(ingredientOnly, amounts[0]?.what ? amounts[0].short : '', p.name, join) : '',
    identity: fit(f.identity, 48),
    flag: flags[0]?.text ?? '',
    // A one-word flag reads before a noun ("vegan gummies", "grass-fed whey"); "no added sugar" does not.
    flagAdj: lower(flags.find((x) => !/\s/.test(x.text))?.text),
    // The second one-word flag, so a gummy said "vegan" in one line is "gelatin-free" in the next
    // rather than both tacked on after a comma (docs/decisions/124-headlines-say-the-point-first.md).
    flag2Adj: lower(flags.filter((x) => !/\s/.test(x.text))[1]?.text),
    // A flag that describes the ingredient itself ("10 g of unflavoured collagen peptides"), not
    // one that describes the capsule or the diet ("200 mg of vegan elemental magnesium" misreads).
    heroAdj: lower(
      // Only the flags of an ingredient's origin or taste: "sugar-free sodium" and "gelatin-free
      // biotin" read as fragments (docs/decisions/150-one-fact-leads-a-quarter.md).
      flags.find((x) => !/\s/.test(x.text) && /^(organic|unflavoured|grass-fed|wild-caught|non-gmo)$/.test(x.id))?.text,
    ),
    flag2: flags[1]?.text ?? '',
    flags: flags.length >= 2 ? join(flags.slice(0, 3).map((x) => x.text)) : '',
    flavour: fit(f.flavour, 30),
    usage: fit(f.usage[0], 60),
    // As long as a headline may be: the buyer's own benefit statement is the strongest line there is.
    benefit: fit(f.benefits[0], 64),
    benefitLong: fit(f.benefits[0], 90),
    other: fit(f.other[0], 60),
    other2: fit(f.other[1], 60),
    standard: f.standards[0] ?? '',
    quote: p.extras.quote,
    reviewer: p.extras.reviewer,
    rating: p.ratingText,
    offer: p.extras.offer,
  };
}

/** The ingredients the hero does not name, when it names one of them (else '{ingredients}' says them all). */
function restOf(items: string[], hero: string, name: string, join: (xs: string[]) => string): string {
  const named = (i: string) => ` ${fold(hero)} `.includes(` ${fold(i)} `);
  // Not what the hero is part of or the name says ("400 mg DHA with omega-3", "95 % curcuminoids
  // with turmeric"): a word sharing its stem with the hero's or the name's is no other ingredient.
  const stems = new Set(
    `${fold(hero)} ${fold(name)}`
      .split(' ')
      .filter((w) => w.length >= 4)
      .map((w) => w.slice(0, 5)),
  );
  const other = (i: string) =>
    !fold(i)
      .split(' ')
      .some((w) => w.length >= 4 && stems.has(w.slice(0, 5)));
  const rest = items.filter((i) => !named(i));
  return /\d\s?(mg|µg|mcg|g)(?!\p{L})/u.test(hero) && rest.length && rest.length < items.length && rest.every(other)
    ? join(rest.slice(0, 2))
    : '';
}

/**
 * "KSM-66 ashwagandha root extract, 300 mg" reads as two facts in a line; the amount leads its
 * ingredient as a label prints it ("300 mg KSM-66 ashwagandha root extract", "600 mg de …").
 */
function amountFirst(a: Amount, lang: string, keep: Set<string>): Amount {
  if (!a.whatFirst || a.short !== `${a.what}, ${a.qty}`) return a;
  const what = midCase(a.what, lang, keep);
  const short = lang === 'fr' || lang === 'es' ? `${a.qty} de ${what}` : `${a.qty} ${what}`;
  return { ...a, whatFirst: false, short, text: a.per ? `${short} ${a.per}` : short };
}

/** Words that say how an ingredient is made, not what it is: a long hero names it without them. */
const PROCESS =
  /^(root|extract|powder|en|polvo|poudre|pulver|extrakt|wurzelextrakt|extrait|extracto|de|racine|raíz|ra[ií]z|wurzel|in|im|aus)$/iu;

/**
 * A hero longer than a headline can set large ("300 mg KSM-66 ashwagandha root extract", "600 mg
 * de ashwagandha KSM-66 en polvo") is named without its process words ("300 mg KSM-66
 * ashwagandha", "600 mg de ashwagandha KSM-66"): still the brief's words, in its order
 * (docs/decisions/096-short-numbered-headlines-and-one-fact-per-ad.md).
 */
function trimmed(a: Amount): Amount {
  const at = a.short.toLowerCase().indexOf(a.what.toLowerCase());
  if (!a.what || a.short.length <= 30 || at < 0) return a;
  const said = a.short.slice(at, at + a.what.length);
  const words = said.split(/\s+/);
  while (words.length > 1 && PROCESS.test(words.at(-1)!)) words.pop();
  const what = words.join(' ');
  if (what === said || what.length < 3) return a;
  const short = a.short.slice(0, at) + what + a.short.slice(at + said.length);
  return { ...a, what, short, text: a.per ? `${short} ${a.per}` : short };
}

/**
 * An amount the brief gives without its ingredient ("10 g per scoop") named by what the product
 * is, its flags left out ("10 g collagen peptides per scoop"): a number alone is no headline.
 */
function namedHero(a: Amount, p: Omit<AnalysedProduct, 'slots'>, ingredient: string | undefined): Amount {
  const flags = p.facts.flags.map((x) => fold(x.text));
  const words = (p.facts.identity ?? '').split(/\s+/).filter(Boolean);
  while (words.length > 1 && flags.some((f) => f.split(' ').includes(fold(words[0])))) words.shift();
  const what = midCase((ingredient && ingredient.length <= 30 ? ingredient : words.join(' ')).trim(), p.lang, p.keep);
  const per = a.text.startsWith(a.qty) ? a.text.slice(a.qty.length).trim() : '';
  if (!what || what.length > 30 || !per || /\d/.test(what)) return a;
  const short = `${a.qty} ${what}`;
  return { ...a, what, per, short, text: `${short} ${per}` };
}

/**
 * The hero amount taken apart, so a frame can lead with it in its own words
 * (docs/decisions/078-hero-led-headline-frames.md): {heroWhat} "Protein", {heroDose} "25 g per
 * 30 g scoop", {heroEvery} "in every 30 g scoop", {heroOf} "de cafeína" (French and Spanish
 * questions). Empty when the amount names no ingredient or no basis.
 */
function heroSlots(a: Amount | undefined, lang: string, everyWord: string | undefined): Slots {
  // Without a basis the dose is the quantity alone ("Magnesium glycinate: 400 mg"), so a thin brief
  // has its hero in more than one frame (docs/decisions/114-headlines-lead-with-the-hero.md).
  if (!a?.what) return {};
  const bare = a.what.replace(/^(de|du|des|de la|d[’'])\s*/iu, '').trim();
  const what = bare;
  const per = a.per.trim();
  const basis = per.replace(/^(per|pro|par|por|je)\s+/iu, '');
  // "per 2 capsules" is no "every"; "per 30 g scoop" and "par portion de deux gélules" are.
  const every = everyWord && basis !== per && !/^\d+\s+\p{L}{3,}/u.test(basis) ? `${everyWord} ${basis}` : '';
  const vowel = /^[aeiouyhâàéèêîïôûœ]/iu.test(what);
  const low = midCase(what, lang, new Set());
  const of = lang === 'fr' ? (vowel ? `d’${low}` : `de ${low}`) : lang === 'es' ? `de ${low}` : what;
  return {
    heroWhat: what.length <= 30 ? what : '',
    heroDose: `${a.qty} ${per}`.length <= 40 ? `${a.qty} ${per}`.trim() : '',
    heroEvery: every && every.length <= 36 ? every : '',
    heroOf: of.length <= 34 ? of : '',
    // The quantity alone, for "{heroQty} of {heroOf} {per}" ("25 g of protein per 30 g scoop").
    heroQty: what.length <= 30 ? a.qty : '',
  };
}

/**
 * The product's name says what its hero amount measures ("Pure Collagen Peptides" and "10 g collagen
 * peptides per scoop"): "{heroNamed}: {heroDose}" names the product and its dose without saying the
 * ingredient twice, for a photo whose label a hand hides (docs/decisions/114-headlines-lead-with-the-hero.md).
 */
function namesHero(name: string, a: Amount | undefined): boolean {
  if (!a?.what) return false;
  const words = fold(a.what.replace(/^(de|du|des|de la|d[’'])\s*/iu, ''))
    .split(/\s+/)
    .filter((w) => w.length >= 4 && !/\d/.test(w));
  // Not when the name carries the dose's number ("Sunny Vitamin C 1000: 1000 mg per tablet").
  const qty = a.qty.match(/\d+(?:[.,]\d+)?/)?.[0] ?? '';
  if (qty && ` ${fold(name)} `.includes(` ${qty} `)) return false;
  return words.some((w) => ` ${fold(name)} `.includes(` ${w} `));
}

/**
 * The flags the hero does not already say: "Bio" beside "Bio-Grünpulver" made "10 g
 * Bio-Grünpulver …, vegan, ohne Zuckerzusatz und Bio" (graded "doubled", docs/decisions/188-fixes-after-the-s18-grading.md).
 * A flag is said when each of its words is a word, or a hyphen's half, of the hero as headlines
 * print it ("10 g Bio-Grünpulver"); "organic" beside "8 g greens powder" stays. The flags' own
 * halves ("gluten-free and dairy-free") are not compared.
 */
function flagsUnsaid(flags: ProductFacts['flags'], hero: string): ProductFacts['flags'] {
  const parts = (t: string) =>
    fold(t)
      .split(/[\s-]+/u)
      .filter(Boolean);
  const said = new Set(parts(hero));
  return flags.filter((x) => !parts(x.text).every((w) => said.has(w)));
}

/** German adjectives ("vegan", "glutenfrei", "ohne Zucker") run in lower case inside a line; "Bio" keeps its capital. */
function germanFlags(facts: ProductFacts, lang: string): ProductFacts {
  if (lang !== 'de') return facts;
  const flags = facts.flags.map((f) =>
    /^(vegan|vegetarisch|\p{L}+frei|ohne)\b/iu.test(f.text)
      ? { ...f, text: f.text[0].toLowerCase() + f.text.slice(1) }
      : f,
  );
  return { ...facts, flags };
}

export function analyseProduct(input: ProductCopyInput): AnalysedProduct {
  const warnings: string[] = [];
  const lang = input.lang && /^[a-z]{2}$/.test(input.lang) ? input.lang : detectLanguage(input.name, input.description);
  const phrases = lang === 'und' ? PHRASES.en : PHRASES[lang as CopyLang];
  const other = phrases ? undefined : OTHER_LANGUAGES[lang];
  const nameCheck = checkClaims(cleanText(input.name, lang));
  const described = checkClaims(cleanText(input.description, lang).slice(0, 2000));
  warnings.push(...[...nameCheck.warnings, ...described.warnings].map(warningText));
  const category = cleanText(input.category ?? '', lang);
  const name =
    (isCleanLine(nameCheck.clean) ? nameCheck.clean : '') ||
    (isCleanLine(category) ? category : '') ||
    (phrases ?? PHRASES.en).fallbackName;
  const x = input.extras ?? {};
  const review = x.review
    ? { quote: extra(x.review.quote, warnings), reviewer: extra(x.review.author, warnings, 60) }
    : { quote: '', reviewer: '' };
  const rating = x.rating && x.rating.value > 0 && x.rating.count > 0 ? x.rating : undefined;
  const number = (n: number, digits = 0) =>
    new Intl.NumberFormat(lang === 'und' ? 'en' : lang, {
      maximumFractionDigits: digits,
      minimumFractionDigits: digits,
    }).format(n);
  const ratingText = !rating
    ? ''
    : phrases
      ? phrases.rating(number(rating.value, 1), number(rating.count))
      : `${number(rating.value, 1)} / 5 · ${number(rating.count)}${other ? ` ${other.labels.reviews}` : ''}`;
  // Words that keep their capital inside a line: the brand (the name's first word) and words the
  // buyer capitalised inside a sentence ("with Spirulina"); not the Title Case of the rest of the name.
  const keep = new Set([
    name.split(/\s+/)[0],
    ...[...described.clean.matchAll(/(?<=[\p{L},;]\s+)\p{Lu}[\p{L}-]*/gu)].map((m) => m[0]),
  ]);
  const base = {
    lang,
    phrases,
    other,
    name,
    short: shortName(name),
    facts: germanFlags(readFacts(name, described.clean), lang),
    keep,
    extras: {
      quote: review.quote,
      reviewer: review.quote ? review.reviewer : '',
      offer: extra(x.offer, warnings, 80),
      rating,
      certifications: (x.certifications ?? [])
        .map((c) => extra(c, warnings, 40))
        .filter(Boolean)
        .slice(0, 4),
    },
    ratingText,
    warnings,
  };
  return { ...base, slots: slotsOf(base) };
}

import { type CopyFacts } from '../copy/index.js';

type Amount = NonNullable<CopyFacts['brief']>['amounts'][number];

/**
 * The rows of an honest comparison (docs/decisions/109-honest-comparison.md): the questions a
 * buyer should ask of any product in the category, each answered for ours from the brief. Nothing
 * is said about a competitor, and no column stands empty.
 */
/**
 * `alt`: a shorter answer for a narrow column (the first amount alone). `key`: the question as a
 * table's row head ("Per capsule", "Pack"), where the columns are headed "Ours" and "Yours?".
 */
export type CompareRow = { ask: string; ours: string; yes?: boolean; alt?: string; key?: string };

type Asks = {
  head: string;
  amount: (per: string) => string;
  form: string;
  pack: string;
  flavour: string;
  flag: (flag: string) => string;
  yes: string;
  use: string;
  /** Row heads for a table under "Ours" / "Yours?": the question's few words. */
  keys: { amount: (per: string) => string; form: string; pack: string; flavour: string; use: string };
};

const upper = (t: string) => t.charAt(0).toLocaleUpperCase() + t.slice(1);

/**
 * A basis short enough for a row head ("per 2 capsules"); a long one ("par portion de deux gélules")
 * gives way to the language's plain "per serving", which the brief's serving also is: as a head it
 * took three lines and pushed the grid's "Yours?" column out.
 */
const short = (per: string) => (per.length <= 16 ? per : '');

const ASKS: Record<string, Asks> = {
  en: {
    head: 'Check the label',
    amount: (per) => `How much ${per || 'per serving'}?`,
    form: 'Which form?',
    pack: 'How many in the pack?',
    flavour: 'Which flavour?',
    flag: (f) => `${f}?`,
    yes: 'Yes',
    use: 'How to take it?',
    keys: {
      amount: (per) => upper(short(per) || 'per serving'),
      form: 'Form',
      pack: 'Pack',
      flavour: 'Flavour',
      use: 'How to take',
    },
  },
  de: {
    head: 'Etikett prüfen',
    amount: (per) => `Wie viel ${per || 'pro Portion'}?`,
    form: 'Welche Form?',
    pack: 'Wie viel in der Packung?',
    flavour: 'Welcher Geschmack?',
    flag: (f) => `${f}?`,
    yes: 'Ja',
    use: 'Wie einnehmen?',
    keys: {
      amount: (per) => upper(short(per) || 'pro Portion'),
      form: 'Form',
      pack: 'Packung',
      flavour: 'Geschmack',
      use: 'Einnahme',
    },
  },
  fr: {
    head: 'Lisez l\u2019\u00e9tiquette',
    amount: (per) => `Combien ${per || 'par portion'}\u00a0?`,
    form: 'Quelle forme\u00a0?',
    pack: 'Combien en tout\u00a0?',
    flavour: 'Quel go\u00fbt\u00a0?',
    flag: (f) => `${f}\u00a0?`,
    yes: 'Oui',
    use: 'Mode d\u2019emploi\u00a0?',
    keys: {
      amount: (per) => upper(short(per) || 'par portion'),
      form: 'Forme',
      pack: 'Contenu',
      flavour: 'Go\u00fbt',
      use: 'Prise',
    },
  },
  es: {
    head: 'Revisa la etiqueta',
    amount: (per) => `\u00bfCu\u00e1nto ${per || 'por dosis'}?`,
    form: '\u00bfQu\u00e9 forma?',
    pack: '\u00bfCu\u00e1nto trae el envase?',
    flavour: '\u00bfQu\u00e9 sabor?',
    flag: (f) => `\u00bf${f}?`,
    yes: 'S\u00ed',
    use: '\u00bfC\u00f3mo se toma?',
    keys: {
      amount: (per) => upper(short(per) || 'por dosis'),
      form: 'Forma',
      pack: 'Envase',
      flavour: 'Sabor',
      use: 'Toma',
    },
  },
};

/** Every fixed word the comparison's questions draw in a language (for the reviewed-words checks). */
export function compareWords(lang: string): string[] {
  const a = ASKS[lang] ?? ASKS.en;
  const k = a.keys;
  return [
    a.head,
    a.amount(''),
    a.form,
    a.pack,
    a.flavour,
    a.flag(''),
    a.yes,
    a.use,
    k.amount(''),
    k.form,
    k.pack,
    k.flavour,
    k.use,
  ];
}

/** Salt forms and processing a buyer compares on ("bisglycinate", "isolate", "citrate"). */
const FORM = /glycinat|citrat|isolat|malat|picolinat|hydroly|peptide|liposom|methyl/iu;

/**
 * An amount as a cell says it: "300 mg KSM-66 ashwagandha" for "KSM-66 ashwagandha root extract,
 * 300 mg" (a long name keeps its first two words, after the quantity).
 */
export function compact(a: Amount, max = 28): string {
  if (a.short.length <= max || !a.what) return a.short;
  return `${a.qty} ${a.what
    .split(/\s+/)
    .slice(0, 2)
    .join(' ')
    .replace(/[,;:]$/, '')}`;
}

/** The label's words for the table's left head, or '' in a language without reviewed questions. */
export function compareHead(facts: CopyFacts): string {
  return ASKS[facts.lang]?.head ?? '';
}

/** The amounts a line states ("300 mg", "25 g"), as a row's answer would repeat them. */
const amountsIn = (t: string) =>
  (
    t
      .toLocaleLowerCase()
      .replace(/\u00a0/g, ' ')
      .match(/\d[\d.,]*\s*\p{L}{1,3}(?![\p{L}])/gu) ?? []
  ).map((a) => a.replace(/\s+/g, ''));

/**
 * Up to four rows from the brief, most telling first; [] when the language or the facts do not allow two.
 * `headline`: the ad's headline, whose fact a row does not say again ("25 g protein" under "25 g
 * protein in every 30 g scoop" read as the table repeating the headline, s17 grading): the row
 * takes the brief's next amount, or the other facts (docs/decisions/181-proof-rows-and-a-labelled-split.md).
 */
export function compareRows(facts: CopyFacts, headline = ''): CompareRow[] {
  const asks = ASKS[facts.lang];
  const f = facts.brief;
  if (!asks || !f) return [];
  const said = new Set(amountsIn(headline));
  const head = headline.toLocaleLowerCase();
  // A row repeats the headline when it says the headline's amount or the headline holds its words
  // ("Forme: Citrate de magnésium" under "Citrate de magnésium 300 mg").
  const repeats = (t: string) =>
    amountsIn(t).some((a) => said.has(a)) || (!!head && head.includes(t.toLocaleLowerCase()));
  const rows: CompareRow[] = [];
  const counted = f.amounts.filter((a) => /\d/.test(a.qty));
  const fresh = counted.filter((a) => !repeats(a.short));
  // The headline's amount gives way to the next one the brief states; with none left, it stays.
  const [a1, a2] = fresh.length ? fresh : counted;
  // "Form" is the form of the product's own nutrient ("Magnesium bisglycinate" beside "200 mg
  // elemental magnesium") or its standard ("MK-7"): a second ingredient's salt under "Forme"
  // ("Forme: Citrulline malate" on a pre-workout) read as a mislabel (s17 grading).
  const lead = (counted[0]?.what ?? '')
    .toLocaleLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 3);
  const own = (i: string) => lead.some((w) => i.toLocaleLowerCase().includes(w.slice(0, 5)));
  const form = f.standards[0] ?? f.ingredients.find((i) => FORM.test(i) && own(i));
  if (a1) {
    // Two amounts on the same basis answer the one question together ("1000 mg sodium, 200 mg potassium").
    const both = a2 && a2.per === a1.per && a2.what && `${compact(a1)}, ${compact(a2)}`;
    // An amount given "with" the headline's ("1000 mg per tablet with 25 mg bioflavonoids") shares its basis.
    const per = a1.per || (a1 !== counted[0] ? (counted[0]?.per ?? '') : '');
    const key = asks.keys.amount(per);
    // What the amount is as the row's head and the quantity as its cell ("Potassium | 200 mg"): a
    // square's side column set "200 mg potassium" only small or not at all, and the grid lost its
    // dose row (docs/decisions/199-us-vs-them-rows-that-compare.md). The headline's own amount keeps
    // its basis as the head, with the quantity alone as the narrow column's answer.
    // The form ("MK-7") keeps its own row rather than the amount's head ("Vitamine K2 MK-7").
    const what = upper(
      a1.what
        .replace(/^(de|d['’])\s*/iu, '')
        .replace(form ?? '\u0000', '')
        .trim(),
    );
    if (fresh.length && what && what.length <= 18 && a1.qty)
      rows.push({ ask: asks.amount(per), ours: a1.qty, key: what });
    else if (!fresh.length && a1.qty && a1.what)
      rows.push({ ask: asks.amount(per), ours: upper(compact(a1)), alt: a1.qty, key });
    else if (both && both.length <= 30)
      rows.push({ ask: asks.amount(per), ours: upper(both), alt: upper(compact(a1)), key });
    // The brief's next amount in its short form ("25 µg Vitamine K2", not "Vitamine K2 MK-7 25 µg"):
    // in two lines it left no width for the "Yours?" column (decision 181).
    else rows.push({ ask: asks.amount(per), ours: upper(compact(a1, a1 === counted[0] ? 28 : 18)), key });
  }
  const says = (r: CompareRow) => `${r.key ?? ''} ${r.ours}`.toLocaleLowerCase();
  if (form && !rows.some((r) => says(r).includes(form.toLocaleLowerCase())) && !repeats(form))
    rows.push({ ask: asks.form, ours: upper(form), key: asks.keys.form });
  // Rows that compare, as a buyer checks any label: the dose, then the form or a flag, then the
  // brief's next amount. "Pack" and "How to take" rows read as a spec table, not a comparison
  // ("weak Pack/How-to-take table", s18/s19 grading; docs/decisions/199-us-vs-them-rows-that-compare.md).
  // A flag is a row head ("Vegan") with a ticked "Yes" beside the reader's "?".
  for (const flag of f.flags) {
    const key = upper(flag.text);
    if (key.length <= 20 && !repeats(flag.text)) rows.push({ ask: asks.flag(key), ours: asks.yes, yes: true, key });
  }
  // The brief's next amount on its own row, headed by what it is ("Glycine: 1 g").
  const said1 = rows[0]?.ours.toLocaleLowerCase() ?? '';
  for (const a of fresh.length ? fresh : counted) {
    // Without the form a row above already gave ("Vitamine K2" under "Forme: MK-7").
    const named = a.what.replace(/^(de|d['’])\s*/iu, '').trim();
    const what = upper(form && rows.some((r) => r.ours === upper(form)) ? named.replace(form, '').trim() : named);
    if (a === a1 || said1.includes(compact(a).toLocaleLowerCase()) || !what || what.length > 18) continue;
    if (a.per && a1 && a.per !== a1.per) continue;
    rows.push({ ask: asks.amount(a.per), ours: a.qty, key: what });
    break;
  }
  // The pack only where the brief leaves no second row to compare (a head-less ticked list otherwise).
  const pack = f.count?.text ?? f.size;
  if (rows.length < 2 && pack && !repeats(pack)) rows.push({ ask: asks.pack, ours: upper(pack), key: asks.keys.pack });
  // The flavour only where the facts leave fewer than two rows.
  const flavour = f.flavour?.replace(new RegExp(`^${asks.keys.flavour}\\s+`, 'iu'), '');
  if (flavour && rows.length < 2) rows.push({ ask: asks.flavour, ours: upper(flavour), key: asks.keys.flavour });
  const out = rows.filter((r) => r.ask.length <= 44 && r.ours.length <= 44).slice(0, 4);
  return out.length >= 2 ? out : [];
}

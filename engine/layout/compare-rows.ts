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

/** Up to four rows from the brief, most telling first; [] when the language or the facts do not allow two. */
export function compareRows(facts: CopyFacts): CompareRow[] {
  const asks = ASKS[facts.lang];
  const f = facts.brief;
  if (!asks || !f) return [];
  const rows: CompareRow[] = [];
  const [a1, a2] = f.amounts.filter((a) => /\d/.test(a.qty));
  if (a1) {
    // Two amounts on the same basis answer the one question together ("1000 mg sodium, 200 mg potassium").
    const both = a2 && a2.per === a1.per && a2.what && `${compact(a1)}, ${compact(a2)}`;
    const key = asks.keys.amount(a1.per);
    if (both && both.length <= 30)
      rows.push({ ask: asks.amount(a1.per), ours: upper(both), alt: upper(compact(a1)), key });
    else rows.push({ ask: asks.amount(a1.per), ours: upper(compact(a1)), key });
  }
  const form = f.standards[0] ?? f.ingredients.find((i) => FORM.test(i));
  if (form && !rows.some((r) => r.ours.includes(form)))
    rows.push({ ask: asks.form, ours: upper(form), key: asks.keys.form });
  const pack = f.count?.text ?? f.size;
  if (pack) rows.push({ ask: asks.pack, ours: upper(pack), key: asks.keys.pack });
  if (f.flavour) rows.push({ ask: asks.flavour, ours: upper(f.flavour), key: asks.keys.flavour });
  // How the brief says to take it, when short enough for a cell.
  const use = f.usage.find((u) => u.length <= 30);
  if (use) rows.push({ ask: asks.use, ours: upper(use), key: asks.keys.use });
  // A dietary flag answered "Yes" read as confusing to every grader ("Ours: Yes", docs/ad-quality.md):
  // flags only where the brief leaves fewer than two rows.
  if (rows.length < 2)
    for (const flag of f.flags) rows.push({ ask: asks.flag(upper(flag.text)), ours: asks.yes, yes: true });
  const out = rows.filter((r) => r.ask.length <= 44 && r.ours.length <= 44).slice(0, 4);
  return out.length >= 2 ? out : [];
}

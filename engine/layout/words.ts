/**
 * The few words a layout itself draws (labels, table headers, list titles), per language, so a
 * German ad never carries an English label. The copy writer's language decides; English is the
 * fallback for any language not listed (docs/decisions/014-composition-rules-solver-and-linter.md).
 */
export type LayoutWords = {
  before: string;
  after: string;
  others: string;
  ours: string;
  inside: string;
  noteTitle: string;
  faq: string;
  why: string;
  whatIsIt: string;
  routine: string;
  /** A reply card's questions (what is inside, how much, what else) and the list's last joiner. */
  askInside: string;
  askAmount: string;
  askMore: string;
  /** How to take it, answered with the brief's own usage line. */
  askUse: string;
  and: string;
  /** The friend's reply in a chat once answered: a thank-you, no claim about the product. */
  thanks: string;
  /**
   * A short video's hook frame before the brief's fact (docs/decisions/197-a-video-hook-over-the-fact.md):
   * it says only that the label is being read, no result, taste, count or purchase story; no colon at
   * its end (issue 26: no line ends in a colon), the sticker under it is what is read.
   */
  hook: string;
};

const WORDS: Record<string, LayoutWords> = {
  en: {
    before: 'Before',
    after: 'After',
    others: 'Yours?',
    ours: 'Ours',
    inside: 'What\u2019s inside',
    noteTitle: 'Notes',
    faq: 'Your questions',
    why: 'Good to know',
    whatIsIt: 'What is it?',
    routine: 'My routine',
    askInside: 'What\u2019s inside?',
    askAmount: 'How much is in\u00a0it?',
    askMore: 'What else?',
    askUse: 'How do I take\u00a0it?',
    and: 'and',
    thanks: 'Oh nice, thanks!',
    hook: 'Let’s read the label',
  },
  de: {
    before: 'Vorher',
    after: 'Nachher',
    others: 'Ihres?',
    ours: 'Unseres',
    inside: 'Was drin ist',
    noteTitle: 'Notizen',
    faq: 'Eure Fragen',
    why: 'Gut zu wissen',
    whatIsIt: 'Was ist das?',
    routine: 'Meine Routine',
    askInside: 'Was ist drin?',
    askAmount: 'Wie viel ist drin?',
    askMore: 'Und sonst?',
    askUse: 'Wie nehme ich es\u00a0ein?',
    and: 'und',
    thanks: 'Oh super, danke!',
    hook: 'Wir lesen das Etikett',
  },
  fr: {
    before: 'Avant',
    after: 'Apr\u00e8s',
    others: 'Le v\u00f4tre ?',
    ours: 'Le n\u00f4tre',
    inside: 'Ce qu\u2019il contient',
    noteTitle: 'Notes',
    faq: 'Vos questions',
    why: 'Bon \u00e0 savoir',
    whatIsIt: 'C\u2019est quoi ?',
    routine: 'Ma routine',
    askInside: 'Qu\u2019est-ce qu\u2019il contient\u00a0?',
    askAmount: 'Quelle quantit\u00e9\u00a0?',
    askMore: 'Quoi d\u2019autre\u00a0?',
    askUse: 'Comment le prendre\u00a0?',
    and: 'et',
    thanks: 'Super, merci.',
    hook: 'On lit l\u2019\u00e9tiquette',
  },
  es: {
    before: 'Antes',
    after: 'Despu\u00e9s',
    others: '\u00bfEl tuyo?',
    ours: 'El nuestro',
    inside: 'Qu\u00e9 contiene',
    noteTitle: 'Notas',
    faq: 'Vuestras preguntas',
    why: 'Conviene saber',
    whatIsIt: '\u00bfQu\u00e9 es?',
    routine: 'Mi rutina',
    askInside: '\u00bfQu\u00e9 lleva?',
    askAmount: '\u00bfCu\u00e1nto lleva?',
    askMore: '\u00bfY adem\u00e1s?',
    askUse: '\u00bfC\u00f3mo se toma?',
    and: 'y',
    thanks: '\u00a1Genial, gracias!',
    hook: 'Leamos la etiqueta',
  },
  pl: {
    before: 'Przed',
    after: 'Po',
    others: 'Tw\u00f3j?',
    ours: 'Nasz',
    inside: 'Co zawiera',
    noteTitle: 'Notatki',
    faq: 'Wasze pytania',
    why: 'Warto wiedzie\u0107',
    whatIsIt: 'Co to jest?',
    routine: 'Moja rutyna',
    askInside: 'Co jest w \u015brodku?',
    askAmount: 'Ile tego jest?',
    askMore: 'Co jeszcze?',
    askUse: 'Jak stosowa\u0107?',
    and: 'i',
    thanks: 'Super, dzi\u0119ki!',
    hook: 'Czytamy etykiet\u0119',
  },
};

export function layoutWords(lang: string | undefined): LayoutWords {
  return WORDS[(lang ?? 'en').slice(0, 2).toLowerCase()] ?? WORDS.en;
}

/**
 * The ad's language as the copy writer detected it (absent or undetermined: English); the labels
 * the copy writer words itself (before/after, the comparison's second column) come from it, so
 * the layout and the copy never disagree (docs/decisions/017-copy-in-the-buyers-language.md).
 */
export function wordsOf(ctx: { facts: object }): LayoutWords {
  const facts = ctx.facts as { lang?: string; labels?: Partial<Pick<LayoutWords, 'before' | 'after' | 'others'>> };
  const words = layoutWords(facts.lang);
  const l = facts.labels ?? {};
  return {
    ...words,
    before: l.before || words.before,
    after: l.after || words.after,
    others: l.others || words.others,
  };
}

import { checkClaims, warningText } from '../claims/index.js';
import { DE_COPY } from './lang-de.js';
import { EN_COPY } from './lang-en.js';
import { ES_COPY } from './lang-es.js';
import { FR_COPY } from './lang-fr.js';
import { OTHER_LANGUAGES, type OtherLanguage } from './lang-other.js';
import { clauses, cleanText, isCleanLine, shortName } from './text.js';
import { type CopyLabels, type CopyLang, type CopyLanguage, type TopicCopy, type TopicId, TOPIC_IDS } from './types.js';
import { detectLanguage } from './language.js';
import { type ProductExtras } from '../../contract/engine.js';

/**
 * What the copy writer reads from the buyer's input, once per product: its language, the clean
 * name and description (claims left out), the benefit topic, ingredients and counts in the
 * buyer's own words, and the buyer's extras after the same claim check.
 */
export const COPY_LANGUAGES: Record<CopyLang, CopyLanguage> = { en: EN_COPY, de: DE_COPY, fr: FR_COPY, es: ES_COPY };

export type ProductCopyInput = { name: string; description: string; category?: string; extras?: ProductExtras };

export type AnalysedProduct = {
  /** ISO 639-1 code of the buyer's text ('und' when it has no words). */
  lang: string;
  /** Our formulas in that language; undefined means the buyer's own words only. */
  copyLang?: CopyLanguage;
  other?: OtherLanguage;
  name: string;
  short: string;
  clauses: string[];
  /** Whole sentences up to 90 characters (sub-lines in the buyer's words). */
  sentences: string[];
  topicId: TopicId;
  topic?: TopicCopy;
  ingredients: string[];
  count: string;
  badges: string[];
  extras: {
    quote: string;
    reviewer: string;
    offer: string;
    rating?: { value: number; count: number };
    certifications: string[];
  };
  labels: Omit<CopyLabels, 'rating'> & { rating: string };
  warnings: string[];
};

const FALLBACK_NAME: Record<string, string> = {
  en: 'Your supplement',
  de: 'Dein Supplement',
  fr: 'Votre complément',
  es: 'Tu suplemento',
};

/** Ingredient names in the four languages; the buyer's own spelling is what the ad shows. */
const INGREDIENTS = [
  'magnesium glycinate',
  'magnesium',
  'magnesio',
  'magnésium',
  'ashwagandha',
  'collagen',
  'kollagen',
  'collagène',
  'colágeno',
  'vitamin d3',
  'vitamine d3',
  'vitamina d3',
  'vitamin c',
  'vitamine c',
  'vitamina c',
  'vitamin k2',
  'vitamin b12',
  'zinc',
  'zink',
  'omega-3',
  'fish oil',
  'fischöl',
  'probiotics',
  'probiotika',
  'probiotiques',
  'probióticos',
  'creatine',
  'kreatin',
  'créatine',
  'creatina',
  'whey protein',
  'turmeric',
  'kurkuma',
  'curcuma',
  'cúrcuma',
  'curcumin',
  'black pepper',
  'elderberry',
  'holunder',
  'sureau',
  'saúco',
  'melatonin',
  'mélatonine',
  'melatonina',
  'biotin',
  'biotine',
  'biotina',
  'l-theanine',
  "lion's mane",
  'reishi',
  'electrolytes',
  'elektrolyte',
  'spirulina',
  'spiruline',
  'espirulina',
  'chamomile',
  'kamille',
  'camomille',
  'manzanilla',
  'hyaluronic acid',
  'hyaluronsäure',
  'glucosamine',
  'iron',
  'eisen',
  'fer',
  'hierro',
  'folate',
  'apple cider vinegar',
  'green tea',
  'grüntee',
  'thé vert',
  'té verde',
  'ginger',
  'ingwer',
  'gingembre',
  'jengibre',
  'beetroot',
  'maca',
  'matcha',
  'valerian',
  'baldrian',
  'valériane',
  'valeriana',
];

function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function topicOf(text: string, lang: CopyLanguage | undefined): TopicId {
  const folded = fold(text);
  let best: TopicId = 'wellness';
  let at = Infinity;
  for (const id of TOPIC_IDS) {
    for (const rx of [lang?.topics[id].match, EN_COPY.topics[id].match]) {
      const m = rx?.exec(folded);
      if (m && m.index < at) {
        best = id;
        at = m.index;
      }
    }
  }
  return best;
}

function ingredientsIn(text: string): string[] {
  const found: Array<{ at: number; text: string }> = [];
  const lower = text.toLocaleLowerCase();
  for (const ing of INGREDIENTS) {
    const at = lower.search(new RegExp(`(?<![\\p{L}])${ing.replace(/[-'.]/g, '.')}(?![\\p{L}])`, 'u'));
    if (at < 0 || found.some((f) => at >= f.at && at < f.at + f.text.length)) continue;
    const own = text.slice(at, at + ing.length);
    found.push({ at, text: own[0].toLocaleUpperCase() + own.slice(1) });
  }
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.text)
    .slice(0, 4);
}

/** A buyer's extra after the claim check: kept whole or dropped whole, never edited. */
function extra(text: string | undefined, warnings: string[], max = 240): string {
  const clean = cleanText(text ?? '').slice(0, max);
  if (!clean || !isCleanLine(clean)) return '';
  const checked = checkClaims(clean);
  warnings.push(...checked.warnings.map(warningText));
  return checked.warnings.length ? '' : clean;
}

export function analyseProduct(input: ProductCopyInput): AnalysedProduct {
  const warnings: string[] = [];
  const lang = detectLanguage(input.name, input.description);
  const copyLang = lang === 'und' ? EN_COPY : COPY_LANGUAGES[lang as CopyLang];
  const other = copyLang ? undefined : OTHER_LANGUAGES[lang];
  const nameCheck = checkClaims(cleanText(input.name, lang));
  const described = checkClaims(cleanText(input.description, lang).slice(0, 2000));
  warnings.push(...[...nameCheck.warnings, ...described.warnings].map(warningText));
  const category = cleanText(input.category ?? '', lang);
  const name =
    (isCleanLine(nameCheck.clean) ? nameCheck.clean : '') ||
    (isCleanLine(category) ? category : '') ||
    FALLBACK_NAME[copyLang?.code ?? 'en'];
  const text = `${name} ${described.clean} ${category}`;
  const topicId = topicOf(text, copyLang);
  const count = copyLang?.count.exec(described.clean);
  const foldedText = fold(described.clean);
  const badges = copyLang ? copyLang.badges.filter((b) => b.match.test(foldedText)).map((b) => b.badge) : [];
  const x = input.extras ?? {};
  const review = x.review
    ? { quote: extra(x.review.quote, warnings), reviewer: extra(x.review.author, warnings, 60) }
    : { quote: '', reviewer: '' };
  const rating = x.rating && x.rating.value > 0 && x.rating.count > 0 ? x.rating : undefined;
  const labels = copyLang?.labels ?? other?.labels;
  const number = (n: number, digits = 0) =>
    new Intl.NumberFormat(lang === 'und' ? 'en' : lang, {
      maximumFractionDigits: digits,
      minimumFractionDigits: digits,
    }).format(n);
  const ratingText = !rating
    ? ''
    : copyLang
      ? copyLang.labels.rating(number(rating.value, 1), number(rating.count))
      : other
        ? `${number(rating.value, 1)} / 5 · ${number(rating.count)} ${other.labels.reviews}`
        : `${number(rating.value, 1)} / 5 · ${number(rating.count)}`;
  return {
    lang,
    copyLang,
    other,
    name,
    short: shortName(name),
    clauses: clauses(described.clean),
    sentences: clauses(described.clean, 8, 90).filter((c) => c.length > 60),
    topicId,
    topic: copyLang?.topics[topicId],
    ingredients: ingredientsIn(`${name} ${described.clean}`),
    count: count ? count[0] : '',
    badges,
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
    labels: {
      before: labels?.before ?? '',
      after: labels?.after ?? '',
      others: labels?.others ?? '',
      question: labels?.question ?? '',
      note: labels?.note ?? '',
      rating: ratingText,
    },
    warnings,
  };
}

import { type CopyFormula } from '../catalog/styles-types.js';
import { checkClaims, warningText } from './claims.js';
import { BADGE_RULES, DEFAULT_TOPIC, INGREDIENTS, TOPICS, type Topic } from './copy-lexicon.js';
import { sanitizeText } from './text-fit.js';
import { type AdCopy } from './types.js';

/** Everything the layouts may show besides the four main copy fields. */
export type CopyFacts = {
  name: string;
  short: string;
  topic: string;
  benefits: string[];
  ingredients: string[];
  before: string;
  after: string;
  quote: string;
  reviewer: string;
  offer: string;
  kicker: string;
};

export type CopyResult = { copy: AdCopy; facts: CopyFacts; warnings: string[] };
export type CopyOverrides = { headline?: string; subline?: string; cta?: string };

const COUNT = /\b(\d{1,3})\s*(servings|capsules|caps|gummies|softgels|tablets|sachets|scoops|stick packs|veggie caps)\b/i;
const REVIEWERS = ['Sarah M.', 'Jessica T.', 'Mike R.', 'Priya K.', 'Emily W.', 'Daniel O.', 'Hannah L.', 'Marcus J.'];
const OFFERS = ['20% OFF', 'BUY 2 GET 1 FREE', 'FREE SHIPPING', '15% OFF FIRST ORDER'];

export function pick<T>(list: T[], seed: number, salt = 0): T {
  return list[Math.abs(seed + salt) % list.length];
}

export function shortName(name: string): string {
  const base = name.split(/\s[-\u2013\u2014|:]\s|[(,]/)[0].trim();
  const words = base.split(' ');
  return words.length > 3 ? words.slice(0, 3).join(' ') : base;
}

function detectTopic(text: string): Topic {
  let best: Topic = DEFAULT_TOPIC;
  let bestIndex = Infinity;
  for (const topic of TOPICS) {
    const m = topic.match.exec(text);
    if (m && m.index < bestIndex) {
      best = topic;
      bestIndex = m.index;
    }
  }
  return best;
}

/** Benefit lines written by the buyer beat generic ones: short clauses from the description come first. */
function descriptionBenefits(description: string): string[] {
  return description
    .split(/[.;!\n]|,\s*|\s+\+\s+|\s+and\s+(?=[a-z]+s\b)/i)
    .map((s) => s.trim().replace(/^(and|with|for|it|this)\s+/i, ''))
    .filter((s) => s.length >= 8 && s.length <= 34 && !COUNT.test(s) && !/^\d/.test(s))
    .map((s) => s[0].toUpperCase() + s.slice(1));
}

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
}

export function buildCopy(formula: CopyFormula, rawName: string, rawDescription: string, seed: number, overrides: CopyOverrides = {}): CopyResult {
  const name = sanitizeText(rawName) || 'Your Product';
  const checked = checkClaims(sanitizeText(rawDescription));
  const warnings = checked.warnings.map(warningText);
  const description = checked.clean;
  const text = `${name} ${description}`;
  const topic = detectTopic(text);
  const ingredients = INGREDIENTS.filter((ing) => new RegExp(`\\b${ing.replace(/[-']/g, '.')}\\b`, 'i').test(text))
    .filter((ing, i, all) => !all.some((o, j) => j !== i && o.length > ing.length && o.includes(ing)))
    .slice(0, 4);
  const count = COUNT.exec(description);
  const badges = formula.badges ? BADGE_RULES.filter((r) => r.match.test(description)).map((r) => r.badge) : [];
  if (formula.badges && count) badges.push(`${count[1]} ${count[2].toLowerCase().replace(/^caps$/, 'capsules')}`);
  const benefits = [...new Set([...descriptionBenefits(description), ...topic.benefits])].slice(0, 4);
  const short = shortName(name);
  const vars: Record<string, string> = {
    name,
    short,
    outcome: pick(topic.outcome, seed),
    benefit: topic.noun,
    Benefit: topic.noun[0].toUpperCase() + topic.noun.slice(1),
    ingredient: ingredients[0] ?? short,
    count: count ? `${count[1]} ${count[2].toLowerCase()}` : 'a daily dose',
    firstBenefit: benefits[0] ?? topic.benefits[0],
  };
  const sub = description && description.length <= 90 && seed % 2 === 1 ? description : fill(pick(formula.sublines, seed, 1), vars);
  const copy: AdCopy = {
    headline: fill(pick(formula.headlines, seed), vars),
    subline: sub,
    cta: fill(pick(formula.ctas, seed, 2), vars),
    badges: badges.slice(0, 3),
  };
  // Buyer-typed overrides (edits) go through the same claim check as generated copy.
  for (const field of ['headline', 'subline', 'cta'] as const) {
    const value = overrides[field];
    if (value !== undefined) copy[field] = sanitizeText(value);
    const c = checkClaims(copy[field]);
    if (c.warnings.length) {
      warnings.push(...c.warnings.map(warningText));
      copy[field] = c.clean || (field === 'cta' ? 'Shop now' : field === 'headline' ? vars.outcome : '');
    }
  }
  const facts: CopyFacts = {
    name,
    short,
    topic: topic.id,
    benefits,
    ingredients,
    before: topic.before,
    after: topic.after,
    quote: fill(pick(QUOTES, seed), vars),
    reviewer: pick(REVIEWERS, seed + name.length),
    offer: pick(OFFERS, seed),
    kicker: fill(pick(formula.kickers ?? [''], seed), vars),
  };
  return { copy, facts, warnings: [...new Set(warnings)] };
}

const QUOTES = [
  'I was skeptical, but {short} is now part of my routine. Two weeks in and I notice the difference.',
  'Honestly the only supplement I have re-ordered three times. {Benefit} without the fuss.',
  'Simple, clean and it actually works for me. My whole family uses {short} now.',
  'I have tried so many brands. {short} is the first one I stuck with.',
];

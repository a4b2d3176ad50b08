import { readFacts } from '../../engine/copy/index.js';
import { type Brief } from './headline-measure.js';

/**
 * The headline flaws graders named most in the tenth round (docs/grades/s10-*.tsv), read from a
 * headline's text and the brief's facts (docs/decisions/114-headlines-lead-with-the-hero.md):
 * - pack-only: the pack's count, size or supply with no amount, benefit or review ("120 capsules");
 * - pack-first: a pack fact, how to take it, a flag or the form before the hero ("240 g jar, 8 g …",
 *   "Vegan, 200 mg …", "Tablets with …");
 * - pack-tail: the pack after the hero ("…, 300 g", "… in a 240 g jar");
 * - flag-tail: a dietary flag tacked on after a comma ("…, vegan");
 * - many-facts: more than two facts side by side ("10 g collagen, unflavoured, 300 g");
 * - secondary-lead: another amount before the brief's first one (K2 before D3, L-theanine before magnesium);
 * - repeated-word: a word said twice ("gummy … gummies", "Bio … und Bio", the brand twice).
 * The eleventh round (docs/grades/s11-*.tsv) named four more:
 * - no-primary: another amount of the brief without its first one (K2 and no D3 dose, glycine
 *   without the magnesium);
 * - usage-only: how to take it as the whole headline ("Take two a day", "In Wasser … einrühren");
 * - usage-comma: how to take it glued on after a comma ("…, take two a day", run-on caps);
 * - pack-dose: a powder's dose in grams without its basis, read as the pack ("8 g greens powder").
 */
export type Flaw =
  | 'pack-only'
  | 'pack-first'
  | 'pack-tail'
  | 'flag-tail'
  | 'many-facts'
  | 'secondary-lead'
  | 'repeated-word'
  | 'no-primary'
  | 'usage-only'
  | 'usage-comma'
  | 'pack-dose';
export const FLAWS: Flaw[] = [
  'pack-only',
  'pack-first',
  'pack-tail',
  'flag-tail',
  'many-facts',
  'secondary-lead',
  'repeated-word',
  'no-primary',
  'usage-only',
  'usage-comma',
  'pack-dose',
];

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^\p{L}\p{N}%'-]+/gu, ' ')
    .trim();
/** Where a part of the brief starts in the headline (word-aligned), or -1. */
const at = (text: string, part: string) => {
  const p = fold(part);
  if (!p) return -1;
  const i = ` ${fold(text)} `.indexOf(` ${p} `);
  return i;
};
const NUMBER = /(?<![\p{L}\d])\d+(?:[.,]\d+)?(?![\p{L}\d])/gu;
const FORMS =
  /^(capsules?|tablets?|gummies|gummy|softgels?|drops|kapseln|tabletten|fruchtgummis|gelules|comprimes|gommes|capsulas|comprimidos|gominolas)\b/;
const STOP = new Set(
  (
    'and und et y with mit avec con the der die das les los las del des per pro par por for fur pour para your ' +
    'dans chaque every jede jeder cada einer eine une una ein vitamin vitamine vitamina'
  ).split(' '),
);
const stemOf = (w: string) => w.replace(/ies$/, 'y').replace(/(?<=[a-z]{3})e?s$/, '');

export function flawsOf(headline: string, b: Brief): Flaw[] {
  const f = readFacts(b.name, b.description);
  const h = fold(headline);
  const out: Flaw[] = [];
  const pack = [f.count?.text, f.size, f.supply].filter((x): x is string => !!x);
  const packAt = pack.map((t) => at(headline, t)).filter((i) => i >= 0);
  const packNumbers = new Set(pack.flatMap((t) => t.match(NUMBER) ?? []));
  // Each amount's first place: its quantity with the unit ("25 µg"), when that is no pack number.
  const amountAt = f.amounts.map((a) => (packNumbers.has(a.qty.match(NUMBER)?.[0] ?? '') ? -1 : at(headline, a.qty)));
  const placed = amountAt.filter((i) => i >= 0);
  const heroAt = placed.length ? Math.min(...placed) : -1;
  const quote = b.extras?.review?.quote ?? '';
  const said = (t: string) => at(headline, t) >= 0 || (fold(headline).length > 8 && fold(t).includes(h));
  const benefit = f.benefits.some(said) || (!!quote && said(quote.split(/\s+/).slice(0, 4).join(' ')));
  const selling = heroAt >= 0 || benefit;
  if (packAt.length && !selling) out.push('pack-only');
  const usageAt = f.usage.map((u) => at(headline, u)).filter((i) => i >= 0);
  const flagAt = f.flags.map((x) => at(headline, x.text)).filter((i) => i >= 0);
  if (heroAt >= 0) {
    const before = [...packAt, ...usageAt, ...flagAt].some((i) => i < heroAt) || FORMS.test(h);
    if (before) out.push('pack-first');
    if (packAt.some((i) => i > heroAt)) out.push('pack-tail');
    const primary = amountAt.findIndex((i) => i === heroAt);
    if (primary > 0) out.push('secondary-lead');
  }
  // A flag after a comma at the end ("…, vegan", "…, vegan and gelatin-free").
  const tail = /,([^,]+)$/u.exec(headline)?.[1] ?? '';
  if (f.flags.some((x) => at(tail, x.text) >= 0) && heroAt >= 0 && heroAt < at(headline, tail)) out.push('flag-tail');
  const facts =
    amountAt.filter((i) => i >= 0).length +
    new Set(packAt).size +
    flagAt.length +
    usageAt.length +
    (f.flavour && at(headline, f.flavour) >= 0 ? 1 : 0);
  if (facts > 2 || (headline.match(/,\s/g) ?? []).length >= 2) out.push('many-facts');
  const words = h
    .split(' ')
    .filter((w) => w.length >= 3 && !/\d/.test(w) && !STOP.has(w))
    .map(stemOf);
  if (new Set(words).size < words.length) out.push('repeated-word');
  if (placed.length && amountAt[0] === -1 && !packNumbers.has(f.amounts[0]?.qty.match(NUMBER)?.[0] ?? ''))
    out.push('no-primary');
  if (usageAt.length && !selling && !packAt.length) out.push('usage-only');
  if (
    f.usage.some((u) => /,\s*$/.test(headline.slice(0, Math.max(0, headline.toLowerCase().indexOf(u.toLowerCase())))))
  )
    out.push('usage-comma');
  const primary = f.amounts[0];
  if (
    primary?.per &&
    amountAt[0] >= 0 &&
    /^\d+(?:[.,]\d+)?\s?(g|ml)$/i.test(primary.qty) &&
    /(powder|pulver|poudre|polvo)/iu.test(headline) &&
    !/\b(per|pro|par|por|je|every|jede[rn]?|chaque|cada|serving|scoop|portion|porci[oó]n|dosis|cuchar\w*|messl[oö]ffel)\b/iu.test(
      headline,
    )
  )
    out.push('pack-dose');
  return out;
}

export type FlawCount = Record<Flaw, number> & { headlines: number; any: number };
export function countFlaws(rows: Array<{ headline: string; brief: Brief }>): FlawCount {
  const out = Object.fromEntries(FLAWS.map((k) => [k, 0])) as FlawCount;
  out.headlines = rows.length;
  out.any = 0;
  for (const r of rows) {
    const fl = flawsOf(r.headline, r.brief);
    for (const k of fl) out[k]++;
    if (fl.length) out.any++;
  }
  return out;
}

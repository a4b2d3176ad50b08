/**
 * The copy defects the s18 graders named (docs/decisions/193-body-lines-that-say-a-whole-fact.md),
 * counted over every brief of copy-dump × 31 styles, per language:
 * - bare-pack: a sub-line that is only the pack's count, size, supply or flavour, with no word of
 *   ours to make it a fact ("30 sticks.", "2 kg tub, 66 servings."), not "30 sticks per pack.";
 * - lone-amount: a quantity without what it measures in any drawn line ("2500 µg", "10 g per
 *   scoop, unflavoured, 300 g"), the headline, sub-line, sticker, badges, list and FAQ answers;
 * - one-word: a headline of one word ("Biotin");
 * - faq-one-word: a reply card's answer of one word ("What else? Vegan.");
 * - flag-tail: a headline ending on a flag after a comma ("…, vegan");
 * and per brief the distinct headlines and the share quoting a number of the brief.
 * Run: tsx scripts/copy-defects.ts [--list defect,defect]
 */
import { parseArgs } from 'node:util';
import { STYLES } from '../engine/index.js';
import { buildCopy, readFacts } from '../engine/copy/index.js';
import { faqPairs, layoutWords } from '../engine/layout/index.js';
import { HEADLINE_BRIEFS } from '../tests/fixtures/copy/headline-briefs.js';
import { HELD_OUT } from '../tests/fixtures/copy/held-out.js';
import { type Brief, OWN_BRIEFS } from '../tests/fixtures/copy/own-briefs.js';
import { HELD_OUT_PRODUCTS } from '../tests/fixtures/eval/held-out.js';
import { EVAL_PRODUCTS } from '../tests/fixtures/eval/products.js';

const { values } = parseArgs({ options: { list: { type: 'string', default: '' } } });
const ALL: Brief[] = [...EVAL_PRODUCTS, ...HELD_OUT_PRODUCTS, ...HELD_OUT, ...HEADLINE_BRIEFS, ...OWN_BRIEFS];
const DEFECTS = ['bare-pack', 'lone-amount', 'one-word', 'faq-one-word', 'flag-tail'] as const;
type Defect = (typeof DEFECTS)[number];

const fold = (s: string) =>
  ` ${s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim()} `;
const QTY = String.raw`\d+(?:[.,]\d+)?\s?(?:mg|µg|mcg|g|kg|ml|l|iu|ui|ie)`;
const BASIS = String.raw`(?:per|pro|par|por|je|in every|in jeder|dans chaque|en cada|pour|for)\b.*`;
const LONE = new RegExp(`^(?:${QTY})(?:\\s+${BASIS})?$`, 'iu');
const NUMBER = /(?<![\p{L}\d])\d+(?:[.,]\d+)?(?![\p{L}\d])/u;

/**
 * A comma- or stop-separated part that is a quantity alone ("2500 µg", "10 g per scoop"), unless
 * the part before it names what it measures ("Hydrolysed marine collagen, 10 g").
 */
const loneAmount = (line: string) => {
  const parts = line.split(/,\s|\.\s|;\s/).map((s) => s.replace(/[.!]+$/, '').trim());
  return parts.some((s, i) => LONE.test(s) && !(i > 0 && /\p{L}{3,}/u.test(parts[i - 1]) && !/\d/.test(parts[i - 1])));
};

const counts: Record<string, Record<Defect, number>> = {};
const listed = new Set(values.list!.split(',').filter(Boolean));
const per: string[] = [];
let headlines = 0;
let numbered = 0;
let under90 = 0;
let fewest = 99;
for (const b of ALL) {
  const f = readFacts(b.name, b.description);
  const pack = [f.count?.text, f.size, f.supply, f.flavour].filter((x): x is string => !!x).map(fold);
  const flags = f.flags.map((x) => fold(x.text).trim());
  const heads = new Set<string>();
  let withNumber = 0;
  for (const s of STYLES) {
    const r = buildCopy(s.copy, b.name, b.description, 0, {}, { extras: b.extras, styleId: s.id, lang: b.lang });
    const lang = r.facts.lang;
    const c = (counts[lang] ??= Object.fromEntries(DEFECTS.map((d) => [d, 0])) as Record<Defect, number>);
    const hit = (d: Defect, text: string) => {
      c[d]++;
      if (listed.has(d) || listed.has('all')) console.log(`${d}\t${b.id}\t${s.id}\t${text}`);
    };
    const { headline, subline } = r.copy;
    heads.add(fold(headline));
    if (NUMBER.test(headline)) withNumber++;
    if (subline) {
      let rest = fold(subline);
      for (const p of pack.sort((x, y) => y.length - x.length)) rest = rest.replace(p, ' ');
      if (rest.trim() === '' && fold(subline).trim() !== '') hit('bare-pack', subline);
    }
    const faq = s.layout === 'ugc-faq' ? faqPairs(r.facts, layoutWords(lang)) : [];
    const drawn = [
      headline,
      subline,
      r.facts.sticker,
      ...r.copy.badges,
      ...r.facts.benefits,
      ...r.facts.ingredients,
      ...faq.map((x) => x.a),
    ];
    const lone = drawn.find((t) => t && loneAmount(t));
    if (lone) hit('lone-amount', lone);
    if (headline.trim().split(/\s+/).length === 1 && !NUMBER.test(headline)) hit('one-word', headline);
    for (const x of faq) if (x.a.replace(/[.!]$/, '').trim().split(/\s+/).length === 1) hit('faq-one-word', x.a);
    const tail = fold(headline.split(/,\s/).at(-1) ?? '').trim();
    if (headline.includes(', ') && flags.some((fl) => tail === fl || tail.endsWith(` ${fl}`)))
      hit('flag-tail', headline);
  }
  headlines += STYLES.length;
  numbered += withNumber;
  fewest = Math.min(fewest, heads.size);
  if (heads.size < 0.9 * STYLES.length) under90++;
  per.push(`${b.id} ${heads.size}/${STYLES.length} numbered ${withNumber}`);
}
for (const [lang, c] of Object.entries(counts).sort())
  console.log(`${lang}: ${DEFECTS.map((d) => `${d} ${c[d]}`).join(', ')}`);
const total = Object.fromEntries(DEFECTS.map((d) => [d, Object.values(counts).reduce((n, c) => n + c[d], 0)]));
console.log(`all: ${DEFECTS.map((d) => `${d} ${total[d]}`).join(', ')}`);
console.log(
  `${ALL.length} briefs, ${headlines} headlines: quoting a number ${((100 * numbered) / headlines).toFixed(1)} %, ` +
    `fewest distinct ${fewest} of ${STYLES.length}, briefs under 90 % distinct ${under90}`,
);
if (listed.has('per')) console.log(per.join('\n'));

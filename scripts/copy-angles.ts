/**
 * Which fact each of a product's 31 headlines is built on (the fact it leads with, read from the
 * text against the brief's facts), the largest share one fact takes, distinct headlines, headlines
 * with a number and their median length (docs/decisions/150-one-fact-leads-a-quarter.md).
 * Run: tsx scripts/copy-angles.ts [--set eval,held-out] [--show id,id]
 */
import { parseArgs } from 'node:util';
import { STYLES } from '../engine/index.js';
import { buildCopy, readFacts } from '../engine/copy/index.js';
import { HELD_OUT_PRODUCTS } from '../tests/fixtures/eval/held-out.js';
import { EVAL_PRODUCTS } from '../tests/fixtures/eval/products.js';
import { HELD_OUT } from '../tests/fixtures/copy/held-out.js';
import { type Brief } from '../tests/support/headline-measure.js';

const { values } = parseArgs({
  options: { set: { type: 'string', default: 'eval,held-out' }, show: { type: 'string' } },
});
const SETS: Record<string, Brief[]> = { eval: EVAL_PRODUCTS, 'held-out': HELD_OUT_PRODUCTS, 'copy-held-out': HELD_OUT };
const fold = (s: string) =>
  ` ${s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The brief's facts as (key, words) pairs; an amount by its quantity and by what it measures. */
function factWords(b: Brief): Array<[string, string]> {
  const f = readFacts(b.name, b.description);
  const out: Array<[string, string]> = [];
  f.amounts.forEach((a, i) => {
    out.push([`amount${i + 1}`, a.qty]);
    if (a.what.length >= 4) out.push([`amount${i + 1}`, a.what.replace(/^(de|of)\s+/i, '')]);
  });
  if (f.identity) out.push(['identity', f.identity]);
  for (const i of f.ingredients) out.push(['ingredients', i]);
  for (const s of f.standards) out.push(['ingredients', s]);
  for (const fl of f.flags) out.push(['flags', fl.text]);
  for (const u of f.usage) out.push(['usage', u]);
  for (const t of f.timing) out.push(['usage', t]);
  for (const bn of f.benefits) out.push(['benefit', bn]);
  if (f.count) out.push(['pack', f.count.text]);
  if (f.size) out.push(['pack', f.size]);
  if (f.supply) out.push(['pack', f.supply]);
  if (f.flavour) out.push(['flavour', f.flavour]);
  if (b.extras?.review) out.push(['quote', b.extras.review.quote.slice(0, 20)]);
  if (b.extras?.offer) out.push(['offer', b.extras.offer]);
  return out.filter(([, w]) => fold(w).trim().length >= 2);
}

function leadOf(headline: string, facts: Array<[string, string]>): string {
  const h = fold(headline);
  // A headline that says the hero's quantity is built on it, whatever it names first.
  const hero = facts.find(([k]) => k === 'amount1');
  if (hero && h.includes(fold(hero[1]))) return 'amount1';
  let best = { key: 'name', at: Infinity, len: 0 };
  for (const [key, words] of facts) {
    const w = fold(words);
    const at = h.indexOf(w);
    if (at < 0) continue;
    if (at < best.at || (at === best.at && w.length > best.len)) best = { key, at, len: w.length };
  }
  return best.key;
}

const all: number[] = [];
for (const name of values.set!.split(',')) {
  for (const b of SETS[name]) {
    const facts = factWords(b);
    const kinds = new Set(facts.map(([k]) => k));
    const heads = STYLES.map((s) => {
      const r = buildCopy(s.copy, b.name, b.description, 0, {}, { extras: b.extras, styleId: s.id, lang: b.lang });
      return { id: s.id, h: r.copy.headline, s: r.copy.subline, lead: leadOf(r.copy.headline, facts) };
    });
    const by = new Map<string, number>();
    for (const x of heads) by.set(x.lead, (by.get(x.lead) ?? 0) + 1);
    const top = [...by.entries()].sort((a, b2) => b2[1] - a[1]);
    const lens = heads.map((x) => x.h.length);
    all.push(...lens);
    const distinct = new Set(heads.map((x) => x.h.toLowerCase())).size;
    const numbered = heads.filter((x) => /\d/.test(x.h)).length;
    console.log(
      `${b.id.padEnd(20)} facts ${kinds.size} top ${((100 * top[0][1]) / heads.length).toFixed(0)}% ` +
        `[${top.map(([k, n]) => `${k} ${n}`).join(', ')}] distinct ${distinct} numbered ${numbered} ` +
        `median ${median(lens)} max ${Math.max(...lens)}`,
    );
    if (values.show?.split(',').includes(b.id))
      for (const x of heads) console.log(`   ${String(x.id).padStart(2)} [${x.lead}] ${x.h}  | ${x.s}`);
  }
}
console.log(`all: median headline ${median(all)}, max ${Math.max(...all)}`);

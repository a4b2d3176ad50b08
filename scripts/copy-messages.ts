/**
 * How many different messages one product's 31 headlines carry (docs/decisions/185-a-message-per-style.md):
 * a headline's message is the set of the brief's facts it says (the hero amount, a second amount,
 * what it is, the ingredients, the flags, how to take it, the pack, the buyer's benefit words, review
 * or offer), read from its text; "200 mg of elemental magnesium" and "How much magnesium? 200 mg per
 * 2 capsules" carry one message. Also counts the flaws the copy issue names: a flag tacked on after
 * a comma (", vegan"), bare headlines of one or two words without a number, a word said twice
 * ("Bio-Grünpulver … und Bio"), a phrase cut after a preposition ("… in vegan"), and briefs whose
 * benefit sentence no headline uses.
 * Run: tsx scripts/copy-messages.ts [--show id,id] [--rows]
 */
import { parseArgs } from 'node:util';
import { STYLES } from '../engine/index.js';
import { buildCopy, readFacts } from '../engine/copy/index.js';
import { HEADLINE_BRIEFS } from '../tests/fixtures/copy/headline-briefs.js';
import { HELD_OUT } from '../tests/fixtures/copy/held-out.js';
import { HELD_OUT_PRODUCTS } from '../tests/fixtures/eval/held-out.js';
import { EVAL_PRODUCTS } from '../tests/fixtures/eval/products.js';
import { type Brief } from '../tests/support/headline-measure.js';
import { OWN_BRIEFS } from '../tests/fixtures/copy/own-briefs.js';

const { values } = parseArgs({ options: { show: { type: 'string' }, rows: { type: 'boolean' } } });
const fold = (s: string) =>
  ` ${s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

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
  for (const u of f.usage) out.push(['usage', u.split(/\s+/).slice(0, 3).join(' ')]);
  for (const t of f.timing) out.push(['usage', t]);
  for (const bn of f.benefits) out.push(['benefit', bn.split(/\s+/).slice(0, 3).join(' ')]);
  if (f.count) out.push(['pack', f.count.text]);
  if (f.size) out.push(['pack', f.size]);
  if (f.supply) out.push(['pack', f.supply]);
  if (b.extras?.review) out.push(['quote', b.extras.review.quote.slice(0, 20)]);
  if (b.extras?.offer) out.push(['offer', b.extras.offer]);
  return out.filter(([, w]) => fold(w).trim().length >= 2);
}

/** The facts a headline says; an amount's quantity alone says it ("200 mg"). */
function message(h: string, facts: Array<[string, string]>): string {
  const t = fold(h);
  const keys = new Set<string>();
  for (const [k, w] of facts) if (t.includes(fold(w))) keys.add(k);
  return [...keys].sort().join('+') || 'name';
}

const SETS: Array<[string, Brief[]]> = [
  ['eval', EVAL_PRODUCTS],
  ['held-out', HELD_OUT_PRODUCTS],
  ['copy-held-out', HELD_OUT],
  ['headline', HEADLINE_BRIEFS],
  ['own', OWN_BRIEFS],
];
const tot = {
  briefs: 0,
  heads: 0,
  messages: 0,
  numbered: 0,
  tails: 0,
  bare: 0,
  twice: 0,
  cut: 0,
  benefitBriefs: 0,
  benefitUnused: 0,
  minMsg: 99,
  top: 0,
};
const tail =
  /,\s*(vegan|vegano|végan|vegane?|bio|organic|gluten-free|sin gluten|sans gluten|glutenfrei|gelatin-free|sans gélatine|sin gelatina|gelatinefrei|sugar-free|sin azúcar|sans sucre|zuckerfrei|third-party tested|non-gmo|unflavoured|sans arôme)$/iu;
for (const [set, briefs] of SETS) {
  const per: string[] = [];
  for (const b of briefs) {
    const facts = factWords(b);
    const f = readFacts(b.name, b.description);
    const rows = STYLES.map((s) => {
      const r = buildCopy(s.copy, b.name, b.description, 0, {}, { extras: b.extras, styleId: s.id, lang: b.lang });
      return { id: s.id, h: r.copy.headline, s: r.copy.subline, m: message(r.copy.headline, facts) };
    });
    const by = new Map<string, number>();
    for (const r of rows) by.set(r.m, (by.get(r.m) ?? 0) + 1);
    const top = Math.max(...by.values());
    const numbered = rows.filter((r) => /\d/.test(r.h)).length;
    const tails = rows.filter((r) => tail.test(r.h.trim())).length;
    const bare = rows.filter((r) => r.h.trim().split(/\s+/).length <= 2 && !/\d/.test(r.h)).length;
    const twice = rows.filter((r) => {
      const ws = fold(r.h)
        .trim()
        .split(' ')
        .filter((w) => w.length >= 3);
      return new Set(ws).size < ws.length;
    }).length;
    const cut = rows.filter(
      (r) =>
        /\b(in|with|mit|in|en|avec|con|de|of|and|und|et|y)\s+\S+$/iu.test(r.h) &&
        /,/.test(r.h) === false &&
        r.h.split(/\s+/).length <= 3,
    ).length;
    const benefit = f.benefits.length > 0;
    const benefitUsed = rows.filter((r) => r.m.includes('benefit')).length;
    tot.briefs++;
    tot.heads += rows.length;
    tot.messages += by.size;
    tot.minMsg = Math.min(tot.minMsg, by.size);
    tot.top += top;
    tot.numbered += numbered;
    tot.tails += tails;
    tot.bare += bare;
    tot.twice += twice;
    tot.cut += cut;
    if (benefit) {
      tot.benefitBriefs++;
      if (!benefitUsed) tot.benefitUnused++;
    }
    per.push(
      `${set.padEnd(13)} ${b.id.padEnd(24)} messages ${String(by.size).padStart(2)} top ${String(top).padStart(2)} numbered ${String(numbered).padStart(2)} tails ${tails} bare ${bare} twice ${twice}${benefit ? ` benefit ${benefitUsed}` : ''}`,
    );
    if (values.rows || values.show?.split(',').includes(b.id))
      for (const r of rows) per.push(`   ${String(r.id).padStart(2)} [${r.m}] ${r.h}  | ${r.s}`);
  }
  console.log(per.join('\n'));
}
console.log(
  `ALL briefs ${tot.briefs}: mean messages ${(tot.messages / tot.briefs).toFixed(1)} (min ${tot.minMsg}), mean top message ${(tot.top / tot.briefs).toFixed(1)}/31, numbered ${((100 * tot.numbered) / tot.heads).toFixed(1)} %, flag tails ${tot.tails}, bare ${tot.bare}, word twice ${tot.twice}, cut ${tot.cut}, benefit unused ${tot.benefitUnused}/${tot.benefitBriefs}`,
);

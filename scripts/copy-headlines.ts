/**
 * Headline measure (docs/decisions/081-headlines-that-sell-from-the-brief.md): for every brief ×
 * 31 styles, fragments (by kind), headlines quoting a brief number, distinct headlines per product.
 * Run: tsx scripts/copy-headlines.ts [--set own|eval|held-out|copy-held-out|all] [--show id,id] [--list] [--repeats]
 */
import { parseArgs } from 'node:util';
import { STYLES } from '../engine/index.js';
import { HEADLINE_BRIEFS } from '../tests/fixtures/copy/headline-briefs.js';
import { HELD_OUT } from '../tests/fixtures/copy/held-out.js';
import { HELD_OUT_PRODUCTS } from '../tests/fixtures/eval/held-out.js';
import { EVAL_PRODUCTS } from '../tests/fixtures/eval/products.js';
import { type Brief, measureSet } from '../tests/support/headline-measure.js';

const { values } = parseArgs({
  options: {
    set: { type: 'string', default: 'all' },
    show: { type: 'string' },
    list: { type: 'boolean', default: false },
    repeats: { type: 'boolean', default: false },
  },
});
const SETS: Record<string, Brief[]> = {
  own: HEADLINE_BRIEFS,
  eval: EVAL_PRODUCTS,
  'held-out': HELD_OUT_PRODUCTS,
  'copy-held-out': HELD_OUT,
};
const names = values.set === 'all' ? Object.keys(SETS) : values.set!.split(',');
for (const name of names) {
  const { set, per } = measureSet(SETS[name]);
  const pct = (n: number) => `${((100 * n) / set.headlines).toFixed(1)} %`;
  console.log(
    `${name}: ${set.briefs} briefs, ${set.headlines} headlines; fragments ${set.fragments} (${pct(set.fragments)}), ` +
      `on briefs with a selling fact ${set.avoidable}; frame ${set.byKind.frame}, stops ${set.byKind.stops}, ` +
      `amount alone ${set.byKind['amount-alone']}, no selling fact ${set.byKind['no-selling-fact']}; ` +
      `quoting a number ${set.numbered} (${pct(set.numbered)}); distinct min ${(100 * set.minDistinct).toFixed(0)} %, ` +
      `products under 90 % ${set.under90}; ads repeating a fact ${set.repeats}; ` +
      `mean headline ${set.meanChars.toFixed(1)} chars, ≤ 40 chars ${set.short} (${pct(set.short)}); ` +
      `label frames ${set.labelled} (${pct(set.labelled)})`,
  );
  for (const m of per) {
    if (values.list && m.fragments.length)
      console.log(
        `  ${m.id}${m.sells ? '' : ' (no selling fact)'}: ${m.fragments.map((f) => `${f.styleId} ${f.kind}: ${f.headline}`).join(' | ')}`,
      );
    if (values.list && m.labelled.length) console.log(`  ${m.id} label frames: ${m.labelled.join(' | ')}`);
    if (values.repeats && m.repeats.length)
      console.log(`  ${m.id}: ${m.repeats.map((r) => `${r.styleId} ${r.lines.join(' ; ')}`).join(' | ')}`);
    if (!values.show?.split(',').includes(m.id)) continue;
    console.log(`  ${m.id}:`);
    m.headlines.forEach((h, i) => console.log(`    ${String(STYLES[i].id).padStart(2)} ${STYLES[i].name}: ${h}`));
  }
}

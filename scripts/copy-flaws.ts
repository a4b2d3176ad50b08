/**
 * Headline flaws the tenth grading round named most (tests/support/headline-flaws.ts), counted
 * over every brief × 31 styles (docs/decisions/114-headlines-lead-with-the-hero.md).
 * Run: tsx scripts/copy-flaws.ts [--set eval,held-out,copy-held-out] [--show id,id] [--list flaw]
 */
import { parseArgs } from 'node:util';
import { STYLES } from '../engine/index.js';
import { buildCopy } from '../engine/copy/index.js';
import { HELD_OUT } from '../tests/fixtures/copy/held-out.js';
import { HELD_OUT_PRODUCTS } from '../tests/fixtures/eval/held-out.js';
import { EVAL_PRODUCTS } from '../tests/fixtures/eval/products.js';
import { type Brief } from '../tests/support/headline-measure.js';
import { countFlaws, FLAWS, flawsOf } from '../tests/support/headline-flaws.js';

const { values } = parseArgs({
  options: {
    set: { type: 'string', default: 'eval,held-out,copy-held-out' },
    show: { type: 'string' },
    list: { type: 'string' },
  },
});
const SETS: Record<string, Brief[]> = { eval: EVAL_PRODUCTS, 'held-out': HELD_OUT_PRODUCTS, 'copy-held-out': HELD_OUT };
for (const name of values.set!.split(',')) {
  const rows = SETS[name].flatMap((brief) =>
    STYLES.map((style) => {
      const r = buildCopy(
        style.copy,
        brief.name,
        brief.description,
        0,
        {},
        { extras: brief.extras, styleId: style.id, lang: brief.lang },
      );
      return { brief, style, headline: r.copy.headline, subline: r.copy.subline };
    }),
  );
  const c = countFlaws(rows);
  const distinct = Math.min(
    ...SETS[name].map((b) => new Set(rows.filter((r) => r.brief === b).map((r) => r.headline.toLowerCase())).size),
  );
  console.log(
    `${name}: ${c.headlines} headlines, with a flaw ${c.any} (${((100 * c.any) / c.headlines).toFixed(1)} %); ` +
      FLAWS.map((k) => `${k} ${c[k]}`).join(', ') +
      `; fewest distinct per product ${distinct} of ${STYLES.length}`,
  );
  for (const r of rows) {
    const fl = flawsOf(r.headline, r.brief);
    const show = values.show?.split(',').includes(r.brief.id);
    const listed = values.list && fl.some((f) => values.list === 'all' || values.list!.split(',').includes(f));
    if (show || listed)
      console.log(
        `  ${r.brief.id} ${String(r.style.id).padStart(2)} ${r.headline}  | ${r.subline}${fl.length ? `  [${fl.join(' ')}]` : ''}`,
      );
  }
}

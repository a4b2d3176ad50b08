/**
 * The ad linter over the full fixture set (tests/fixtures/ads): every style in every size, for
 * every product photo, with short, long and non-English copy, with and without the buyer's
 * extras, and under the edits buyers ask for. Prints one line per violation, the product's share
 * of the canvas (median, range), the worst case per rule, and last `N ads checked, V violations`.
 * Run: npm run ads:lint [-- --styles 1,2,3]
 */
import { STYLES } from '../catalog/styles.js';
import { renderAndLint } from '../engine/ad-lint-run.js';
import { type Violation } from '../engine/ad-lint.js';
import { allCases, COPY, photo } from '../tests/fixtures/ads/cases.js';

const arg = process.argv.indexOf('--styles');
const styles = arg > 0 ? process.argv[arg + 1].split(',').map(Number) : STYLES.map((s) => s.id);
const cases = allCases(styles);
const shares: number[] = [];
const all: Array<Violation & { label: string; style: number }> = [];
const t0 = performance.now();
for (const c of cases) {
  const copy = COPY[c.copy];
  const r = await renderAndLint({ style: c.style, photo: photo(c.photo), name: copy.name, description: copy.description, extras: c.extras, params: c.params, seed: c.seed });
  shares.push(...r.productShares);
  for (const v of r.violations) {
    all.push({ ...v, label: c.label, style: c.style });
    console.log(`style ${c.style} ${v.size} [${c.label}] ${v.rule}: ${v.message}`);
  }
}
shares.sort((a, b) => a - b);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
console.log(`product area: median ${pct(shares[shares.length >> 1])}, min ${pct(shares[0])}, max ${pct(shares[shares.length - 1])} of the canvas (${shares.length} layouts)`);
const rules = ['hero-size', 'crisp', 'overlap', 'text-overlap', 'margin', 'safe-zone', 'type-size', 'contrast', 'overflow', 'honesty'];
for (const rule of rules) console.log(`  ${rule}: ${all.filter((v) => v.rule === rule).length} violations`);
console.log(`rendered in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
console.log(`${cases.length} ads checked, ${all.length} violations`);
process.exitCode = all.length ? 1 : 0;

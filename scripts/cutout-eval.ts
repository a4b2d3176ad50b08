/**
 * `npm run cutout:eval`: the cutout against the evaluation set in tests/fixtures/cutout/ (photos
 * with ground-truth masks, docs/assets.md). Prints per photo the IoU, whether the buyer is warned,
 * the fixes a box or taps make, the fringe, and the time of a cold cutout (model load apart); then
 * the mean, the worst and the median time. The same figures are asserted in CI by
 * engine/cutout/eval.test.ts.
 *
 * Options: `--held-out` the held-out photos instead; `--no-fixes` skip the box and tap fixes;
 * `--timing N` time N further cold passes over the set without fixes (the machine is shared: the
 * median of the passes is the figure); `--out DIR` also writes each cut-out product as a PNG.
 */
import os from 'node:os';
import { evaluateCutouts, formatReport } from '../tests/support/cutout-eval.js';

const arg = (name: string) => process.argv.indexOf(name);
const load = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.availableParallelism()} cores`;
console.log(load());
const report = await evaluateCutouts({
  outDir: arg('--out') > 0 ? process.argv[arg('--out') + 1] : undefined,
  heldOut: arg('--held-out') > 0,
  fixes: arg('--no-fixes') < 0,
});
console.log(formatReport(report));
console.log(load());
const passes = arg('--timing') > 0 ? Number(process.argv[arg('--timing') + 1]) : 0;
for (let p = 0; p < passes; p++) {
  const before = load();
  const r = await evaluateCutouts({ heldOut: arg('--held-out') > 0, fixes: false });
  console.log(
    `timing pass ${p + 1}: median ${Math.round(r.medianMs)} ms, mean ${Math.round(r.meanMs)} ms wall, median ${Math.round(r.medianCpuMs)} ms CPU (${before}; after: ${load()})`,
  );
}

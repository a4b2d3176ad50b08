/**
 * `npm run cutout:eval`: the cutout against the evaluation set in tests/fixtures/cutout/ (photos
 * with ground-truth masks, docs/assets.md). Prints IoU per photo, the mean, the worst, the
 * fallbacks and the time per photo (model load apart). The same figures are asserted in CI by
 * engine/cutout/eval.test.ts. `--out DIR` also writes each cut-out product as a PNG.
 */
import os from 'node:os';
import { evaluateCutouts, formatReport } from '../tests/support/cutout-eval.js';

const outArg = process.argv.indexOf('--out');
const report = await evaluateCutouts({ outDir: outArg > 0 ? process.argv[outArg + 1] : undefined });
console.log(formatReport(report));
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.availableParallelism()} cores`,
);

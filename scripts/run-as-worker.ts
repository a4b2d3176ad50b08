/**
 * Imported first by a benchmark that must measure the renderer as production runs it: when the
 * process was not started that way, it runs the same script again under the node flags and
 * environment of `npm run worker` (read from package.json, as bench:load reads `npm start`) and
 * exits with its status. The V8 heap flags there change the collector's work by more than the
 * changes being measured (docs/decisions/204-render-heap-flags-in-the-bench.md), and they only
 * take effect when the process starts.
 */
import { spawnSync } from 'node:child_process';
import { npmStartCommand } from './npm-start-command.js';

const MARK = 'BENCH_AS_WORKER';

if (!process.env[MARK]) {
  const worker = npmStartCommand('worker');
  // Everything but the entry point (dist/server/worker.js): the flags.
  const flags = worker.nodeArgs.filter((a) => a.startsWith('-'));
  const run = spawnSync(process.execPath, [...flags, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, ...worker.env, [MARK]: '1' },
  });
  process.exit(run.status ?? 1);
}

/**
 * `npm start`'s first step: builds only the outputs whose recorded inputs changed since they were
 * built, or that are missing (decision 034). `npm run build` rebuilds everything.
 */
import { spawnSync } from 'node:child_process';
import { PROJECT_ROOT } from '../config/project-root.js';
import { staleReason } from './build-inputs.js';

export const BUILD_TARGETS = [
  { name: 'web', output: 'dist/web/index.html', script: 'build:web' },
  { name: 'workflows', output: 'dist/workflow-bundle.js', script: 'build:workflows' },
  { name: 'server', output: 'dist/server/start.js', script: 'build:server' },
  { name: 'db-template', output: 'dist/pglite-template/pglite-version', script: 'build:db-template' },
] as const;

const started = performance.now();
const built: string[] = [];
for (const target of BUILD_TARGETS) {
  const reason = staleReason(target.name, target.output);
  if (!reason) continue;
  console.log(`build: ${target.name} (${reason})`);
  // The SPA is always a production build, whatever NODE_ENV the caller runs with (Vitest sets "test").
  const env = target.name === 'web' ? { ...process.env, NODE_ENV: 'production' } : process.env;
  const run = spawnSync('npm', ['run', '--silent', target.script], { cwd: PROJECT_ROOT, stdio: 'inherit', env });
  if (run.status !== 0) {
    console.error(`build: ${target.name} failed (exit ${run.status ?? run.signal})`);
    process.exit(run.status ?? 1);
  }
  built.push(target.name);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  built.length
    ? `build: ${built.join(', ')} rebuilt in ${seconds} s`
    : `build: everything up to date (checked in ${seconds} s)`,
);

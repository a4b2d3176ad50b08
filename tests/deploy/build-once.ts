import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../config/project-root.js';
import { buildIsStale } from '../e2e/support/build.js';

/** Server-side sources whose change means dist/server must be built again. */
const SERVER_SOURCES = ['api', 'activities', 'catalog', 'config', 'contract', 'db', 'engine', 'mail', 'payments', 'runtime', 'scripts', 'storage', 'temporal', 'worker', 'workflows'];

function newest(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.(ts|sql|json)$/.test(entry.name)) latest = Math.max(latest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/**
 * `npm run build`, once, before any process starts (never while one runs from dist/): when the
 * SPA or workflow bundle is older than its sources (the browser tests' rule) or the compiled
 * server is older than the server's sources.
 */
export function buildOnce(): { built: boolean; ms: number } {
  const entries = ['api', 'worker', 'migrate'].map((name) => path.join(PROJECT_ROOT, 'dist', 'server', `${name}.js`));
  const serverOut = Math.min(...entries.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
  const serverIn = Math.max(...SERVER_SOURCES.map((dir) => newest(path.join(PROJECT_ROOT, dir))));
  if (!buildIsStale() && serverOut >= serverIn) return { built: false, ms: 0 };
  const started = Date.now();
  const options = { cwd: PROJECT_ROOT, stdio: 'inherit' as const, env: { ...process.env, NODE_ENV: 'production' } };
  const lock = path.join(os.tmpdir(), 'adforge-build.lock');
  if (['/usr/bin/flock', '/bin/flock'].some((p) => fs.existsSync(p))) execFileSync('flock', [lock, 'npm', 'run', 'build'], options);
  else execFileSync('npm', ['run', 'build'], options);
  return { built: true, ms: Date.now() - started };
}

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

function newestMtime(dir: string, test: (file: string) => boolean): number {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.parentPath.includes('node_modules')) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (test(file)) newest = Math.max(newest, fs.statSync(file).mtimeMs);
  }
  return newest;
}

function mtime(file: string): number {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}

const isSource = (file: string) => /\.(tsx?|css|html|svg|png|webp|json)$/.test(file);
const isTs = (file: string) => file.endsWith('.ts');

/** Is the production build (SPA and workflow bundle) older than its sources? */
export function buildIsStale(): boolean {
  const webOut = mtime(path.join(ROOT, 'dist', 'web', 'index.html'));
  const webIn = Math.max(
    newestMtime(path.join(ROOT, 'web'), isSource),
    newestMtime(path.join(ROOT, 'api', 'contract'), isTs),
    newestMtime(path.join(ROOT, 'engine', 'catalog'), isTs),
    mtime(path.join(ROOT, 'vite.config.ts')),
  );
  const workflowsOut = mtime(path.join(ROOT, 'dist', 'workflow-bundle.js'));
  const workflowsIn = newestMtime(path.join(ROOT, 'workflows'), isTs);
  return webOut < webIn || workflowsOut < workflowsIn;
}

/** `npm run build` when dist/ is missing or stale; a file lock keeps parallel runs from racing. */
export function ensureBuild(): void {
  if (!buildIsStale()) return;
  const hasFlock = ['/usr/bin/flock', '/bin/flock'].some((p) => fs.existsSync(p));
  // Vitest sets NODE_ENV=test, which would give Vite a development React build.
  const options = { cwd: ROOT, stdio: 'inherit' as const, env: { ...process.env, NODE_ENV: 'production' } };
  if (hasFlock) execFileSync('flock', [path.join(os.tmpdir(), 'adforge-build.lock'), 'npm', 'run', 'build'], options);
  else execFileSync('npm', ['run', 'build'], options);
}

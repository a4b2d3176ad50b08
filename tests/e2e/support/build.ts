import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * Builds what changed since the last build, as `npm start` does (scripts/build-if-changed.ts);
 * a file lock keeps parallel runs from racing.
 */
export function ensureBuild(): void {
  const hasFlock = ['/usr/bin/flock', '/bin/flock'].some((p) => fs.existsSync(p));
  const command = [process.execPath, '--import', 'tsx', 'scripts/build-if-changed.ts'];
  const options = { cwd: ROOT, stdio: 'inherit' as const };
  if (hasFlock) execFileSync('flock', [path.join(os.tmpdir(), 'adforge-build.lock'), ...command], options);
  else execFileSync(command[0], command.slice(1), options);
}

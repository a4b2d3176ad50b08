import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../config/project-root.js';

/**
 * `npm start`'s two steps, e.g. `node --import tsx scripts/build-if-changed.ts && MALLOC_ARENA_MAX=2
 * node --flag dist/server/start.js`: the build step's node arguments, and the last step's
 * environment and node arguments, so the benchmark and the start-up test run exactly what
 * `npm start` runs rather than a copy of it.
 */
export function npmStartCommand(): { buildArgs: string[]; env: Record<string, string>; nodeArgs: string[] } {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const steps = scripts.start.split('&&').map((step) => step.trim().split(/\s+/));
  const words = steps.at(-1)!;
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0])) {
    const [name, value] = words.shift()!.split('=');
    env[name] = value;
  }
  const build = steps.length > 1 ? steps[0] : [];
  if (words.shift() !== 'node' || (build.length > 0 && build.shift() !== 'node')) throw new Error(`npm start's steps are not node commands: ${scripts.start}`);
  return { buildArgs: build, env, nodeArgs: words };
}

import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../config/project-root.js';

/**
 * `npm start`'s last step, e.g. `MALLOC_ARENA_MAX=2 node --flag dist/server/start.js`: its
 * environment and node arguments, so the benchmark and the start-up test run exactly what
 * `npm start` runs rather than a copy of it.
 */
export function npmStartCommand(script = 'start'): { env: Record<string, string>; nodeArgs: string[] } {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const words = scripts[script].split('&&').at(-1)!.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0])) {
    const [name, value] = words.shift()!.split('=');
    env[name] = value;
  }
  if (words.shift() !== 'node') throw new Error(`npm run ${script} does not end with a node command: ${scripts[script]}`);
  return { env, nodeArgs: words };
}

import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../config/project-root.js';

/**
 * An npm script's steps, e.g. `npm start`'s `node --import tsx scripts/build-if-changed.ts &&
 * MALLOC_ARENA_MAX=2 node --flag dist/server/start.js`: the build step's node arguments (none for
 * a one-step script such as `npm run api`), and the last step's environment and node arguments, so
 * the benchmarks and the start-up and deploy tests run exactly what the script runs rather than a
 * copy of it.
 */
export function npmStartCommand(script = 'start'): {
  buildArgs: string[];
  env: Record<string, string>;
  nodeArgs: string[];
} {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const steps = scripts[script].split('&&').map((step) => step.trim().split(/\s+/));
  const words = steps.at(-1)!;
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0])) {
    const [name, value] = words.shift()!.split('=');
    env[name] = value;
  }
  const build = steps.length > 1 ? steps[0] : [];
  if (words.shift() !== 'node' || (build.length > 0 && build.shift() !== 'node'))
    throw new Error(`npm run ${script}'s steps are not node commands: ${scripts[script]}`);
  return { buildArgs: build, env, nodeArgs: words };
}

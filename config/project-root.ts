import fs from 'node:fs';
import path from 'node:path';

/**
 * The folder holding package.json. Found by walking up rather than by a fixed `..`: modules run
 * from their own folders as TypeScript and from dist/server/ once compiled (scripts/build-server.ts).
 */
export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);

function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../config/project-root.js';

/**
 * Each build records the files it read (its bundler's own list: Vite's module graph, esbuild's
 * metafile, webpack's file dependencies) with their content hashes, under dist/build-inputs/.
 * `npm start` (scripts/build-if-changed.ts) rebuilds an output only when one of those files
 * changed, or the output is missing (decision 034). Packages are covered by package-lock.json.
 */
const ALWAYS = ['package-lock.json'];

type Record_ = { files: Record<string, string> };

const recordPath = (root: string, target: string) => path.join(root, 'dist', 'build-inputs', `${target}.json`);

function hashOf(file: string): string {
  try {
    return createHash('sha1').update(fs.readFileSync(file)).digest('hex');
  } catch {
    return 'missing';
  }
}

/** Project files only: a path outside the root, in node_modules, virtual or a folder is left out. */
function projectFile(root: string, file: string): string | undefined {
  if (file.includes('\0')) return undefined;
  const abs = path.resolve(root, file.split('?')[0]);
  const rel = path.relative(root, abs);
  if (rel.startsWith('..') || path.isAbsolute(rel) || rel.split(path.sep).includes('node_modules')) return undefined;
  return fs.statSync(abs, { throwIfNoEntry: false })?.isFile() ? rel : undefined;
}

export function recordBuildInputs(target: string, files: Iterable<string>, root = PROJECT_ROOT): number {
  const rel = new Set<string>();
  for (const file of [...files, ...ALWAYS]) {
    const kept = projectFile(root, file);
    if (kept) rel.add(kept);
  }
  const record: Record_ = { files: Object.fromEntries([...rel].sort().map((r) => [r, hashOf(path.join(root, r))])) };
  fs.mkdirSync(path.dirname(recordPath(root, target)), { recursive: true });
  fs.writeFileSync(recordPath(root, target), `${JSON.stringify(record, null, 1)}\n`);
  return rel.size;
}

/** Why `target` must be built again, or undefined when `output` exists and every input is unchanged. */
export function staleReason(target: string, output: string, root = PROJECT_ROOT): string | undefined {
  if (!fs.existsSync(path.join(root, output))) return `${output} is missing`;
  let record: Record_;
  try {
    record = JSON.parse(fs.readFileSync(recordPath(root, target), 'utf8')) as Record_;
  } catch {
    return 'no record of its inputs';
  }
  for (const [file, hash] of Object.entries(record.files)) {
    if (hashOf(path.join(root, file)) !== hash) return `${file} changed`;
  }
  return undefined;
}

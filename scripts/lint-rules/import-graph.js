import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The project's import graph with every import counted, `import type` and `import()` included:
 * a circle through types alone still ties two files together for a reader (docs/architecture.md,
 * "Layers"). Built once per lint run from the files on disk.
 */
const EXTENSIONS = ['.ts', '.tsx'];
const WEB_ALIASES = [
  ['@contract/', 'contract/'],
  ['@/', 'web/src/'],
];

function resolve(root, from, spec) {
  let base;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else {
    const alias = from.startsWith(path.join(root, 'web') + path.sep) && WEB_ALIASES.find(([a]) => spec.startsWith(a));
    if (!alias) return undefined;
    base = path.join(root, alias[1], spec.slice(alias[0].length));
  }
  const stem = base.replace(/\.js$/, '');
  const candidates = [...EXTENSIONS.map((e) => stem + e), ...EXTENSIONS.map((e) => path.join(base, 'index' + e))];
  return candidates.find((c) => fs.existsSync(c));
}

function sourceFiles(root) {
  const out = [];
  const skip = new Set(['node_modules', 'dist', 'data', '.tools', '.git', 'test-results', 'coverage', 'tmp']);
  (function walk(dir) {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (skip.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
    }
  })(root);
  return out;
}

/** file -> the project files it imports, each with the line of its first import. */
export function importGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const text = fs.readFileSync(file, 'utf8');
    const info = ts.preProcessFile(text, true, true);
    const edges = new Map();
    for (const ref of info.importedFiles) {
      const target = resolve(root, file, ref.fileName);
      if (target && !edges.has(target)) edges.set(target, { spec: ref.fileName, pos: ref.pos });
    }
    graph.set(file, edges);
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan), as a map file -> its component. */
export function circles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const component = new Map();
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const members = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        members.push(w);
      } while (w !== v);
      if (members.length > 1) for (const m of members) component.set(m, members);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return component;
}

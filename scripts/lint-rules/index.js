import path from 'node:path';
import { circles, importGraph } from './import-graph.js';

/**
 * The project's own lint rules (docs/architecture.md): no import circle, type-only ones included
 * (import-x/no-cycle follows only what runs), and the engine's rooms entered through their doors.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const ENGINE = path.join(ROOT, 'engine') + path.sep;
/** Layers that run the product: they use the engine through engine/index.ts alone. */
const APP_LAYERS = ['api', 'activities', 'worker', 'workflows', 'integrations', 'db', 'config', 'contract', 'web'];

let cached;
function graph() {
  if (!cached) {
    const g = importGraph(ROOT);
    cached = { graph: g, component: circles(g) };
  }
  return cached;
}

const roomOf = (file) => {
  const parts = file.startsWith(ENGINE) ? path.relative(ENGINE, file).split(path.sep) : [];
  return parts.length > 1 ? parts[0] : undefined;
};
const rel = (file) => path.relative(ROOT, file);

/** Every import-like node of a file with its specifier. */
function eachImport(context, visit) {
  const check = (node, source) => source && typeof source.value === 'string' && visit(node, source.value);
  return {
    ImportDeclaration: (node) => check(node, node.source),
    ExportNamedDeclaration: (node) => check(node, node.source),
    ExportAllDeclaration: (node) => check(node, node.source),
    ImportExpression: (node) => check(node, node.source),
  };
}

const noImportCircle = {
  meta: { type: 'problem', docs: { description: 'No import circle, type-only imports included.' }, schema: [] },
  create(context) {
    const file = context.filename;
    const { graph: g, component } = graph();
    const members = component.get(file);
    if (!members) return {};
    const edges = g.get(file);
    return eachImport(context, (node, spec) => {
      const target = [...edges].find(([, e]) => e.spec === spec)?.[0];
      if (target && members.includes(target)) {
        context.report({
          node,
          message: `Import circle (type-only imports count): ${members.map(rel).join(' -> ')}. Move what both sides share into a file of its own.`,
        });
      }
    });
  },
};

const roomEntrance = {
  meta: {
    type: 'problem',
    docs: { description: "The engine's rooms are entered through their index.ts." },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const edges = graph().graph.get(file);
    if (!edges) return {};
    const layer = rel(file).split(path.sep)[0];
    const fromRoom = roomOf(file);
    return eachImport(context, (node, spec) => {
      const target = [...edges].find(([, e]) => e.spec === spec)?.[0];
      if (!target?.startsWith(ENGINE)) return;
      const room = roomOf(target);
      if (APP_LAYERS.includes(layer) && !file.endsWith('.test.ts') && target !== path.join(ENGINE, 'index.ts')) {
        context.report({
          node,
          message: `The application enters the engine through engine/index.ts, not ${rel(target)}.`,
        });
      } else if (room && room !== fromRoom && !/^index\.tsx?$/.test(path.relative(path.join(ENGINE, room), target))) {
        context.report({ node, message: `Enter engine/${room}/ through its index.ts, not ${rel(target)}.` });
      }
    });
  },
};

export default { rules: { 'no-import-circle': noImportCircle, 'room-entrance': roomEntrance } };

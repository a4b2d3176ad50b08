/**
 * `npm run build:server`: the server's TypeScript compiled to dist/server/ (esbuild), so
 * `npm start` and the image run plain JavaScript. Under tsx every thread (the API's, the
 * database's, each render thread) registered a loader with a hooks thread of its own and compiled
 * the sources at start-up: about 100 MB of the app's memory (docs/performance.md).
 *
 * Every entry point, the threads' included, lands side by side in dist/server/, where
 * config/spawn-thread.ts looks for them. Packages stay in node_modules (native addons, PGlite's
 * WebAssembly); only this project's code is bundled. Files read at run time (migrations, catalog
 * assets, dist/web) are found from the project root, not from the module's own folder. The
 * ready e-mail's layouts are compiled here too, so the app never loads MJML (integrations/mail/ready-email.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { PROJECT_ROOT } from '../config/project-root.js';
import { writeCompiledVariants } from '../integrations/mail/ready-email.js';
import { recordBuildInputs } from './build-inputs.js';

const SERVER_DIST = path.join(PROJECT_ROOT, 'dist', 'server');

const ENTRY_POINTS = {
  start: 'scripts/start.ts',
  api: 'api/server.ts',
  worker: 'worker/main.ts',
  migrate: 'scripts/migrate.ts',
  'engine-thread': 'engine/pool/engine-thread.ts',
  'pglite-server-thread': 'db/pglite-server-thread.ts',
};

fs.rmSync(SERVER_DIST, { recursive: true, force: true });
const result = await build({
  absWorkingDir: PROJECT_ROOT,
  entryPoints: ENTRY_POINTS,
  outdir: SERVER_DIST,
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  keepNames: true,
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(
  `server: ${path.relative(PROJECT_ROOT, SERVER_DIST)}/ (${Object.keys(ENTRY_POINTS).length} entry points, ${(bytes / 1024).toFixed(0)} KiB with source maps)`,
);
console.log(`ready e-mail: ${await writeCompiledVariants()} layout variants compiled`);
recordBuildInputs('server', [...Object.keys(result.metafile.inputs), 'scripts/build-server.ts']);

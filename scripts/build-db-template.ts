/** `npm run build:db-template`: an initialised, empty PGlite folder for first starts (db/pglite-template.ts). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PROJECT_ROOT } from '../config/project-root.js';
import { TEMPLATE_DIR, writeTemplate } from '../db/pglite-template.js';
import { recordBuildInputs } from './build-inputs.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'adforge-pglite-template-'));
try {
  const started = performance.now();
  const pg = await PGlite.create({ dataDir: tmp });
  await pg.close();
  writeTemplate(tmp);
  recordBuildInputs('db-template', ['scripts/build-db-template.ts', 'db/pglite-template.ts']);
  console.log(
    `database template: ${path.relative(PROJECT_ROOT, TEMPLATE_DIR)}/ (initdb ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}

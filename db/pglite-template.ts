import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../config/project-root.js';

/**
 * A freshly initialised PGlite data folder, made once by `npm run build` (scripts/build-db-template.ts).
 * initdb in WebAssembly takes seconds and about 450 MB while it runs; copying this folder takes
 * milliseconds and nothing, so a first `npm start` does not begin with the app's highest memory peak.
 */
export const TEMPLATE_DIR = path.join(PROJECT_ROOT, 'dist', 'pglite-template');
const dataOf = (templateDir: string) => path.join(templateDir, 'pgdata');
const versionOf = (templateDir: string) => path.join(templateDir, 'pglite-version');

/** The installed PGlite's version: a template made by another version is not used. */
export function pgliteVersion(): string | undefined {
  try {
    const pkg = path.join(PROJECT_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json');
    return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
  } catch {
    return undefined;
  }
}

export function writeTemplate(initialisedDir: string, templateDir = TEMPLATE_DIR) {
  fs.rmSync(templateDir, { recursive: true, force: true });
  fs.mkdirSync(templateDir, { recursive: true });
  fs.cpSync(initialisedDir, dataOf(templateDir), { recursive: true });
  fs.writeFileSync(versionOf(templateDir), pgliteVersion() ?? 'unknown');
}

/** Fills an empty data folder from the template; false when there is no usable template. */
export function copyTemplate(dataDir: string, templateDir = TEMPLATE_DIR): boolean {
  const version = pgliteVersion();
  const templateData = dataOf(templateDir);
  if (!version || !fs.existsSync(path.join(templateData, 'PG_VERSION'))) return false;
  if (fs.readFileSync(versionOf(templateDir), 'utf8').trim() !== version) return false;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return false;
  // Copied beside the target and renamed, so an interrupted copy never looks like a data folder.
  const partial = `${dataDir}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(templateData, partial, { recursive: true });
  // rmdir, not rm -r: should the folder have filled meanwhile, nothing in it is deleted.
  if (fs.existsSync(dataDir)) fs.rmdirSync(dataDir);
  fs.renameSync(partial, dataDir);
  return true;
}

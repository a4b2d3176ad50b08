import { ensureBuild } from '../e2e/support/build.js';

/**
 * The build, once, before any process starts (never while one runs from dist/): what changed
 * since the last build is rebuilt, as `npm start` does (scripts/build-if-changed.ts, decision 034).
 */
export function buildOnce(): { ms: number } {
  const started = Date.now();
  ensureBuild();
  return { ms: Date.now() - started };
}

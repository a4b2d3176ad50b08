import type { TestProject } from 'vitest/node';
import { findPostgresBin, startPostgres, type PostgresServer } from './postgres-server.js';

let pg: PostgresServer | undefined;

/**
 * One PostgreSQL server for the whole run (tests make their own databases on it).
 * TEST_DATABASE_URL wins when set; without a local server the PostgreSQL tests are skipped,
 * while `.ci/run` always installs one.
 */
export async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL;
  if (!url && findPostgresBin()) {
    pg = await startPostgres();
    url = pg.url;
  }
  project.provide('postgresUrl', url ?? '');
}

export async function teardown() {
  await pg?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { PgliteProxy } from './pglite-proxy.js';
import * as schema from './schema.js';
import { PROJECT_ROOT } from '../config/project-root.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite only: how a new data folder was made (absent when the folder already existed). */
  createdFrom?: 'template' | 'initdb';
  close(): Promise<void>;
  ping(): Promise<void>;
};

const migrationsFolder = path.join(PROJECT_ROOT, 'db', 'migrations');

/**
 * PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in memory for "memory://").
 * Migrations are applied before the handle is returned, so callers always see the current schema.
 */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  if (options.url) {
    // Loaded only for a server: the embedded default never needs the PostgreSQL client.
    const [{ default: postgres }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
      import('postgres'), import('drizzle-orm/postgres-js'), import('drizzle-orm/postgres-js/migrator'),
    ]);
    const client = postgres(options.url, {
      max: 10, onnotice: () => {}, connect_timeout: 5,
      // postgres-js counts failed connects across the whole pool and waits up to 20 s before the
      // next one: after a database restart under traffic the API would stall for that long. A
      // short, capped backoff (seconds) keeps outage answers fast and recovery within a second.
      backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
      // On every new connection postgres-js would first look up array type OIDs; when that query
      // meets a dying server its rejection is unhandled and takes the whole process down. The
      // schema has no array columns (lists are jsonb), so the lookup is not needed.
      fetch_types: false,
    });
    const db = drizzlePostgres(client, { schema });
    await migratePostgres(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => client.end({ timeout: 5 }),
      ping: async () => void (await db.execute(sql`select 1`)),
    };
  }
  const dir = options.dataDir ?? 'memory://';
  if (dir !== 'memory://') fs.mkdirSync(dir, { recursive: true });
  // PGlite runs on a thread of its own and applies the migrations there before it answers.
  const client = await PgliteProxy.open(dir, migrationsFolder);
  const db = drizzlePglite(client as unknown as PGlite, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    createdFrom: client.createdFrom,
    close: () => client.close(),
    ping: async () => void (await db.execute(sql`select 1`)),
  };
}

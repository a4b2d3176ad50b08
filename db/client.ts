import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { PROJECT_ROOT } from '../config/project-root.js';
import { startPgliteServer } from './pglite-server.js';
import * as schema from './schema.js';

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

/** postgres-js with the settings both databases get; `max` connections at most. */
function connect(target: string | postgres.Options<Record<string, never>>, max: number) {
  const options = {
    max, onnotice: () => {}, connect_timeout: 5,
    // postgres-js counts failed connects across the whole pool and waits up to 20 s before the
    // next one: after a database restart under traffic the API would stall for that long. A
    // short, capped backoff (seconds) keeps outage answers fast and recovery within a second.
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
    // On every new connection postgres-js would first look up array type OIDs; when that query
    // meets a dying server its rejection is unhandled and takes the whole process down. The
    // schema has no array columns (lists are jsonb), so the lookup is not needed.
    fetch_types: false,
  };
  return typeof target === 'string' ? postgres(target, options) : postgres({ ...target, ...options });
}

/**
 * PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in memory for "memory://"),
 * served on its own thread over the PostgreSQL wire protocol (decision 032): either way the app
 * talks to it with postgres-js. Migrations are applied before the handle is returned.
 */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  if (options.url) {
    const client = connect(options.url, 10);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => client.end({ timeout: 5 }),
      ping: async () => void (await db.execute(sql`select 1`)),
    };
  }
  const dir = options.dataDir ?? 'memory://';
  if (dir !== 'memory://') fs.mkdirSync(dir, { recursive: true });
  const server = await startPgliteServer(dir);
  // PGlite has one session: one connection, and a transaction holds it (others wait their turn).
  const client = connect({ host: '127.0.0.1', port: server.port, user: 'postgres', database: 'postgres' }, 1);
  const db = drizzle(client, { schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (err) {
    await client.end({ timeout: 1 });
    await server.close();
    throw err;
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    createdFrom: server.createdFrom,
    close: async () => {
      await client.end({ timeout: 5 });
      await server.close();
    },
    ping: async () => void (await db.execute(sql`select 1`)),
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { PROJECT_ROOT } from '../config/project-root.js';
import { pendingMigrations, withMigrationLock } from './migrations-lock.js';
import { startPgliteServer } from './pglite-server.js';
import { ResilientPostgres } from './resilient-postgres.js';
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

/** The postgres-js settings both databases get. */
const CLIENT_OPTIONS = {
  onnotice: () => {},
  // postgres-js counts failed connects across the whole pool and waits up to 20 s before the
  // next one: after a database restart under traffic the API would stall for that long. A
  // short, capped backoff (seconds) keeps outage answers fast and recovery within a second.
  backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
  // On every new connection postgres-js would first look up array type OIDs; when that query
  // meets a dying server its rejection is unhandled and takes the whole process down. The
  // schema has no array columns (lists are jsonb), so the lookup is not needed.
  fetch_types: false,
} as const;

/**
 * What drizzle's postgres-js driver does to the pool it is given (drizzle-orm/postgres-js/driver.js):
 * dates, times, intervals and JSON pass through as text. Done here for every pool, since a stuck
 * one is replaced by a new one (db/resilient-postgres.ts) that drizzle never saw.
 */
function withDrizzleParsers<
  T extends { options: { parsers: Record<string, unknown>; serializers: Record<string, unknown> } },
>(client: T): T {
  const transparent = (value: unknown) => value;
  for (const type of ['1184', '1082', '1083', '1114', '1182', '1185', '1115', '1231']) {
    client.options.parsers[type] = transparent;
    client.options.serializers[type] = transparent;
  }
  client.options.serializers['114'] = transparent;
  client.options.serializers['3802'] = transparent;
  return client;
}

export class SchemaBehindError extends Error {
  override name = 'SchemaBehindError';
}

/**
 * PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in memory for "memory://"),
 * served on its own thread over the PostgreSQL wire protocol (decision 032): either way the app
 * talks to it with postgres-js. Migrations are applied before the handle is returned (on
 * PostgreSQL under an advisory lock, so processes starting together take turns), and callers
 * always see the current schema. With `migrate: false` (MIGRATE_ON_START=false) a PostgreSQL
 * database is only checked: a schema with pending migrations refuses to open until `npm run
 * migrate` has run. PGlite belongs to one process and always migrates.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  migrate?: boolean;
  /** PostgreSQL only: called when a stuck pool was replaced (db/resilient-postgres.ts), for the log. */
  onPoolReplaced?: (stalledMs: number) => void;
}): Promise<Database> {
  if (options.url) {
    const url = options.url;
    const pool = new ResilientPostgres(
      () =>
        withDrizzleParsers(
          postgres(url, {
            ...CLIENT_OPTIONS,
            max: 10,
            connect_timeout: 3,
            // Connections are renewed now and then, so none outlives a NAT's or load balancer's memory of it.
            idle_timeout: 60,
            max_lifetime: 30 * 60,
          }),
        ),
      options.onPoolReplaced,
    );
    const client = pool.client;
    const db = drizzle(pool.facade, { schema });
    try {
      if (options.migrate === false) {
        const pending = await pendingMigrations(client, migrationsFolder);
        if (pending > 0)
          throw new SchemaBehindError(
            `The database schema is behind: ${pending} migration${pending === 1 ? '' : 's'} pending. Run \`npm run migrate\` (or start with MIGRATE_ON_START=true).`,
          );
      } else {
        await withMigrationLock(client, () => migrate(db, { migrationsFolder }));
      }
    } catch (err) {
      await pool.end({ timeout: 1 }).catch(() => {});
      throw err;
    }
    pool.startWatching();
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => pool.end({ timeout: 5 }),
      ping: async () => void (await db.execute(sql`select 1`)),
    };
  }
  const dir = options.dataDir ?? 'memory://';
  if (dir !== 'memory://') fs.mkdirSync(dir, { recursive: true });
  const server = await startPgliteServer(dir);
  // PGlite has one session: one connection, and a transaction holds it (others wait their turn).
  const client = postgres({
    host: '127.0.0.1',
    port: server.port,
    user: 'postgres',
    database: 'postgres',
    ...CLIENT_OPTIONS,
    max: 1,
    connect_timeout: 5,
  });
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

import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Sql } from 'postgres';

/** Any constant works; it only has to be the same in every process that migrates this database. */
const MIGRATION_LOCK_KEY = 727_014_001;

/**
 * Runs `migrate` while a transaction on a connection of its own holds a PostgreSQL advisory lock:
 * when the api and the worker start at the same moment, one applies the migrations and the other
 * waits, then finds nothing left to do. (Without it both ran drizzle's CREATE SCHEMA / CREATE
 * TYPE / INSERT at once and one start failed.) The lock ends with that transaction, also when the
 * process dies mid-way.
 */
export async function withMigrationLock<T>(client: Sql, migrate: () => Promise<T>): Promise<T> {
  let result: T | undefined;
  await client.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY}::bigint)`;
    result = await migrate();
  });
  return result as T;
}

/** Migrations in the folder that the database has not recorded as applied (drizzle's own bookkeeping). */
export async function pendingMigrations(client: Sql, migrationsFolder: string): Promise<number> {
  const files = readMigrationFiles({ migrationsFolder });
  const [{ exists }] = await client<
    [{ exists: boolean }]
  >`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`;
  if (!exists) return files.length;
  const [{ last }] = await client<
    [{ last: string | null }]
  >`select max(created_at)::text as last from drizzle.__drizzle_migrations`;
  const applied = last === null ? 0 : Number(last);
  return files.filter((m) => m.folderMillis > applied).length;
}

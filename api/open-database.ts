import type { Config } from '../config/config.js';
import { dataPaths } from '../config/data-paths.js';
import { openDatabase } from '../db/client.js';
import { ensureAdminUser } from './auth/admin-bootstrap.js';

/** The configured database, with ADMIN_USERNAME / ADMIN_PASSWORD made an administrator on every start (password rotation included). */
export async function openConfiguredDatabase(config: Config) {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: dataPaths(config).pglite,
    migrate: config.MIGRATE_ON_START,
  });
  await ensureAdminUser(database.db, config);
  return database;
}

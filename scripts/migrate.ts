/**
 * `npm run migrate`: applies pending database migrations and exits, for deployments that migrate
 * as a step of their own (then start api and worker with MIGRATE_ON_START=false, and they refuse
 * to start on an outdated schema). Safe to run while other processes start or migrate: it takes
 * the same PostgreSQL advisory lock (db/migrations-lock.ts). Without DATABASE_URL it migrates the
 * embedded PGlite in DATA_DIR.
 */
import { createLogger } from '../config/logger.js';
import { loadConfigOrExit } from '../config/config.js';
import { openDatabase } from '../db/client.js';
import { dataPaths } from '../config/data-paths.js';

const config = loadConfigOrExit('tool');
const logger = createLogger(config.LOG_LEVEL);
try {
  const started = Date.now();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: dataPaths(config).pglite, migrate: true });
  await database.close();
  logger.info(`migrations applied (${database.kind}) in ${Date.now() - started} ms`);
} catch (err) {
  logger.fatal({ err }, 'migration failed');
  process.exitCode = 1;
}

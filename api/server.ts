/** The API alone (docker-compose's `api` service); needs DATABASE_URL and TEMPORAL_ADDRESS or a dev server. */
import path from 'node:path';
import { getConfig } from '../config/config.js';
import { createTemporalHandle } from '../integrations/temporal/client.js';
import { PROJECT_ROOT } from '../config/project-root.js';
import { createConfiguredEngine } from '../engine/pool/configured-engine.js';
import { createStorage } from '../integrations/storage/index.js';
import { openConfiguredDatabase } from './open-database.js';
import { createPaymentProvider } from '../integrations/payments/index.js';
import { createApp } from './app.js';
import { listen } from './listen.js';
import { createLogger } from '../config/logger.js';

const config = getConfig();
const logger = createLogger(config.LOG_LEVEL);
if (!config.DATABASE_URL) logger.warn('DATABASE_URL is unset: PGlite allows one process, so run the worker in this process via `npm start` instead');
const database = await openConfiguredDatabase(config);
const temporal = createTemporalHandle({
  address: config.TEMPORAL_ADDRESS ?? `127.0.0.1:${config.TEMPORAL_DEV_PORT}`,
  namespace: config.TEMPORAL_NAMESPACE,
  taskQueue: config.TEMPORAL_TASK_QUEUE,
});
const storage = createStorage(config);
const engine = createConfiguredEngine(config, (line) => logger.info(line));
const app = createApp({ config, database, temporal, logger, payments: await createPaymentProvider(config), storage, engine, webDistDir: path.join(PROJECT_ROOT, 'dist', 'web') });
const server = listen(app, config.PORT, config.HOST, () => logger.info(`API on http://${config.HOST}:${config.PORT}`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    server.close();
    server.closeAllConnections();
    await temporal.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(0);
  });
}

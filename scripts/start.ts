/**
 * `npm start`: the whole product in one process on its embedded defaults — the API and the SPA on
 * PORT, a Temporal worker, PGlite under data/, and (unless TEMPORAL_ADDRESS is set) a Temporal dev
 * server child with its history in data/temporal/. Ctrl-C stops everything.
 * PGlite allows one process, which is why the worker runs in-process here; with DATABASE_URL the
 * API (api/server.ts) and worker (worker/main.ts) can run as separate processes instead.
 */
import path from 'node:path';
import { createApp } from '../api/app.js';
import { listen } from '../api/listen.js';
import { createLogger } from '../config/logger.js';
import { getConfig } from '../config/config.js';
import { createTemporalHandle } from '../integrations/temporal/client.js';
import { PROJECT_ROOT } from '../config/project-root.js';
import { createWorker } from '../worker/create-worker.js';
import { createPaymentProvider } from '../integrations/payments/index.js';
import { openConfiguredDatabase } from '../api/open-database.js';
import { ensureTemporal } from '../integrations/temporal/ensure-temporal.js';
import { buildActivities, buildOutsideSystems } from '../worker/services.js';

const fromSource = process.argv.includes('--dev');
const config = getConfig();
const logger = createLogger(config.LOG_LEVEL);
const log = (line: string) => logger.info(line);
log(`providers: ${JSON.stringify(config.providers)}`);

const { address, devServer } = await ensureTemporal(config, log);
process.on('exit', () => devServer?.process.kill('SIGTERM'));

const database = await openConfiguredDatabase(config);
const created = database.createdFrom === 'template' ? " (new, from the build's template)" : database.createdFrom === 'initdb' ? ' (new, initdb)' : '';
log(`database: ${database.kind}${database.kind === 'pglite' ? ` in ${path.relative(process.cwd(), config.dataDir)}/pglite${created}` : ''}`);

// Storage, mail and engine are shared by the in-process worker and the API (edits, downloads).
const systems = buildOutsideSystems(config, log);
const { worker } = await createWorker({
  address,
  namespace: config.TEMPORAL_NAMESPACE,
  taskQueue: config.TEMPORAL_TASK_QUEUE,
  activities: buildActivities({ config, db: database.db, systems }),
  useBundle: !fromSource,
  logLevel: config.LOG_LEVEL,
  maxConcurrentActivityTaskExecutions: config.WORKER_CONCURRENCY,
});
const workerDone = worker.run();

const temporal = createTemporalHandle({ address, namespace: config.TEMPORAL_NAMESPACE, taskQueue: config.TEMPORAL_TASK_QUEUE });
const app = createApp({
  config, database, temporal, logger, payments: await createPaymentProvider(config), storage: systems.storage, engine: systems.engine,
  webDistDir: fromSource ? undefined : path.join(PROJECT_ROOT, 'dist', 'web'),
});
const server = listen(app, config.PORT, config.HOST, () => {
  log(`AdForge is running on http://localhost:${config.PORT}${fromSource ? ' (API only; the SPA is served by Vite)' : ''}`);
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: shutting down`);
  server.close();
  server.closeAllConnections();
  if (worker.getState() === 'RUNNING') worker.shutdown();
  await workerDone.catch(() => {});
  await temporal.close().catch(() => {});
  await database.close().catch(() => {});
  await devServer?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
workerDone.catch((err) => {
  logger.error({ err }, 'worker stopped');
  void stop('worker failure');
});

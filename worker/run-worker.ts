/**
 * The worker process's body, imported by worker/main.ts once the configuration is known to be
 * good. Built, it runs the workflow bundle made by the same build, never webpack at start-up.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configSecrets, installConsoleRedaction, registerSecrets } from '../config/log-redaction.js';
import { createLogger } from '../config/logger.js';
import { exitOnCrash, runningBuilt } from '../config/process.js';
import { getConfig } from '../config/config.js';
import { dataPaths } from '../config/data-paths.js';
import { openDatabase } from '../db/client.js';
import { buildActivities } from './services.js';
import { ensureSearchAttributes } from '../integrations/temporal/register-search-attributes.js';
import { createWorker } from './create-worker.js';
import { activityMetrics } from './activity-metrics.js';
import { configuredTemporal } from '../integrations/temporal/connection-settings.js';
import { createMetrics } from '../integrations/metrics/metrics.js';
import { freeLoopbackPort } from '../integrations/metrics/free-port.js';
import { startMetricsServer } from '../integrations/metrics/metrics-server.js';

/** Touched every few seconds while the worker polls: docker-compose's healthcheck reads its age. */
export const WORKER_ALIVE_FILE = path.join(os.tmpdir(), 'adforge-worker.alive');

// Checked for this role already (worker/main.ts); parsed once per process.
const config = getConfig('worker');
registerSecrets(configSecrets(config));
installConsoleRedaction();
const logger = createLogger(config.LOG_LEVEL);
exitOnCrash(logger);

const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: dataPaths(config).pglite,
  migrate: config.MIGRATE_ON_START,
});
// Metrics only when METRICS_PORT asks for their endpoint; the Temporal core's are forwarded through it.
const metrics = config.METRICS_PORT === undefined ? undefined : createMetrics();
const sdkMetricsPort = metrics ? await freeLoopbackPort() : undefined;
const { worker, connection } = await createWorker({
  address: configuredTemporal(config),
  sdkMetricsAddress: sdkMetricsPort ? `127.0.0.1:${sdkMetricsPort}` : undefined,
  activityInterceptors: metrics ? [activityMetrics(metrics)] : [],
  namespace: config.TEMPORAL_NAMESPACE,
  taskQueue: config.TEMPORAL_TASK_QUEUE,
  activities: buildActivities({ config, db: database.db, log: (line) => logger.info(line), logger }),
  workflows: runningBuilt(import.meta.url) || process.env.WORKFLOW_BUNDLE === '1' ? 'bundle' : 'source',
  logger,
  logLevel: config.LOG_LEVEL,
  maxConcurrentActivityTaskExecutions: config.WORKER_CONCURRENCY,
  shutdownGraceSeconds: config.SHUTDOWN_GRACE_SECONDS,
});
try {
  await ensureSearchAttributes(connection.operatorService, config.TEMPORAL_NAMESPACE, (line) => logger.info(line));
} catch (err) {
  logger.fatal({ err }, (err as Error).message);
  process.exit(1);
}

const metricsEndpoint =
  metrics && config.METRICS_PORT !== undefined
    ? await startMetricsServer({
        registry: metrics.registry,
        host: config.METRICS_HOST,
        port: config.METRICS_PORT,
        forward: [`http://127.0.0.1:${sdkMetricsPort}/metrics`],
      })
    : undefined;
if (metricsEndpoint) logger.info(`metrics on ${metricsEndpoint.url}`);

const alive = setInterval(() => fs.promises.writeFile(WORKER_ALIVE_FILE, String(Date.now())).catch(() => {}), 5_000);
alive.unref();
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Temporal's drain: stop polling, let running activities finish (at most SHUTDOWN_GRACE_SECONDS), then run() resolves.
    logger.info(`${signal}: draining (running activities get ${config.SHUTDOWN_GRACE_SECONDS} s to finish)`);
    if (worker.getState() === 'RUNNING') worker.shutdown();
  });
}

logger.info(`worker polling task queue ${config.TEMPORAL_TASK_QUEUE}`);
void fs.promises.writeFile(WORKER_ALIVE_FILE, String(Date.now())).catch(() => {});
let failed = false;
try {
  await worker.run();
} catch (err) {
  failed = true;
  logger.error({ err }, 'worker stopped with an error');
}
clearInterval(alive);
await fs.promises.rm(WORKER_ALIVE_FILE, { force: true });
await metricsEndpoint?.close();
await connection.close().catch(() => {});
await database.close().catch(() => {});
logger.info('worker stopped');
process.exit(failed ? 1 : 0);

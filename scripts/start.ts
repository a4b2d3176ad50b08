/**
 * `npm start`: the whole product in one process on its embedded defaults — the API and the SPA on
 * PORT, a Temporal worker, PGlite under data/, and (unless TEMPORAL_ADDRESS is set) a Temporal dev
 * server child with its history in data/temporal/. Ctrl-C stops everything.
 * PGlite allows one process, which is why the worker runs in-process here; with DATABASE_URL the
 * API (api/server.ts) and worker (worker/main.ts) can run as separate processes instead.
 */
import path from 'node:path';
import type { Worker } from '@temporalio/worker';
import { createApp } from '../api/app.js';
import { closeGracefully } from '../api/graceful-close.js';
import { listen } from '../api/listen.js';
import { openConfiguredDatabase } from '../api/open-database.js';
import { loadConfigOrExit } from '../config/config.js';
import { configSecrets, installConsoleRedaction, registerSecrets } from '../config/log-redaction.js';
import { createLogger } from '../config/logger.js';
import { exitOnCrash } from '../config/process.js';
import { PROJECT_ROOT } from '../config/project-root.js';
import { createPaymentProvider } from '../integrations/payments/index.js';
import { createTemporalHandle } from '../integrations/temporal/client.js';
import { claimTemporal } from '../integrations/temporal/ensure-temporal.js';
import { ensureSearchAttributes } from '../integrations/temporal/register-search-attributes.js';
import { buildActivities, buildOutsideSystems } from '../worker/services.js';
import { activityMetrics } from '../worker/activity-metrics.js';
import { registerQueueGauges } from '../api/metrics-gauges.js';
import { configuredTemporal } from '../integrations/temporal/connection-settings.js';
import { createMetrics } from '../integrations/metrics/metrics.js';
import { freeLoopbackPort } from '../integrations/metrics/free-port.js';
import { startMetricsServer } from '../integrations/metrics/metrics-server.js';
import { temporalClientInterceptors } from '../integrations/metrics/temporal-client-metrics.js';

const fromSource = process.argv.includes('--dev');
const config = loadConfigOrExit('single');
registerSecrets(configSecrets(config));
installConsoleRedaction();
const logger = createLogger(config.LOG_LEVEL);
exitOnCrash(logger);
const log = (line: string) => logger.info(line);
log(`providers: ${JSON.stringify(config.providers)}`);

// First the dev server's checks (milliseconds): a data folder another running app uses, or ports
// held by something else, end this process here, before the embedded database opens (decision 055).
const { ready: temporalReady } = await claimTemporal(config, log).catch((err: Error) => {
  logger.fatal(err.message);
  logger.flush();
  process.exit(1);
});
// Then the dev server and the database start side by side; the dev server is stopped on exit either way.
temporalReady.then(
  ({ devServer }) => process.on('exit', () => devServer?.kill()),
  () => {},
);
const [{ address, devServer }, database] = await Promise.all([temporalReady, openConfiguredDatabase(config)]);
const created =
  database.createdFrom === 'template'
    ? " (new, from the build's template)"
    : database.createdFrom === 'initdb'
      ? ' (new, initdb)'
      : '';
log(
  `database: ${database.kind}${database.kind === 'pglite' ? ` in ${path.relative(process.cwd(), config.dataDir)}/pglite${created}` : ''}`,
);

// Storage is shared by the in-process worker and the API (uploads, downloads). The engine and its
// render threads belong to the worker: the API renders nothing (decision 026).
const systems = buildOutsideSystems(config, log);

// TEMPORAL_ADDRESS with its TLS and API key, or the dev server this process started (plain gRPC).
const temporalSettings = configuredTemporal(config, address);
// Metrics only when METRICS_PORT asks for their endpoint (docs/operators.md, "Metrics").
const metrics = config.METRICS_PORT === undefined ? undefined : createMetrics();
const sdkMetricsPort = metrics ? await freeLoopbackPort() : undefined;
const temporal = createTemporalHandle({
  address: temporalSettings,
  namespace: config.TEMPORAL_NAMESPACE,
  taskQueue: config.TEMPORAL_TASK_QUEUE,
  interceptors: metrics ? temporalClientInterceptors(metrics) : undefined,
});
const app = createApp({
  config,
  database,
  temporal,
  logger,
  payments: await createPaymentProvider(config),
  storage: systems.storage,
  webDistDir: fromSource ? undefined : path.join(PROJECT_ROOT, 'dist', 'web'),
  metrics,
});
const metricsEndpoint =
  metrics && config.METRICS_PORT !== undefined
    ? await startMetricsServer({
        registry: metrics.registry,
        host: config.METRICS_HOST,
        port: config.METRICS_PORT,
        forward: [`http://127.0.0.1:${sdkMetricsPort}/metrics`],
      })
    : undefined;
if (metrics) registerQueueGauges(metrics, { db: database.db, temporal });
if (metricsEndpoint) log(`metrics on ${metricsEndpoint.url}`);
const server = listen(app, config.PORT, config.HOST, () => {
  log(
    `AdForge is running on http://localhost:${config.PORT}${fromSource ? ' (API only; the SPA is served by Vite)' : ''}`,
  );
});

/** The in-process worker, once created (it starts after the app listens). */
const running: { worker?: Worker; done?: Promise<void> } = {};
let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: shutting down`);
  const closed = closeGracefully(server, config.SHUTDOWN_GRACE_SECONDS * 1000);
  if (running.worker?.getState() === 'RUNNING') running.worker.shutdown();
  await closed;
  await running.done?.catch(() => {});
  await metricsEndpoint?.close();
  await temporal.close().catch(() => {});
  await database.close().catch(() => {});
  await devServer?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

// The worker starts once the app answers: work the API starts meanwhile waits in Temporal's task
// queue, and loading the worker's runtime (the largest module) no longer delays the first answer.
const { createWorker } = await import('../worker/create-worker.js');
const { worker, connection } = await createWorker({
  address: temporalSettings,
  sdkMetricsAddress: sdkMetricsPort ? `127.0.0.1:${sdkMetricsPort}` : undefined,
  activityInterceptors: metrics ? [activityMetrics(metrics)] : [],
  namespace: config.TEMPORAL_NAMESPACE,
  taskQueue: config.TEMPORAL_TASK_QUEUE,
  activities: buildActivities({ config, db: database.db, systems, logger }),
  workflows: fromSource ? 'source' : 'bundle',
  logger,
  logLevel: config.LOG_LEVEL,
  maxConcurrentActivityTaskExecutions: config.WORKER_CONCURRENCY,
  shutdownGraceSeconds: config.SHUTDOWN_GRACE_SECONDS,
});
// The embedded dev server starts with them; an external TEMPORAL_ADDRESS may not have them yet.
await ensureSearchAttributes(connection.operatorService, config.TEMPORAL_NAMESPACE, log);
if (!stopping) {
  running.worker = worker;
  running.done = worker.run();
  log(`worker polling task queue ${config.TEMPORAL_TASK_QUEUE}`);
  running.done.catch((err) => {
    logger.error({ err }, 'worker stopped');
    void stop('worker failure');
  });
}

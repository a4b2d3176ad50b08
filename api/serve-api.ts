/**
 * The API process's body, imported by api/server.ts once the configuration is known to be good:
 * needs DATABASE_URL (PGlite belongs to one process) and TEMPORAL_ADDRESS or a dev server. It
 * serves the SPA from dist/web, which the same build made.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getConfig } from '../config/config.js';
import { createTemporalHandle } from '../integrations/temporal/client.js';
import { configuredTemporal } from '../integrations/temporal/connection-settings.js';
import { createMetrics } from '../integrations/metrics/metrics.js';
import { startMetricsServer } from '../integrations/metrics/metrics-server.js';
import { temporalClientInterceptors } from '../integrations/metrics/temporal-client-metrics.js';
import { registerQueueGauges } from './metrics-gauges.js';
import { PROJECT_ROOT } from '../config/project-root.js';
import { createStorage } from '../integrations/storage/index.js';
import { openConfiguredDatabase } from './open-database.js';
import { createPaymentProvider } from '../integrations/payments/index.js';
import { createApp } from './app.js';
import { closeGracefully } from './graceful-close.js';
import { listen } from './listen.js';
import { configSecrets, installConsoleRedaction, registerSecrets } from '../config/log-redaction.js';
import { exitOnCrash, runningBuilt } from '../config/process.js';
import { createLogger } from '../config/logger.js';

// Checked for this role already (api/server.ts); parsed once per process.
const config = getConfig('api');
registerSecrets(configSecrets(config));
installConsoleRedaction();
const logger = createLogger(config.LOG_LEVEL);
exitOnCrash(logger);

const webDistDir = path.join(PROJECT_ROOT, 'dist', 'web');
if (runningBuilt(import.meta.url) && !fs.existsSync(path.join(webDistDir, 'index.html'))) {
  // The SPA and the ready e-mail's results link would answer 404: refuse instead of half-working.
  logger.fatal(
    `${path.relative(PROJECT_ROOT, webDistDir)}/index.html is missing: run \`npm run build\` before \`npm run api\``,
  );
  process.exit(1);
}
if (!config.DATABASE_URL)
  logger.warn(
    'DATABASE_URL is unset: PGlite allows one process, so run the worker in this process via `npm start` instead',
  );
const database = await openConfiguredDatabase(config);
// Metrics only when METRICS_PORT asks for their endpoint (docs/operators.md, "Metrics").
const metrics = config.METRICS_PORT === undefined ? undefined : createMetrics();
const temporal = createTemporalHandle({
  address: configuredTemporal(config),
  namespace: config.TEMPORAL_NAMESPACE,
  taskQueue: config.TEMPORAL_TASK_QUEUE,
  interceptors: metrics ? temporalClientInterceptors(metrics) : undefined,
});
const storage = createStorage(config);
const app = createApp({
  config,
  database,
  temporal,
  logger,
  payments: await createPaymentProvider(config),
  storage,
  webDistDir,
  metrics,
});
let metricsEndpoint: Awaited<ReturnType<typeof startMetricsServer>> | undefined;
if (metrics && config.METRICS_PORT !== undefined) {
  registerQueueGauges(metrics, { db: database.db, temporal });
  metricsEndpoint = await startMetricsServer({
    registry: metrics.registry,
    host: config.METRICS_HOST,
    port: config.METRICS_PORT,
  });
  logger.info(`metrics on ${metricsEndpoint.url}`);
}
const server = listen(app, config.PORT, config.HOST, () => logger.info(`API on http://${config.HOST}:${config.PORT}`));

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  logger.info(
    `${signal}: no new connections; finishing requests in flight (at most ${config.SHUTDOWN_GRACE_SECONDS} s)`,
  );
  const how = await closeGracefully(server, config.SHUTDOWN_GRACE_SECONDS * 1000);
  await metricsEndpoint?.close();
  await temporal.close().catch(() => {});
  await database.close().catch((err: unknown) => logger.warn({ err }, 'closing the database pool failed'));
  logger.info(
    `API stopped (${how === 'drained' ? 'all requests finished' : 'requests still running were cut off'}) in ${Date.now() - started} ms`,
  );
  logger.flush();
  process.exit(how === 'drained' ? 0 : 1);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

/** The worker alone (docker-compose's `worker` service, and the fault tests' killable worker). */
import { createLogger } from '../config/logger.js';
import { getConfig } from '../config/config.js';
import { dataPaths } from '../config/data-paths.js';
import { openDatabase } from '../db/client.js';
import { buildActivities } from './services.js';
import { createWorker } from './create-worker.js';

const config = getConfig();
const logger = createLogger(config.LOG_LEVEL);
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: dataPaths(config).pglite });
const { worker, connection } = await createWorker({
  address: config.TEMPORAL_ADDRESS ?? `127.0.0.1:${config.TEMPORAL_DEV_PORT}`,
  namespace: config.TEMPORAL_NAMESPACE,
  taskQueue: config.TEMPORAL_TASK_QUEUE,
  activities: buildActivities({ config, db: database.db, log: (line) => logger.info(line) }),
  useBundle: config.isProduction || process.env.WORKFLOW_BUNDLE === '1',
  logLevel: config.LOG_LEVEL,
  maxConcurrentActivityTaskExecutions: config.WORKER_CONCURRENCY,
});
logger.info(`worker polling task queue ${config.TEMPORAL_TASK_QUEUE}`);
// Temporal's runtime turns SIGINT/SIGTERM into a graceful shutdown: in-flight activities finish first.
await worker.run();
await connection.close();
await database.close();
logger.info('worker stopped');

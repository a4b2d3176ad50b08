import path from 'node:path';
import type { Config } from '../config/config.js';
import { openDatabase } from '../db/client.js';
import { createActivities } from '../activities/index.js';
import { startDevServer, type DevServer } from '../temporal/dev-server.js';

/** Where the embedded defaults keep their state, all under DATA_DIR. */
export const dataPaths = (config: Config) => ({
  pglite: path.join(config.dataDir, 'pglite'),
  temporal: path.join(config.dataDir, 'temporal'),
  files: path.join(config.dataDir, 'files'),
  outbox: path.join(config.dataDir, 'outbox'),
});

/** TEMPORAL_ADDRESS when configured, otherwise a dev server this process starts and owns. */
export async function ensureTemporal(config: Config, log: (line: string) => void): Promise<{ address: string; devServer?: DevServer }> {
  if (config.TEMPORAL_ADDRESS) return { address: config.TEMPORAL_ADDRESS };
  const devServer = await startDevServer({
    dataDir: dataPaths(config).temporal,
    port: config.TEMPORAL_DEV_PORT,
    uiPort: config.TEMPORAL_UI_PORT,
    namespace: config.TEMPORAL_NAMESPACE,
    log,
  });
  log(`Temporal dev server on ${devServer.address}, Web UI on ${devServer.uiUrl}`);
  return { address: devServer.address, devServer };
}

export async function openConfiguredDatabase(config: Config) {
  return openDatabase({ url: config.DATABASE_URL, dataDir: dataPaths(config).pglite });
}

/** The activity dependencies for this configuration (database, and later storage, mail, engine). */
export function buildActivities(deps: { config: Config; db: Awaited<ReturnType<typeof openConfiguredDatabase>>['db'] }) {
  return createActivities({ db: deps.db });
}

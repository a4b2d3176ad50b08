import type { Config } from '../../config/config.js';
import { dataPaths } from '../../config/data-paths.js';
import { startDevServer, type DevServer } from './dev-server.js';

/**
 * The embedded Temporal server's nice value: between buyers' requests (0) and rendering (19). It
 * shares the machine with the API it serves, and it works in bursts (a batch start schedules its
 * 20 activities at once); at normal priority those bursts delayed status polls under bench:load.
 */
export const DEV_SERVER_NICE = 10;

/** TEMPORAL_ADDRESS when configured, otherwise a dev server this process starts and owns. */
export async function ensureTemporal(
  config: Config,
  log: (line: string) => void,
): Promise<{ address: string; devServer?: DevServer }> {
  if (config.TEMPORAL_ADDRESS) return { address: config.TEMPORAL_ADDRESS };
  const devServer = await startDevServer({
    dataDir: dataPaths(config).temporal,
    port: config.TEMPORAL_DEV_PORT,
    uiPort: config.TEMPORAL_UI_PORT,
    namespace: config.TEMPORAL_NAMESPACE,
    log,
    nice: DEV_SERVER_NICE,
  });
  log(`Temporal dev server on ${devServer.address}, Web UI on ${devServer.uiUrl}`);
  return { address: devServer.address, devServer };
}

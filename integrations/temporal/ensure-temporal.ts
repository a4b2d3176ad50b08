import type { Config } from '../../config/config.js';
import { dataPaths } from '../../config/data-paths.js';
import { claimDevServer, type DevServer } from './dev-server.js';

/**
 * The embedded Temporal server's nice value: between buyers' requests (0) and rendering (19). It
 * shares the machine with the API it serves, and it works in bursts (a batch start schedules its
 * 20 activities at once); at normal priority those bursts delayed status polls under bench:load.
 */
export const DEV_SERVER_NICE = 10;

export type TemporalReady = { address: string; devServer?: DevServer };

/**
 * TEMPORAL_ADDRESS when configured, otherwise a dev server this process starts and owns (or adopts
 * from a crashed earlier run on the same data folder; decision 055). Resolves once the checks
 * passed — the data folder is not another running app's, the ports are free or ours — with
 * `ready`, which resolves when the server answers. A refusal rejects this promise.
 */
export async function claimTemporal(
  config: Config,
  log: (line: string) => void,
): Promise<{ ready: Promise<TemporalReady> }> {
  if (config.TEMPORAL_ADDRESS) return { ready: Promise.resolve({ address: config.TEMPORAL_ADDRESS }) };
  const claim = await claimDevServer({
    dataDir: dataPaths(config).temporal,
    port: config.TEMPORAL_DEV_PORT,
    uiPort: config.TEMPORAL_UI_PORT,
    namespace: config.TEMPORAL_NAMESPACE,
    log,
    nice: DEV_SERVER_NICE,
  });
  const ready = claim.start().then((devServer) => {
    log(
      `Temporal dev server on ${devServer.address} (pid ${devServer.pid}, ${devServer.origin}), Web UI on ${devServer.uiUrl}`,
    );
    return { address: devServer.address, devServer };
  });
  return { ready };
}

/** claimTemporal and its server in one step. */
export async function ensureTemporal(config: Config, log: (line: string) => void): Promise<TemporalReady> {
  return (await claimTemporal(config, log)).ready;
}

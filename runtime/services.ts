import path from 'node:path';
import type { Config } from '../config/config.js';
import { openDatabase } from '../db/client.js';
import { ensureAdminUser } from '../api/auth/admin-bootstrap.js';
import { createActivities } from '../activities/index.js';
import { startDevServer, type DevServer } from '../temporal/dev-server.js';
import type { AdEngine, EditAdInput, GenerateAdInput } from '../engine/types.js';
import { createMailer } from '../mail/index.js';
import type { Mailer } from '../mail/types.js';
import { createStorage } from '../storage/index.js';
import { ThreadedAdEngine } from './threaded-engine.js';
import type { Storage } from '../storage/types.js';

/** Where the embedded defaults keep their state, all under DATA_DIR. */
export const dataPaths = (config: Config) => ({
  pglite: path.join(config.dataDir, 'pglite'),
  temporal: path.join(config.dataDir, 'temporal'),
  files: path.join(config.dataDir, 'files'),
  outbox: path.join(config.dataDir, 'outbox'),
});

/**
 * The embedded Temporal server's nice value: between buyers' requests (0) and rendering (19). It
 * shares the machine with the API it serves, and it works in bursts (a batch start schedules its
 * 20 activities at once); at normal priority those bursts delayed status polls under bench:load.
 */
export const DEV_SERVER_NICE = 10;

/** TEMPORAL_ADDRESS when configured, otherwise a dev server this process starts and owns. */
export async function ensureTemporal(config: Config, log: (line: string) => void): Promise<{ address: string; devServer?: DevServer }> {
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

export async function openConfiguredDatabase(config: Config) {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: dataPaths(config).pglite, migrate: config.MIGRATE_ON_START });
  // ADMIN_USERNAME / ADMIN_PASSWORD become an administrator on every start (password rotation included).
  await ensureAdminUser(database.db, config);
  return database;
}

/**
 * The Replicate engine, loaded on first use. The engine modules bring the renderer (satori, its
 * WebAssembly layout engine, fonts, resvg): about 70 MB per thread that loads them, which the
 * local setup only needs on its render threads, never on the API's.
 */
function replicateEngine(config: Config): AdEngine {
  const load = () => import('../engine/index.js').then((m) => m.createAdEngine(config));
  let engine: ReturnType<typeof load> | undefined;
  const get = () => (engine ??= load());
  return {
    name: 'replicate',
    generateAd: async (input: GenerateAdInput) => (await get()).generateAd(input),
    editAd: async (input: EditAdInput) => (await get()).editAd(input),
  };
}

export type OutsideSystems = { storage: Storage; mailer: Mailer; engine: AdEngine };

/** Storage, mail and the ad engine for this configuration: the embedded default or the real one. */
export function buildOutsideSystems(config: Config, log: (line: string) => void = () => {}): OutsideSystems {
  let engine: AdEngine;
  if (config.providers.engine === 'local') {
    // The local renderer is CPU-bound: worker threads use every core and keep the event loop free.
    const threaded = new ThreadedAdEngine(config);
    threaded.warmUp().catch((err: Error) => log(`engine threads failed to start: ${err.message}`));
    engine = threaded;
  } else {
    engine = replicateEngine(config);
  }
  return { storage: createStorage(config), mailer: createMailer(config, log), engine };
}

/** The activity dependencies for this configuration; pass `systems` to share them with the API. */
export function buildActivities(deps: { config: Config; db: Awaited<ReturnType<typeof openConfiguredDatabase>>['db']; systems?: OutsideSystems; log?: (line: string) => void }) {
  const systems = deps.systems ?? buildOutsideSystems(deps.config, deps.log);
  return createActivities({ db: deps.db, ...systems, publicBaseUrl: deps.config.PUBLIC_BASE_URL, engineTimeoutMs: deps.config.ENGINE_TIMEOUT_SECONDS * 1000 });
}

import path from 'node:path';
import type { Config } from './config.js';

/** Where the embedded defaults keep their state, all under DATA_DIR. */
export const dataPaths = (config: Pick<Config, 'dataDir'>) => ({
  pglite: path.join(config.dataDir, 'pglite'),
  temporal: path.join(config.dataDir, 'temporal'),
  files: path.join(config.dataDir, 'files'),
  outbox: path.join(config.dataDir, 'outbox'),
});

import type { Logger } from 'pino';
import type { Config } from '../config/config.js';
import type { Database } from '../db/client.js';
import type { TemporalHandle } from '../temporal/client.js';

/** Everything the HTTP app needs, built once by the process entry point (or by a test). */
export type AppDeps = {
  config: Config;
  database: Database;
  temporal: TemporalHandle;
  logger: Logger;
  /** Folder of the built SPA; when absent the API serves only /api. */
  webDistDir?: string;
};

import type { Logger } from 'pino';
import type { Config } from '../config/config.js';
import type { Database } from '../db/client.js';
import type { AdEngine } from '../engine/types.js';
import type { PaymentProvider } from '../payments/types.js';
import type { Storage } from '../storage/types.js';
import type { TemporalHandle } from '../temporal/client.js';

/** Everything the HTTP app needs, built once by the process entry point (or by a test). */
export type AppDeps = {
  config: Config;
  database: Database;
  temporal: TemporalHandle;
  logger: Logger;
  /** Card payments: the built-in test mode or Stripe (payments/index.ts createPaymentProvider). */
  payments: PaymentProvider;
  /** Product photos and rendered ads (runtime/services.ts buildOutsideSystems). */
  storage: Storage;
  /** The ad engine, for prompt edits answered within the request. */
  engine: AdEngine;
  /** Folder of the built SPA; when absent the API serves only /api. */
  webDistDir?: string;
};

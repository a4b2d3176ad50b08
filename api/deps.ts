import type { Logger } from 'pino';
import type { Config } from '../config/config.js';
import type { Metrics } from '../integrations/metrics/metrics.js';
import type { Database } from '../db/client.js';
import type { PaymentProvider } from '../integrations/payments/types.js';
import type { Storage } from '../integrations/storage/types.js';
import type { TemporalHandle } from '../integrations/temporal/client.js';

/** Everything the HTTP app needs, built once by the process entry point (or by a test). */
export type AppDeps = {
  config: Config;
  database: Database;
  temporal: TemporalHandle;
  logger: Logger;
  /** Card payments: the built-in test mode or Stripe (payments/index.ts createPaymentProvider). */
  payments: PaymentProvider;
  /** Product photos and rendered ads (integrations/storage; wired by each process's entry point). */
  storage: Storage;
  /** Folder of the built SPA; when absent the API serves only /api. */
  webDistDir?: string;
  /** The process's Prometheus metrics, when METRICS_PORT enables them (request latency is observed here). */
  metrics?: Metrics;
};

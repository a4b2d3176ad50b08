import type { Logger } from 'pino';
import type { Db } from '../db/client.js';
import type { AdEngine } from '../contract/engine.js';
import type { Mailer } from '../integrations/mail/types.js';
import type { Storage } from '../integrations/storage/types.js';

/**
 * What activities may touch. Only activities reach the database, storage, mail and models. How
 * long the engine may take is not here: each attempt derives it from the timeouts its workflow
 * gave it (config/generation-policy.ts).
 */
export type ActivityDeps = {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  engine: AdEngine;
  /** PUBLIC_BASE_URL: links and thumbnails in e-mails are absolute. */
  publicBaseUrl: string;
  /** The process's JSON logger; activity lines carry purchaseId, workflowId, activityId and requestId. */
  logger?: Logger;
  /** OPS_EMAIL: where the alert about a purchase with failed ads goes (default ops@adforge.local). */
  opsEmail?: string;
  /** The Temporal UI and namespace the alert links the workflow in (config.temporalUiUrl: TEMPORAL_UI_URL or the embedded UI). */
  temporalUiUrl: string;
  temporalNamespace: string;
};

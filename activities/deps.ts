import type { Db } from '../db/client.js';
import type { AdEngine } from '../engine/types.js';
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
};

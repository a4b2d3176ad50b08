import type { Logger } from 'pino';
import type { Config } from '../config/config.js';
import type { Db } from '../db/client.js';
import { createActivities } from '../activities/index.js';
import { createEngine } from '../engine/index.js';
import type { AdEngine } from '../contract/engine.js';
import { createMailer } from '../integrations/mail/index.js';
import { createReplicateClient } from '../integrations/replicate/index.js';
import type { Mailer } from '../integrations/mail/types.js';
import { createStorage } from '../integrations/storage/index.js';
import type { Storage } from '../integrations/storage/types.js';

export type OutsideSystems = { storage: Storage; mailer: Mailer; engine: AdEngine };

/** Storage, mail and the ad engine for this configuration: the embedded default or the real one. */
export function buildOutsideSystems(config: Config, log: (line: string) => void = () => {}): OutsideSystems {
  return {
    storage: createStorage(config),
    mailer: createMailer(config, log),
    engine: createEngine(config, {
      imageModel: createReplicateClient({ token: config.REPLICATE_API_TOKEN, baseUrl: config.REPLICATE_BASE_URL }),
      log,
    }),
  };
}

/** The activity dependencies for this configuration; pass `systems` to share them with the API. */
export function buildActivities(deps: {
  config: Config;
  db: Db;
  systems?: OutsideSystems;
  log?: (line: string) => void;
  logger?: Logger;
}) {
  const systems = deps.systems ?? buildOutsideSystems(deps.config, deps.log);
  return createActivities({
    db: deps.db,
    ...systems,
    publicBaseUrl: deps.config.PUBLIC_BASE_URL,
    logger: deps.logger,
    opsEmail: deps.config.OPS_EMAIL,
    temporalUiUrl: deps.config.temporalUiUrl,
    temporalNamespace: deps.config.TEMPORAL_NAMESPACE,
  });
}

import type { Db } from '../db/client.js';
import { createPingActivities } from './ping.js';

/** What activities may touch. Only activities reach the database, storage, mail and models. */
export type ActivityDeps = { db: Db };

export function createActivities(deps: ActivityDeps) {
  return {
    ...createPingActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;

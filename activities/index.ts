import type { ActivityDeps } from './deps.js';
import { createGenerationActivities } from './generation.js';
import { createNotifyActivities } from './notify.js';
import { createPingActivities } from './ping.js';

export type { ActivityDeps } from './deps.js';

export function createActivities(deps: ActivityDeps) {
  return {
    ...createPingActivities(deps),
    ...createGenerationActivities(deps),
    ...createNotifyActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;

import { createAttentionActivities } from './attention.js';
import { createCutoutPreviewActivities } from './cutout-preview.js';
import { createDemoActivities } from './demo.js';
import { createEditActivities } from './edit.js';
import { createEditPreviewActivities } from './edit-preview.js';
import type { ActivityDeps } from './deps.js';
import { createGenerationActivities } from './generation.js';
import { createNotifyActivities } from './notify.js';
import { createRefundActivities } from './refund.js';
import { createProductCutoutActivities } from './product-cutout.js';

export type { ActivityDeps } from './deps.js';

export function createActivities(deps: ActivityDeps) {
  return {
    ...createGenerationActivities(deps),
    ...createEditActivities(deps),
    ...createEditPreviewActivities(deps),
    ...createNotifyActivities(deps),
    ...createAttentionActivities(deps),
    ...createCutoutPreviewActivities(deps),
    ...createProductCutoutActivities(deps),
    ...createDemoActivities(deps),
    ...createRefundActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;

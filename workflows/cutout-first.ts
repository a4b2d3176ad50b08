import { isCancellation, patched, proxyActivities } from '@temporalio/workflow';
import { NON_RETRYABLE_ERROR_TYPES } from '../config/generation-policy.js';
import type { Activities } from '../activities/index.js';

/**
 * The version marker of cutting the product out before a generation's ads (docs/decisions/046-cutout-once-per-photo.md):
 * histories recorded before it replay without the extra activity.
 */
export const CUTOUT_ONCE_PATCH = 'cutout-once-per-photo';

const { prepareProductCutout } = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumAttempts: 3, nonRetryableErrorTypes: NON_RETRYABLE_ERROR_TYPES },
});

/**
 * Cuts the session's product out once, before its ads run at once: they then read the stored
 * cutout. Should this fail, each ad cuts out (and stores) by itself and reports its own failure.
 */
export async function cutOutFirst(of: { sessionId: string } | { purchaseId: string }): Promise<void> {
  if (!patched(CUTOUT_ONCE_PATCH)) return;
  try {
    await prepareProductCutout(of);
  } catch (err) {
    if (isCancellation(err)) throw err;
  }
}

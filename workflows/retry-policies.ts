import type { ActivityOptions } from '@temporalio/workflow';

/**
 * One ad per activity. Exponential backoff with bounded attempts; bad input is thrown as a
 * non-retryable ApplicationFailure by the activity itself. The heartbeat timeout notices a dead
 * worker long before the start-to-close timeout would.
 */
export const AD_ACTIVITY_OPTIONS: ActivityOptions = {
  startToCloseTimeout: '3 minutes',
  heartbeatTimeout: '10 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 5, nonRetryableErrorTypes: ['BadEngineInputError'] },
};

/** Samples are awaited by an open HTTP request, so they give up sooner. */
export const SAMPLE_ACTIVITY_OPTIONS: ActivityOptions = {
  ...AD_ACTIVITY_OPTIONS,
  startToCloseTimeout: '1 minute',
  retry: { ...AD_ACTIVITY_OPTIONS.retry, initialInterval: '500 milliseconds', maximumAttempts: 3 },
};

export const BOOKKEEPING_OPTIONS: ActivityOptions = {
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 10 },
};

/** Temporal's wrappers ("Activity task failed", "Workflow execution failed") say nothing about the cause. */
const WRAPPERS = new Set(['WorkflowFailedError', 'ActivityFailure', 'ChildWorkflowFailure']);

/**
 * The activity's own failure message, in words, for the purchase record and the UI. It names the
 * style and the reason ("Style 12 ("Bold"): the ad engine failed: no answer within 150 s"); the
 * causes below it are details of that reason, so unwrapping stops there.
 */
export function failureMessage(err: unknown): string {
  let e = err as { name?: string; message?: string; cause?: unknown } | undefined;
  while (e?.cause && WRAPPERS.has(e.name ?? '')) e = e.cause as typeof e;
  return e?.message || String(err);
}

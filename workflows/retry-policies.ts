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

/** The innermost message of an activity failure, in words, for the purchase record and the UI. */
export function failureMessage(err: unknown): string {
  let e = err as { message?: string; cause?: unknown } | undefined;
  while (e?.cause) e = e.cause as typeof e;
  return e?.message || String(err);
}

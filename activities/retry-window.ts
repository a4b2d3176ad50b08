import { ApplicationFailure, type Info } from '@temporalio/activity';
import { retryBackoffMs, retryWindowMs } from '../config/generation-policy.js';
import type { FailingSince } from './ad-jobs.js';

/** Less than this left in the window: no further attempt is worth its start. */
const CLOSING_MS = 500;
/**
 * The last attempt is timed to start as the window closes, and Temporal hands it to a worker a
 * moment later; an attempt that begins later than this after the close was held up elsewhere (no
 * free worker slot, a lost worker's timeout) and is not made.
 */
const START_GRACE_MS = 5_000;
export const RETRY_WINDOW_CLOSED = 'RetryWindowClosed';

export type RetryWindow = {
  /** Throws when the window had closed before this attempt began (a retry an operator's options delayed, a lost worker). */
  beforeAttempt(label: string, started: FailingSince | undefined): void;
  /** What a failed attempt throws: retried as usual, retried sooner so the last try starts as the window closes, or failed for good. */
  afterFailure(message: string, cause: unknown, failing: FailingSince | undefined): Error | undefined;
};

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/**
 * A paid ad's retry window (config/generation-policy.ts, decision 057), kept by its activity: it
 * opens at the ad's first failed attempt (`ad_jobs.failing_since`, on the database's clock), a
 * failed attempt is retried while it is open — the backoff shortened so that the last attempt
 * starts as it closes — and after that the ad fails for good with its last cause, which ends the
 * batch's wait and brings the operator alert. Temporal's schedule-to-close stays the backstop.
 */
export function retryWindow(info: Pick<Info, 'attempt' | 'scheduleToCloseTimeoutMs' | 'startToCloseTimeoutMs'>) {
  const windowMs = retryWindowMs(info.scheduleToCloseTimeoutMs, info.startToCloseTimeoutMs);
  const left = (f: FailingSince) => (f.failingSinceMs === null ? windowMs : f.failingSinceMs + windowMs - f.nowMs);
  const window: RetryWindow = {
    beforeAttempt(label, started) {
      if (!started || started.failingSinceMs === null || left(started) > -START_GRACE_MS) return;
      throw ApplicationFailure.create({
        message: `${label}: the ad engine failed: no attempt was left in the retry window (${seconds(windowMs)} from the first failure)`,
        type: RETRY_WINDOW_CLOSED,
        nonRetryable: true,
      });
    },
    afterFailure(message, cause, failing) {
      if (!failing) return undefined;
      const remaining = left(failing);
      const causeError = cause instanceof Error ? cause : undefined;
      if (remaining < CLOSING_MS)
        return ApplicationFailure.create({ message, type: RETRY_WINDOW_CLOSED, nonRetryable: true, cause: causeError });
      if (retryBackoffMs('purchase', info.attempt) <= remaining) return undefined;
      return ApplicationFailure.create({ message, type: 'Error', nextRetryDelay: remaining, cause: causeError });
    },
  };
  return window;
}

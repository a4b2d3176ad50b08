/**
 * The generation policy, stated once (decision 028): how long one engine call may take, how an ad
 * activity is timed and retried, and how long a whole generation may run. The workflows build their
 * activity options here, the activities derive their engine deadline from the options they were
 * given, and config/env.ts takes ENGINE_TIMEOUT_SECONDS' default and bounds from here.
 *
 * Pure data and arithmetic: the workflow bundle imports this file (no Node built-ins, no I/O).
 */
import type { ActivityOptions } from '@temporalio/common';

export type GenerationKind = 'sample' | 'purchase' | 'edit';

/** ENGINE_TIMEOUT_SECONDS: one engine call (a render, or Replicate's predictions for one ad). */
export const DEFAULT_ENGINE_TIMEOUT_SECONDS = 150;
export const MAX_ENGINE_TIMEOUT_SECONDS = 900;

/**
 * ENGINE_RETRY_WINDOW_SECONDS (W): the time from a paid ad's first failed attempt to the moment it
 * counts as failed and, its batch settled, the operator is alerted (decisions 035 and 057).
 * - The window opens when an attempt of the ad first fails (`ad_jobs.failing_since`).
 * - Attempts are retried with backoff while the window is open; the last retry is timed to start
 *   when it closes (Temporal's next-retry delay is shortened to what is left), and none starts after.
 * - An attempt that started inside the window may run to its own end: at most one attempt's
 *   start-to-close (the engine timeout × 1.2 + 5 s).
 * So the alert comes at most W + one attempt + the bookkeeping (seconds) after the ad's first
 * failure, and at about W + seconds when the engine fails fast (an outage answering 5xx).
 * Production keeps at least 30 minutes (config/config.ts refuses less), so a 10-minute Replicate
 * outage loses nothing; tests shorten it to seconds.
 */
export const DEFAULT_RETRY_WINDOW_SECONDS = 1_800;
export const MIN_PRODUCTION_RETRY_WINDOW_SECONDS = 1_800;

/** Heartbeats while the engine works; a worker that died is noticed after the heartbeat timeout. */
export const HEARTBEAT_INTERVAL_MS = 3_000;
const HEARTBEAT_TIMEOUT_MS = 10_000;

/**
 * Besides the engine, an attempt loads the photo, stores three PNGs and writes a row: a fifth of
 * the engine's time plus 5 s. Linear, so an activity can recover the engine deadline from its own
 * start-to-close timeout (engineDeadlineMs), which an operator may have changed since.
 */
const ALLOWANCE_FACTOR = 1.2;
const ALLOWANCE_FIXED_MS = 5_000;

/**
 * Exponential backoff; a bad input is not retried (the activity throws it non-retryable).
 * Samples and edits have a few attempts (a buyer waits on the page); a paid ad is retried for the
 * whole retry window instead (maximumAttempts 0 = unlimited; the activity ends it when the window
 * closes, schedule-to-close is the backstop).
 */
const RETRIES: Record<
  GenerationKind,
  { maximumAttempts: number; initialIntervalMs: number; maximumIntervalMs: number }
> = {
  // The buyer watches the generating page: fewer, quicker attempts.
  sample: { maximumAttempts: 3, initialIntervalMs: 500, maximumIntervalMs: 30_000 },
  // Until the retry window closes; at most a minute between attempts, so a recovered engine is used soon.
  purchase: { maximumAttempts: 0, initialIntervalMs: 1_000, maximumIntervalMs: 60_000 },
  // POST /api/edit-ad waits (EDIT_WAIT_MS); a second attempt still fits an outage of seconds.
  edit: { maximumAttempts: 2, initialIntervalMs: 1_000, maximumIntervalMs: 30_000 },
};
const BACKOFF_COEFFICIENT = 2;
export const NON_RETRYABLE_ERROR_TYPES = [
  'BadEngineInputError',
  'EditNotUnderstoodError',
  'UnknownStyle',
  'MissingSession',
  'MissingPhoto',
  'MissingPurchase',
  'MissingAd',
];

/** After the ads: bookkeeping and the e-mail. */
const BOOKKEEPING_ALLOWANCE_MS = 60_000;

/** How long POST /api/edit-ad waits for its edit workflow before answering that it is still running. */
export const EDIT_WAIT_MS = 60_000;

/**
 * Previews the buyer waits for (step 2's cutout, the edit dialog's draft of an edit): one quick
 * retry, so a lost worker is noticed within seconds; a photo the engine cannot read is not retried.
 */
export const PREVIEW_ACTIVITY_OPTIONS: ActivityOptions = {
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '500 milliseconds', maximumAttempts: 2, nonRetryableErrorTypes: NON_RETRYABLE_ERROR_TYPES },
};
/** How long the API waits for a preview; it is a help, never a gate. */
export const PREVIEW_WAIT_MS = 20_000;

export type GenerationPolicy = {
  kind: GenerationKind;
  engineTimeoutMs: number;
  /** One attempt: the engine call plus the allowance. */
  startToCloseMs: number;
  /** Every attempt and the backoff between them. */
  scheduleToCloseMs: number;
  /**
   * The whole generation: by then every ad is ready or failed. The workflow cancels what still
   * runs (the cancellation reaches the engine) and records those ads as failed, in words.
   */
  deadlineMs: number;
  activity: ActivityOptions;
};

const ms = (n: number) => `${n} milliseconds`;

export function generationPolicy(
  kind: GenerationKind,
  engineTimeoutSeconds = DEFAULT_ENGINE_TIMEOUT_SECONDS,
  retryWindowSeconds = DEFAULT_RETRY_WINDOW_SECONDS,
): GenerationPolicy {
  const engineTimeoutMs = engineTimeoutSeconds * 1000;
  const startToCloseMs = Math.ceil(engineTimeoutMs * ALLOWANCE_FACTOR + ALLOWANCE_FIXED_MS);
  const { maximumAttempts, initialIntervalMs, maximumIntervalMs } = RETRIES[kind];
  let scheduleToCloseMs: number;
  if (maximumAttempts === 0) {
    // The backstop behind the activity's own window check (retryWindowMs): the first attempt (the
    // window opens when it fails), the window, and the last attempt, which may run to its end.
    scheduleToCloseMs = retryWindowSeconds * 1000 + 2 * startToCloseMs;
  } else {
    let backoffMs = 0;
    for (let i = 0; i < maximumAttempts - 1; i++)
      backoffMs += Math.min(maximumIntervalMs, initialIntervalMs * BACKOFF_COEFFICIENT ** i);
    scheduleToCloseMs = maximumAttempts * startToCloseMs + backoffMs + 1_000;
  }
  return {
    kind,
    engineTimeoutMs,
    startToCloseMs,
    scheduleToCloseMs,
    deadlineMs: scheduleToCloseMs + BOOKKEEPING_ALLOWANCE_MS,
    activity: {
      startToCloseTimeout: ms(startToCloseMs),
      scheduleToCloseTimeout: ms(scheduleToCloseMs),
      heartbeatTimeout: ms(HEARTBEAT_TIMEOUT_MS),
      retry: {
        initialInterval: ms(initialIntervalMs),
        backoffCoefficient: BACKOFF_COEFFICIENT,
        maximumInterval: ms(maximumIntervalMs),
        // Temporal's "unlimited" is an absent maximumAttempts (0 is refused by the SDK).
        ...(maximumAttempts ? { maximumAttempts } : {}),
        nonRetryableErrorTypes: NON_RETRYABLE_ERROR_TYPES,
      },
    },
  };
}

/**
 * A paid ad's retry window, recovered by its activity from the timeouts it runs under (the inverse
 * of the purchase policy's schedule-to-close), so an operator who gives a running ad a longer
 * schedule-to-close (`temporal activity update-options`) gives it a longer window too.
 */
export function retryWindowMs(scheduleToCloseMs: number, startToCloseMs: number): number {
  return Math.max(0, scheduleToCloseMs - 2 * startToCloseMs);
}

/** The delay Temporal puts before the attempt after `attempt` under this kind's retry policy. */
export function retryBackoffMs(kind: GenerationKind, attempt: number): number {
  const { initialIntervalMs, maximumIntervalMs } = RETRIES[kind];
  return Math.min(maximumIntervalMs, initialIntervalMs * BACKOFF_COEFFICIENT ** Math.max(0, attempt - 1));
}

/** The engine deadline of an attempt, from the start-to-close timeout it runs under. */
export function engineDeadlineMs(startToCloseMs: number): number {
  return Math.max(1_000, Math.floor((startToCloseMs - ALLOWANCE_FIXED_MS) / ALLOWANCE_FACTOR));
}

/** Database writes and the ready e-mail: quick, retried for a few minutes (a database restart). */
export const BOOKKEEPING_OPTIONS: ActivityOptions = {
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 10 },
};

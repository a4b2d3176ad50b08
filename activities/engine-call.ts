import { Context } from '@temporalio/activity';
import { engineDeadlineMs, HEARTBEAT_INTERVAL_MS } from '../config/generation-policy.js';

/** Rejects with the signal's reason once it fires, even if the work ignores the signal (a hung call). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  // First: a work that rejects after (or because) the signal fired is settled with nobody listening,
  // and an unhandled rejection would end the worker process.
  work.catch(() => undefined);
  if (signal.aborted) return Promise.reject(signal.reason);
  let onAbort!: () => void;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([work, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
}

const secondsText = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/**
 * One engine call under the generation policy (config/generation-policy.ts): heartbeats while it
 * runs, so Temporal notices a dead worker and can deliver a cancellation; and one signal handed to
 * the engine that fires when the activity is cancelled (the workflow's deadline, an operator) or
 * when the engine deadline derived from this attempt's start-to-close timeout passes. The engine
 * stops rendering, or cancels its remote predictions, when it fires.
 */
export async function callEngine<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const ctx = Context.current();
  const engineMs = engineDeadlineMs(ctx.info.startToCloseTimeoutMs);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new Error(`no answer within ${secondsText(engineMs)}`)), engineMs);
  const signal = AbortSignal.any([ctx.cancellationSignal, deadline.signal]);
  ctx.heartbeat();
  const beat = setInterval(() => ctx.heartbeat(), HEARTBEAT_INTERVAL_MS);
  try {
    return await untilAborted(run(signal), signal);
  } finally {
    clearTimeout(timer);
    clearInterval(beat);
  }
}

/** True when the activity itself was cancelled: its CancelledFailure must reach Temporal as is. */
export const activityCancelled = () => Context.current().cancellationSignal.aborted;

import { condition, defineSignal, defineUpdate, setHandler, upsertSearchAttributes } from '@temporalio/workflow';
import { FAILED_ADS, NEEDS_ATTENTION } from '../integrations/temporal/search-attributes.js';
import type { JobFailure } from './run-ad-jobs.js';

/** Who asked, carried into the activities' log lines (docs/operators.md). */
export type OperatorRequest = { admin?: string; requestId?: string };
export type GiveUpRequest = OperatorRequest & { note: string };

/**
 * What an operator's retryFailed answers: `retrying` (the failed ads were queued again), `busy` (a
 * retry is already running), `nothing-to-retry` (no ad failed, or the ads are still being made).
 * Asking twice is harmless: that is what makes the admin's button idempotent.
 */
export type RetryFailedResult = { status: 'retrying' | 'busy' | 'nothing-to-retry'; ads: number };
export type GiveUpResult = { status: 'given-up' | 'nothing-to-give-up'; ads: number };

/** The Temporal UI's "Send a Signal" and `temporal workflow signal --name retryFailed` use these. */
export const retryFailedSignal = defineSignal<[OperatorRequest?]>('retryFailed');
export const giveUpSignal = defineSignal<[GiveUpRequest]>('giveUp');
/** The admin's buttons use the Updates of the same names: they answer what happened. */
export const retryFailedUpdate = defineUpdate<RetryFailedResult, [OperatorRequest]>('retryFailed');
export const giveUpUpdate = defineUpdate<GiveUpResult, [GiveUpRequest]>('giveUp');

type Decision = { kind: 'retry'; request: OperatorRequest } | { kind: 'give-up'; request: GiveUpRequest };

/**
 * The purchase workflow's wait for an operator while ads failed for good: the handlers
 * are installed when the workflow starts (they add no commands, so old histories replay), and
 * `waitForDecision` marks the workflow `NeedsAttention=true, FailedAds=n` and waits, without a
 * timer: nothing gives up on a paid purchase by itself (at least 7 days, docs/operators.md).
 */
export function operatorDesk() {
  let failed: JobFailure[] = [];
  let phase: 'making' | 'waiting' | 'retrying' | 'done' = 'making';
  let decision: Decision | undefined;

  const retry = (request: OperatorRequest | undefined): RetryFailedResult => {
    if (phase === 'retrying') return { status: 'busy', ads: failed.length };
    if (phase !== 'waiting' || decision)
      return { status: decision?.kind === 'retry' ? 'busy' : 'nothing-to-retry', ads: failed.length };
    decision = { kind: 'retry', request: request ?? {} };
    return { status: 'retrying', ads: failed.length };
  };
  const giveUp = (request: GiveUpRequest): GiveUpResult => {
    if (phase !== 'waiting' || decision) return { status: 'nothing-to-give-up', ads: failed.length };
    decision = { kind: 'give-up', request: { ...request, note: String(request?.note ?? '').slice(0, 2_000) } };
    return { status: 'given-up', ads: failed.length };
  };
  setHandler(retryFailedSignal, (request) => {
    retry(request);
  });
  setHandler(retryFailedUpdate, (request) => retry(request));
  setHandler(giveUpSignal, (request) => {
    giveUp(request);
  });
  setHandler(giveUpUpdate, (request) => giveUp(request));

  return {
    get phase() {
      return phase;
    },
    /** Marks the workflow as needing attention and waits for retryFailed or giveUp. */
    async waitForDecision(now: JobFailure[]): Promise<Decision> {
      failed = now;
      phase = 'waiting';
      decision = undefined;
      upsertSearchAttributes([
        { key: NEEDS_ATTENTION, value: true },
        { key: FAILED_ADS, value: now.length },
      ]);
      await condition(() => decision !== undefined);
      const chosen = decision!;
      phase = chosen.kind === 'retry' ? 'retrying' : 'done';
      // Off the "needs attention" list while the retry runs; FailedAds says how many are being retried.
      upsertSearchAttributes([{ key: NEEDS_ATTENTION, value: false }]);
      return chosen;
    },
    done() {
      phase = 'done';
      failed = [];
    },
  };
}

import { ApplicationFailure } from '@temporalio/activity';
import { describe, expect, it } from 'vitest';
import { generationPolicy } from '../config/generation-policy.js';
import { RETRY_WINDOW_CLOSED, retryWindow } from './retry-window.js';

/** An attempt of a paid ad under a 30 s window (engine timeout 10 s: one attempt may take 17 s). */
const policy = generationPolicy('purchase', 10, 30);
const info = (attempt: number) => ({
  attempt,
  scheduleToCloseTimeoutMs: policy.scheduleToCloseMs,
  startToCloseTimeoutMs: policy.startToCloseMs,
});
const T0 = 1_700_000_000_000;
const at = (s: number, failingSince: number | null = T0) => ({ failingSinceMs: failingSince, nowMs: T0 + s * 1000 });

describe('a paid ad keeps its retry window from its first failure', () => {
  it('retries with the policy backoff while it fits the window', () => {
    expect(retryWindow(info(1)).afterFailure('Style 1 ("A"): the ad engine failed: 503', undefined, at(0))).toBe(
      undefined,
    );
    expect(retryWindow(info(4)).afterFailure('m', undefined, at(10))).toBe(undefined); // 8 s backoff, 20 s left
  });

  it('shortens the last backoff so that the last attempt starts as the window closes', () => {
    // Attempt 5 fails 15 s in: the policy would wait 16 s (past the close), so the retry comes in 15 s.
    const err = retryWindow(info(5)).afterFailure('m', new Error('503'), at(15));
    expect(err).toBeInstanceOf(ApplicationFailure);
    expect((err as ApplicationFailure).nonRetryable).toBe(false);
    expect((err as ApplicationFailure).nextRetryDelay).toBe(15_000);
  });

  it('fails for good, with the failure its message names, once the window has closed', () => {
    const err = retryWindow(info(6)).afterFailure(
      'Style 1 ("A"): the ad engine failed: 503',
      new Error('503'),
      at(30.2),
    );
    expect(err).toMatchObject({
      message: 'Style 1 ("A"): the ad engine failed: 503',
      type: RETRY_WINDOW_CLOSED,
      nonRetryable: true,
    });
    // An attempt that began inside the window and ran long ends the same way.
    expect(retryWindow(info(7)).afterFailure('m', undefined, at(45))).toMatchObject({ nonRetryable: true });
  });

  it('does not make an attempt that begins well after the close, and lets the one timed for the close run', () => {
    expect(() => retryWindow(info(6)).beforeAttempt('Style 1 ("A")', at(30.05))).not.toThrow();
    expect(() => retryWindow(info(6)).beforeAttempt('Style 1 ("A")', at(31))).not.toThrow();
    expect(() => retryWindow(info(6)).beforeAttempt('Style 1 ("A")', at(40))).toThrow(
      'Style 1 ("A"): the ad engine failed: no attempt was left in the retry window (30 s from the first failure)',
    );
    // Nothing failed yet: no window to close.
    expect(() => retryWindow(info(1)).beforeAttempt('Style 1 ("A")', at(500, null))).not.toThrow();
  });
});

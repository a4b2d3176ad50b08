import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';
import {
  DEFAULT_ENGINE_TIMEOUT_SECONDS,
  DEFAULT_RETRY_WINDOW_SECONDS,
  EDIT_WAIT_MS,
  engineDeadlineMs,
  generationPolicy,
  HEARTBEAT_INTERVAL_MS,
  MAX_ENGINE_TIMEOUT_SECONDS,
  retryBackoffMs,
  retryWindowMs,
  type GenerationKind,
} from './generation-policy.js';

const ms = (duration: unknown) => {
  const [n, unit] = String(duration).split(' ');
  expect(unit).toBe('milliseconds');
  return Number(n);
};

describe('the generation policy', () => {
  it('is where ENGINE_TIMEOUT_SECONDS gets its default and its bounds', () => {
    expect(parseConfig({}).ENGINE_TIMEOUT_SECONDS).toBe(DEFAULT_ENGINE_TIMEOUT_SECONDS);
    expect(() => parseConfig({ ENGINE_TIMEOUT_SECONDS: String(MAX_ENGINE_TIMEOUT_SECONDS + 1) })).toThrow(
      /ENGINE_TIMEOUT_SECONDS: must be at most/,
    );
  });

  it.each<[GenerationKind, number]>([
    ['sample', 150],
    ['purchase', 150],
    ['edit', 150],
    ['purchase', 1],
    ['sample', 3],
    ['purchase', MAX_ENGINE_TIMEOUT_SECONDS],
  ])('agrees with itself for %s ads with a %i s engine timeout', (kind, seconds) => {
    const policy = generationPolicy(kind, seconds);
    const { activity } = policy;
    const startToClose = ms(activity.startToCloseTimeout);
    const attempts = activity.retry!.maximumAttempts ?? 0;
    // An attempt outlives its engine call, and the activity recovers exactly that engine deadline.
    expect(startToClose).toBeGreaterThan(seconds * 1000);
    expect(engineDeadlineMs(startToClose)).toBe(seconds * 1000);
    // Every attempt fits the schedule-to-close timeout (a paid ad: the first attempt, the retry
    // window and the last attempt), which fits the generation's deadline.
    expect(ms(activity.scheduleToCloseTimeout)).toBeGreaterThanOrEqual(
      kind === 'purchase' ? DEFAULT_RETRY_WINDOW_SECONDS * 1000 + 2 * startToClose : attempts * startToClose,
    );
    expect(policy.deadlineMs).toBeGreaterThan(ms(activity.scheduleToCloseTimeout));
    // Heartbeats often enough that one lost beat does not time the attempt out.
    expect(ms(activity.heartbeatTimeout)).toBeGreaterThanOrEqual(3 * HEARTBEAT_INTERVAL_MS);
    expect(activity.retry!.nonRetryableErrorTypes).toContain('BadEngineInputError');
  });

  it('retries a purchased ad for at least 30 minutes, without an attempt limit, and gives the edit request a bounded wait', () => {
    const purchase = generationPolicy('purchase');
    expect(purchase.activity.retry!.maximumAttempts).toBeUndefined();
    expect(ms(purchase.activity.scheduleToCloseTimeout)).toBeGreaterThanOrEqual(30 * 60_000);
    expect(ms(purchase.activity.retry!.maximumInterval)).toBeLessThanOrEqual(60_000);
    expect(EDIT_WAIT_MS).toBeLessThan(generationPolicy('edit').deadlineMs);
  });

  it('takes a shorter retry window for tests; production refuses one under 30 minutes', () => {
    expect(ms(generationPolicy('purchase', 1, 5).activity.scheduleToCloseTimeout)).toBe(5_000 + 2 * 6_200);
    expect(parseConfig({}).ENGINE_RETRY_WINDOW_SECONDS).toBe(1_800);
    expect(parseConfig({ ENGINE_RETRY_WINDOW_SECONDS: '5' }).ENGINE_RETRY_WINDOW_SECONDS).toBe(5);
    const production = {
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'a-long-admin-password',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(() => parseConfig({ ...production, ENGINE_RETRY_WINDOW_SECONDS: '600' })).toThrow(
      /ENGINE_RETRY_WINDOW_SECONDS: production retries a paid ad for at least 1800 s/,
    );
    expect(parseConfig(production).ENGINE_RETRY_WINDOW_SECONDS).toBe(1_800);
  });
});

describe('the retry window of a paid ad', () => {
  it.each([
    [150, 1_800],
    [1, 4],
    [900, 30],
  ])('is recovered by the activity from the timeouts it runs under (engine %i s, window %i s)', (engine, window) => {
    const { activity } = generationPolicy('purchase', engine, window);
    expect(retryWindowMs(ms(activity.scheduleToCloseTimeout), ms(activity.startToCloseTimeout))).toBe(window * 1000);
  });

  it("knows Temporal's backoff before each attempt: 1 s, doubling, at most a minute", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => retryBackoffMs('purchase', n))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('ends the whole generation after the window, the first and the last attempt, and a minute for the bookkeeping', () => {
    const policy = generationPolicy('purchase');
    expect(policy.deadlineMs).toBe(1_800_000 + 2 * policy.startToCloseMs + 60_000);
    expect(Math.round(policy.deadlineMs / 60_000)).toBe(37);
  });
});

import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';
import {
  DEFAULT_ENGINE_TIMEOUT_SECONDS, EDIT_WAIT_MS, engineDeadlineMs, generationPolicy, HEARTBEAT_INTERVAL_MS, MAX_ENGINE_TIMEOUT_SECONDS, type GenerationKind,
} from './generation-policy.js';

const ms = (duration: unknown) => {
  const [n, unit] = String(duration).split(' ');
  expect(unit).toBe('milliseconds');
  return Number(n);
};

describe('the generation policy', () => {
  it('is where ENGINE_TIMEOUT_SECONDS gets its default and its bounds', () => {
    expect(parseConfig({}).ENGINE_TIMEOUT_SECONDS).toBe(DEFAULT_ENGINE_TIMEOUT_SECONDS);
    expect(() => parseConfig({ ENGINE_TIMEOUT_SECONDS: String(MAX_ENGINE_TIMEOUT_SECONDS + 1) })).toThrow(/ENGINE_TIMEOUT_SECONDS: must be at most/);
  });

  it.each<[GenerationKind, number]>([['sample', 150], ['purchase', 150], ['edit', 150], ['purchase', 1], ['sample', 3], ['purchase', MAX_ENGINE_TIMEOUT_SECONDS]])(
    'agrees with itself for %s ads with a %i s engine timeout',
    (kind, seconds) => {
      const policy = generationPolicy(kind, seconds);
      const { activity } = policy;
      const startToClose = ms(activity.startToCloseTimeout);
      const attempts = activity.retry!.maximumAttempts!;
      // An attempt outlives its engine call, and the activity recovers exactly that engine deadline.
      expect(startToClose).toBeGreaterThan(seconds * 1000);
      expect(engineDeadlineMs(startToClose)).toBe(seconds * 1000);
      // Every attempt fits the schedule-to-close timeout, which fits the generation's deadline.
      expect(ms(activity.scheduleToCloseTimeout)).toBeGreaterThanOrEqual(attempts * startToClose);
      expect(policy.deadlineMs).toBeGreaterThan(ms(activity.scheduleToCloseTimeout));
      // Heartbeats often enough that one lost beat does not time the attempt out.
      expect(ms(activity.heartbeatTimeout)).toBeGreaterThanOrEqual(3 * HEARTBEAT_INTERVAL_MS);
      expect(activity.retry!.nonRetryableErrorTypes).toContain('BadEngineInputError');
    },
  );

  it('gives a purchased ad more attempts than a sample, and the edit request a bounded wait', () => {
    expect(generationPolicy('purchase').activity.retry!.maximumAttempts).toBeGreaterThan(generationPolicy('sample').activity.retry!.maximumAttempts!);
    expect(EDIT_WAIT_MS).toBeLessThan(generationPolicy('edit').deadlineMs);
  });
});

import { describe, expect, it } from 'vitest';
import { isDone, phaseOf } from './progress';

const base = { isComplete: false, adsCount: 0, expectedAdCount: 10 };

describe('phaseOf', () => {
  it('runs with a percentage until complete with every ad', () => {
    expect(phaseOf({ ...base, adsCount: 3 })).toEqual({ kind: 'running', percent: 30, failedCount: 0, messages: [] });
    expect(phaseOf({ ...base, isComplete: true, adsCount: 10 })).toEqual({ kind: 'done' });
    expect(isDone({ ...base, isComplete: true, adsCount: 12 })).toBe(true);
    expect(isDone({ ...base, isComplete: false, adsCount: 10 })).toBe(false);
  });

  it('reports a batch that finished short as failed, not as an endless wait', () => {
    expect(phaseOf({ ...base, isComplete: true, adsCount: 8 })).toEqual({
      kind: 'failed',
      failedCount: 2,
      messages: [],
    });
    expect(
      phaseOf({
        ...base,
        isComplete: true,
        adsCount: 8,
        errors: [
          { styleId: 1, message: 'Engine timed out' },
          { styleId: 2, message: 'Engine timed out' },
        ],
      }),
    ).toEqual({ kind: 'failed', failedCount: 2, messages: ['Engine timed out'] });
  });

  it('keeps running, with a warning, while failed styles may still be retried', () => {
    expect(phaseOf({ ...base, adsCount: 4, errors: [{ message: 'Bad photo' }] })).toEqual({
      kind: 'running',
      percent: 40,
      failedCount: 1,
      messages: ['Bad photo'],
    });
  });
});

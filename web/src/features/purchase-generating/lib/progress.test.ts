import { describe, expect, it } from 'vitest';
import { phaseOf } from './progress';

const base = { isComplete: false, adsCount: 0, expectedAdCount: 10 };

describe('phaseOf', () => {
  it('runs with a percentage until complete with every ad', () => {
    expect(phaseOf({ ...base, adsCount: 3 })).toEqual({ kind: 'running', percent: 30 });
    expect(phaseOf({ ...base, isComplete: true, adsCount: 10 })).toEqual({ kind: 'done' });
    expect(phaseOf({ ...base, isComplete: true, adsCount: 12 })).toEqual({ kind: 'done' });
  });

  it('reports failures instead of spinning forever', () => {
    expect(phaseOf({ ...base, isComplete: true, adsCount: 8 })).toEqual({ kind: 'failed', failedCount: 2, messages: [] });
    expect(phaseOf({ ...base, adsCount: 4, errors: [{ styleId: 1, message: 'Engine timed out' }, { styleId: 2, message: 'Engine timed out' }] }))
      .toEqual({ kind: 'failed', failedCount: 2, messages: ['Engine timed out'] });
    expect(phaseOf({ ...base, adsCount: 4, failedCount: 1 })).toEqual({ kind: 'failed', failedCount: 1, messages: [] });
  });
});

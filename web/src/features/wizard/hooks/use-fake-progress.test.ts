import { describe, expect, it } from 'vitest';
import { nextProgress, PROGRESS_CAP } from './use-fake-progress';

describe('nextProgress', () => {
  it('rises 2 points a tick and stops at 90', () => {
    let value = 0;
    const seen: number[] = [];
    for (let i = 0; i < 60; i++) seen.push((value = nextProgress(value)));
    expect(seen.slice(0, 3)).toEqual([2, 4, 6]);
    expect(seen[44]).toBe(90); // 45 ticks × 150 ms ≈ 6.75 s to the cap
    expect(Math.max(...seen)).toBe(PROGRESS_CAP);
  });
});

import { describe, expect, it } from 'vitest';
import { toProgress, type JobRow } from './progress.js';

const row = (
  styleId: number,
  state: JobRow['state'],
  kind: JobRow['kind'] = 'purchase',
  extra: Partial<JobRow> = {},
): JobRow => ({ kind, styleId, state, reason: null, adId: state === 'ready' ? `ad-${styleId}` : null, ...extra });

describe('the read model: n of m ready and each ad', () => {
  it('is not complete while an ad is queued or rendering', () => {
    const p = toProgress([row(1, 'ready'), row(2, 'rendering'), row(3, 'queued')]);
    expect(p).toMatchObject({ total: 3, ready: 1, failed: 0, isComplete: false });
    expect(p.ads.map((a) => a.state)).toEqual(['ready', 'rendering', 'queued']);
    expect(p.ads[0].style).toMatch(/\S/);
  });

  it('is complete when every ad is ready or failed, and says why one failed', () => {
    const p = toProgress([
      row(1, 'ready'),
      row(2, 'failed', 'purchase', { reason: 'Style 2: the product photo cannot be used' }),
    ]);
    expect(p).toMatchObject({ total: 2, ready: 1, failed: 1, isComplete: true });
    expect(p.ads[1].reason).toBe('Style 2: the product photo cannot be used');
  });

  it('counts ads not planned yet (styles not chosen) as not ready', () => {
    expect(toProgress([], 5)).toMatchObject({ total: 5, ready: 0, isComplete: false, ads: [] });
    expect(toProgress([row(1, 'ready')], 2)).toMatchObject({ total: 2, isComplete: false });
  });

  it('keeps edits apart from "n of m"', () => {
    const p = toProgress([row(1, 'ready'), row(1, 'rendering', 'edit', { adId: 'ad-1' })]);
    expect(p).toMatchObject({ total: 1, ready: 1, isComplete: true });
    expect(p.edits).toEqual([{ adId: 'ad-1', state: 'rendering', reason: null }]);
  });
});

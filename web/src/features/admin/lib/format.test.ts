import { describe, expect, it } from 'vitest';
import { failedAdsLabel, formatAmount, formatOrderDate, statusBadgeClass, statusLabel } from './format';

describe('admin formats', () => {
  it('formats dates as MMM dd, yyyy HH:mm and shows an invalid value raw', () => {
    expect(formatOrderDate('2026-03-05T09:07:00')).toBe('Mar 05, 2026 09:07');
    expect(formatOrderDate('not a date')).toBe('not a date');
    expect(formatOrderDate(null)).toBe('-');
  });

  it('shows cents as dollars with 2 decimals', () => {
    expect(formatAmount(1099)).toBe('$10.99');
    expect(formatAmount(0)).toBe('$0.00');
    expect(formatAmount(null)).toBe('-');
  });

  it('colours the four statuses and shows any other value raw in grey', () => {
    expect(statusBadgeClass('completed')).toBe('badge-success');
    expect(statusBadgeClass('processing')).toBe('badge-warning');
    expect(statusBadgeClass('refunded')).toBe('badge-error');
    expect(statusBadgeClass('cancelled')).toBe('badge-neutral');
    expect(statusBadgeClass('on_hold')).toBe('badge-neutral');
    expect(statusLabel('on_hold')).toBe('on_hold');
    expect(statusLabel('refunded')).toBe('Refunded');
  });
});

describe('failedAdsLabel', () => {
  it('warns about ads that failed for good, with their reasons as the detail', () => {
    expect(failedAdsLabel([])).toBeNull();
    expect(failedAdsLabel([{ message: 'Style 4 ("Bold"): no answer within 150 s' }])).toEqual({
      text: '1 ad failed',
      detail: 'Style 4 ("Bold"): no answer within 150 s',
    });
    expect(failedAdsLabel([{ message: 'a' }, { message: 'b' }])).toEqual({ text: '2 ads failed', detail: 'a\nb' });
  });
});

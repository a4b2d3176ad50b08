import { describe, expect, it } from 'vitest';
import { dailyTotals } from './daily-totals';
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

describe('dailyTotals', () => {
  it('sums orders and revenue per day, keeping empty days and leaving refunds out of revenue', () => {
    const now = new Date(2026, 2, 10, 15, 0);
    const orders = [
      { createdAt: new Date(2026, 2, 10, 9, 0).toISOString(), amount: 1099, status: 'completed' },
      { createdAt: new Date(2026, 2, 10, 11, 0).toISOString(), amount: 799, status: 'processing' },
      { createdAt: new Date(2026, 2, 8, 11, 0).toISOString(), amount: 1999, status: 'refunded' },
      { createdAt: new Date(2026, 1, 1).toISOString(), amount: 1999, status: 'completed' },
      { createdAt: 'garbage', amount: 100, status: 'completed' },
    ];
    const totals = dailyTotals(orders, 3, now);
    expect(totals.map((t) => [t.day, t.orders, t.revenueCents])).toEqual([
      ['2026-03-08', 1, 0],
      ['2026-03-09', 0, 0],
      ['2026-03-10', 2, 1898],
    ]);
    expect(totals[0].label).toBe('Mar 8');
  });

  it('warns about ads that failed for good, with their reasons as the detail', () => {
    expect(failedAdsLabel([])).toBeNull();
    expect(failedAdsLabel([{ message: 'Style 4 ("Bold"): no answer within 150 s' }])).toEqual({
      text: '1 ad failed',
      detail: 'Style 4 ("Bold"): no answer within 150 s',
    });
    expect(failedAdsLabel([{ message: 'a' }, { message: 'b' }])).toEqual({ text: '2 ads failed', detail: 'a\nb' });
  });
});

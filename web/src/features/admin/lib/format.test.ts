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

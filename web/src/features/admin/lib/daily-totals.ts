import { addDays, format, isValid, parseISO, startOfDay } from 'date-fns';

export type DayTotal = { day: string; label: string; orders: number; revenueCents: number };

/**
 * Orders and revenue per local calendar day for the last `days` days up to `now`, oldest first,
 * with empty days kept so the chart's x axis is continuous. Refunded and cancelled orders count
 * as orders but not as revenue.
 */
export function dailyTotals(
  orders: ReadonlyArray<{ createdAt?: string | null; amount?: number | null; status: string }>,
  days: number,
  now: Date,
): DayTotal[] {
  const first = startOfDay(addDays(now, -(days - 1)));
  const totals: DayTotal[] = Array.from({ length: days }, (_, i) => {
    const date = addDays(first, i);
    return { day: format(date, 'yyyy-MM-dd'), label: format(date, 'MMM d'), orders: 0, revenueCents: 0 };
  });
  const byDay = new Map(totals.map((t) => [t.day, t]));
  for (const order of orders) {
    if (!order.createdAt) continue;
    const date = parseISO(order.createdAt);
    if (!isValid(date)) continue;
    const bucket = byDay.get(format(date, 'yyyy-MM-dd'));
    if (!bucket) continue;
    bucket.orders += 1;
    if (order.status !== 'refunded' && order.status !== 'cancelled') bucket.revenueCents += order.amount ?? 0;
  }
  return totals;
}

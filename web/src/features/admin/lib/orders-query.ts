import type { OrderStatus } from '@contract/admin';

/** What the orders page asks the server for: its filters and the page (contract/admin.ts AdminOrdersQuerySchema). */
export type OrdersQuery = {
  email: string;
  status: OrderStatus | '';
  needsAttention: boolean;
  page: number;
  pageSize: number;
};

/** The admin's own time zone: the server counts the chart's days and the date filter in it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The query string of the list, the summary and the CSV export (without the page for the last two). */
export function ordersSearch(query: OrdersQuery, withPage = true): string {
  const params = new URLSearchParams();
  if (query.email) params.set('email', query.email);
  if (query.status) params.set('status', query.status);
  if (query.needsAttention) params.set('needsAttention', 'true');
  params.set('tz', browserTimeZone());
  if (withPage) {
    params.set('page', String(query.page));
    params.set('pageSize', String(query.pageSize));
  }
  return params.toString();
}

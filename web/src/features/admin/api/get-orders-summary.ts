import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AdminOrdersSummarySchema } from '@contract/admin';
import { apiRequest } from '@/lib/api-client';
import { ordersSearch, type OrdersQuery } from '../lib/orders-query';

/** GET /api/admin/orders/summary: how many orders the filters match, and the 14-day chart, computed by the server. */
export const getOrdersSummary = (query: OrdersQuery) =>
  apiRequest(`/api/admin/orders/summary?${ordersSearch(query, false)}`, { schema: AdminOrdersSummarySchema });

export const ordersSummaryQueryOptions = (query: OrdersQuery) =>
  queryOptions({
    // Under ['admin', 'orders'], so every order refresh and action refreshes it too; the page does not change it.
    queryKey: ['admin', 'orders', 'summary', { ...query, page: 0 }],
    queryFn: () => getOrdersSummary(query),
    placeholderData: keepPreviousData,
  });

export function useOrdersSummary(query: OrdersQuery) {
  return useQuery(ordersSummaryQueryOptions(query));
}

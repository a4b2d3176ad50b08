import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AdminOrdersResponseSchema, type AdminOrderDto } from '@contract/admin';
import { apiRequest } from '@/lib/api-client';
import { ordersSearch, type OrdersQuery } from '../lib/orders-query';

export type AdminOrder = AdminOrderDto;

/** GET /api/admin/orders?email=&status=&needsAttention=&page=&pageSize=: one page of orders, newest first. */
export const getOrders = (query: OrdersQuery) =>
  apiRequest(`/api/admin/orders?${ordersSearch(query)}`, { schema: AdminOrdersResponseSchema });

export const ordersQueryOptions = (query: OrdersQuery) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'list', query],
    queryFn: () => getOrders(query),
    placeholderData: keepPreviousData,
  });

export function useOrders(query: OrdersQuery) {
  return useQuery(ordersQueryOptions(query));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AdminOrdersResponseSchema, type AdminOrderDto } from '@contract/admin';
import { apiRequest } from '@/lib/api-client';

export type AdminOrder = AdminOrderDto;

/** GET /api/admin/orders[?email=<url-encoded>]: orders newest first. */
export const getOrders = (email: string) =>
  apiRequest(email ? `/api/admin/orders?email=${encodeURIComponent(email)}` : '/api/admin/orders', { schema: AdminOrdersResponseSchema });

export const ordersQueryOptions = (email: string) =>
  queryOptions({ queryKey: ['admin', 'orders', email], queryFn: () => getOrders(email), placeholderData: keepPreviousData });

export function useOrders(email: string) {
  return useQuery(ordersQueryOptions(email));
}

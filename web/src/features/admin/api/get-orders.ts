import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AdminOrdersResponseSchema, type AdminOrderDto } from '@contract/admin';
import { apiRequest } from '@/lib/api-client';

export type AdminOrder = AdminOrderDto;

/** GET /api/admin/orders[?email=<url-encoded>][&needsAttention=true]: orders newest first. */
export const getOrders = (email: string, needsAttention = false) => {
  const query = new URLSearchParams();
  if (email) query.set('email', email);
  if (needsAttention) query.set('needsAttention', 'true');
  const qs = query.toString();
  return apiRequest(qs ? `/api/admin/orders?${qs}` : '/api/admin/orders', { schema: AdminOrdersResponseSchema });
};

export const ordersQueryOptions = (email: string, needsAttention = false) =>
  queryOptions({
    queryKey: ['admin', 'orders', email, needsAttention],
    queryFn: () => getOrders(email, needsAttention),
    placeholderData: keepPreviousData,
  });

export function useOrders(email: string, needsAttention = false) {
  return useQuery(ordersQueryOptions(email, needsAttention));
}

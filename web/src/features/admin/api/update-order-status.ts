import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UpdateOrderStatusResponseSchema, type OrderStatus } from '@contract/admin';
import { apiRequest } from '@/lib/api-client';

export { ORDER_STATUSES, type OrderStatus } from '@contract/admin';

/** POST /api/admin/orders/:orderId/status {status}; afterwards the order list is refreshed. */
export const updateOrderStatus = ({ orderId, status }: { orderId: string; status: OrderStatus }) =>
  apiRequest(`/api/admin/orders/${encodeURIComponent(orderId)}/status`, {
    method: 'POST',
    body: { status },
    schema: UpdateOrderStatusResponseSchema,
  });

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefundOrderResponseSchema } from '@contract/admin';
import { apiRequest } from '@/lib/api-client';

/** POST /api/admin/orders/:orderId/refund: the payment back in full, through Stripe's refund API (idempotent). */
export const refundOrder = (orderId: string) =>
  apiRequest(`/api/admin/orders/${encodeURIComponent(orderId)}/refund`, {
    method: 'POST',
    body: {},
    schema: RefundOrderResponseSchema,
  });

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RetryFailedResponseSchema } from '@contract/admin';
import { apiRequest } from '@/lib/api-client';

/** POST /api/admin/orders/:orderId/retry-failed: idempotent; answers retrying, busy or nothing-to-retry. */
export const retryFailedAds = (orderId: string) =>
  apiRequest(`/api/admin/orders/${encodeURIComponent(orderId)}/retry-failed`, {
    method: 'POST',
    body: {},
    schema: RetryFailedResponseSchema,
  });

export function useRetryFailedAds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFailedAds,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
  });
}

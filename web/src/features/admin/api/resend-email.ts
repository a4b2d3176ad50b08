import { useMutation } from '@tanstack/react-query';
import { ResendEmailResponseSchema } from '@contract/admin';
import { apiRequest } from '@/lib/api-client';

/** POST /api/admin/orders/:orderId/resend-email: a repeat within the same minute sends nothing more. */
export const resendEmail = (orderId: string) =>
  apiRequest(`/api/admin/orders/${encodeURIComponent(orderId)}/resend-email`, {
    method: 'POST',
    body: {},
    schema: ResendEmailResponseSchema,
  });

export function useResendEmail() {
  return useMutation({ mutationFn: resendEmail });
}

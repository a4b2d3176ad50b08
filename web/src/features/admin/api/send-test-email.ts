import { useMutation } from '@tanstack/react-query';
import { TestEmailResponseSchema } from '@contract/generation';
import { apiRequest } from '@/lib/api-client';

/** POST /api/dev/test-email {email} → { success, message, purchaseId } (docs/product.md section 7). */
export const sendTestEmail = (email: string) =>
  apiRequest('/api/dev/test-email', { method: 'POST', body: { email }, schema: TestEmailResponseSchema });

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}

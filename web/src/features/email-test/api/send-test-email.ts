import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiRequest } from '@/lib/api-client';

/** POST /api/dev/test-email {email} → { success, message, purchaseId } (SPEC.md section 7). */
export const TestEmailResponseSchema = v.looseObject({
  success: v.boolean(),
  message: v.string(),
  purchaseId: v.optional(v.nullable(v.string())),
});
export type TestEmailResponse = v.InferOutput<typeof TestEmailResponseSchema>;

export const sendTestEmail = (email: string) =>
  apiRequest('/api/dev/test-email', { method: 'POST', body: { email }, schema: TestEmailResponseSchema });

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}

import { TestCardPaymentResponseSchema, type TestCardPaymentInput } from '@contract/payments';
import { apiRequest } from '@/lib/api-client';

/** POST /api/test-payments/:purchaseId/confirm: pays with the built-in test-mode card form (402 on a decline). */
export const confirmTestPayment = (purchaseId: string, card: TestCardPaymentInput) =>
  apiRequest(`/api/test-payments/${encodeURIComponent(purchaseId)}/confirm`, {
    body: card,
    schema: TestCardPaymentResponseSchema,
  });

import { CreatePaymentIntentResponseSchema, type CreatePaymentIntentInput } from '@contract/payments';
import { apiRequest } from '@/lib/api-client';

/** POST /api/create-payment-intent → { clientSecret, purchaseId }. The server prices it from the package table. */
export const createPaymentIntent = (input: CreatePaymentIntentInput) =>
  apiRequest('/api/create-payment-intent', { body: input, schema: CreatePaymentIntentResponseSchema });

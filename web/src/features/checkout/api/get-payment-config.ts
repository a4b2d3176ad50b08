import { PaymentConfigSchema } from '@contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/payment-config: Stripe (with its publishable key) or the built-in test-mode card form. */
export const getPaymentConfig = () => apiRequest('/api/payment-config', { schema: PaymentConfigSchema });

export const paymentConfigQueryOptions = () =>
  queryOptions({ queryKey: ['payment-config'], queryFn: getPaymentConfig });

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}

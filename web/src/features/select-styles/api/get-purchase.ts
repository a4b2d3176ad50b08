import { queryOptions, useQuery } from '@tanstack/react-query';
import { PurchaseResponseSchema } from '@contract/payments';
import { apiRequest } from '@/lib/api-client';

/** GET /api/purchase/:purchaseId → completed (paid), packageName, quantity, amount, customerEmail, sessionId. */
export const getPurchase = (purchaseId: string) =>
  apiRequest(`/api/purchase/${encodeURIComponent(purchaseId)}`, { schema: PurchaseResponseSchema });

export const purchaseQueryOptions = (purchaseId: string) =>
  queryOptions({ queryKey: ['purchase', purchaseId], queryFn: () => getPurchase(purchaseId) });

export function usePurchase(purchaseId: string) {
  return useQuery(purchaseQueryOptions(purchaseId));
}

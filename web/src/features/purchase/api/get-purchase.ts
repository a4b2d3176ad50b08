import { PurchaseResponseSchema } from '@contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** docs/product.md section 4: the thank-you page polls the purchase every 3 s until it is paid. */
export const PURCHASE_POLL_MS = 3000;

/** GET /api/purchase/:purchaseId → completed (paid), packageName, quantity, amount, customerEmail, sessionId. */
export const getPurchase = (purchaseId: string) =>
  apiRequest(`/api/purchase/${encodeURIComponent(purchaseId)}`, { schema: PurchaseResponseSchema });

/** Read once (the style picker after payment). */
export const purchaseQueryOptions = (purchaseId: string) =>
  queryOptions({ queryKey: ['purchase', purchaseId], queryFn: () => getPurchase(purchaseId) });

/** Polled until paid (the thank-you page). */
export const purchasePollQueryOptions = (purchaseId: string) =>
  queryOptions({
    queryKey: ['purchase', purchaseId, 'payment'],
    queryFn: () => getPurchase(purchaseId),
    refetchInterval: (query) => (query.state.error || query.state.data?.completed ? false : PURCHASE_POLL_MS),
  });

export function usePurchase(purchaseId: string) {
  return useQuery(purchaseQueryOptions(purchaseId));
}

export function usePurchasePoll(purchaseId: string) {
  return useQuery(purchasePollQueryOptions(purchaseId));
}

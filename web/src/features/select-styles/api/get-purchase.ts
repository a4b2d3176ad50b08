import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiRequest } from '@/lib/api-client';

/** GET /api/purchase/:purchaseId → completed, packageName, quantity, amount, customerEmail, sessionId. */
export const PurchaseSchema = v.looseObject({
  completed: v.boolean(),
  packageName: v.nullish(v.string()),
  quantity: v.number(),
  amount: v.number(),
  customerEmail: v.nullish(v.string()),
  sessionId: v.string(),
});
export type Purchase = v.InferOutput<typeof PurchaseSchema>;

export const getPurchase = (purchaseId: string) =>
  apiRequest(`/api/purchase/${encodeURIComponent(purchaseId)}`, { schema: PurchaseSchema });

export const purchaseQueryOptions = (purchaseId: string) =>
  queryOptions({ queryKey: ['purchase', purchaseId], queryFn: () => getPurchase(purchaseId) });

export function usePurchase(purchaseId: string) {
  return useQuery(purchaseQueryOptions(purchaseId));
}

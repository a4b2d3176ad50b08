import { queryOptions, useQuery } from '@tanstack/react-query';
import { GenerationStatusSchema } from '@contract/generation';
import { ApiError, apiRequest } from '@/lib/api-client';
import { isDone } from '../lib/progress';

/** docs/product.md section 4: the status is polled every 3 s until complete. */
export const STATUS_POLL_MS = 3000;

/** GET /api/generation-status/:purchaseId → isComplete, adsCount, expectedAdCount, purchase, errors per style. */
export const getGenerationStatus = (purchaseId: string) =>
  apiRequest(`/api/generation-status/${encodeURIComponent(purchaseId)}`, { schema: GenerationStatusSchema });

export const generationStatusQueryOptions = (purchaseId: string) =>
  queryOptions({
    queryKey: ['generation-status', purchaseId],
    queryFn: () => getGenerationStatus(purchaseId),
    staleTime: 0,
    // Poll until done, also through a failed request or a short batch (an operator may retry it).
    refetchInterval: (query) =>
      isDone(query.state.data) || isUnknownPurchase(query.state.error) ? false : STATUS_POLL_MS,
  });

export function useGenerationStatus(purchaseId: string) {
  return useQuery(generationStatusQueryOptions(purchaseId));
}

/** A 404 will not heal by polling: the purchase id is wrong. */
export function isUnknownPurchase(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

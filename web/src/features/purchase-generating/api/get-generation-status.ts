import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiRequest } from '@/lib/api-client';

/** SPEC.md section 4: the status is polled every 3 s until complete. */
export const STATUS_POLL_MS = 3000;

const FailureSchema = v.looseObject({ styleId: v.optional(v.number()), message: v.optional(v.string()) });

/**
 * GET /api/generation-status/:purchaseId → isComplete, adsCount, expectedAdCount, purchaseId,
 * purchase.customerEmail; failures per style when the server reports them.
 */
export const GenerationStatusSchema = v.looseObject({
  isComplete: v.boolean(),
  adsCount: v.number(),
  expectedAdCount: v.number(),
  purchaseId: v.optional(v.string()),
  purchase: v.nullish(v.looseObject({ customerEmail: v.nullish(v.string()) })),
  errors: v.optional(v.array(FailureSchema)),
  failures: v.optional(v.array(FailureSchema)),
  failedCount: v.optional(v.number()),
});
export type GenerationStatus = v.InferOutput<typeof GenerationStatusSchema>;

export const getGenerationStatus = (purchaseId: string) =>
  apiRequest(`/api/generation-status/${encodeURIComponent(purchaseId)}`, { schema: GenerationStatusSchema });

export const generationStatusQueryOptions = (purchaseId: string) =>
  queryOptions({
    queryKey: ['generation-status', purchaseId],
    queryFn: () => getGenerationStatus(purchaseId),
    staleTime: 0,
    // Poll until complete; keep polling through a failed request too (a restart of the API must not strand the buyer).
    refetchInterval: (query) => (query.state.data?.isComplete ? false : STATUS_POLL_MS),
  });

export function useGenerationStatus(purchaseId: string) {
  return useQuery(generationStatusQueryOptions(purchaseId));
}

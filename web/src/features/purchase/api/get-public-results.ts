import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { PublicResultsSchema, type GeneratedAdDto } from '@contract/generation';
import { apiRequest } from '@/lib/api-client';

export type FinalAd = GeneratedAdDto;
export type PublicResults = v.InferOutput<typeof PublicResultsSchema>;

/** GET /api/public-results/:purchaseId → ads, session.productName, purchase.packageName, and the batch's progress. */
export const getPublicResults = (purchaseId: string) =>
  apiRequest(`/api/public-results/${encodeURIComponent(purchaseId)}`, { schema: PublicResultsSchema });

export const publicResultsQueryKey = (purchaseId: string) => ['public-results', purchaseId] as const;

/** SPEC.md section 9's status poll interval, reused while ads or an edit are still being made. */
export const RESULTS_POLL_MS = 3000;

/** Ads still being made, or an edit still running (the request that started it stopped waiting). */
export function stillWorking(results: PublicResults | undefined): boolean {
  if (!results) return false;
  return (
    !results.generation.isComplete ||
    results.generation.edits.some((e) => e.state === 'queued' || e.state === 'rendering')
  );
}

export const publicResultsQueryOptions = (purchaseId: string) =>
  queryOptions({
    queryKey: publicResultsQueryKey(purchaseId),
    queryFn: () => getPublicResults(purchaseId),
    refetchInterval: (query) => (stillWorking(query.state.data) ? RESULTS_POLL_MS : false),
  });

export function usePublicResults(purchaseId: string) {
  return useQuery(publicResultsQueryOptions(purchaseId));
}

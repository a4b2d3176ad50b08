import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { PublicResultsSchema, type GeneratedAdDto } from '@contract/generation';
import { apiRequest } from '@/lib/api-client';

export type FinalAd = GeneratedAdDto;
export type PublicResults = v.InferOutput<typeof PublicResultsSchema>;

/** GET /api/public-results/:purchaseId → ads, session.productName, purchase.packageName. */
export const getPublicResults = (purchaseId: string) =>
  apiRequest(`/api/public-results/${encodeURIComponent(purchaseId)}`, { schema: PublicResultsSchema });

export const publicResultsQueryKey = (purchaseId: string) => ['public-results', purchaseId] as const;

export const publicResultsQueryOptions = (purchaseId: string) =>
  queryOptions({ queryKey: publicResultsQueryKey(purchaseId), queryFn: () => getPublicResults(purchaseId) });

export function usePublicResults(purchaseId: string) {
  return useQuery(publicResultsQueryOptions(purchaseId));
}

import { ClaimCheckResponseSchema } from '@contract/claims';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/claims/check: the claim check every ad line goes through, run on the buyer's description. */
export const checkClaims = (text: string, signal?: AbortSignal) =>
  apiRequest('/api/claims/check', { body: { text }, schema: ClaimCheckResponseSchema, signal });

export const claimCheckQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['claims-check', text],
    queryFn: ({ signal }) => checkClaims(text, signal),
    enabled: text.trim().length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

export function useClaimCheck(text: string) {
  return useQuery(claimCheckQueryOptions(text));
}

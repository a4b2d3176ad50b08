import { SAMPLE_POLL_MS } from '@contract/generation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/lib/api/get-session';

/**
 * GET /api/sessions/:sessionId, read until its samples are all ready or failed (the session's
 * `generation`, the read model). Same query key as the results page's read, so the results
 * open with the session already loaded.
 */
export const sampleProgressQueryOptions = (sessionId: string) =>
  queryOptions({
    ...sessionQueryOptions(sessionId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.generation.isComplete ? false : SAMPLE_POLL_MS),
  });

export function useSampleProgress(sessionId: string | undefined) {
  return useQuery({ ...sampleProgressQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) });
}

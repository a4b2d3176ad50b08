import { SessionResponseSchema } from '@contract/generation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** GET /api/sessions/:sessionId: the product details and the sample ads. */
export const getSession = (sessionId: string) =>
  apiRequest(`/api/sessions/${encodeURIComponent(sessionId)}`, { schema: SessionResponseSchema });

export const sessionQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: ['session', sessionId], queryFn: () => getSession(sessionId) });

export function useSession(sessionId: string) {
  return useQuery(sessionQueryOptions(sessionId));
}

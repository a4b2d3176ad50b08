import { ExamplesResponseSchema } from '@contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/examples: the landing page's inspiration gallery. */
export const getExamples = () => apiRequest('/api/examples', { schema: ExamplesResponseSchema });

export const examplesQueryOptions = () => queryOptions({ queryKey: ['examples'], queryFn: getExamples });

export function useExamples() {
  return useQuery(examplesQueryOptions());
}

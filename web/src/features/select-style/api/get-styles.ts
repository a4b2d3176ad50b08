import { StylesResponseSchema } from '@contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/styles (same cache entry as the after-purchase style picker). */
export const getStyles = () => apiRequest('/api/styles', { schema: StylesResponseSchema });

export const stylesQueryOptions = () => queryOptions({ queryKey: ['styles'], queryFn: getStyles });

export function useStyles() {
  return useQuery(stylesQueryOptions());
}

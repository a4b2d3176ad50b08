import { queryOptions, useQuery } from '@tanstack/react-query';
import { StylesResponseSchema } from '@contract/catalog';
import { apiRequest } from '../api-client';

/** GET /api/styles: the style catalog (contract/catalog.ts). */
export const getStyles = () => apiRequest('/api/styles', { schema: StylesResponseSchema });

export const stylesQueryOptions = () => queryOptions({ queryKey: ['styles'], queryFn: getStyles });

export function useStyles() {
  return useQuery(stylesQueryOptions());
}

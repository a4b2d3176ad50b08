import { ProductLanguageResponseSchema } from '@contract/language';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/product-language: the language the ads will be written in, read from the brief typed so far. */
export const detectLanguage = (name: string, description: string, signal?: AbortSignal) =>
  apiRequest('/api/product-language', {
    body: { name, description },
    schema: ProductLanguageResponseSchema,
    signal,
  });

export const productLanguageQueryOptions = (name: string, description: string) =>
  queryOptions({
    queryKey: ['product-language', name, description],
    queryFn: ({ signal }) => detectLanguage(name, description, signal),
    enabled: `${name}${description}`.trim().length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

export function useProductLanguage(name: string, description: string) {
  return useQuery(productLanguageQueryOptions(name, description));
}

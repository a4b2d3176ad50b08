import { QueryClient } from '@tanstack/react-query';

/** docs/product.md section 4: no retries, data never stale, no refetch on window focus, no polling by default. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

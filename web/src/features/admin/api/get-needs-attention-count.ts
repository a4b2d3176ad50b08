import { queryOptions, useQuery } from '@tanstack/react-query';
import { NeedsAttentionCountSchema } from '@contract/admin';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/orders/needs-attention: how many orders wait for an operator (docs/operators.md). */
export const getNeedsAttentionCount = () =>
  apiRequest('/api/admin/orders/needs-attention', { schema: NeedsAttentionCountSchema });

// Under ['admin', 'orders'], so every order refresh and action refreshes the count too.
export const needsAttentionCountQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'orders', 'needs-attention-count'], queryFn: getNeedsAttentionCount });

export function useNeedsAttentionCount() {
  return useQuery(needsAttentionCountQueryOptions());
}

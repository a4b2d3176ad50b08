import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreateTestOrderResponseSchema } from '@contract/admin';
import { apiRequest } from '@/lib/api-client';

/** POST /api/dev/create-test-order; on success the orders refresh (the button is disabled: docs/product.md section 2). */
export const createTestOrder = () =>
  apiRequest('/api/dev/create-test-order', { method: 'POST', schema: CreateTestOrderResponseSchema });

export function useCreateTestOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminAuthQueryKey } from './get-admin-auth';

/** POST /api/admin/logout; afterwards the admin status is "not admin" and cached orders are dropped. */
export const adminLogout = () => apiRequest('/api/admin/logout', { method: 'POST' });

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    onSuccess: () => {
      queryClient.setQueryData(adminAuthQueryKey, null);
      queryClient.removeQueries({ queryKey: ['admin', 'orders'] });
    },
  });
}

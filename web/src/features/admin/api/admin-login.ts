import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@contract/auth';
import { apiRequest } from '@/lib/api-client';
import { adminAuthQueryKey } from './get-admin-auth';

/** POST /api/admin/login {username, password}; the JSON answer's fields are not used (docs/product.md section 7). */
export const adminLogin = (input: LoginInput) => apiRequest('/api/admin/login', { method: 'POST', body: input });

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: () => queryClient.setQueryData(adminAuthQueryKey, { isAdmin: true }),
  });
}

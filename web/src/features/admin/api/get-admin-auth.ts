import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminAuthCheckSchema } from '@contract/auth';
import { apiRequestOrNullOn401 } from '@/lib/api-client';

/** GET /api/admin/auth-check → { isAdmin }; a 401 means "not an administrator" (null). Not retried. */
export const adminAuthQueryKey = ['admin', 'auth-check'] as const;

export const getAdminAuth = () => apiRequestOrNullOn401('/api/admin/auth-check', AdminAuthCheckSchema);

export const adminAuthQueryOptions = () =>
  queryOptions({ queryKey: adminAuthQueryKey, queryFn: getAdminAuth, retry: false });

export function useAdminAuth() {
  return useQuery(adminAuthQueryOptions());
}

import { UserSchema } from '@contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestOrNullOn401 } from '@/lib/api-client';

/** GET /api/user: the signed-in user, or null on 401 (docs/product.md section 6). */
export const userQueryKey = ['user'] as const;

export const getUser = () => apiRequestOrNullOn401('/api/user', UserSchema);

export const userQueryOptions = () => queryOptions({ queryKey: userQueryKey, queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions());
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { userQueryKey } from './get-user';

/** POST /api/logout; then the current user is cleared and the visitor goes home. */
export const logout = () => apiRequest('/api/logout', { method: 'POST' });

export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(userQueryKey, null);
      toast({ title: 'Logged out', description: 'You have been successfully logged out.', variant: 'success' });
      navigate('/');
    },
    onError: (err) => toast({ title: 'Logout failed', description: errorMessage(err), variant: 'destructive' }),
  });
}

import { UserSchema, type LoginInput } from '@contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { userQueryKey } from './get-user';

/** POST /api/login → the user. */
export const login = (input: LoginInput) => apiRequest('/api/login', { body: input, schema: UserSchema });

export function useLogin() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      toast({ title: 'Login successful', description: `Welcome back, ${user.username}!`, variant: 'success' });
      navigate('/');
    },
    onError: (err) => toast({ title: 'Login failed', description: errorMessage(err), variant: 'destructive' }),
  });
}

import { UserSchema, type RegisterInput } from '@contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { userQueryKey } from './get-user';

/** POST /api/register → the new (signed-in) user. confirmPassword never leaves the browser. */
export const register = (input: RegisterInput) => apiRequest('/api/register', { body: input, schema: UserSchema });

export function useRegister() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      toast({ title: 'Registration successful', description: `Welcome, ${user.username}!`, variant: 'success' });
      navigate('/');
    },
    onError: (err) => toast({ title: 'Registration failed', description: errorMessage(err), variant: 'destructive' }),
  });
}

import { LoginSchema } from '@contract/auth';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { useLogin } from '../api/login';

export function LoginForm() {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: valibotResolver(LoginSchema), defaultValues: { username: '', password: '' } });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => login.mutate(values))}
      className="flex flex-col gap-4"
      aria-label="Login"
    >
      <TextField label="Username" autoComplete="username" error={errors.username?.message} {...register('username')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <button type="submit" className="btn btn-primary mt-2" disabled={login.isPending}>
        {login.isPending && <span className="loading loading-spinner loading-sm" aria-hidden />}
        {login.isPending ? 'Logging in...' : 'Login'}
      </button>
    </form>
  );
}

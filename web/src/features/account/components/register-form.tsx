import { RegisterFormSchema } from '@contract/auth';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { useRegister } from '../api/register';

export function RegisterForm() {
  const registerUser = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: valibotResolver(RegisterFormSchema),
    // 'all' makes the resolver run the whole pipe, so "Passwords don't match" shows alongside other errors.
    criteriaMode: 'all',
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });
  return (
    <form
      noValidate
      aria-label="Register"
      className="flex flex-col gap-4"
      // confirmPassword is only a browser-side check: it is removed before sending (docs/product.md section 3).
      onSubmit={handleSubmit(({ confirmPassword: _confirm, ...input }) => registerUser.mutate(input))}
    >
      <TextField label="Username" autoComplete="username" error={errors.username?.message} {...register('username')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <button type="submit" className="btn btn-primary mt-2" disabled={registerUser.isPending}>
        {registerUser.isPending && <span className="loading loading-spinner loading-sm" aria-hidden />}
        {registerUser.isPending ? 'Creating account...' : 'Create Account'}
      </button>
    </form>
  );
}

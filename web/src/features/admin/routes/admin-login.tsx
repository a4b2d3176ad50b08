import { valibotResolver } from '@hookform/resolvers/valibot';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { LoginSchema } from '@contract/auth';
import { Logo } from '@/components/layout/logo';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useAdminLogin } from '../api/admin-login';

/** docs/product.md section 4: 500 ms after a successful admin login, go to /admin/orders. */
const POST_LOGIN_DELAY_MS = 500;

export function AdminLoginPage() {
  const [, navigate] = useLocation();
  const login = useAdminLogin();
  const [invalid, setInvalid] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: valibotResolver(LoginSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setInvalid(false);
    login.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Login successful', description: 'You are now logged in as admin', variant: 'success' });
        setRedirecting(true);
        timer.current = setTimeout(() => navigate('/admin/orders'), POST_LOGIN_DELAY_MS);
      },
      onError: (err) => {
        setInvalid(true);
        toast({
          title: 'Login failed',
          description:
            err instanceof ApiError && err.serverMessage ? errorMessage(err) : 'Please check your credentials',
          variant: 'destructive',
        });
      },
    });
  });

  const pending = login.isPending || redirecting;
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-base-200/60 px-4 py-10">
      <div className="mb-6">
        <Logo />
      </div>
      <div className="card w-full max-w-sm border border-base-300 bg-base-100 shadow-lg">
        <form className="card-body gap-4" onSubmit={onSubmit} noValidate>
          <div className="text-center">
            <span className="mx-auto grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
              <ShieldCheck className="size-6" aria-hidden="true" />
            </span>
            <h1 className="mt-3 text-2xl font-bold">Admin Login</h1>
          </div>
          {invalid && (
            <div role="alert" className="alert alert-error alert-soft text-sm">
              Invalid username or password
            </div>
          )}
          <fieldset className="fieldset">
            <label className="fieldset-legend" htmlFor="admin-username">
              Username
            </label>
            <input
              id="admin-username"
              autoComplete="username"
              className={`input w-full ${errors.username ? 'input-error' : ''}`}
              aria-invalid={errors.username ? true : undefined}
              {...register('username')}
            />
            {errors.username && <p className="label text-error">{errors.username.message}</p>}
          </fieldset>
          <fieldset className="fieldset">
            <label className="fieldset-legend" htmlFor="admin-password">
              Password
            </label>
            <input
              id="admin-password"
              type="password"
              autoComplete="current-password"
              className={`input w-full ${errors.password ? 'input-error' : ''}`}
              aria-invalid={errors.password ? true : undefined}
              {...register('password')}
            />
            {errors.password && <p className="label text-error">{errors.password.message}</p>}
          </fieldset>
          <button type="submit" className="btn btn-primary mt-2" disabled={pending}>
            {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {pending ? 'Logging in...' : 'Login'}
          </button>
          <p className="text-center text-xs text-base-content/70">This area is restricted to administrators only.</p>
        </form>
      </div>
    </div>
  );
}

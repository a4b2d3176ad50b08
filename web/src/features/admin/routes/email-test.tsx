import { valibotResolver } from '@hookform/resolvers/valibot';
import { MailCheck, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { TestEmailRequestSchema } from '@contract/generation';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/error-message';
import { useSendTestEmail } from '../api/send-test-email';

export function EmailTestPage() {
  const send = useSendTestEmail();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    // The API's own schema: a basic e-mail check with docs/product.md's "Invalid Email" (section 5).
    resolver: valibotResolver(TestEmailRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(({ email }) =>
    send.mutate(email, {
      onSuccess: (result) =>
        toast({
          title: result.success ? 'Test email sent' : 'Test email not sent',
          description: result.message,
          variant: result.success ? 'success' : 'destructive',
        }),
      onError: (err) =>
        toast({ title: 'Failed to send test email', description: errorMessage(err), variant: 'destructive' }),
    }),
  );

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12 sm:py-16">
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <form className="card-body gap-4" onSubmit={onSubmit} noValidate>
          <div className="flex items-center gap-3">
            <span className="grid size-11 place-items-center rounded-field bg-primary/10 text-primary">
              <MailCheck className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h1 className="text-2xl font-bold">Email Test</h1>
              <p className="text-sm text-base-content/70">
                Send the &ldquo;your ads are ready&rdquo; e-mail for a demo order.
              </p>
            </div>
          </div>
          <fieldset className="fieldset">
            <label className="fieldset-legend" htmlFor="test-email">
              Email address
            </label>
            <input
              id="test-email"
              type="email"
              autoComplete="email"
              placeholder="you@brand.com"
              className={`input w-full ${errors.email ? 'input-error' : ''}`}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'test-email-error' : undefined}
              {...register('email')}
            />
            {errors.email && (
              <p id="test-email-error" className="label text-error">
                {errors.email.message}
              </p>
            )}
          </fieldset>
          <button type="submit" className="btn btn-primary" disabled={send.isPending}>
            {send.isPending ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <Send className="size-4" aria-hidden="true" />
            )}
            {send.isPending ? 'Sending...' : 'Send Test Email'}
          </button>
          {send.data && (
            <div
              role="status"
              className={`alert ${send.data.success ? 'alert-success' : 'alert-warning'} alert-soft text-sm`}
            >
              <div>
                <p>{send.data.message}</p>
                {send.data.purchaseId && (
                  <p className="mt-1">
                    Demo order:{' '}
                    <Link className="link font-medium" href={`/final-results/${send.data.purchaseId}`}>
                      #{send.data.purchaseId}
                    </Link>
                  </p>
                )}
              </div>
            </div>
          )}
        </form>
      </div>
    </div>
  );
}

import { findPackage, formatDollars } from '@contract/packages';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { dismissAllToasts, toast } from '@/components/ui/toast';
import { useSession } from '@/lib/api/get-session';
import { ApiError } from '@/lib/api-client';
import { usePaymentConfig } from '../api/get-payment-config';
import { TestCardForm } from '../components/test-card-form';
import { OrderSummary } from '../components/order-summary';
import { CustomerFormSchema, type CustomerForm } from '../customer-schema';
import { usePurchaseSetup } from '../hooks/use-purchase-setup';
import type { PaymentFormProps } from '../payment-types';

// Stripe.js and its React bindings load only when Stripe is the configured provider.
const StripePaymentForm = lazy(async () => ({
  default: (await import('../components/stripe-payment-form')).StripePaymentForm,
}));

function invalidSession() {
  toast({ title: 'Invalid session', description: 'Please start over to create ads', variant: 'destructive' });
}

export function CheckoutPage() {
  const { sessionId = '' } = useParams<{ sessionId: string }>();
  const query = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const pkg = findPackage(query.get('package') ?? '');
  const session = useSession(sessionId);
  const sessionMissing =
    session.error instanceof ApiError && (session.error.status === 404 || session.error.status === 400);

  useEffect(() => {
    if (!pkg || sessionMissing) {
      invalidSession();
      navigate('/', { replace: true });
    }
  }, [pkg, sessionMissing, navigate]);

  if (!pkg || sessionMissing) return null;
  if (session.isPending) return <PageSpinner label="Loading checkout" />;
  return (
    <CheckoutForm
      sessionId={sessionId}
      pkg={pkg}
      query={{ quantity: query.get('quantity') ?? '', price: query.get('price') ?? '' }}
      productName={session.data?.productName}
      thumbnailUrl={session.data?.generatedAds[0]?.imageUrl}
    />
  );
}

type FormProps = {
  sessionId: string;
  pkg: NonNullable<ReturnType<typeof findPackage>>;
  query: { quantity: string; price: string };
  productName?: string;
  thumbnailUrl?: string;
};

function CheckoutForm({ sessionId, pkg, query, productName, thumbnailUrl }: FormProps) {
  const [, navigate] = useLocation();
  const paymentConfig = usePaymentConfig();
  const setupPurchase = usePurchaseSetup(sessionId, pkg, query);
  const {
    register,
    trigger,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: valibotResolver(CustomerFormSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '' },
  });

  const validateCustomer = async (): Promise<CustomerForm | undefined> => {
    if (await trigger(undefined, { shouldFocus: true })) return v.parse(CustomerFormSchema, getValues());
    toast({
      title: 'Form Validation Error',
      description: 'Please complete all required fields in the customer information form.',
      variant: 'destructive',
    });
    return undefined;
  };

  const paymentProps: PaymentFormProps = {
    amountCents: pkg.amount,
    amountLabel: formatDollars(pkg.amount),
    validateCustomer,
    setupPurchase,
    onPaid: (purchaseId) => {
      dismissAllToasts();
      navigate(`/thank-you/${encodeURIComponent(purchaseId)}`);
    },
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <Link href={`/results/${encodeURIComponent(sessionId)}`} className="btn btn-ghost btn-sm mb-4 gap-1">
        <ArrowLeft className="size-4" aria-hidden />
        Back to results
      </Link>
      <h1 className="mb-8 text-3xl font-extrabold tracking-tight sm:text-4xl">Checkout</h1>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_380px]">
        <div className="flex flex-col gap-6">
          <form
            noValidate
            aria-labelledby="customer-title"
            className="card border border-base-300 bg-base-100 shadow-sm"
            onSubmit={(e) => e.preventDefault()}
          >
            <div className="card-body gap-4">
              <h2 id="customer-title" className="card-title">
                Customer Information
              </h2>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label="First Name"
                  autoComplete="given-name"
                  error={errors.firstName?.message}
                  {...register('firstName')}
                />
                <TextField
                  label="Last Name"
                  autoComplete="family-name"
                  error={errors.lastName?.message}
                  {...register('lastName')}
                />
              </div>
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                hint="We send your receipt and a link to your ads here."
                error={errors.email?.message}
                {...register('email')}
              />
            </div>
          </form>
          <section aria-labelledby="payment-title" className="card border border-base-300 bg-base-100 shadow-sm">
            <div className="card-body gap-4">
              <div className="flex items-center justify-between gap-2">
                <h2 id="payment-title" className="card-title">
                  Payment
                </h2>
                <span className="flex items-center gap-1 text-xs text-base-content/70">
                  <ShieldCheck className="size-4 text-success" aria-hidden />
                  Secure checkout
                </span>
              </div>
              {paymentConfig.isPending ? (
                <div className="flex justify-center py-8">
                  <Spinner label="Loading payment form" />
                </div>
              ) : paymentConfig.error ? (
                <div role="alert" className="alert alert-error alert-soft">
                  The payment form could not be loaded. Please refresh the page.
                </div>
              ) : paymentConfig.data.provider === 'stripe' ? (
                <Suspense
                  fallback={
                    <div className="flex justify-center py-8">
                      <Spinner label="Loading payment form" />
                    </div>
                  }
                >
                  <StripePaymentForm publishableKey={paymentConfig.data.publishableKey} {...paymentProps} />
                </Suspense>
              ) : (
                <TestCardForm {...paymentProps} />
              )}
            </div>
          </section>
        </div>
        <OrderSummary pkg={pkg} productName={productName} thumbnailUrl={thumbnailUrl} />
      </div>
    </section>
  );
}

import { findPackage, formatDollars } from '@contract/packages';
import { useAtomValue } from 'jotai';
import { CircleCheck, Clock, RefreshCw, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner';
import { checkoutFormAtom } from '@/lib/draft-store';
import { usePurchasePoll } from '../api/get-purchase';

/** docs/product.md section 9: redirect to the style picker 5 s after the payment is confirmed. */
const REDIRECT_SECONDS = 5;

export function ThankYouPage() {
  const { purchaseId = '' } = useParams<{ purchaseId: string }>();
  const [, navigate] = useLocation();
  const purchase = usePurchasePoll(purchaseId);
  const customer = useAtomValue(checkoutFormAtom(purchaseId));
  const completed = purchase.data?.completed === true;
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_SECONDS);
  // The ads' progress (the read model) once the styles are chosen: a buyer who comes back here after
  // choosing goes on to the progress page, not to a style picker that would ignore a new choice.
  const generation = purchase.data?.generation ?? null;
  const next = generation
    ? `/generating/${encodeURIComponent(purchaseId)}`
    : `/select-styles/${encodeURIComponent(purchaseId)}`;

  useEffect(() => {
    if (!completed) return;
    const redirect = setTimeout(() => navigate(next), REDIRECT_SECONDS * 1000);
    const tick = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => {
      clearTimeout(redirect);
      clearInterval(tick);
    };
  }, [completed, navigate, next]);

  if (purchase.isPending) return <PageSpinner label="Verifying your payment" />;

  if (purchase.error) {
    return (
      <Panel icon={<XCircle className="size-10 text-error" aria-hidden />} title="Payment Verification Failed">
        <p className="text-base-content/70">
          We could not verify this payment. If you were charged, contact support with your order number.
        </p>
        <p className="mt-2 font-mono text-xs text-base-content/70">Order {purchaseId}</p>
        <Link href="/" className="btn btn-primary mt-6">
          Back to Home
        </Link>
      </Panel>
    );
  }

  const p = purchase.data;
  if (!p.completed) {
    return (
      <Panel icon={<Clock className="size-10 text-warning" aria-hidden />} title="Payment Pending">
        <p className="text-base-content/70">
          We are waiting for your payment to be confirmed. This page updates by itself.
        </p>
        {p.paymentError && (
          <div role="alert" className="alert alert-error alert-soft mt-4 text-sm">
            {p.paymentError}
          </div>
        )}
        <button
          type="button"
          className="btn btn-outline mt-6 gap-2"
          disabled={purchase.isFetching}
          onClick={() => void purchase.refetch()}
        >
          <RefreshCw className={`size-4 ${purchase.isFetching ? 'animate-spin' : ''}`} aria-hidden />
          Check Status
        </button>
      </Panel>
    );
  }

  const pkg = findPackage(p.packageName);
  return (
    <Panel
      icon={<CircleCheck className="size-12 text-success" aria-hidden />}
      title={`Thank you${customer?.firstName ? `, ${customer.firstName}` : ''}!`}
    >
      <p className="text-base-content/70">
        {generation
          ? `Your payment was successful. ${generation.ready} of ${generation.total} ads ready.`
          : `Your payment was successful. Next, choose ${p.quantity} styles for your ads.`}
      </p>
      <dl className="mt-6 grid w-full grid-cols-[1fr_auto] gap-y-2 rounded-box bg-base-200/70 p-4 text-left text-sm">
        <dt className="text-base-content/70">Package</dt>
        <dd className="text-right font-medium">{pkg?.label ?? p.packageName}</dd>
        <dt className="text-base-content/70">Ads</dt>
        <dd className="text-right font-medium">{p.quantity}</dd>
        <dt className="text-base-content/70">Amount paid</dt>
        <dd className="text-right font-medium">{formatDollars(p.amount)}</dd>
        {/* Only the browser that placed the order is told the buyer's e-mail. */}
        {p.customerEmail && (
          <>
            <dt className="text-base-content/70">Receipt sent to</dt>
            <dd className="truncate text-right font-medium">{p.customerEmail}</dd>
          </>
        )}
      </dl>
      <Link href={next} className="btn btn-primary btn-wide mt-6">
        Continue
      </Link>
      <p className="mt-3 text-sm text-base-content/70" aria-live="polite">
        Redirecting in {secondsLeft} s…
      </p>
    </Panel>
  );
}

function Panel({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <div className="card w-full border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body items-center">
          {icon}
          <h1 className="mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
          {children}
        </div>
      </div>
    </section>
  );
}

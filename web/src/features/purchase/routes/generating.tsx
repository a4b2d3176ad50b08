import { CircleAlert, CircleCheck, Mail, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { partialReady } from '@contract/partial-ready';
import { isUnknownPurchase, useGenerationStatus } from '../api/get-generation-status';
import { AdStates } from '../components/ad-states';
import { phaseOf } from '../lib/progress';

/** docs/product.md section 4: redirect 3 s after the batch is complete. */
const REDIRECT_DELAY_MS = 3000;

export function PurchaseGeneratingPage() {
  const { purchaseId = '' } = useParams<{ purchaseId: string }>();
  const [, navigate] = useLocation();
  const status = useGenerationStatus(purchaseId);
  const phase = status.data ? phaseOf(status.data) : null;
  const done = phase?.kind === 'done';

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => navigate(purchaseId ? `/final-results/${purchaseId}` : '/results'),
      REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [done, navigate, purchaseId]);

  const email = status.data?.purchase?.customerEmail;
  const expected = status.data?.expectedAdCount ?? 0;
  const count = status.data?.adsCount ?? 0;

  if (isUnknownPurchase(status.error)) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Order Not Found</h1>
        <p className="mt-2 text-base-content/70">
          We could not find this order. Please use the link from your confirmation e-mail.
        </p>
        <Link href="/" className="btn btn-primary mt-6">
          Back to Home
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-14 text-center sm:py-20">
      {phase?.kind === 'failed' ? (
        <>
          <span className="grid size-16 place-items-center rounded-full bg-warning/15 text-warning">
            <CircleAlert className="size-8" aria-hidden="true" />
          </span>
          <h1 className="mt-6 text-3xl font-bold tracking-tight">
            {count > 0 ? 'Some Ads Could Not Be Generated' : 'Your Ads Are Taking Longer'}
          </h1>
          <p className="mt-3 text-base-content/70">
            {partialReady(count, expected).line} This page also updates by itself.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {count > 0 && (
              <Link href={`/final-results/${purchaseId}`} className="btn btn-primary">
                View {count} Ready Ads
              </Link>
            )}
            <Link href="/help-center" className="btn btn-outline">
              Contact Support
            </Link>
          </div>
          <AdStates ads={status.data?.ads ?? []} />
        </>
      ) : (
        <>
          <span
            className={`grid size-16 place-items-center rounded-full ${done ? 'bg-success/15 text-success' : 'bg-primary/10 text-primary'}`}
          >
            {done ? (
              <CircleCheck className="size-8" aria-hidden="true" />
            ) : (
              <Sparkles className="size-8 animate-pulse" aria-hidden="true" />
            )}
          </span>
          <h1 className="mt-6 text-3xl font-bold tracking-tight">
            {done ? 'Your Ads Are Ready!' : 'Generating Your Ads'}
          </h1>
          <p className="mt-3 text-base-content/70">
            {done
              ? 'Taking you to your results...'
              : 'We are creating your ads in every style you chose. This usually takes 2 to 10 minutes.'}
          </p>
          <div className="mt-8 w-full">
            <progress
              className={`progress h-3 w-full ${done ? 'progress-success' : 'progress-primary'}`}
              // Indeterminate (animated) until the first ad lands, so the page never looks stalled.
              value={done ? 100 : phase?.kind === 'running' && phase.percent > 0 ? phase.percent : undefined}
              max={100}
              aria-label="Generation progress"
            />
            <p className="mt-2 text-sm font-medium" aria-live="polite">
              {status.data
                ? `${count} of ${expected} ads ready`
                : status.isError
                  ? 'Reconnecting...'
                  : 'Checking progress...'}
            </p>
          </div>
          {phase?.kind === 'running' && phase.failedCount > 0 && (
            <p role="alert" className="alert alert-warning alert-soft mt-6 text-left text-sm">
              {phase.failedCount} {phase.failedCount === 1 ? 'ad has' : 'ads have'} hit a problem (see below). The rest
              are still being generated.
            </p>
          )}
          {done && (
            <Link href={`/final-results/${purchaseId}`} className="btn btn-primary mt-6">
              View My Ads
            </Link>
          )}
          {!done && <AdStates ads={status.data?.ads ?? []} />}
          {!done && (
            <div className="mt-10 flex items-start gap-3 rounded-box border border-base-300 bg-base-100 p-4 text-left text-sm text-base-content/75">
              <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <p>
                You can leave this page: we will e-mail{' '}
                {email ? <strong className="text-base-content">{email}</strong> : 'you'} a link to your ads as soon as
                they are ready.
              </p>
            </div>
          )}
        </>
      )}
    </div>
  );
}

import type { GenerateRequest } from '@contract/generation';
import { REQUIRES_AUTH_MESSAGE } from '@contract/generation';
import { useStore } from 'jotai';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { cutoutHintsAtom, productImagesAtom, productInfoAtom, selectedStylesAtom } from '@/lib/draft-store';
import { storedHint } from '../lib/cutout-hint';
import { useGenerate } from '../api/generate';
import { useSampleProgress } from '../api/get-sample-progress';
import { useFakeProgress } from '../hooks/use-fake-progress';

/** docs/product.md section 9: navigate to the results 500 ms after success. */
const REDIRECT_DELAY_MS = 500;

function readRequest(draft: ReturnType<typeof useStore>): GenerateRequest | undefined {
  const selectedStyles = draft.get(selectedStylesAtom);
  const productInfo = draft.get(productInfoAtom);
  const productImages = draft.get(productImagesAtom);
  if (
    selectedStyles.length === 0 ||
    !productInfo?.productName ||
    !productInfo.productDescription ||
    productImages.length === 0
  )
    return undefined;
  // Step 2's cutout corrections, one per photo (null where none); none at all is no field.
  const cutoutHints = productImages.map((_, i) => storedHint(draft.get(cutoutHintsAtom)[i]));
  return { selectedStyles, productInfo, productImages, ...(cutoutHints.some(Boolean) ? { cutoutHints } : {}) };
}

const generationFailed = (description: string) =>
  toast({ title: 'Generation failed', description, variant: 'destructive' });
const errorGenerating = () =>
  toast({
    title: 'Error generating ads',
    description: 'There was a problem processing your request. Please try again.',
    variant: 'destructive',
  });

/**
 * POST /api/generate answers with the session id at once; the samples are made by the worker and
 * this page waits on the session's progress (docs/decisions/026-one-long-work-pattern.md). The bar is docs/product.md's either way:
 * +2 every 150 ms up to 90, 100 on success and the results 500 ms later; one page for the whole
 * wait, so the bar never starts over.
 */
export function GeneratingPage() {
  const [, navigate] = useLocation();
  const draft = useStore();
  const generate = useGenerate();
  const [sessionId, setSessionId] = useState<string>();
  const samples = useSampleProgress(sessionId);
  const generation = samples.data?.generation;
  const succeeded = Boolean(generation?.isComplete && generation.ready > 0);
  const progress = useFakeProgress(succeeded);
  const started = useRef(false);

  useEffect(() => {
    // One request per visit, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    const request = readRequest(draft);
    if (!request) {
      toast({
        title: 'Missing information',
        description: 'Please complete the previous steps first',
        variant: 'destructive',
      });
      navigate('/product-info', { replace: true });
      return;
    }
    generate.mutate(request, {
      onSuccess: (answer) => setSessionId(answer.sessionId),
      onError: (err) => {
        if (err instanceof ApiError && err.field('requiresAuth') === true) {
          toast({ title: 'Authentication required', description: REQUIRES_AUTH_MESSAGE, variant: 'destructive' });
          navigate('/auth', { replace: true });
        } else if (err instanceof ApiError) {
          generationFailed(errorMessage(err) || 'An error occurred while generating ads');
          navigate('/product-info', { replace: true });
        } else {
          errorGenerating();
          navigate('/product-info', { replace: true });
        }
      },
    });
  }, [draft, generate, navigate]);

  const complete = generation?.isComplete === true;
  useEffect(() => {
    if (!complete || !sessionId) return;
    if (succeeded) {
      const timer = setTimeout(() => navigate(`/results/${sessionId}`, { replace: true }), REDIRECT_DELAY_MS);
      return () => clearTimeout(timer);
    }
    // No sample could be made: the reason, in words, from the read model.
    generationFailed(generation?.ads.find((ad) => ad.reason)?.reason ?? 'An error occurred while generating ads');
    navigate('/product-info', { replace: true });
  }, [complete, succeeded, sessionId, generation, navigate]);

  // A session that vanished will not come back by polling; a failed poll is tried again at the next interval.
  const gone = samples.error instanceof ApiError && samples.error.status === 404;
  useEffect(() => {
    if (!gone) return;
    errorGenerating();
    navigate('/product-info', { replace: true });
  }, [gone, navigate]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span
        className="relative mb-8 grid size-20 place-items-center rounded-full bg-primary/10 text-primary"
        aria-hidden
      >
        <span className="absolute inset-0 animate-ping rounded-full bg-primary/10" />
        <Sparkles className="size-9" />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Generating Your Ads</h1>
      <p className="mt-3 text-base-content/70">
        Our AI is designing sample ads in your chosen style. This may take a minute or two — please keep this tab open.
      </p>
      <div className="mt-10 w-full">
        <progress
          className="progress progress-primary h-3 w-full"
          value={progress}
          max={100}
          aria-label="Generation progress"
        />
        <p className="mt-2 text-sm font-semibold tabular-nums text-base-content/70" aria-live="polite">
          {progress}%
        </p>
        {generation && generation.ready > 0 && !succeeded && (
          <p className="mt-1 text-xs text-base-content/70">
            {generation.ready} of {generation.total} samples ready
          </p>
        )}
      </div>
    </section>
  );
}

import type { GenerateRequest } from '@contract/generation';
import { REQUIRES_AUTH_MESSAGE } from '@contract/generation';
import { useStore } from 'jotai';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { productImagesAtom, productInfoAtom, selectedStylesAtom } from '@/lib/draft-store';
import { useGenerate } from '../api/generate';
import { useFakeProgress } from '../hooks/use-fake-progress';

/** docs/product.md section 9: navigate to the results 500 ms after success. */
const REDIRECT_DELAY_MS = 500;

function readRequest(draft: ReturnType<typeof useStore>): GenerateRequest | undefined {
  const selectedStyles = draft.get(selectedStylesAtom);
  const productInfo = draft.get(productInfoAtom);
  const productImages = draft.get(productImagesAtom);
  if (selectedStyles.length === 0 || !productInfo?.productName || !productInfo.productDescription || productImages.length === 0) return undefined;
  return { selectedStyles, productInfo, productImages };
}

export function GeneratingPage() {
  const [, navigate] = useLocation();
  const draft = useStore();
  const generate = useGenerate();
  const [done, setDone] = useState(false);
  const progress = useFakeProgress(done);
  const started = useRef(false);

  useEffect(() => {
    // One request per visit, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    const request = readRequest(draft);
    if (!request) {
      toast({ title: 'Missing information', description: 'Please complete the previous steps first', variant: 'destructive' });
      navigate('/product-info', { replace: true });
      return;
    }
    generate.mutate(request, {
      onSuccess: ({ sessionId }) => {
        setDone(true);
        setTimeout(() => navigate(`/results/${sessionId}`, { replace: true }), REDIRECT_DELAY_MS);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.field('requiresAuth') === true) {
          toast({ title: 'Authentication required', description: REQUIRES_AUTH_MESSAGE, variant: 'destructive' });
          navigate('/auth', { replace: true });
        } else if (err instanceof ApiError) {
          toast({ title: 'Generation failed', description: errorMessage(err) || 'An error occurred while generating ads', variant: 'destructive' });
          navigate('/product-info', { replace: true });
        } else {
          toast({ title: 'Error generating ads', description: 'There was a problem processing your request. Please try again.', variant: 'destructive' });
          navigate('/product-info', { replace: true });
        }
      },
    });
  }, [generate, navigate, draft]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="relative mb-8 grid size-20 place-items-center rounded-full bg-primary/10 text-primary" aria-hidden>
        <span className="absolute inset-0 animate-ping rounded-full bg-primary/10" />
        <Sparkles className="size-9" />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Generating Your Ads</h1>
      <p className="mt-3 text-base-content/70">Our AI is designing sample ads in your chosen style. This may take a minute or two — please keep this tab open.</p>
      <div className="mt-10 w-full">
        <progress className="progress progress-primary h-3 w-full" value={progress} max={100} aria-label="Generation progress" />
        <p className="mt-2 text-sm font-semibold tabular-nums text-base-content/70" aria-live="polite">{progress}%</p>
      </div>
    </section>
  );
}

import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/error-message';
import { useGenerateMultiple } from '../api/generate-multiple';
import { usePurchase } from '../api/get-purchase';
import { useStyles } from '@/lib/api/get-styles';
import { neededFacts } from '@/lib/needed-facts';
import { CategorySection } from '../components/category-section';
import { EMPTY_FACTS, type FactDraft, factsToExtras, NeededFactsForm } from '../components/needed-facts-form';
import { CATEGORY_FILTERS, generationNotice, sectionsFor, toggleStyle, type CategoryFilter } from '../lib/selection';

function LoadProblem({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-base-content/70">{text}</p>
      <Link href="/" className="btn btn-primary mt-6">
        Back to Home
      </Link>
    </div>
  );
}

export function SelectStylesPage() {
  const { purchaseId = '' } = useParams<{ purchaseId: string }>();
  const [, navigate] = useLocation();
  const purchase = usePurchase(purchaseId);
  const styles = useStyles();
  const generate = useGenerateMultiple();
  const [filter, setFilter] = useState<CategoryFilter>('All Styles');
  const [selected, setSelected] = useState<number[]>([]);
  const [facts, setFacts] = useState<FactDraft>(EMPTY_FACTS);
  const given = purchase.data?.givenFacts ?? [];
  // Facts a chosen style is built around that the buyer has not given yet (a review, an offer).
  const needs = neededFacts(styles.data ?? [], selected, given);

  if (purchase.isPending || styles.isPending) return <PageSpinner label="Loading styles" />;
  if (purchase.isError)
    return (
      <LoadProblem
        title="Purchase not found"
        text="We could not load this purchase. Please check the link in your e-mail."
      />
    );
  if (styles.isError)
    return (
      <LoadProblem
        title="Failed to fetch styles"
        text="The style library could not be loaded. Please refresh the page."
      />
    );
  if (!purchase.data.completed) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Payment Pending</h1>
        <p className="mt-2 text-base-content/70">
          Your payment has not been confirmed yet. Style selection opens as soon as it is.
        </p>
        <Link href={`/thank-you/${purchaseId}`} className="btn btn-primary mt-6">
          Check Status
        </Link>
      </div>
    );
  }

  const quantity = purchase.data.quantity;
  const sections = sectionsFor(styles.data, filter);

  const onToggle = (id: number) => {
    const next = toggleStyle(selected, id, quantity);
    if (next.notice) toast({ ...next.notice, variant: 'destructive' });
    setSelected(next.selected);
  };

  const onGenerate = () => {
    const notice = generationNotice(selected.length, quantity);
    if (notice) {
      toast({ ...notice, variant: 'destructive' });
      return;
    }
    generate.mutate(
      { sessionId: purchase.data.sessionId, purchaseId, styleIds: selected, extras: factsToExtras(facts) },
      {
        onSuccess: () => navigate(`/generating/${purchaseId}`),
        onError: (err) => toast({ title: 'Generation failed', description: errorMessage(err), variant: 'destructive' }),
      },
    );
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 sm:pt-12">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Payment received</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">Choose Your Ad Styles</h1>
        <p className="mt-3 text-base-content/70">
          Your{' '}
          {purchase.data.packageName ? (
            <span className="font-medium capitalize">{purchase.data.packageName} </span>
          ) : null}
          package includes {quantity} ads. Pick exactly {quantity} styles and we will create one ad in each.
        </p>
      </header>

      <div role="group" aria-label="Filter by category" className="mt-8 flex flex-wrap gap-2">
        {CATEGORY_FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            className={`btn btn-sm rounded-full ${filter === name ? 'btn-primary' : 'btn-outline border-base-300'}`}
            aria-pressed={filter === name}
            onClick={() => setFilter(name)}
          >
            {name}
          </button>
        ))}
      </div>

      <div className="mt-8 space-y-10">
        {sections.length === 0 ? (
          <p className="rounded-box bg-base-200 p-8 text-center text-base-content/70">
            No styles in this category yet.
          </p>
        ) : (
          sections.map((section) => (
            <CategorySection
              key={`${filter}-${section.category}`}
              title={section.category}
              styles={section.styles}
              selected={selected}
              onToggle={onToggle}
              showTitle={filter === 'All Styles'}
            />
          ))
        )}
      </div>

      <NeededFactsForm needs={needs} draft={facts} onChange={setFacts} />

      {/* Sticky, not fixed: it stays in view while scrolling and comes to rest under the grid. */}
      <div className="sticky bottom-0 z-30 -mx-4 mt-10 border-t border-base-300 bg-base-100/95 backdrop-blur">
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <div>
            <p className="font-semibold" aria-live="polite">
              Selected: {selected.length}/{quantity}
            </p>
            <progress
              className="progress progress-primary w-32 sm:w-48"
              value={selected.length}
              max={quantity}
              aria-label="Styles selected"
            />
          </div>
          <button
            type="button"
            className="btn btn-primary"
            disabled={selected.length === 0 || generate.isPending}
            onClick={onGenerate}
          >
            {generate.isPending ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <Sparkles className="size-4" aria-hidden="true" />
            )}
            {generate.isPending ? 'Starting...' : `Generate ${quantity} Ads`}
          </button>
        </div>
      </div>
    </div>
  );
}

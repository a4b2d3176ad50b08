import type { PublicStyleDto } from '@contract/catalog';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { toast } from '@/components/ui/toast';
import { useErrorToast } from '@/components/ui/use-error-toast';
import { WizardProgress } from '../components/wizard-progress';
import { selectedStylesAtom } from '@/lib/draft-store';
import { useStyles } from '@/lib/api/get-styles';
import { StyleCard } from '@/components/style-card';

const FILTERS = ['All Styles', 'Static Ads', 'Product Photoshoot', 'UGC'] as const;
type Filter = (typeof FILTERS)[number];
/** docs/product.md section 9: 12 styles visible before expansion; 1 style chosen in step 1; 100 ms scroll delay. */
const VISIBLE_STYLES = 12;
const MAX_STYLES = 1;
const SCROLL_DELAY_MS = 100;

const categoryOf = (style: PublicStyleDto) => style.category ?? 'Static Ads';

export function SelectStylePage() {
  const [, navigate] = useLocation();
  const { data: styles, isPending, error } = useStyles();
  useErrorToast(error, 'Failed to fetch styles');
  const [filter, setFilter] = useState<Filter>('All Styles');
  const [expanded, setExpanded] = useState(false);
  // Saved on every pick (never empty once chosen), so Back from step 2 or a reload restores it.
  const [selected, setSelected] = useAtom(selectedStylesAtom);

  const filtered = useMemo(
    () => (styles ?? []).filter((s) => filter === 'All Styles' || categoryOf(s) === filter),
    [styles, filter],
  );
  const visible = expanded ? filtered : filtered.slice(0, VISIBLE_STYLES);
  const hidden = filtered.length - VISIBLE_STYLES;

  const pick = (id: number) => {
    setSelected([id]);
    setTimeout(
      () => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'smooth' }),
      SCROLL_DELAY_MS,
    );
  };

  const next = () => {
    if (selected.length === 0) {
      toast({
        title: 'No styles selected',
        description: 'Please select at least one style reference',
        variant: 'destructive',
      });
      return;
    }
    navigate('/product-info');
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <div className="mb-6 flex items-center justify-between gap-4">
        <Link href="/" className="btn btn-ghost btn-sm gap-1" aria-label="Back to home">
          <ArrowLeft className="size-4" aria-hidden />
          Back
        </Link>
        <span className="badge badge-lg badge-primary badge-soft font-semibold" aria-live="polite">
          Selected: {selected.length}/{MAX_STYLES}
        </span>
      </div>
      <WizardProgress step={1} />
      <header className="mb-6 mt-8 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Select Ad Style</h1>
        <p className="mt-2 text-base-content/70">
          Pick the reference style your ads should follow. You can choose more styles after you buy a package.
        </p>
      </header>

      <div role="group" aria-label="Filter by category" className="mb-6 flex flex-wrap justify-center gap-2">
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            className={`btn btn-sm rounded-full ${filter === f ? 'btn-primary' : 'btn-outline border-base-300'}`}
            onClick={() => {
              setFilter(f);
              setExpanded(false);
            }}
          >
            {f}
          </button>
        ))}
      </div>

      {isPending ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="skeleton aspect-[4/5] rounded-box" aria-hidden />
          ))}
        </div>
      ) : error ? (
        <p className="rounded-box border border-dashed border-base-300 p-10 text-center text-base-content/70">
          Styles could not be loaded. Please refresh the page.
        </p>
      ) : (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {visible.map((style) => (
            <StyleCard
              key={style.id}
              style={style}
              selected={selected.includes(style.id)}
              onSelect={() => pick(style.id)}
            />
          ))}
        </div>
      )}

      {hidden > 0 && (
        <div className="mt-6 text-center">
          <button type="button" className="btn btn-ghost text-primary" onClick={() => setExpanded(!expanded)}>
            {expanded ? 'Show fewer styles' : `Show more styles (${hidden} more)`}
          </button>
        </div>
      )}

      <div className="sticky bottom-0 z-10 -mx-4 mt-8 border-t border-base-300 bg-base-100/95 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
        <div className="flex justify-end">
          {/* aria-disabled rather than disabled: still announced as unavailable, but a click explains why. */}
          <button
            type="button"
            aria-disabled={selected.length === 0}
            className={`btn btn-primary btn-wide gap-2 ${selected.length === 0 ? 'btn-disabled pointer-events-auto' : ''}`}
            onClick={next}
          >
            Continue <ArrowRight className="size-4" aria-hidden />
          </button>
        </div>
      </div>
    </section>
  );
}

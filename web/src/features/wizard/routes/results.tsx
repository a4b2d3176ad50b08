import { AlertTriangle } from 'lucide-react';
import { useAtom } from 'jotai';
import { useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner';
import { useErrorToast } from '@/components/ui/use-error-toast';
import { selectedAdsAtom } from '@/lib/draft-store';
import { useSession } from '@/lib/api/get-session';
import { LockedAdCard } from '../components/locked-ad-card';
import { PackagePicker } from '../components/package-picker';
import { SampleAdCard } from '../components/sample-ad-card';

/** docs/product.md section 9: four locked placeholders on the results page. */
const LOCKED_PLACEHOLDERS = 4;
type Filter = 'all' | 'selected';
type Sort = 'recommended' | 'newest';

export function ResultsPage() {
  const { sessionId = '' } = useParams<{ sessionId: string }>();
  const { data: session, isPending, error } = useSession(sessionId);
  useErrorToast(error, 'Failed to load your results. Please try again.');
  const [filter, setFilter] = useState<Filter>('all');
  const [sort, setSort] = useState<Sort>('recommended');
  // Selections are kept per session in the browser (docs/product.md section 3).
  const [selected, setSelected] = useAtom(selectedAdsAtom(sessionId));
  const pricing = useRef<HTMLElement>(null);

  const ads = useMemo(() => {
    const all = session?.generatedAds ?? [];
    // The API lists ads in generation order; "Newest First" is that order reversed.
    const sorted = sort === 'newest' ? [...all].reverse() : all;
    return filter === 'selected' ? sorted.filter((ad) => selected.includes(ad.id)) : sorted;
  }, [session, sort, filter, selected]);

  if (isPending) return <PageSpinner label="Loading your ads" />;
  if (error || !session) {
    return (
      <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
        <AlertTriangle className="size-10 text-error" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">Failed to load your results. Please try again.</h1>
        <Link href="/select-style" className="btn btn-primary mt-6">
          Start over
        </Link>
      </section>
    );
  }

  const toggle = (id: string) =>
    setSelected(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  const scrollToPricing = () => pricing.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  const teaser = (i: number) => session.generatedAds[i % Math.max(1, session.generatedAds.length)]?.imageUrl;

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{session.productName}</p>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Your Generated Ads</h1>
          <p className="mt-1 text-base-content/70">
            Tap the ads you like, then pick a package to get full-resolution ads in more styles.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <label className="flex flex-col gap-1 text-xs font-medium text-base-content/70">
            Show
            <select
              className="select select-sm w-40"
              value={filter}
              onChange={(e) => setFilter(e.target.value as Filter)}
              aria-label="Filter ads"
            >
              <option value="all">All Ads</option>
              <option value="selected">Selected Ads ({selected.length})</option>
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium text-base-content/70">
            Sort
            <select
              className="select select-sm w-40"
              value={sort}
              onChange={(e) => setSort(e.target.value as Sort)}
              aria-label="Sort ads"
            >
              <option value="recommended">Recommended</option>
              <option value="newest">Newest First</option>
            </select>
          </label>
        </div>
      </header>

      {session.warnings.length > 0 && (
        <div role="note" className="alert alert-warning alert-soft mb-6 text-sm">
          <AlertTriangle className="size-4" aria-hidden />
          <span>We left these claims out of the ad copy: {session.warnings.join('; ')}</span>
        </div>
      )}

      <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4" data-testid="results-grid">
        {ads.map((ad, i) => (
          <SampleAdCard
            key={ad.id}
            ad={ad}
            index={i}
            selected={selected.includes(ad.id)}
            onToggle={() => toggle(ad.id)}
          />
        ))}
        {filter === 'all' &&
          Array.from({ length: LOCKED_PLACEHOLDERS }, (_, i) => (
            <LockedAdCard key={`locked-${i}`} imageUrl={teaser(i)} onClick={scrollToPricing} />
          ))}
      </div>
      {filter === 'selected' && ads.length === 0 && (
        <p className="rounded-box border border-dashed border-base-300 p-8 text-center text-base-content/70">
          No ads selected yet — tap an ad to select it.
        </p>
      )}

      <div className="mt-12">
        <PackagePicker ref={pricing} sessionId={sessionId} selectedCount={selected.length} />
      </div>
    </section>
  );
}

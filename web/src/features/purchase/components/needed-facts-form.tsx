import type { ProductExtrasDto } from '@contract/generation';
import type { NeededFact } from '@/lib/needed-facts';

export type FactDraft = { reviewQuote: string; reviewAuthor: string; offer: string };
export const EMPTY_FACTS: FactDraft = { reviewQuote: '', reviewAuthor: '', offer: '' };

/** The typed facts as generate-multiple takes them: a review only with its author, nothing empty. */
export function factsToExtras(d: FactDraft): ProductExtrasDto | undefined {
  const quote = d.reviewQuote.trim();
  const author = d.reviewAuthor.trim();
  const offer = d.offer.trim();
  const extras: ProductExtrasDto = {
    ...(quote && author ? { review: { quote: quote.slice(0, 240), author: author.slice(0, 60) } } : {}),
    ...(offer ? { offer: offer.slice(0, 80) } : {}),
  };
  return Object.keys(extras).length ? extras : undefined;
}

/**
 * The facts a chosen style is built around that the buyer did not give at step 2 (a customer's
 * review, an offer), asked for before the paid ads are made (docs/product.md section 11). Left
 * empty, each style shows what its card says it shows instead.
 */
export function NeededFactsForm({
  needs,
  draft,
  onChange,
}: {
  needs: NeededFact[];
  draft: FactDraft;
  onChange: (next: FactDraft) => void;
}) {
  const review = needs.find((n) => n.fact === 'review');
  const offer = needs.find((n) => n.fact === 'offer');
  if (!review && !offer) return null;
  const set = (key: keyof FactDraft) => (e: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...draft, [key]: e.target.value });
  return (
    <section
      aria-label="Facts your styles use"
      className="mt-8 rounded-box border border-info/40 bg-info/5 p-4"
      data-testid="needed-facts"
    >
      <h2 className="font-semibold">Your styles can use a fact only you can give</h2>
      <p className="mt-1 text-sm text-base-content/70">
        It appears in the ad word for word. Leave it empty if you do not have one.
      </p>
      {review && (
        <div className="mt-4 grid gap-3 sm:grid-cols-3">
          <p className="text-sm sm:col-span-3">
            <span className="font-medium">{review.styles.join(', ')}</span>: a real customer review.{' '}
            {review.instead.join(' ')}
          </p>
          <label className="flex flex-col gap-1 text-sm sm:col-span-2">
            Customer review
            <input
              className="input input-sm w-full"
              maxLength={240}
              placeholder="One real review, word for word"
              value={draft.reviewQuote}
              onChange={set('reviewQuote')}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            Review author
            <input
              className="input input-sm w-full"
              maxLength={60}
              placeholder="e.g. Maya R."
              value={draft.reviewAuthor}
              onChange={set('reviewAuthor')}
            />
          </label>
        </div>
      )}
      {offer && (
        <div className="mt-4 grid gap-1">
          <p className="text-sm">
            <span className="font-medium">{offer.styles.join(', ')}</span>: your offer. {offer.instead.join(' ')}
          </p>
          <label className="flex flex-col gap-1 text-sm">
            Offer
            <input
              className="input input-sm w-full sm:w-96"
              maxLength={80}
              placeholder="e.g. 20 % off with code SLEEP20"
              value={draft.offer}
              onChange={set('offer')}
            />
          </label>
        </div>
      )}
    </section>
  );
}

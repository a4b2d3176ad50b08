import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import type { NeededFact } from '@/lib/needed-facts';
import type { ProductInfoForm } from '../lib/product-info-schema';

const FACT_WORDS: Record<NeededFact['fact'], string> = {
  review: "a real customer's review",
  rating: 'your rating and how many reviews it is based on',
  offer: 'your offer',
};

/**
 * Step 2's optional facts. Ads never invent reviews, ratings, offers or certifications: these
 * fields are the only source, shown verbatim where a style uses them.
 */
export function ProductExtrasFields({
  register,
  errors,
  open,
  needs = [],
}: {
  register: UseFormRegister<ProductInfoForm>;
  errors: FieldErrors<ProductInfoForm>;
  open: boolean;
  /** Facts the chosen style is built around: the section opens and says what they are for. */
  needs?: NeededFact[];
}) {
  return (
    <details className="rounded-box border border-base-300 p-4" open={open || needs.length > 0}>
      <summary className="cursor-pointer text-sm font-medium">Optional: offer, rating, review, certifications</summary>
      <p className="mt-2 text-xs text-base-content/70">
        Only what you enter here appears in your ads, word for word. Leave empty what you do not have.
      </p>
      {needs.map((n) => (
        <p key={n.fact} role="note" className="alert alert-info mt-3 text-sm" data-testid={`needs-${n.fact}`}>
          <span>
            <span className="font-medium">{n.styles.join(', ')}</span> {n.styles.length > 1 ? 'show' : 'shows'}{' '}
            {FACT_WORDS[n.fact]}: add it below. {n.instead.join(' ')}
          </span>
        </p>
      ))}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label="Offer"
          placeholder="e.g. 20 % off with code SLEEP20"
          error={errors.offer?.message}
          {...register('offer')}
        />
        <TextField
          label="Rating (1–5)"
          inputMode="decimal"
          placeholder="e.g. 4.8"
          error={errors.ratingValue?.message}
          {...register('ratingValue')}
        />
        <TextField
          label="Number of reviews"
          inputMode="numeric"
          placeholder="e.g. 1284"
          error={errors.ratingCount?.message}
          {...register('ratingCount')}
        />
        <TextField
          className="sm:col-span-2"
          label="Customer review"
          placeholder="One real review, word for word"
          error={errors.reviewQuote?.message}
          {...register('reviewQuote')}
        />
        <TextField
          label="Review author"
          placeholder="e.g. Maya R."
          error={errors.reviewAuthor?.message}
          {...register('reviewAuthor')}
        />
        <TextField
          label="Certifications"
          placeholder="e.g. NSF Certified, Vegan"
          hint="Separate with commas"
          error={errors.certifications?.message}
          {...register('certifications')}
        />
      </div>
    </details>
  );
}

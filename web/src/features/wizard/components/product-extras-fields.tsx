import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import type { ProductInfoForm } from '../lib/product-info-schema';

/**
 * Step 2's optional facts. Ads never invent reviews, ratings, offers or certifications: these
 * fields are the only source, shown verbatim where a style uses them.
 */
export function ProductExtrasFields({
  register,
  errors,
  open,
}: {
  register: UseFormRegister<ProductInfoForm>;
  errors: FieldErrors<ProductInfoForm>;
  open: boolean;
}) {
  return (
    <details className="rounded-box border border-base-300 p-4" open={open}>
      <summary className="cursor-pointer text-sm font-medium">Optional: offer, rating, review, certifications</summary>
      <p className="mt-2 text-xs text-base-content/70">
        Only what you enter here appears in your ads, word for word. Leave empty what you do not have.
      </p>
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

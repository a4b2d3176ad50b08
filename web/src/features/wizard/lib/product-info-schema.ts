import { GenerateRequestSchema } from '@contract/generation';
import * as v from 'valibot';

/**
 * Step 2's fields: the product's name and description with the API's own rules, messages and
 * length limits (POST /api/generate), plus the optional facts only the buyer can give (an offer, a
 * rating with its review count, one review with its author, certifications). Ads show those only
 * when given, verbatim (docs/product.md section 10).
 */
const required = v.pick(GenerateRequestSchema.entries.productInfo, ['productName', 'productDescription']).entries;
const optionalText = (max: number) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters`));
const decimal = (s: string) => Number(s.replace(',', '.'));
const whole = (s: string) => Number(s.replace(/[\s.,']/g, ''));

export const ProductInfoFormSchema = v.pipe(
  v.object({
    ...required,
    offer: optionalText(80),
    ratingValue: v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || (decimal(s) >= 1 && decimal(s) <= 5), 'Rating must be between 1 and 5'),
    ),
    ratingCount: v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (s) => s === '' || (/^[\d\s.,']+$/.test(s) && whole(s) >= 1),
        'Review count must be a whole number of at least 1',
      ),
    ),
    reviewQuote: optionalText(240),
    reviewAuthor: optionalText(60),
    certifications: optionalText(200),
    /** The buyer's choice of ad language; empty: as detected from the brief. */
    language: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['ratingValue'], ['ratingCount']],
      (i) => !i.ratingValue || !!i.ratingCount,
      'Please enter how many reviews the rating is based on',
    ),
    ['ratingCount'],
  ),
  v.forward(
    v.partialCheck(
      [['ratingValue'], ['ratingCount']],
      (i) => !i.ratingCount || !!i.ratingValue,
      'Please enter the rating',
    ),
    ['ratingValue'],
  ),
  v.forward(
    v.partialCheck(
      [['reviewQuote'], ['reviewAuthor']],
      (i) => !i.reviewQuote || !!i.reviewAuthor,
      'Please enter who wrote the review',
    ),
    ['reviewAuthor'],
  ),
  v.forward(
    v.partialCheck(
      [['reviewQuote'], ['reviewAuthor']],
      (i) => !i.reviewAuthor || !!i.reviewQuote,
      'Please enter the review text',
    ),
    ['reviewQuote'],
  ),
);
export type ProductInfoForm = v.InferOutput<typeof ProductInfoFormSchema>;

/** The product-info step needs exactly one front-facing photo (docs/product.md section 9). */
export const REQUIRED_IMAGES = 1;

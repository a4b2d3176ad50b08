import * as v from 'valibot';
import { AD_LANGUAGE_CODES } from './language.js';
import { POST_COPY_LIMITS } from './post-copy.js';
import { visible } from './visible-text.js';
import { CutoutHintSchema } from './cutout-hint.js';

/**
 * HTTP contract of the generation pipeline (docs/product.md section 7): samples, the post-payment batch,
 * its status and results, downloads and edits. Imported by the API and the web app.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const IMAGE_REQUIRED_MESSAGE = 'Image required: Please upload exactly one front-facing product image';
export const EDIT_LIMIT_TITLE = 'Edit Limit Reached';
export const EDIT_LIMIT_MESSAGE =
  'You can only edit each ad once. To make more edits, please purchase another package.';
export const REQUIRES_AUTH_MESSAGE = 'Please login or create an account to generate more ads';
export const AD_SIZES = ['1x1', '4x5', '9x16'] as const;

const styleId = v.pipe(v.number('Style ids must be numbers'), v.integer('Style ids must be whole numbers'));
// Text others read is stored as it looks: no bidi controls or invisible characters (contract/visible-text.ts).
const requiredText = (message: string, max: number, lines = false) =>
  v.pipe(
    v.string(message),
    visible({ lines }),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, `Must be at most ${max} characters`),
  );

const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), visible(), v.trim(), v.maxLength(max, `Must be at most ${max} characters`)));

/**
 * Step 2's optional facts only the buyer can give (contract/engine.ts ProductExtras). An ad shows
 * them verbatim when given and never invents them.
 */
export const ProductExtrasSchema = v.object({
  offer: optionalText(80),
  rating: v.optional(
    v.object({
      value: v.pipe(
        v.number('Rating must be a number'),
        v.minValue(1, 'Rating must be between 1 and 5'),
        v.maxValue(5, 'Rating must be between 1 and 5'),
      ),
      count: v.pipe(
        v.number('Review count must be a number'),
        v.integer('Review count must be a whole number'),
        v.minValue(1, 'Review count must be at least 1'),
      ),
    }),
  ),
  review: v.optional(
    v.object({
      quote: v.pipe(
        v.string(),
        visible(),
        v.trim(),
        v.nonEmpty('Please enter the review text'),
        v.maxLength(240, 'Must be at most 240 characters'),
      ),
      author: v.pipe(
        v.string(),
        visible(),
        v.trim(),
        v.nonEmpty('Please enter who wrote the review'),
        v.maxLength(60, 'Must be at most 60 characters'),
      ),
    }),
  ),
  certifications: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), visible(), v.trim(), v.maxLength(40, 'Must be at most 40 characters'))),
      v.maxLength(6, 'At most 6 certifications'),
    ),
  ),
});
export type ProductExtrasDto = v.InferOutput<typeof ProductExtrasSchema>;

/** The ad platform's texts of an ad (docs/product.md section 11), within the platforms' lengths. */
export const PostCopySchema = v.object({
  primary: v.pipe(v.string(), v.maxLength(POST_COPY_LIMITS.primary)),
  headline: v.pipe(v.string(), v.maxLength(POST_COPY_LIMITS.headline)),
  description: v.pipe(v.string(), v.maxLength(POST_COPY_LIMITS.description)),
});

export const GenerateRequestSchema = v.object({
  selectedStyles: v.pipe(
    v.array(styleId, 'selectedStyles must be a list of style ids'),
    v.minLength(1, 'Please select at least one style reference'),
    v.maxLength(5, 'Please select at most 5 styles'),
  ),
  productInfo: v.object(
    {
      productName: requiredText('Product name is required', 120),
      productDescription: requiredText('Product description is required', 2000, true),
      productBrand: v.optional(v.pipe(v.string(), visible(), v.trim(), v.maxLength(80))),
      productCategory: v.optional(v.pipe(v.string(), visible(), v.trim(), v.maxLength(80))),
      productUrl: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500))),
      extras: v.optional(ProductExtrasSchema),
      /** The ads' language as shown (and maybe changed) at step 2; detected from the brief when absent. */
      language: v.optional(v.picklist(AD_LANGUAGE_CODES, 'Please choose a language from the list')),
    },
    'productInfo is required',
  ),
  productImages: v.pipe(
    v.array(v.string(IMAGE_REQUIRED_MESSAGE), IMAGE_REQUIRED_MESSAGE),
    v.length(1, IMAGE_REQUIRED_MESSAGE),
  ),
  /** Step 2's corrections of the cutout, one per photo (null where none): every ad uses the corrected cutout. */
  cutoutHints: v.optional(v.pipe(v.array(v.nullable(CutoutHintSchema)), v.maxLength(5))),
});
export type GenerateRequest = v.InferOutput<typeof GenerateRequestSchema>;
export const GenerateResponseSchema = v.object({ sessionId: v.string() });

export const GeneratedAdSchema = v.object({
  id: v.string(),
  imageUrl: v.string(),
  text: v.string(),
  style: v.string(),
  styleId: v.number(),
  isEdited: v.boolean(),
  /** The three native layouts. */
  images: v.object({ '1x1': v.string(), '4x5': v.string(), '9x16': v.string() }),
  /** The ad platform's texts in the ad's language; null for ads made before they existed. */
  postCopy: v.optional(v.nullable(PostCopySchema)),
});
export type GeneratedAdDto = v.InferOutput<typeof GeneratedAdSchema>;

/**
 * The generation read model (decision 027), the same for samples, purchased ads and edits: each
 * ad's state, and why it failed in words.
 */
export const AD_STATES = ['queued', 'rendering', 'ready', 'failed'] as const;
export type AdState = (typeof AD_STATES)[number];
export const AdProgressSchema = v.object({
  styleId: v.number(),
  /** The style's name, for the progress page. */
  style: v.string(),
  state: v.picklist(AD_STATES),
  /** Failed: why, in words. Queued again after a failed attempt: why that attempt failed. */
  reason: v.nullable(v.string()),
  adId: v.nullable(v.string()),
});
export const EditProgressSchema = v.object({
  adId: v.string(),
  state: v.picklist(AD_STATES),
  reason: v.nullable(v.string()),
});
/**
 * How often the generating page reads the samples' progress (GET /api/sessions/:id): they take a
 * second or two, and each read competes with them for the API and database threads.
 */
export const SAMPLE_POLL_MS = 300;

export const GenerationProgressSchema = v.object({
  /** "n of m ready": ready of total. */
  total: v.number(),
  ready: v.number(),
  failed: v.number(),
  /** Every ad ready or failed. */
  isComplete: v.boolean(),
  ads: v.array(AdProgressSchema),
  /** Prompt edits of a purchase's ads (none for samples). */
  edits: v.array(EditProgressSchema),
});
export type GenerationProgressDto = v.InferOutput<typeof GenerationProgressSchema>;

export const SessionResponseSchema = v.object({
  id: v.string(),
  productName: v.string(),
  productDescription: v.string(),
  productImages: v.array(v.string()),
  productBrand: v.nullable(v.string()),
  productCategory: v.nullable(v.string()),
  selectedStyles: v.array(v.number()),
  generatedAds: v.array(GeneratedAdSchema),
  /** Claim-check warnings: phrases left out of the ad copy. */
  warnings: v.array(v.string()),
  createdAt: v.string(),
  /** The samples' progress: the generating page waits on it. */
  generation: GenerationProgressSchema,
});

export const GenerateMultipleRequestSchema = v.object({
  sessionId: v.pipe(v.string('sessionId is required'), v.nonEmpty('sessionId is required')),
  purchaseId: v.pipe(v.string('purchaseId is required'), v.nonEmpty('purchaseId is required')),
  styleIds: v.array(styleId, 'styleIds must be a list of style ids'),
  /**
   * Facts a chosen style needs (a review for Five-Star Review, an offer for Offer Badge) that the
   * buyer adds at the post-purchase pick; they join the session's extras before the ads are made.
   */
  extras: v.optional(ProductExtrasSchema),
});
export const GenerateMultipleResponseSchema = v.object({
  success: v.boolean(),
  purchaseId: v.string(),
  workflowId: v.string(),
  styleIds: v.array(v.number()),
  expectedAdCount: v.number(),
});

export const StyleErrorSchema = v.object({ styleId: v.number(), message: v.string() });
/** GET /api/generation-status/:purchaseId: SPEC's fields, read from the read model, and each ad's state. */
export const GenerationStatusSchema = v.object({
  /** Every ad ready or failed. */
  isComplete: v.boolean(),
  /** Ads ready. */
  adsCount: v.number(),
  expectedAdCount: v.number(),
  purchaseId: v.string(),
  /** customerEmail only for the browser that placed the order (api/purchases/access.ts). */
  purchase: v.object({ customerEmail: v.optional(v.string()), packageName: v.string(), quantity: v.number() }),
  /** Styles that failed for good, in words (an operator can retry them in Temporal). */
  errors: v.array(StyleErrorSchema),
  ads: v.array(AdProgressSchema),
});

export const PublicResultsSchema = v.object({
  ads: v.array(GeneratedAdSchema),
  session: v.object({ id: v.string(), productName: v.string() }),
  purchase: v.object({
    id: v.string(),
    packageName: v.string(),
    quantity: v.number(),
    generationCompletedAt: v.nullable(v.string()),
  }),
  /** The batch's progress and edits in flight: the page waits on ads still rendering. */
  generation: GenerationProgressSchema,
});

export const EditAdRequestSchema = v.object({
  purchaseId: v.pipe(v.string('purchaseId is required'), v.nonEmpty('purchaseId is required')),
  userPrompt: v.pipe(
    v.string('Please describe your edit'),
    visible({ lines: true }),
    v.trim(),
    v.nonEmpty('Please describe your edit'),
    v.maxLength(500, 'Edit prompts are limited to 500 characters'),
  ),
  imageUrl: v.optional(v.string()),
});
export const EditAdResponseSchema = v.object({ editedImageUrl: v.string(), ad: GeneratedAdSchema });

export const TestEmailRequestSchema = v.object({
  email: v.pipe(v.string('Invalid Email'), v.trim(), v.email('Invalid Email')),
});
export const TestEmailResponseSchema = v.object({ success: v.boolean(), message: v.string(), purchaseId: v.string() });

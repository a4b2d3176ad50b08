import * as v from 'valibot';

/**
 * HTTP contract of the generation pipeline (docs/product.md section 7): samples, the post-payment batch,
 * its status and results, downloads and edits. Imported by the API and the web app.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const IMAGE_REQUIRED_MESSAGE = 'Image required: Please upload exactly one front-facing product image';
export const EDIT_LIMIT_TITLE = 'Edit Limit Reached';
export const EDIT_LIMIT_MESSAGE = 'You can only edit each ad once. To make more edits, please purchase another package.';
export const REQUIRES_AUTH_MESSAGE = 'Please login or create an account to generate more ads';
export const AD_SIZES = ['1x1', '4x5', '9x16'] as const;

const styleId = v.pipe(v.number('Style ids must be numbers'), v.integer('Style ids must be whole numbers'));
const requiredText = (message: string, max: number) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, `Must be at most ${max} characters`));

export const GenerateRequestSchema = v.object({
  selectedStyles: v.pipe(v.array(styleId, 'selectedStyles must be a list of style ids'), v.minLength(1, 'Please select at least one style reference'), v.maxLength(5, 'Please select at most 5 styles')),
  productInfo: v.object({
    productName: requiredText('Product name is required', 120),
    productDescription: requiredText('Product description is required', 2000),
    productBrand: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80))),
    productCategory: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80))),
    productUrl: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500))),
  }, 'productInfo is required'),
  productImages: v.pipe(
    v.array(v.string(IMAGE_REQUIRED_MESSAGE), IMAGE_REQUIRED_MESSAGE),
    v.length(1, IMAGE_REQUIRED_MESSAGE),
  ),
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
});
export type GeneratedAdDto = v.InferOutput<typeof GeneratedAdSchema>;

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
});

export const GenerateMultipleRequestSchema = v.object({
  sessionId: v.pipe(v.string('sessionId is required'), v.nonEmpty('sessionId is required')),
  purchaseId: v.pipe(v.string('purchaseId is required'), v.nonEmpty('purchaseId is required')),
  styleIds: v.array(styleId, 'styleIds must be a list of style ids'),
});
export const GenerateMultipleResponseSchema = v.object({
  success: v.boolean(),
  purchaseId: v.string(),
  workflowId: v.string(),
  styleIds: v.array(v.number()),
  expectedAdCount: v.number(),
});

export const StyleErrorSchema = v.object({ styleId: v.number(), message: v.string() });
export const GenerationStatusSchema = v.object({
  isComplete: v.boolean(),
  adsCount: v.number(),
  expectedAdCount: v.number(),
  purchaseId: v.string(),
  purchase: v.object({ customerEmail: v.string(), packageName: v.string(), quantity: v.number() }),
  /** Styles that failed for good (an operator can retry them in Temporal). */
  errors: v.array(StyleErrorSchema),
  /** 'workflow' while the batch runs, 'database' once it has finished or before it started. */
  source: v.picklist(['workflow', 'database']),
});

export const PublicResultsSchema = v.object({
  ads: v.array(GeneratedAdSchema),
  session: v.object({ id: v.string(), productName: v.string() }),
  purchase: v.object({ id: v.string(), packageName: v.string(), quantity: v.number(), generationCompletedAt: v.nullable(v.string()) }),
});

export const EditAdRequestSchema = v.object({
  purchaseId: v.pipe(v.string('purchaseId is required'), v.nonEmpty('purchaseId is required')),
  userPrompt: v.pipe(v.string('Please describe your edit'), v.trim(), v.nonEmpty('Please describe your edit'), v.maxLength(500, 'Edit prompts are limited to 500 characters')),
  imageUrl: v.optional(v.string()),
});
export const EditAdResponseSchema = v.object({ editedImageUrl: v.string(), ad: GeneratedAdSchema });

export const TestEmailRequestSchema = v.object({
  email: v.pipe(v.string('Invalid Email'), v.trim(), v.email('Invalid Email')),
});
export const TestEmailResponseSchema = v.object({ success: v.boolean(), message: v.string(), purchaseId: v.string() });

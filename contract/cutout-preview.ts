import * as v from 'valibot';
import { CutoutHintSchema } from './cutout-hint.js';
import { IMAGE_REQUIRED_MESSAGE } from './generation.js';

/**
 * `POST /api/cutout-preview` (docs/decisions/012-cutout-preview-at-upload.md): the product photo
 * as a data URL, size-limited like the upload, and the buyer's correction if any (decision 045);
 * the answer is the mask the ads will use, at the photo's own size, and the warnings in words.
 */
export const CutoutPreviewRequestSchema = v.object(
  {
    image: v.string(IMAGE_REQUIRED_MESSAGE),
    hint: v.optional(CutoutHintSchema),
  },
  IMAGE_REQUIRED_MESSAGE,
);

export const CutoutPreviewResponseSchema = v.object({
  /** data:image/png;base64,… — one channel at the photo's size, 255 = product. */
  mask: v.string(),
  /** True when the ads will show the whole photo instead of a cutout. */
  fallback: v.boolean(),
  warnings: v.array(v.string()),
});
export type CutoutPreviewResponse = v.InferOutput<typeof CutoutPreviewResponseSchema>;

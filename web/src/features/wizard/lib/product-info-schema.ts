import { GenerateRequestSchema } from '@contract/generation';
import * as v from 'valibot';

/** Step 2's fields, with the API's own rules, messages and length limits (POST /api/generate). */
export const ProductInfoFormSchema = v.pick(GenerateRequestSchema.entries.productInfo, ['productName', 'productDescription']);
export type ProductInfoForm = v.InferOutput<typeof ProductInfoFormSchema>;

/** The product-info step needs exactly one front-facing photo (docs/product.md section 9). */
export const REQUIRED_IMAGES = 1;

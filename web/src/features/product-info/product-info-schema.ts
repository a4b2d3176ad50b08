import * as v from 'valibot';

/** SPEC.md section 5: product info rules and messages. */
export const ProductInfoFormSchema = v.object({
  productName: v.pipe(v.string(), v.trim(), v.minLength(1, 'Product name is required')),
  productDescription: v.pipe(v.string(), v.trim(), v.minLength(1, 'Product description is required')),
});
export type ProductInfoForm = v.InferOutput<typeof ProductInfoFormSchema>;

/** The product-info step needs exactly one front-facing photo. */
export const REQUIRED_IMAGES = 1;

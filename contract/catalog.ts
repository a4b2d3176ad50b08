import * as v from 'valibot';

/** HTTP contract of the catalog endpoints (GET /api/styles, GET /api/examples). */
export const StyleCategorySchema = v.picklist(['Static Ads', 'Product Photoshoot', 'UGC']);

export const PublicStyleSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  name: v.string(),
  description: v.string(),
  imageUrl: v.optional(v.string()),
  category: v.optional(StyleCategorySchema),
  /** Facts the buyer should give for this style, and what it shows without them (docs/product.md section 11). */
  needs: v.optional(v.array(v.picklist(['review', 'rating', 'offer']))),
  instead: v.optional(v.string()),
});
export const StylesResponseSchema = v.array(PublicStyleSchema);

export const ExampleAdSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  brand: v.string(),
  category: v.string(),
  imageUrl: v.string(),
});
export const ExamplesResponseSchema = v.array(ExampleAdSchema);

export type PublicStyleDto = v.InferOutput<typeof PublicStyleSchema>;

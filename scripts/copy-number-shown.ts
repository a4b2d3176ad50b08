/**
 * Ads whose headline has no number and that show none in some size (the sub-line dropped when
 * space is short), on the planned eval ads (docs/decisions/150-one-fact-leads-a-quarter.md).
 * Run: tsx scripts/copy-number-shown.ts id,id [1,2,3]
 */
import { plannedAds, selected } from './measure-lib.js';

const QTY = /\d+(?:[.,]\d+)?\s?(mg|µg|mcg|g|kg|iu|ui|ie|ml)(?![\p{L}\d])/iu;
const { products, styles } = selected({ set: 'all', products: process.argv[2], styles: process.argv[3] });
for await (const { product, style, ad } of plannedAds(products, styles)) {
  const bare: string[] = [];
  for (const size of ['1x1', '4x5', '9x16'] as const) {
    const texts = ad.sizes[size].plan.texts;
    const head = texts.find((t) => t.role === 'headline')?.text ?? '';
    if (!/\d/.test(head) && !texts.some((t) => QTY.test(t.text ?? ''))) bare.push(size);
  }
  if (bare.length) console.log(product.id, style.id, bare.join(','));
}

/**
 * Product-vs-scene and button-vs-surroundings separation on rendered ads
 * (docs/decisions/111-scenes-from-the-product.md): for each product and style, each size's median
 * edge contrast and ΔE of the product against what lies behind it, the share of its edge that is
 * lost, and the button's contrast and ΔE against the ring around it. Writes tmp/separation/<label>.tsv.
 * Run: npx tsx scripts/ads-separation.ts --label before [--set held-out] [--products id,id] [--styles 13,16]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { STYLES } from '../engine/index.js';
import { cutOut, getCutout } from '../engine/cutout/index.js';
import { buttonSeparation, productSeparation, renderAd } from '../engine/render/index.js';
import { HELD_OUT_PRODUCTS } from '../tests/fixtures/eval/held-out.js';
import { EVAL_PRODUCTS, evalPhoto } from '../tests/fixtures/eval/products.js';

const { values } = parseArgs({
  options: {
    label: { type: 'string', default: 'current' },
    set: { type: 'string', default: 'eval' },
    products: { type: 'string' },
    styles: { type: 'string' },
  },
});
const set = values.set === 'held-out' ? HELD_OUT_PRODUCTS : EVAL_PRODUCTS;
const products = values.products ? set.filter((p) => values.products!.split(',').includes(p.id)) : set;
const styles = values.styles ? STYLES.filter((s) => values.styles!.split(',').map(Number).includes(s.id)) : STYLES;
const out = join(import.meta.dirname, '..', 'tmp', 'separation');
mkdirSync(out, { recursive: true });

const rows = ['product\tstyle\tsize\tedge_contrast\tedge_dE\tedge_lost\tbutton_contrast\tbutton_dE'];
const fmt = (n: number) => (Math.round(n * 100) / 100).toString();
for (const product of products) {
  const photo = evalPhoto(product);
  const stored = await cutOut(photo, product.hint);
  const cut = await getCutout({ photo, cutout: stored });
  const alpha = { data: Buffer.alloc(cut.width * cut.height), width: cut.width, height: cut.height };
  for (let i = 0; i < cut.width * cut.height; i++) alpha.data[i] = cut.data[i * 4 + 3];
  for (const style of styles) {
    const ad = await renderAd(
      { photo, cutout: stored, name: product.name, description: product.description, extras: product.extras },
      style.id,
      0,
      {},
      undefined,
      { keepPixels: true },
    );
    for (const [size, layout] of Object.entries(ad.layouts)) {
      const px = ad.pixels?.[size as keyof typeof ad.pixels];
      const box = layout.boxes.find((b) => b.role === 'product');
      const cta = layout.boxes.find((b) => b.role === 'cta');
      if (!px || !box) continue;
      // A held product (a hand in the photo) is drawn with its arm: its silhouette is not the cutout's box.
      const sep = cut.mode === 'cutout' && !cut.hand ? productSeparation(px.backdrop, alpha, box) : undefined;
      const btn = cta ? buttonSeparation(px.backdrop, cta) : undefined;
      rows.push(
        [
          product.id,
          style.id,
          size,
          sep ? fmt(sep.contrast) : '',
          sep ? fmt(sep.deltaE) : '',
          sep ? fmt(sep.lost) : '',
          btn ? fmt(btn.contrast) : '',
          btn ? fmt(btn.deltaE) : '',
        ].join('\t'),
      );
    }
    console.log(`${product.id} ${style.id}`);
  }
}
writeFileSync(join(out, `${values.label}.tsv`), rows.join('\n') + '\n');
console.log(`Wrote ${join(out, `${values.label}.tsv`)}`);

/**
 * Where the product stands against its copy, counted on the planned layouts (no drawing), all three
 * sizes (docs/decisions/117-product-clearance.md): ads whose product's top is within 3 % of the
 * height of the canvas's top or of a colour band's lower edge, ads whose button stands farther from
 * its copy than from the product, and the smallest clear gap between any copy (button included)
 * and the product.
 * Run: tsx scripts/place-measure.ts [--set held-out] [--products id,id] [--styles 1,2,3] [--list]
 */
import { parseArgs } from 'node:util';
import { STYLES } from '../engine/index.js';
import { cutOut } from '../engine/cutout/index.js';
import { dist } from '../engine/lint/index.js';
import { planAd } from '../engine/render/index.js';
import { HELD_OUT_PRODUCTS } from '../tests/fixtures/eval/held-out.js';
import { EVAL_PRODUCTS, evalPhoto } from '../tests/fixtures/eval/products.js';

const { values } = parseArgs({
  options: {
    set: { type: 'string', default: 'eval' },
    products: { type: 'string' },
    styles: { type: 'string' },
    list: { type: 'boolean', default: false },
  },
});
const set = values.set === 'held-out' ? HELD_OUT_PRODUCTS : EVAL_PRODUCTS;
const products = values.products ? set.filter((p) => values.products!.split(',').includes(p.id)) : set;
const styles = values.styles ? STYLES.filter((s) => values.styles!.split(',').map(Number).includes(s.id)) : STYLES;

const TEXT = new Set(['headline', 'subline', 'offer', 'rating', 'review', 'cta', 'badge']);
let ads = 0;
const count = { top: 0, top45: 0, stranded: 0, far: 0, gap2: 0, smallHead: 0 };
let minGap = Infinity;
const gaps: number[] = [];
for (const product of products) {
  const photo = evalPhoto(product);
  const cutout = product.hint ? await cutOut(photo, product.hint) : undefined;
  for (const style of styles) {
    const ad = await planAd(
      { photo, cutout, name: product.name, description: product.description, extras: product.extras },
      style.id,
      0,
    );
    for (const [size, { ctx, plan }] of Object.entries(ad.sizes)) {
      ads++;
      const H = ctx.h;
      const p = plan.product;
      const flags: string[] = [];
      // The canvas's top, and a band's lower edge standing over the product (Colour Block's block).
      const field = plan.hints?.field;
      const edges = [0];
      if (field && field.y + field.h <= p.y + p.h * 0.2 && field.x < p.x + p.w && field.x + field.w > p.x)
        edges.push(field.y + field.h);
      const clear = Math.min(...edges.map((e) => p.y - e).filter((d) => d > -p.h * 0.2));
      if (clear < H * 0.03) {
        count.top++;
        flags.push(`top ${((clear / H) * 100).toFixed(1)} %`);
      }
      if (clear < H * 0.045) count.top45++;
      const texts = plan.texts
        .filter((t) => t.record !== false && TEXT.has(t.role))
        .map((t) => ({ role: t.role, text: t.text, ...(t.record || t.box) }));
      const cta = texts.find((t) => t.role === 'cta');
      // The copy group: every line but the button (a badge row between a sub-line and the button joins them).
      const copy = texts.filter((t) => t.role !== 'cta');
      if (cta && copy.length) {
        const toCopy = Math.min(...copy.map((t) => dist(cta, t)));
        const toProduct = dist(cta, p);
        if (toCopy > H * 0.05) count.far++;
        if (toCopy > toProduct) {
          count.stranded++;
          flags.push(`button ${Math.round(toCopy)} px from copy, ${Math.round(toProduct)} from product`);
        }
      }
      // Text laid over the product by design (a call-out's label) overlaps it: only clear gaps count.
      const clearOf = texts.map((t) => dist(t, p)).filter((d) => d > 0);
      const near = texts.filter((t) => dist(t, p) > 0 && dist(t, p) < H * 0.02);
      if (clearOf.length) {
        const g = Math.min(...clearOf);
        gaps.push(g);
        minGap = Math.min(minGap, g);
      }
      if (near.length) {
        count.gap2++;
        flags.push(`${near.map((t) => `${t.role} ${Math.round(dist(t, p))} px`).join(', ')} from product`);
      }
      // What the clearance may cost: a feed headline under the solver's readable size.
      const head = plan.texts.find((t) => t.role === 'headline');
      if (size !== '9x16' && head && head.size < 64) {
        count.smallHead++;
        flags.push(`headline ${Math.round(head.size)} px`);
      }
      if (values.list && flags.length) console.log(`${product.id}\t${style.id}\t${size}\t${flags.join('; ')}`);
    }
  }
}
gaps.sort((a, b) => a - b);
console.log(
  `${ads} ads: product top within 3 % of the top or a band ${count.top} (within 4.5 % ${count.top45}); button farther from the copy than from the product ${count.stranded} (more than 5 % of the height from it ${count.far}); copy within 2 % of the height of the product ${count.gap2}; min gap copy-product ${Math.round(minGap)} px (10th percentile ${Math.round(gaps[Math.floor(gaps.length / 10)] ?? 0)}); feed headlines under 64 px ${count.smallHead}`,
);

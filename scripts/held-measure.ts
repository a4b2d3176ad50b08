/**
 * Measures docs/decisions/121-held-footprint-and-sharp-small-photos.md over every style and size
 * of the given products: for a product held in a hand, the px of text, card, panel and button
 * boxes over opaque pixels of the product, hand and arm, and how far the arm's cut edge stays
 * inside the ad (px drawn on to reach its edge); for every product, how far its drawn outline
 * wanders from its smoothed course (px, edge.ts `raggedness`).
 * Run: tsx scripts/held-measure.ts [--set held-out] [--products id,id] [--styles 1,2]
 */
import { parseArgs } from 'node:util';
import { STYLES } from '../engine/index.js';
import { type HeldPlacement, heldOverlap, placeHeld, productPixels, raggedness } from '../engine/compose/index.js';
import { type Cutout, cutOut } from '../engine/cutout/index.js';
import { type Box } from '../engine/paint/index.js';
import { planAd } from '../engine/render/index.js';
import { HELD_OUT_PRODUCTS } from '../tests/fixtures/eval/held-out.js';
import { EVAL_PRODUCTS, evalPhoto } from '../tests/fixtures/eval/products.js';

const { values } = parseArgs({
  options: { set: { type: 'string', default: 'eval' }, products: { type: 'string' }, styles: { type: 'string' } },
});
const set = values.set === 'held-out' ? HELD_OUT_PRODUCTS : EVAL_PRODUCTS;
const products = set.filter((p) => !values.products || values.products.split(',').includes(p.id));
const styles = values.styles ? STYLES.filter((s) => values.styles!.split(',').map(Number).includes(s.id)) : STYLES;

/**
 * The px of the boxes over the arm drawn on from its cut edge to the ad's edge (held.ts
 * `extendArm`), taken straight out: the rows or columns of the cut edge's opaque pixels.
 */
function drawnOn(c: Cutout, p: HeldPlacement, avoid: Box[], w: number, h: number): number {
  const hand = c.hand!;
  const k = p.hand.w / hand.width;
  let sum = 0;
  for (const side of ['left', 'right', 'top', 'bottom'] as const) {
    const by = p.stretch[side];
    if (!by) continue;
    const across = side === 'left' || side === 'right';
    const n = across ? hand.height : hand.width;
    let lo = n;
    let hi = -1;
    for (let i = 0; i < n; i++) {
      const x = across ? (side === 'left' ? 0 : hand.width - 1) : i;
      const y = across ? i : side === 'top' ? 0 : hand.height - 1;
      if (hand.data[(y * hand.width + x) * 4 + 3] >= 128) {
        lo = Math.min(lo, i);
        hi = i;
      }
    }
    if (hi < 0) continue;
    const band = across
      ? { x: side === 'left' ? 0 : p.hand.x + p.hand.w, y: p.hand.y + lo * k, w: by, h: (hi - lo + 1) * k }
      : { x: p.hand.x + lo * k, y: side === 'top' ? 0 : p.hand.y + p.hand.h, w: (hi - lo + 1) * k, h: by };
    for (const b of avoid) {
      const ox = Math.min(band.x + band.w, b.x + b.w, w) - Math.max(band.x, b.x, 0);
      const oy = Math.min(band.y + band.h, b.y + b.h, h) - Math.max(band.y, b.y, 0);
      if (ox > 0 && oy > 0) sum += Math.round(ox * oy);
    }
  }
  return sum;
}

for (const product of products) {
  const photo = evalPhoto(product);
  const cutout = product.hint ? await cutOut(photo, product.hint) : undefined;
  let over = 0;
  let gap = 0;
  let rows = 0;
  let clean = 0;
  const rag: number[] = [];
  for (const style of styles) {
    const ad = await planAd(
      { photo, cutout, name: product.name, description: product.description, extras: product.extras },
      style.id,
      0,
    );
    const cells: string[] = [];
    for (const [size, { ctx, plan }] of Object.entries(ad.sizes)) {
      const held = placeHeld(ad.cutout, plan, ctx.w, ctx.h);
      const box = held?.product ?? plan.product;
      const avoid = [...plan.texts.map((t) => t.box), ...plan.panels.map((p) => p.box)];
      const o = heldOverlap(ad.cutout, box, avoid) + (held ? drawnOn(ad.cutout, held, avoid, ctx.w, ctx.h) : 0);
      const g = held ? Math.max(...Object.values(held.stretch)) : 0;
      over += o;
      gap = Math.max(gap, g);
      rows++;
      if (!o && !g) clean++;
      const img = await productPixels(ad.cutout, Math.round(box.w), Math.round(box.h));
      const alpha = Buffer.alloc(img.width * img.height);
      for (let i = 0; i < alpha.length; i++) alpha[i] = img.data[i * 4 + 3];
      const r = await raggedness(alpha, img.width, img.height);
      rag.push(r);
      cells.push(`${size} over=${o} cut=${g} rag=${r.toFixed(3)} w=${Math.round(box.w)}`);
    }
    console.log(`${product.id}\t${style.id}\t${cells.join('\t')}`);
  }
  const mean = rag.reduce((a, b) => a + b, 0) / Math.max(1, rag.length);
  console.log(
    `${product.id}\tTOTAL\toverlap ${over} px\tmax cut gap ${gap} px\tads clear ${clean}/${rows}\tmean ragged ${mean.toFixed(3)} px`,
  );
}

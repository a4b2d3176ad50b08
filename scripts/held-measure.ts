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
import {
  type HeldPlacement,
  handLayer,
  heldOverlap,
  placeHeld,
  productPixels,
  raggedness,
} from '../engine/compose/index.js';
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
 * `extendArm`): the hand layer drawn on a blue canvas, its pixels outside the layer's own box
 * that turned mostly skin.
 */
async function drawnOn(c: Cutout, p: HeldPlacement, avoid: Box[], w: number, h: number): Promise<number> {
  if (!Object.values(p.stretch).some((v) => v > 0)) return 0;
  const canvas = { data: Buffer.alloc(w * h * 4), width: w, height: h };
  for (let i = 0; i < w * h; i++) canvas.data.set([0, 0, 255, 255], i * 4);
  (await handLayer(c, p))(canvas);
  const inLayer = (x: number, y: number) =>
    x >= p.hand.x && x < p.hand.x + p.hand.w && y >= p.hand.y && y < p.hand.y + p.hand.h;
  let sum = 0;
  for (const b of avoid)
    for (let y = Math.max(0, Math.floor(b.y)); y < Math.min(h, b.y + b.h); y++)
      for (let x = Math.max(0, Math.floor(b.x)); x < Math.min(w, b.x + b.w); x++)
        if (!inLayer(x, y) && canvas.data[(y * w + x) * 4 + 2] < 160) sum++;
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
      const o = heldOverlap(ad.cutout, box, avoid) + (held ? await drawnOn(ad.cutout, held, avoid, ctx.w, ctx.h) : 0);
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

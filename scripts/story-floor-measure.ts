/**
 * The floor under the 9:16 product, counted on the planned layouts (no drawing): the product's
 * area share and height share, how low its base and its label line (the base less its foot,
 * engine/layout/story-foot.ts) stand, and the empty band from the lowest box to the bottom edge
 * (docs/decisions/166-story-product-foot-in-the-caption-zone.md). `--no-foot` plans with the
 * product wholly above the caption zone, as before that decision.
 * Run: tsx scripts/story-floor-measure.ts [--set all|eval|held-out] [--products id,id] [--styles 1,2] [--list] [--no-foot]
 */
import { parseArgs } from 'node:util';
import { options, plannedAds, selected } from './measure-lib.js';
import { FOOT_BELOW, footBelow } from '../engine/layout/index.js';

const { values } = parseArgs({ options: { ...options('all'), 'no-foot': { type: 'boolean', default: false } } });
if (values['no-foot']) Object.assign(FOOT_BELOW as { slim: number; wide: number }, { slim: 0, wide: 0 });
const { products, styles } = selected(values);

const rows: Array<{ area: number; height: number; base: number; label: number; floor: number }> = [];
for await (const { product, style, ad } of plannedAds(products, styles)) {
  const { ctx, plan } = ad.sizes['9x16'];
  const H = ctx.h;
  const p = plan.product;
  const boxes = [
    p,
    ...plan.texts.map((t) => t.record || t.box),
    ...(plan.boxes ?? []).filter((b) => b.role !== 'logo'),
  ];
  const lowest = Math.max(...boxes.map((b) => b.y + b.h));
  const r = {
    area: (p.w * p.h) / (ctx.w * H),
    height: p.h / H,
    base: (p.y + p.h) / H,
    label: (p.y + p.h * (1 - footBelow(p.w / p.h))) / H,
    floor: (H - lowest) / H,
  };
  rows.push(r);
  if (values.list)
    console.log(
      `${product.id}\t${style.id}\t${style.name}\tarea ${r.area.toFixed(3)}\tbase ${r.base.toFixed(3)}\tfloor ${r.floor.toFixed(3)}`,
    );
}
const q = (k: keyof (typeof rows)[0], f: number) => {
  const v = rows.map((r) => r[k]).sort((a, b) => a - b);
  return v[Math.min(v.length - 1, Math.floor(v.length * f))].toFixed(3);
};
console.log(`${rows.length} 9:16 ads`);
for (const k of ['area', 'height', 'base', 'label', 'floor'] as const)
  console.log(`${k}: p10 ${q(k, 0.1)}  median ${q(k, 0.5)}  p90 ${q(k, 0.9)}  max ${q(k, 1)}`);
console.log(
  `floor band over 1/6: ${rows.filter((r) => r.floor > 1 / 6 + 0.001).length}; over 1/5: ${rows.filter((r) => r.floor > 0.2 + 0.001).length}; label line under 80 %: ${rows.filter((r) => r.label > 0.8 + 0.002).length}`,
);

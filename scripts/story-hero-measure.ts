/**
 * How large the product stands on 9:16 and where its button sits, counted on the planned layouts
 * (no drawing): per ad the product's height and area as shares of the canvas, the button's middle
 * as a share of the height, and the widest empty band between the safe zones; then the median and
 * 10th percentile of the product's height share (docs/decisions/151-story-copy-above-the-product.md).
 * Run: tsx scripts/story-hero-measure.ts [--set held-out] [--products id,id] [--styles 1,2,3] [--list]
 */
import { parseArgs } from 'node:util';
import { options, plannedAds, selected } from './measure-lib.js';
import { widestBand } from '../engine/lint/index.js';

const { values } = parseArgs({ options: options('all') });
const { products, styles } = selected(values);

const TEXT = new Set(['headline', 'subline', 'cta', 'badge', 'offer', 'rating', 'review', 'disclaimer']);
const heights: number[] = [];
const buttons: number[] = [];
const heads: number[] = [];
const areas: number[] = [];
let bands = 0;
for await (const { product, style, ad } of plannedAds(products, styles)) {
  const { ctx, plan } = ad.sizes['9x16'];
  const H = ctx.h;
  const p = plan.product;
  const texts = plan.texts.filter((t) => t.record !== false && TEXT.has(t.role)).map((t) => t.record || t.box);
  const band = widestBand([p, ...texts, ...(plan.boxes ?? []).filter((b) => b.role !== 'logo')], H * 0.14, H * 0.8);
  if (band > H / 6) bands++;
  const cta = plan.texts.find((t) => t.role === 'cta');
  const head = plan.texts.find((t) => t.role === 'headline');
  heads.push(head ? Math.round(head.size) : 0);
  const mid = cta ? (cta.box.y + cta.box.h / 2) / H : NaN;
  heights.push(p.h / H);
  areas.push((p.w * p.h) / (ctx.w * H));
  if (cta) buttons.push(mid);
  if (values.list)
    console.log(
      [
        product.id,
        style.id,
        style.name,
        (p.h / H).toFixed(3),
        ((p.w * p.h) / (ctx.w * H)).toFixed(3),
        cta ? mid.toFixed(3) : '-',
        cta ? `${Math.round(cta.box.w)}x${Math.round(cta.box.h)}` : '-',
        (band / H).toFixed(3),
        (p.w / ctx.maxProductW).toFixed(2),
        (p.y / H).toFixed(3),
        ((p.y + p.h) / H).toFixed(3),
        head?.size ?? 0,
      ].join('\t'),
    );
}
const q = (xs: number[], f: number) => [...xs].sort((a, b) => a - b)[Math.floor(f * (xs.length - 1))];
console.log(
  `${heights.length} 9:16 ads: product height share median ${q(heights, 0.5).toFixed(3)}, p10 ${q(heights, 0.1).toFixed(3)}; ` +
    `area share median ${q(areas, 0.5).toFixed(3)}, p10 ${q(areas, 0.1).toFixed(3)}; ` +
    `button middle median ${q(buttons, 0.5).toFixed(3)}, p90 ${q(buttons, 0.9).toFixed(3)}, over 0.7 ${buttons.filter((b) => b > 0.7).length}; bands > 1/6 ${bands}; headline px median ${q(heads, 0.5)}, p10 ${q(heads, 0.1)}`,
);

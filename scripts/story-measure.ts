/**
 * How the 9:16 ads of the eval set (docs/ad-quality.md) sit between the story's zones, counted on
 * the planned layouts (no drawing): ads whose product's visible box enters the bottom caption zone
 * (below 80 % of the height), ads with an empty band of more than a sixth of the height between the
 * safe zones, ads whose copy splits into groups more than 5 % of the height apart (every line
 * counted, and as the linter counts it, docs/decisions/106-story-copy-one-group-and-full-buttons.md),
 * and, over all three sizes, buttons that took a shortened call to action.
 * Run: tsx scripts/story-measure.ts [--set held-out] [--products id,id] [--styles 1,2,3] [--list]
 */
import { parseArgs } from 'node:util';
import { options, plannedAds, selected } from './measure-lib.js';
import { dist, strandedCopy, widestBand } from '../engine/lint/index.js';

const { values } = parseArgs({
  options: {
    ...options('eval'),
  },
});
const { products, styles } = selected(values);

type B = { x: number; y: number; w: number; h: number };

const TEXT = new Set(['headline', 'subline', 'cta', 'badge', 'offer', 'rating', 'review', 'disclaimer']);
let ads = 0;
const count = { zone: 0, band: 0, button: 0, copy: 0, short: 0 };
for await (const { product, style, ad } of plannedAds(products, styles)) {
  for (const [size, sized] of Object.entries(ad.sizes)) {
    const c = sized.plan.texts.find((t) => t.role === 'cta');
    const norm = (t: string) => t.toUpperCase().replace(/[\s\u00ad-]+/g, '');
    if (c && (sized.ctx.facts.ctaShort ?? []).some((v) => norm(v) === norm(c.text))) {
      count.short++;
      if (values.list)
        console.log(
          `${product.id}\t${style.id}\t${style.name}\t${size} button "${c.text}" for "${sized.ctx.copy.cta}"`,
        );
    }
  }
  const { ctx, plan } = ad.sizes['9x16'];
  const H = ctx.h;
  const texts = plan.texts
    .filter((t) => t.record !== false && TEXT.has(t.role))
    .map((t) => ({ role: t.role, ...(t.record || t.box) }));
  const p: B = plan.product;
  ads++;
  const flags: string[] = [];
  const base = (p.y + p.h) / H;
  if (base > 0.8 + 0.002) {
    count.zone++;
    flags.push(`base at ${(base * 100).toFixed(1)} %`);
  }
  const top = H * 0.14;
  const bottom = H * 0.8;
  const widest = widestBand([p, ...texts, ...(plan.boxes ?? []).filter((b) => b.role !== 'logo')], top, bottom);
  if (widest > H / 6) {
    count.band++;
    flags.push(`band ${((widest / H) * 100).toFixed(1)} %`);
  }
  // The copy as one group: every line within 5 % of the height of another, chained; a button or
  // line apart from the rest is stranded.
  const apart = strandedCopy(texts, H * 0.05)?.gap ?? 0;
  if (apart) {
    count.button++;
    flags.push(`copy split ${Math.round(apart)} px apart`);
  }
  // As the linter counts it: badges and a legal line may stand apart, and so may an offer sticker
  // at the product's shoulder; they, and a card holding the copy, join the lines next to them.
  const gap = H * 0.05;
  const loose = texts.filter(
    (t) =>
      t.role !== 'badge' &&
      t.role !== 'disclaimer' &&
      !((t.role === 'offer' || t.role === 'rating') && dist(t, p) <= gap),
  );
  const cards = [
    ...[
      ...plan.panels.filter((q) => q.role === 'decoration').map((q) => q.box),
      ...(plan.boxes ?? []).filter((b) => b.role === 'decoration'),
    ].filter((b) => b.w * b.h < ctx.w * H * 0.4),
    ...texts.filter((t) => !loose.includes(t)),
  ];
  if (strandedCopy(loose, gap, cards)) {
    count.copy++;
    flags.push('copy split (lint)');
  }
  if (values.list && flags.length) console.log(`${product.id}\t${style.id}\t${style.name}\t${flags.join('; ')}`);
}

console.log(
  `${ads} 9:16 ads: product base in the bottom 20 % ${count.zone}, empty band > 1/6 ${count.band}, copy split into groups > 5 % of the height apart ${count.button} (as the linter counts it ${count.copy}); shortened buttons (all sizes) ${count.short}`,
);

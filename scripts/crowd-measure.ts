/**
 * Crowding on 1:1 and 4:5 over the planned layouts (no drawing): per ad the copy's elements (text
 * blocks: a headline, a sub-line, each chip, badge, offer, rating, button), the headline's line
 * count and size (docs/decisions/152-one-message-beside-the-product.md).
 * Run: tsx scripts/crowd-measure.ts [--set held-out|all] [--products id,id] [--styles 1,2] [--list]
 */
import { parseArgs } from 'node:util';
import { options, plannedAds, selected } from './measure-lib.js';

const { values } = parseArgs({ options: options('all') });
const { products, styles } = selected(values);
const SIZES = ['1x1', '4x5'] as const;
type Row = { elements: number; lines: number; px: number };
const all: Record<string, Row[]> = { '1x1': [], '4x5': [] };
for await (const { product, style, ad } of plannedAds(products, styles)) {
  if (style.id === 5 || style.id === 8) continue;
  for (const size of SIZES) {
    const { plan } = ad.sizes[size];
    const heads = plan.texts.filter((t) => t.role === 'headline');
    // A headline set in several items (a two-size poster) is one element.
    const elements =
      plan.texts.filter((t) => t.role !== 'headline' && t.role !== 'logo' && t.role !== 'decoration').length +
      (heads.length ? 1 : 0);
    const lines = heads.reduce((n, t) => n + t.lines.length, 0);
    const px = Math.max(0, ...heads.map((t) => t.size));
    all[size].push({ elements, lines, px });
    if (values.list && (elements >= 6 || lines >= 4))
      console.log(
        [
          product.id,
          style.id,
          size,
          `el=${elements}`,
          `lines=${lines}`,
          `px=${px}`,
          plan.texts.map((t) => t.role).join(','),
        ].join('\t'),
      );
  }
}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] ?? 0;
for (const size of SIZES) {
  const r = all[size];
  const n = r.length;
  const share = (f: (x: Row) => boolean) => `${((100 * r.filter(f).length) / n).toFixed(1)}%`;
  const heads = r.filter((x) => x.px > 0);
  console.log(
    `${size} ads=${n} elements mean=${(r.reduce((s, x) => s + x.elements, 0) / n).toFixed(2)} >=6:${share((x) => x.elements >= 6)} >=5:${share((x) => x.elements >= 5)}` +
      ` | headline lines>=4:${share((x) => x.lines >= 4)} mean=${(heads.reduce((s, x) => s + x.lines, 0) / heads.length).toFixed(2)}` +
      ` | px p10=${pct(
        heads.map((x) => x.px),
        0.1,
      )} median=${pct(
        heads.map((x) => x.px),
        0.5,
      )}`,
  );
}

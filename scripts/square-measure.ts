/**
 * The 1:1 and 4:5 headline and headroom, counted on the planned layouts (no drawing)
 * (docs/decisions/219-square-copy-and-headroom.md): headlines over three lines, headlines under
 * 56 px (a cap height under about 40 px at 1080 reads small on a phone), headlines of three lines
 * or more in a column under 45 % of the width, and the product's clear space under the top edge
 * (under 8 % of the width counts as crowding it).
 * Run: tsx scripts/square-measure.ts [--set held-out] [--products id,id] [--styles 1,2,3] [--list]
 */
import { parseArgs } from 'node:util';
import { flagsFor, options, plannedFeedAds, selected } from './measure-lib.js';

const { values } = parseArgs({ options: options('all') });
const { products, styles } = selected(values);
const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)] ?? 0;
const n = { ads: 0, deep: 0, small: 0, narrow: 0, top: 0 };
const heads: number[] = [];
const tops: number[] = [];
for await (const { product, style, size, ctx, plan } of plannedFeedAds(products, styles)) {
  n.ads++;
  const { flags, flag } = flagsFor(n);
  const head = plan.texts.find((t) => t.role === 'headline');
  if (head) {
    heads.push(head.size);
    const w = Math.max(...head.lines.map((l) => l.w));
    if (head.lines.length > 3) flag('deep', `${head.lines.length} lines`);
    if (head.size < 56) flag('small', `${Math.round(head.size)} px`);
    if (head.lines.length >= 3 && w < ctx.w * 0.45)
      flag('narrow', `${head.lines.length} in ${Math.round((w / ctx.w) * 100)} %`);
  }
  const top = plan.product.y / ctx.w;
  tops.push(top);
  if (top < 0.08) flag('top', `top ${(top * 100).toFixed(1)} %`);
  if (values.list)
    console.log(
      `${product.id}\t${style.id}\t${size}\t${head ? `${head.lines.length}x${Math.round(head.size)}` : '-'}\t${(top * 100).toFixed(1)}\t${flags.join('; ')}`,
    );
}
console.log(
  `${n.ads} feed ads: headline over 3 lines ${n.deep}; under 56 px ${n.small} (median ${Math.round(pct(heads, 0.5))} px); 3+ lines under 45 % wide ${n.narrow}; product top under 8 % ${n.top} (10th pct ${(pct(tops, 0.1) * 100).toFixed(1)} %)`,
);

/**
 * The clear space between the 9:16 copy and the product, counted on the planned layouts (no drawing):
 * for each ad the smallest gap from the product's box to a line of the copy group (headline,
 * sub-line, chips, offer, badge, button), and which role stands there. "9:16 button jammed onto the
 * bottle cap", "badge crowds the pack edge" (s21 grading) are gaps under about 2.5 % of the width
 * (docs/decisions/220-story-copy-clear-of-the-product.md). A call-out's label (a sub-line joined to
 * the pack by its leader line) is the call-outs' idea and counted apart (`callout`).
 * Run: tsx scripts/story-gap-measure.ts [--set all|eval|held-out] [--products id,id] [--styles 1,2] [--list]
 */
import { parseArgs } from 'node:util';
import { options, plannedAds, selected } from './measure-lib.js';

const { values } = parseArgs({ options: options('all') });
const { products, styles } = selected(values);
const COPY = new Set(['headline', 'subline', 'cta', 'badge', 'offer', 'rating', 'review']);
/** A gap under this share of the width reads as touching (27 px at 1080), under CROWD as crowding. */
const TOUCH = 0.025;
const CROWD = 0.05;
type Box = { x: number; y: number; w: number; h: number };
const gap = (a: Box, b: Box) => Math.max(a.x - (b.x + b.w), b.x - (a.x + a.w), a.y - (b.y + b.h), b.y - (a.y + a.h));
const gaps: number[] = [];
let touch = 0;
let crowd = 0;
for await (const { product, style, ad } of plannedAds(products, styles)) {
  const { ctx, plan } = ad.sizes['9x16'];
  const p = plan.product;
  let least = Infinity;
  let who = '';
  for (const t of plan.texts) {
    if (!COPY.has(t.role) || !t.lines.length) continue;
    // The call-outs' labels point at the pack by design.
    if (style.layout === 'callouts' && t.role === 'subline' && gap(t.record || t.box, p) < ctx.w * 0.2) continue;
    const g = gap(t.record || t.box, p) / ctx.w;
    if (g < least) [least, who] = [g, `${t.role} "${t.text.slice(0, 24)}"`];
  }
  if (!Number.isFinite(least)) continue;
  gaps.push(least);
  if (least < TOUCH) touch++;
  if (least < CROWD) crowd++;
  if (values.list)
    console.log(
      `${product.id}\t${style.id}\t${style.name}\tgap ${least.toFixed(3)}\t${who}${least < TOUCH ? '\tTOUCH' : least < CROWD ? '\tcrowd' : ''}`,
    );
}
gaps.sort((a, b) => a - b);
const q = (f: number) => gaps[Math.min(gaps.length - 1, Math.floor(gaps.length * f))].toFixed(3);
console.log(`${gaps.length} 9:16 ads; copy-to-product gap (share of width): p10 ${q(0.1)} median ${q(0.5)}`);
console.log(`gap under ${TOUCH * 100} %: ${touch}; under ${CROWD * 100} %: ${crowd}`);

/**
 * The 1:1 and 4:5 copy group, counted on the planned layouts (no drawing)
 * (docs/decisions/167-feed-button-and-column.md): the button's type against the headline's, buttons
 * stranded from their copy (farther from it than from the product, or off its column), headlines
 * under 64 px or in a column under 45 % of the width, headlines broken at a hyphen, and the product's share of the canvas.
 * Also (docs/decisions/191-square-copy-for-its-format.md): headlines over three lines, headlines no
 * larger than a body line (sub-line, list, chips), headline or sub-line lines of under two words on
 * average, and buttons whose label is under 44 px.
 * Run: tsx scripts/feed-measure.ts [--set held-out] [--products id,id] [--styles 1,2,3] [--list]
 */
import { parseArgs } from 'node:util';
import { flagsFor, options, plannedFeedAds, selected } from './measure-lib.js';
import { dist } from '../engine/lint/index.js';

const { values } = parseArgs({ options: options('all') });
const { products, styles } = selected(values);
const COPY = new Set(['headline', 'subline', 'offer', 'rating', 'badge']);
const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)] ?? 0;
const n = {
  ads: 0,
  smallCta: 0,
  stranded: 0,
  offColumn: 0,
  smallHead: 0,
  narrow: 0,
  hyphen: 0,
  smallProduct: 0,
  deep: 0,
  flat: 0,
  fewWords: 0,
  tap44: 0,
  forced: 0,
};
const ratios: number[] = [];
const areas: number[] = [];
for await (const { product, style, size, ctx, plan } of plannedFeedAds(products, styles)) {
  n.ads++;
  const { flags, flag } = flagsFor(n);
  const p = plan.product;
  const area = (p.w * p.h) / (ctx.w * ctx.h);
  areas.push(area);
  if (plan.forced) flag('forced', 'forced');
  if (area < 0.2) flag('smallProduct', `product ${(area * 100).toFixed(0)} %`);
  const head = plan.texts.find((t) => t.role === 'headline');
  const cta = plan.texts.find((t) => t.role === 'cta');
  if (head) {
    const w = Math.max(...head.lines.map((l) => l.w));
    if (head.size < 64) flag('smallHead', `headline ${Math.round(head.size)} px`);
    if (head.lines.length >= 3 && w < ctx.w * 0.45)
      flag('narrow', `headline ${head.lines.length} lines in ${Math.round(w)} px`);
    // A line that ends inside a word ("Grünpul-" / "ver", or a compound's "Bio-" / "Grünpulver").
    const cut = head.lines.slice(0, -1).find((l) => /\p{L}-$/u.test(l.text.trim()));
    if (cut) flag('hyphen', `headline broken at "${cut.text.trim().split(/\s+/).at(-1)}"`);
    if (head.lines.length > 3) flag('deep', `headline ${head.lines.length} lines`);
    // Body type: every other copy text but the button, the offer and the header (the largest counts).
    const body = plan.texts.filter(
      (t) => !['headline', 'cta', 'offer', 'logo', 'review', 'disclaimer', 'decoration'].includes(t.role),
    );
    const bodyPx = Math.max(0, ...body.map((t) => t.size));
    if (bodyPx >= head.size) flag('flat', `headline ${Math.round(head.size)} px, body ${Math.round(bodyPx)} px`);
    // Words per line under two in a headline or sub-line of two lines or more: a column too narrow.
    const few = [head, ...plan.texts.filter((t) => t.role === 'subline')].find((t) => {
      const words = t.lines.reduce((s, l) => s + l.text.trim().split(/\s+/).filter(Boolean).length, 0);
      return t.lines.length >= 2 && words / t.lines.length < 2;
    });
    if (few) flag('fewWords', `${few.role} ${few.lines.map((l) => l.text.trim()).join(' / ')}`);
  }
  if (cta && head) {
    const ratio = cta.size / head.size;
    ratios.push(ratio);
    const pill = cta.record || cta.box;
    if (cta.size < 44) flag('tap44', `button ${Math.round(cta.size)} px`);
    if (cta.size < 40 || pill.h < ctx.w * 0.085)
      flag(
        'smallCta',
        `button ${Math.round(cta.size)} px, pill ${Math.round(pill.h)} px, headline ${Math.round(head.size)} px`,
      );
    const copy = plan.texts.filter((t) => COPY.has(t.role)).map((t) => t.record || t.box);
    const toCopy = Math.min(...copy.map((b) => dist(pill, b)));
    if (toCopy > dist(pill, p) || toCopy > ctx.h * 0.06)
      flag('stranded', `button ${Math.round(toCopy)} px from copy, ${Math.round(dist(pill, p))} from product`);
    // Off the headline's column: neither its left edge, centre nor right edge within 24 px.
    const hx = Math.min(...head.lines.map((l) => l.x));
    const hr = Math.max(...head.lines.map((l) => l.x + l.w));
    const off = Math.min(
      Math.abs(pill.x - hx),
      Math.abs(pill.x + pill.w / 2 - (hx + hr) / 2),
      Math.abs(pill.x + pill.w - hr),
    );
    if (off > 24) flag('offColumn', `button ${Math.round(off)} px off the headline's column`);
  }
  if (values.list && flags.length) console.log(`${product.id}\t${style.id}\t${size}\t${flags.join('; ')}`);
}
console.log(
  `${n.ads} feed ads: button under 40 px or pill under 8.5 % of the width ${n.smallCta}; button/headline type median ${pct(ratios, 0.5).toFixed(2)}, 10th pct ${pct(ratios, 0.1).toFixed(2)}; stranded button ${n.stranded}; button off the headline's column ${n.offColumn}; headline under 64 px ${n.smallHead}; 3+ line headline narrower than 45 % ${n.narrow}; headline broken at a hyphen ${n.hyphen}; product under 20 % ${n.smallProduct}, median ${(pct(areas, 0.5) * 100).toFixed(1)} %; headline over 3 lines ${n.deep}; headline no larger than body ${n.flat}; under 2 words a line ${n.fewWords}; button under 44 px ${n.tap44}; forced ${n.forced}`,
);

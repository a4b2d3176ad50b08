/**
 * Where the product stands against its copy, counted on the planned layouts (no drawing), all three
 * sizes (docs/decisions/117-product-clearance.md): ads whose product's top is within 3 % of the
 * height of the canvas's top or of a colour band's lower edge, ads whose button stands farther from
 * its copy than from the product, and the smallest clear gap between any copy (button included)
 * and the product.
 * Run: tsx scripts/place-measure.ts [--set held-out] [--products id,id] [--styles 1,2,3] [--list]
 */
import { parseArgs } from 'node:util';
import { options, plannedAds, selected } from './measure-lib.js';
import { dist } from '../engine/lint/index.js';
import { type Box, widestBand } from '../engine/paint/index.js';
import { type Plan } from '../engine/layout/index.js';

const { values } = parseArgs({
  options: {
    ...options('eval'),
    tsv: { type: 'boolean', default: false },
  },
});
const { products, styles } = selected(values);

/** The clear space between two boxes (0 when they touch or overlap): lint's dist counts a line far off to one side as near when it ends just above. */
const gapOf = (a: Box, c: Box) => {
  const dx = Math.max(a.x - (c.x + c.w), c.x - (a.x + a.w), 0);
  const dy = Math.max(a.y - (c.y + c.h), c.y - (a.y + a.h), 0);
  return Math.hypot(dx, dy);
};
/**
 * A copy column (the lines standing over one another with the headline) that is neither left-,
 * centre- nor right-aligned within 6 px: a centred headline over a left-set sub-line and button.
 */
function mixedColumn(items: Plan['texts']): boolean {
  const COL = new Set(['headline', 'subline', 'offer', 'rating', 'badge', 'cta']);
  const copy = items.filter((t) => COL.has(t.role));
  const head = copy.find((t) => t.role === 'headline');
  if (!head) return false;
  // A pill (a button, an offer, a badge row) counts as one line by its recorded box; a text by its lines.
  // Consecutive items of one role (a badge row, a checklist's lines) count as one block: their union.
  const merged: Array<{ role: string; boxes: Box[] }> = [];
  for (const t of copy) {
    const boxes = t.record === false ? [] : t.record ? [t.record] : [t.box];
    const last = merged.at(-1);
    if (last && last.role === t.role && t.role !== 'headline') last.boxes.push(...boxes);
    else merged.push({ role: t.role, boxes: t.role === 'headline' ? t.lines.map((l) => ({ ...l, h: 0 })) : boxes });
  }
  const union = (bs: Box[]) => {
    const x = Math.min(...bs.map((b) => b.x));
    return { x, w: Math.max(...bs.map((b) => b.x + b.w)) - x };
  };
  const lines = merged.flatMap((m) => (m.role === 'headline' ? m.boxes : m.boxes.length ? [union(m.boxes)] : []));
  const hx = [head.box.x, head.box.x + head.box.w];
  const col = lines.filter((l) => l.x < hx[1] && l.x + l.w > hx[0]);
  if (col.length < 3) return false;
  const spread = (f: (l: { x: number; w: number }) => number) => Math.max(...col.map(f)) - Math.min(...col.map(f));
  return (
    Math.min(
      spread((l) => l.x),
      spread((l) => l.x + l.w / 2),
      spread((l) => l.x + l.w),
    ) > 6
  );
}
const TEXT = new Set(['headline', 'subline', 'offer', 'rating', 'review', 'cta', 'badge']);
let ads = 0;
const count = { top: 0, top45: 0, stranded: 0, far: 0, gap2: 0, smallHead: 0, mixed: 0, smallStory: 0 };
const mixedBy: Record<string, number> = {};
const storyHeads: number[] = [];
const fullBands: number[] = [];
let minGap = Infinity;
const gaps: number[] = [];
// Per size: the product's top clearance (a share of the height), and on 9:16 the widest empty band.
const tops: Record<string, number[]> = {};
const bands: number[] = [];
const areas: Record<string, number[]> = {};
const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)] ?? 0;
if (values.tsv) console.log('product\tstyle\tsize\ttop\tband\tgap');
for await (const { product, style, ad } of plannedAds(products, styles)) {
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
    (tops[size] ??= []).push(clear / H);
    (areas[size] ??= []).push((p.w * p.h) / (ctx.w * H));
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
    const clearOf = texts.map((t) => gapOf(t, p)).filter((d) => d > 0);
    const near = texts.filter((t) => gapOf(t, p) > 0 && gapOf(t, p) < H * 0.02);
    if (clearOf.length) {
      const g = Math.min(...clearOf);
      gaps.push(g);
      minGap = Math.min(minGap, g);
    }
    // 9:16: the widest band between the safe zones that neither copy nor product covers, in either half.
    // Each half of the width on its own: a copy column ending at mid-height beside a tall product
    // leaves that half's lower third empty, which graders call out ("lower third empty").
    const halves = [0, ctx.w / 2].map((x0) =>
      widestBand(
        [...texts, p].filter((b) => b.x < x0 + ctx.w / 2 && b.x + b.w > x0),
        H * 0.14,
        H * 0.8,
      ),
    );
    const band = size === '9x16' ? Math.max(...halves) / H : 0;
    if (size === '9x16') bands.push(band);
    if (band > 1 / 6) flags.push(`9:16 empty band ${(band * 100).toFixed(0)} %`);
    if (values.tsv)
      console.log(
        [
          product.id,
          style.id,
          size,
          (clear / H).toFixed(3),
          band.toFixed(3),
          ((clearOf.length ? Math.min(...clearOf) : -1) / H).toFixed(3),
        ].join('\t'),
      );
    if (near.length) {
      count.gap2++;
      flags.push(`${near.map((t) => `${t.role} ${Math.round(gapOf(t, p))} px`).join(', ')} from product`);
    }
    // One column shares one alignment: a centred headline over a sub-line and button set left was
    // graded "mixed alignment" (docs/decisions/134-one-column-one-alignment-and-story-fill.md).
    if (mixedColumn(plan.texts)) {
      count.mixed++;
      mixedBy[size] = (mixedBy[size] ?? 0) + 1;
      flags.push('mixed alignment');
    }
    if (size === '9x16') {
      const px = Math.max(0, ...plan.texts.filter((t) => t.role === 'headline').map((t) => t.size));
      storyHeads.push(px);
      if (px && px < 80) {
        count.smallStory++;
        flags.push(`9:16 headline ${Math.round(px)} px`);
      }
      fullBands.push(widestBand([...texts, p], H * 0.14, H * 0.8) / H);
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
gaps.sort((a, b) => a - b);
console.log(
  `mixed alignment in one column: ${count.mixed} (${Object.entries(mixedBy)
    .map(([k, v]) => `${k} ${v}`)
    .join(
      ', ',
    )}); 9x16 headline median ${Math.round(pct(storyHeads, 0.5))} px, under 80 px ${count.smallStory}; 9x16 full-width empty band median ${(pct(fullBands, 0.5) * 100).toFixed(1)} %, over 1/6 ${fullBands.filter((b) => b > 1 / 6).length}`,
);
for (const [size, xs] of Object.entries(tops))
  console.log(
    `${size}: product top clearance 10th pct ${(pct(xs, 0.1) * 100).toFixed(1)} %, median ${(pct(xs, 0.5) * 100).toFixed(1)} %; under 7 % ${xs.filter((x) => x < 0.07).length} of ${xs.length}; product area median ${(pct(areas[size], 0.5) * 100).toFixed(1)} %`,
  );
console.log(
  `9x16 widest empty band: median ${(pct(bands, 0.5) * 100).toFixed(1)} %, 90th pct ${(pct(bands, 0.9) * 100).toFixed(1)} %; over 1/6 of the height ${bands.filter((b) => b > 1 / 6).length} of ${bands.length}`,
);
console.log(
  `${ads} ads: product top within 3 % of the top or a band ${count.top} (within 4.5 % ${count.top45}); button farther from the copy than from the product ${count.stranded} (more than 5 % of the height from it ${count.far}); copy within 2 % of the height of the product ${count.gap2}; min gap copy-product ${Math.round(minGap)} px (10th percentile ${Math.round(gaps[Math.floor(gaps.length / 10)] ?? 0)}); feed headlines under 64 px ${count.smallHead}`,
);

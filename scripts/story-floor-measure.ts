/**
 * The floor under the 9:16 product, counted on the planned layouts (no drawing): the product's
 * area share and height share, how low its base and its label line (the base less its foot,
 * engine/layout/story-foot.ts) stand, and the empty band from the lowest box to the bottom edge
 * (docs/decisions/166-story-product-foot-in-the-caption-zone.md). `--no-foot` plans with the
 * product wholly above the caption zone, as before that decision.
 * The copy group too (docs/decisions/192-story-copy-one-group-over-a-slim-pack.md): the headline's
 * lines and size, the copy column's width (share of the canvas), whether headline, sub-line and
 * button share one edge or one centre, the widest empty band between the safe zones, and copy set
 * beside the product (across from it) rather than above or below it, and the empty stretch in the
 * strip across from the product (`hole`, docs/decisions/213-story-no-empty-strip-beside-the-pack.md).
 * Run: tsx scripts/story-floor-measure.ts [--set all|eval|held-out] [--products id,id] [--styles 1,2] [--list] [--no-foot]
 */
import { parseArgs } from 'node:util';
import { options, plannedAds, selected } from './measure-lib.js';
import { FOOT_BELOW, footBelow } from '../engine/layout/index.js';
import { widestBand } from '../engine/lint/index.js';
import { type Box } from '../engine/paint/index.js';

const { values } = parseArgs({ options: { ...options('all'), 'no-foot': { type: 'boolean', default: false } } });
if (values['no-foot']) Object.assign(FOOT_BELOW as { slim: number; wide: number }, { slim: 0, wide: 0 });
const { products, styles } = selected(values);

type Row = {
  area: number;
  height: number;
  base: number;
  label: number;
  floor: number;
  headLines: number;
  headPx: number;
  column: number;
  band: number;
  hole: number;
  aligned: boolean;
  beside: boolean;
};
const rows: Row[] = [];
/**
 * The empty stretch the eye sees beside the product ("bottle ~15 % of canvas, empty lower-left"):
 * the widest band between the safe zones (14 % and 80 % of the height) left empty in the strip
 * across from the product (from the side edge to the product), when that strip is at least 30 % of
 * the width and the product stands off the centre (a centred pack's sides are the stack's margins).
 * ads:lint's dead-band counts only bands empty across the whole width, which the
 * product's own rows always fill.
 */
function sideHole(W: number, H: number, p: { x: number; y: number; w: number; h: number }, boxes: Box[]): number {
  const left = p.x;
  const right = W - p.x - p.w;
  const [x0, x1] = left >= right ? [0, p.x] : [p.x + p.w, W];
  if (x1 - x0 < W * 0.3 || Math.abs(p.x + p.w / 2 - W / 2) < W * 0.08) return 0;
  const inStrip = boxes.filter((b) => b.x < x1 && b.x + b.w > x0);
  return widestBand(inStrip, H * 0.14, H * 0.8);
}
const GROUP = new Set(['headline', 'subline', 'cta']);
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
  // The copy group's lines: a button by its pill, a text by its lines' own extent (a centred line's
  // box may span the column).
  const group = plan.texts
    .filter((t) => GROUP.has(t.role) && t.lines.length)
    .map((t) => {
      const r = t.role === 'cta' && t.record ? t.record : undefined;
      const x0 = r ? r.x : Math.min(...t.lines.map((l) => l.x));
      const x1 = r ? r.x + r.w : Math.max(...t.lines.map((l) => l.x + l.w));
      return { x0, x1, y0: (r || t.box).y, y1: (r || t.box).y + (r || t.box).h };
    });
  const heads = plan.texts.filter((t) => t.role === 'headline');
  const near = (v: number[]) => Math.max(...v) - Math.min(...v) <= ctx.w * 0.012;
  const x0 = Math.min(...group.map((g) => g.x0));
  const x1 = Math.max(...group.map((g) => g.x1));
  const y0 = Math.min(...group.map((g) => g.y0));
  const y1 = Math.max(...group.map((g) => g.y1));
  const r = {
    headLines: heads.reduce((s, t) => s + t.lines.length, 0),
    headPx: Math.max(0, ...heads.map((t) => t.size)),
    column: group.length ? (x1 - x0) / ctx.w : 0,
    band:
      widestBand(
        [p, ...plan.texts.map((t) => t.record || t.box), ...(plan.boxes ?? []).filter((b) => b.role !== 'logo')],
        H * 0.14,
        H * 0.8,
      ) / H,
    hole:
      sideHole(ctx.w, H, p, [
        ...plan.texts.map((t) => t.record || t.box),
        ...(plan.boxes ?? []).filter((b) => b.role !== 'logo' && b.w * b.h < ctx.w * H * 0.4),
      ]) / H,
    aligned:
      group.length < 2 ||
      near(group.map((g) => g.x0)) ||
      near(group.map((g) => g.x1)) ||
      near(group.map((g) => (g.x0 + g.x1) / 2)),
    // Across from the product: the copy's rows overlap the product's and its columns do not.
    beside: group.length > 0 && y0 < p.y + p.h && y1 > p.y && (x1 <= p.x + 4 || x0 >= p.x + p.w - 4),
    area: (p.w * p.h) / (ctx.w * H),
    height: p.h / H,
    base: (p.y + p.h) / H,
    label: (p.y + p.h * (1 - footBelow(p.w / p.h))) / H,
    floor: (H - lowest) / H,
  };
  rows.push(r);
  if (values.list)
    console.log(
      `${product.id}\t${style.id}\t${style.name}\tarea ${r.area.toFixed(3)}\tbase ${r.base.toFixed(3)}\tfloor ${r.floor.toFixed(3)}\tband ${r.band.toFixed(3)}\thole ${r.hole.toFixed(3)}\thead ${r.headLines}x${r.headPx}\tcolumn ${r.column.toFixed(2)}${r.aligned ? '' : '\tsplit'}${r.beside ? '\tbeside' : ''}`,
    );
}
const q = (k: keyof Row, f: number) => {
  const v = rows.map((r) => Number(r[k])).sort((a, b) => a - b);
  return v[Math.min(v.length - 1, Math.floor(v.length * f))].toFixed(3);
};
console.log(`${rows.length} 9:16 ads`);
for (const k of ['area', 'height', 'base', 'label', 'floor', 'band', 'hole', 'headLines', 'headPx', 'column'] as const)
  console.log(`${k}: p10 ${q(k, 0.1)}  median ${q(k, 0.5)}  p90 ${q(k, 0.9)}  max ${q(k, 1)}`);
console.log(
  `floor band over 1/6: ${rows.filter((r) => r.floor > 1 / 6 + 0.001).length}; over 1/5: ${rows.filter((r) => r.floor > 0.2 + 0.001).length}; label line under 80 %: ${rows.filter((r) => r.label > 0.8 + 0.002).length}`,
);
const n = (f: (r: Row) => boolean) => rows.filter(f).length;
console.log(
  `band over 1/6: ${n((r) => r.band > 1 / 6 + 0.001)}; hole beside the product over 1/6: ${n((r) => r.hole > 1 / 6 + 0.001)}; headline 4+ lines: ${n((r) => r.headLines >= 4)}; headline under 60 px: ${n((r) => r.headPx < 60)}; column under 45 %: ${n((r) => r.column < 0.45)}; copy beside the product: ${n((r) => r.beside)}, in a column under 45 %: ${n((r) => r.beside && r.column < 0.45)}; split alignment: ${n((r) => !r.aligned)}`,
);

/**
 * Headline size and copy-column shape over the planned layouts (no drawing): per size, ads whose
 * headline is under 56 px at 1080, under its largest sub-line, under 40 % of the width on 4+ lines
 * (or 3 under 64 px), a last line of one short word (or a lone mark), a sub-line of 3+ lines; 9:16 bands > 1/6
 * (docs/decisions/116-feed-headline-size-and-column-shape.md).
 * Run: tsx scripts/headline-measure.ts [--set held-out|all] [--products id,id] [--styles 1,2] [--list] [--out f.tsv]
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { options, plannedAds, selected } from './measure-lib.js';
import { widestBand } from '../engine/lint/index.js';

const { values } = parseArgs({
  options: {
    ...options('all'),
    out: { type: 'string' },
  },
});
const { products, styles } = selected(values);

const SIZES = ['1x1', '4x5', '9x16'] as const;
const zero = () => ({ ads: 0, small: 0, underSub: 0, narrow: 0, orphan: 0, sub3: 0, band: 0, pxSum: 0 });
const count = Object.fromEntries(SIZES.map((s) => [s, zero()])) as Record<string, ReturnType<typeof zero>>;
const rows: string[] = ['product\tstyle\tsize\thead\tsub\theadW\tlines\tflags\theadline'];
const TEXT = new Set(['headline', 'subline', 'cta', 'badge', 'offer', 'rating', 'review', 'disclaimer']);
for await (const { product, style, ad } of plannedAds(products, styles)) {
  for (const size of SIZES) {
    const { ctx, plan } = ad.sizes[size];
    const W = ctx.w;
    const heads = plan.texts.filter((t) => t.role === 'headline');
    const subs = plan.texts.filter((t) => t.role === 'subline');
    if (!heads.length) continue;
    const c = count[size];
    c.ads++;
    const head = Math.max(...heads.map((t) => t.size));
    const sub = Math.max(0, ...subs.map((t) => t.size));
    c.pxSum += head;
    const flags: string[] = [];
    const flag = (key: 'small' | 'underSub' | 'narrow' | 'orphan' | 'sub3' | 'band', label: string) => {
      c[key]++;
      flags.push(label);
    };
    const main = heads.reduce((a, b) => (a.size >= b.size ? a : b));
    const lines = heads.reduce((n, t) => n + t.lines.length, 0);
    const headW = Math.max(...heads.map((t) => t.box.w));
    if (head < 56) flag('small', 'small');
    if (sub > head) flag('underSub', 'under-sub');
    // A narrow, cramped headline: under 40 % of the width on four lines or more, or on three under 64 px.
    if (headW < W * 0.4 && (lines >= 4 || (lines >= 3 && head < 64))) flag('narrow', 'narrow');
    const last = main.lines.at(-1)?.text.trim() ?? '';
    // A last line of one short word (under half the widest line), or a lone mark.
    const widest = Math.max(...main.lines.map((l) => l.w));
    const lastW = main.lines.at(-1)?.w ?? 0;
    if (main.lines.length > 1 && ((/^\S+$/u.test(last) && lastW < widest * 0.5) || /^\p{P}+$/u.test(last)))
      flag('orphan', `orphan "${last}"`);
    if (subs.some((t) => t.lines.length >= 3)) flag('sub3', 'sub3');
    if (size === '9x16') {
      const texts = plan.texts.filter((t) => t.record !== false && TEXT.has(t.role)).map((t) => t.record || t.box);
      const b = widestBand(
        [plan.product, ...texts, ...(plan.boxes ?? []).filter((x) => x.role !== 'logo')],
        ctx.h * 0.14,
        ctx.h * 0.8,
      );
      if (b > ctx.h / 6) flag('band', `band ${Math.round((b / ctx.h) * 100)}%`);
    }
    const words = heads.map((t) => t.lines.map((l) => l.text).join(' / ')).join(' | ');
    rows.push(
      `${product.id}\t${style.id}\t${size}\t${Math.round(head)}\t${Math.round(sub)}\t${Math.round((headW / W) * 100)}\t${lines}\t${flags.join(',')}\t${words}`,
    );
    if (values.list && flags.length)
      console.log(
        `${product.id}\t${style.id}\t${size}\t${Math.round(head)}/${Math.round(sub)}\t${flags.join(', ')}\t${words}`,
      );
  }
}
if (values.out) writeFileSync(values.out, rows.join('\n') + '\n');
for (const size of SIZES) {
  const c = count[size];
  console.log(
    `${size}: ${c.ads} ads, headline < 56 px ${c.small}, < sub-line ${c.underSub}, narrow (<40 % wide, 4+ lines or 3 under 64 px) ${c.narrow}, one-word last line ${c.orphan}, sub-line 3+ lines ${c.sub3}${size === '9x16' ? `, band > 1/6 ${c.band}` : ''}, mean headline ${(c.pxSum / c.ads).toFixed(1)} px`,
  );
}

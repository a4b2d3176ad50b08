import { headline, offer } from './blocks.js';
import { type Block, cta, empty, iconSvg, inkFor, rect, textItem } from './parts.js';
import { keepHero, solve, toPlan } from './solver.js';
import { anchorOf, present } from './static.js';
import { isTall, type Layout, type LayoutCtx } from './types.js';
import { wordsOf } from './words.js';
import { type CompareRow, compareHead, compareRows } from './compare-rows.js';
import { cellSizes, compareFonts, compareHeads, fitCell } from './compare-fit.js';
import { boxMark, strip } from './comparison-strip.js';
import { mix } from '../paint/index.js';
import { type FittedText } from '../text/index.js';

/**
 * Us vs them, told honestly (docs/decisions/109-honest-comparison.md,
 * 118-comparisons-that-compare.md): two columns side by side, "this product" with its answers
 * ticked, and "check the label" with the questions to ask of any other product, each in an empty
 * box. Nothing is said about a competitor; the other column is the buyer's own check.
 */

/** The comparison as a table card: our answers ticked on the left, the label's questions on the right. */
function table(ctx: LayoutCtx): Block {
  const words = wordsOf(ctx);
  const asked = compareRows(ctx.facts);
  // A language without reviewed questions keeps the ticked list of the brief's facts.
  const all: CompareRow[] = asked.length
    ? asked
    : ctx.facts.benefits.slice(0, 4).map((b) => ({ ask: '', ours: b, yes: true }));
  const check = asked.length ? compareHead(ctx.facts) : '';
  const fonts = compareFonts(ctx);
  const bg = ctx.pal.panel;
  const ink = inkFor(bg, ctx.pal.panelInk);
  const muted = [mix(ink[0], bg, 0.25), ...ink];
  const ours = ctx.facts.short.length <= 16 ? ctx.facts.short : words.ours;
  const sized = (w: number, k: number) => {
    // The table loses rows before its type gets small (docs/decisions/087-story-secondary-type.md).
    const { size, head: hp } = cellSizes(ctx, k, 38);
    const want = Math.max(2, all.length - (k >= 0.84 ? 0 : k >= 0.6 ? 1 : 2));
    // On 9:16 the rows sit tighter, so the button under the table stays with the copy.
    const pad = isTall(ctx) ? 22 : 24;
    const inner = w - pad * 2;
    const icon = Math.round(size * 0.85);
    const opts = { maxLines: 3, maxSize: size, minSize: size, lineHeight: 1.15, wordPerLine: false };
    // Our answers take the width they need (a long amount, "200 mg elemental magnesium"), the
    // questions the rest: the narrowest answer column where every cell fits.
    const split = (share: number) => {
      const oursW = check ? Math.round(inner * share) : inner;
      const askW = inner - oursW - 12;
      if (check && askW < 130) return undefined;
      const { oursHead, checkHead } = compareHeads(ctx, ours, check, hp, oursW - 16, askW - 16);
      if (oursHead.overflow || checkHead.overflow) return undefined;
      // A row whose cells do not fit its column gives way to the next fact (two rows at least).
      const rows: CompareRow[] = [];
      const asks: FittedText[] = [];
      const vals: FittedText[] = [];
      for (const r of all) {
        if (rows.length >= want) break;
        const cellW = (cw: number) => cw - 12 - icon - 8 - 6;
        const a = fitCell(r.ask, fonts.ask, { ...opts, maxWidth: cellW(askW) });
        const cell = (t: string) => fitCell(t, fonts.ours, { ...opts, wordPerLine: undefined, maxWidth: cellW(oursW) });
        let v = cell(r.ours);
        if (v.overflow && r.alt) v = cell(r.alt);
        if (a.overflow || v.overflow) continue;
        rows.push(r);
        asks.push(a);
        vals.push(v);
      }
      if (rows.length < Math.min(2, all.length)) return undefined;
      return { rows, oursW, askW, asks, vals, oursHead, checkHead };
    };
    // The split that keeps the most rows (the amount row first gave way to a narrow answer column).
    let cut: ReturnType<typeof split>;
    for (const share of [0.5, 0.44, 0.56, 0.38, 0.62, 0.68]) {
      const c = split(share);
      if (c && (!cut || c.rows.length > cut.rows.length)) cut = c;
    }
    if (!cut) return undefined;
    // Rows sit close (a line's height and a little): the table leaves the product its fifth of the canvas.
    const rowH = cut.rows.map((_, i) => Math.max(size * 1.3, cut.asks[i].height, cut.vals[i].height) + size * 0.4);
    const headH = Math.max(hp * 1.9, cut.checkHead.height + 18, cut.oursHead.height + 18);
    return { ...cut, size, pad, rowH, headH, icon, h: pad * 2 + headH + rowH.reduce((s, x) => s + x, 0) };
  };
  const across = strip(ctx, asked, check, ours);
  return {
    key: 'table',
    gap: 30,
    measure(w, k) {
      const a = across.measure(w, k);
      if (a) return a;
      const s = sized(w, k);
      return s ? { w, h: s.h } : undefined;
    },
    place(x, y, w, k, align) {
      if (across.measure(w, k)) return across.place(x, y, w, k, align);
      const s = sized(w, k)!;
      const d = empty();
      const card = { x, y, w, h: s.h };
      d.panels.push({ svg: rect(card, bg, { r: 26 }), box: card, role: 'decoration' });
      const c1 = x + s.pad;
      const c2 = c1 + s.oursW + 12;
      const hy = y + s.pad;
      // Our column is one accent band from its head to its last row, so the two columns read as
      // this one against any other at a glance.
      const band = { x: c1, y: hy, w: s.oursW, h: s.h - s.pad * 2 };
      d.panels.push({ svg: rect(band, ctx.pal.accent, { r: 18, opacity: 0.16 }), box: band });
      const head = (f: FittedText, cx: number, cw: number, fill: string) => {
        const pill = { x: cx + 6, y: hy + 4, w: cw - 12, h: s.headH - 8 };
        d.panels.push({ svg: rect(pill, fill, { r: 14 }), box: pill });
        d.texts.push(
          textItem('subline', f, fonts.head, pill.x, pill.y + (pill.h - f.height) / 2, pill.w, 'center', inkFor(fill), {
            lh: 1.1,
            canBack: false,
          }),
        );
      };
      head(s.oursHead, c1, s.oursW, ctx.pal.accent);
      if (s.checkHead.lines.length) head(s.checkHead, c2, s.askW, mix(ink[0], bg, 0.82));
      let ry = hy + s.headH;
      s.rows.forEach((_, i) => {
        const rh = s.rowH[i];
        const top = ry;
        ry += rh;
        if (i)
          d.panels.push({
            svg: rect({ x: c1, y: top, w: w - s.pad * 2, h: 2 }, ctx.pal.bg2),
            box: { x, y: top, w, h: 2 },
          });
        const iy = top + (rh - s.icon) / 2;
        const v = s.vals[i];
        d.panels.push({
          svg: iconSvg('check', c1 + 8, iy, s.icon, '#1f8a4c'),
          box: { x: c1 + 8, y: top, w: s.icon, h: rh },
        });
        const vx = c1 + 8 + s.icon + 8;
        d.texts.push(
          textItem('subline', v, fonts.ours, vx, top + (rh - v.height) / 2, s.oursW - (vx - c1) - 4, 'left', ink, {
            lh: 1.15,
            canBack: false,
          }),
        );
        const a = s.asks[i];
        if (!a.lines.length) return;
        d.panels.push({ svg: boxMark(c2 + 8, iy, s.icon, muted[0]), box: { x: c2 + 8, y: top, w: s.icon, h: rh } });
        const ax = c2 + 8 + s.icon + 8;
        d.texts.push(
          textItem('subline', a, fonts.ask, ax, top + (rh - a.height) / 2, s.askW - (ax - c2) - 4, 'left', muted, {
            lh: 1.15,
            canBack: false,
          }),
        );
      });
      d.w = w;
      d.h = s.h;
      return d;
    },
  };
}

/**
 * The table stays in every size: where it and a long headline leave the product under the
 * hero's 20 %, the headline gets shorter (two lines, smaller) before the table loses a row.
 */
export const comparison: Layout = (ctx) => {
  const plan = (short: boolean, wide = false) =>
    solve(ctx, {
      top: present([
        headline(ctx, short ? { max: 58, lines: 2, min: 36 } : { max: 76, lines: 3 }),
        table(ctx),
        offer(ctx, { drop: 1 }),
      ]),
      foot: [cta(ctx, { gap: isTall(ctx) ? 16 : 30 })],
      // On 9:16 the table takes the screen's width under the headline, the button right under it,
      // the product below: beside a product its column was too narrow for more than 28 px cells.
      arrangements: isTall(ctx)
        ? ['stack-top', 'side']
        : wide
          ? ['side']
          : (ctx.style.arrange ?? ['side', 'stack-top']),
      target: 0.26,
      anchor: anchorOf(ctx),
      column: wide ? 0.66 : 0.58,
      productSide: ctx.mirror ? 'left' : 'right',
    });
  // A tall bottle under a table stacked over it in the feed falls far under its fifth: the table
  // then takes a wider column beside it.
  return toPlan(keepHero(ctx, plan(false), () => keepHero(ctx, plan(true), () => plan(true, true))));
};

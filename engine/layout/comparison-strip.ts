import { type Block, empty, iconSvg, inkFor, rect, textItem } from './parts.js';
import { isTall, type LayoutCtx } from './types.js';
import { type CompareRow } from './compare-rows.js';
import { cellSizes, compareFonts, compareHeads, fitCell } from './compare-fit.js';
import { mix } from '../paint/index.js';
import { type FittedText } from '../text/index.js';

/**
 * The comparison turned on its side for a full-width block on 1:1 and 4:5 (the copy stacked over a
 * wide jar or pouch): our answers ticked along the accent row, the label's questions in empty boxes
 * along the row under it, the row heads on the left. Two or three short columns instead of four
 * rows leave the product its fifth of the canvas; a column too narrow for its cells gives way to
 * the upright table (docs/decisions/118-comparisons-that-compare.md).
 */
export function strip(ctx: LayoutCtx, all: CompareRow[], check: string, ours: string): Block {
  const fonts = compareFonts(ctx);
  const bg = ctx.pal.panel;
  const ink = inkFor(bg, ctx.pal.panelInk);
  const muted = [mix(ink[0], bg, 0.25), ...ink];
  const sized = (w: number, k: number) => {
    // Only for a wide pack (a jar, a tub, a pouch): a tall bottle keeps the table beside it.
    if (isTall(ctx) || w < 700 || !check || all.length < 2 || ctx.aspect < 0.8) return undefined;
    const { size, head: hp } = cellSizes(ctx, k, 36);
    const pad = 18;
    const inner = w - pad * 2;
    const { oursHead, checkHead } = compareHeads(ctx, ours, check, hp, 240, 240);
    if (checkHead.overflow) return undefined;
    const labW = Math.max(checkHead.width, oursHead.width) + 52;
    const icon = Math.round(size * 0.9);
    type Cut = { rows: CompareRow[]; asks: FittedText[]; vals: FittedText[]; colW: number; aH: number; qH: number };
    let best: (Cut & { h: number }) | undefined;
    // Three columns where their cells stay short; two when three would wrap the answers taller.
    for (let n = Math.min(3, all.length); n >= 2; n--) {
      const rows = all.slice(0, n);
      const colW = (inner - labW) / n;
      const o = { maxSize: size, minSize: size, lineHeight: 1.15, maxLines: 3, maxWidth: colW - 30 - icon };
      const asks = rows.map((r) => fitCell(r.ask, fonts.ask, o));
      const vals = rows.map((r) => {
        const v = fitCell(r.ours, fonts.ours, o);
        return v.overflow && r.alt ? fitCell(r.alt, fonts.ours, o) : v;
      });
      if ([...asks, ...vals].some((f) => f.overflow)) continue;
      const aH = Math.max(oursHead.height * 1.9, size * 1.4, ...vals.map((f) => f.height)) + size * 0.4;
      const qH = Math.max(checkHead.height + 16, ...asks.map((f) => f.height)) + size * 0.4;
      const h = pad * 2 + qH + aH;
      if (!best || h < best.h - 12) best = { rows, asks, vals, colW, qH, aH, h };
    }
    return best && { ...best, oursHead, checkHead, labW, pad, icon };
  };
  return {
    key: 'table',
    gap: 30,
    measure(w, k) {
      const s = sized(w, k);
      return s ? { w, h: s.h } : undefined;
    },
    place(x, y, w, k) {
      const s = sized(w, k)!;
      const d = empty();
      const card = { x, y, w, h: s.h };
      d.panels.push({ svg: rect(card, bg, { r: 26 }), box: card, role: 'decoration' });
      const x0 = x + s.pad;
      const ay = y + s.pad;
      const qy = ay + s.aH;
      // Our answers are one accent band across the table, headed by the product's name.
      const band = { x: x0, y: ay, w: w - s.pad * 2, h: s.aH };
      d.panels.push({ svg: rect(band, ctx.pal.accent, { r: 18, opacity: 0.16 }), box: band });
      const head = (f: FittedText, ry: number, rh: number, fill: string) => {
        const pill = { x: x0 + 4, y: ry + (rh - f.height - 20) / 2, w: s.labW - 16, h: f.height + 20 };
        d.panels.push({ svg: rect(pill, fill, { r: 14 }), box: pill });
        d.texts.push(
          textItem('subline', f, fonts.head, pill.x, pill.y + 10, pill.w, 'center', inkFor(fill), {
            lh: 1.1,
            canBack: false,
          }),
        );
      };
      head(s.oursHead, ay, s.aH, ctx.pal.accent);
      head(s.checkHead, qy, s.qH, mix(ink[0], bg, 0.82));
      s.rows.forEach((_, i) => {
        const cx = x0 + s.labW + i * s.colW;
        if (i)
          d.panels.push({
            svg: rect({ x: cx, y: ay, w: 2, h: s.qH + s.aH }, ctx.pal.bg2),
            box: { x: cx, y: ay, w: 2, h: s.qH + s.aH },
          });
        const cell = (f: FittedText, ry: number, rh: number, yes: boolean) => {
          const cw = f.width + s.icon + 10;
          const ix = cx + (s.colW - cw) / 2;
          const iy = ry + (rh - s.icon) / 2;
          d.panels.push({
            svg: yes ? iconSvg('check', ix, iy, s.icon, '#1f8a4c') : boxMark(ix, iy, s.icon, muted[0]),
            box: { x: ix, y: ry, w: s.icon, h: rh },
          });
          const font = yes ? fonts.ours : fonts.ask;
          d.texts.push(
            textItem(
              'subline',
              f,
              font,
              ix + s.icon + 10,
              ry + (rh - f.height) / 2,
              f.width + 4,
              'left',
              yes ? ink : muted,
              {
                lh: 1.15,
                canBack: false,
              },
            ),
          );
        };
        cell(s.vals[i], ay, s.aH, true);
        cell(s.asks[i], qy, s.qH, false);
      });
      d.w = w;
      d.h = s.h;
      return d;
    },
  };
}

/** An empty tick box: the question still open on any other label. */
export function boxMark(x: number, y: number, s: number, color: string): string {
  const r = (n: number) => Math.round(n);
  return `<rect x="${r(x + s * 0.12)}" y="${r(y + s * 0.12)}" width="${r(s * 0.76)}" height="${r(s * 0.76)}" rx="${r(s * 0.16)}" fill="none" stroke="${color}" stroke-width="${Math.max(3, r(s * 0.08))}"/>`;
}

import { headline, offer } from './blocks.js';
import { type Block, MIN_PX, cta, empty, iconSvg, inkFor, rect, textItem, tightFloorPx } from './parts.js';
import { keepHero, solve, toPlan } from './solver.js';
import { anchorOf, present } from './static.js';
import { isTall, type Layout, type LayoutCtx } from './types.js';
import { wordsOf } from './words.js';
import { fitText } from '../text/index.js';

/**
 * Us vs them: the product's facts in a table, ticked for it; the second column asks the reader to
 * check their own product ("Yours?") rather than crossing out competitors we know nothing about.
 */

/** "Us vs them": the product's benefits, ticked for it, in a table card. */
function table(ctx: LayoutCtx): Block {
  const words = wordsOf(ctx);
  const all = ctx.facts.benefits.slice(0, 4);
  const font = { ...ctx.fonts.body, weight: 600 as const };
  const head = { ...ctx.fonts.label, weight: 800 as const };
  const bg = ctx.pal.panel;
  const ink = inkFor(bg, ctx.pal.panelInk);
  const ours = ctx.facts.short.length <= 14 ? ctx.facts.short : words.ours;
  const sized = (w: number, k: number) => {
    // Cells keep 34 px or more on every size (docs/decisions/087-story-secondary-type.md,
    // 092-feed-secondary-type.md): the table loses rows before its type gets small, and its column
    // heads are set at the cells' floor.
    const floor = tightFloorPx(ctx, k, font);
    const size = Math.max(floor, 38 * k * ctx.textScale);
    const rows = all.slice(0, Math.max(2, all.length - (k >= 0.84 ? 0 : k >= 0.6 ? 1 : 2)));
    // On 9:16 the rows sit tighter, so the button under the table stays with the copy.
    const pad = isTall(ctx) ? 22 : 28;
    const hp = Math.max(MIN_PX, floor);
    const hf = [ours, words.others].map((t) =>
      fitText(t, head, { maxWidth: 1000, maxLines: 1, maxSize: hp, minSize: hp, upper: true }),
    );
    const headed = Math.max(size * 3.2, ...hf.map((f) => f.width + 30));
    // Where two columns leave no room for the benefits, the table keeps only its own column; on
    // 9:16 that column is the ticks alone (its head at 34 px took the width the rows need). In the
    // feed a table squeezed to the smallest scales also keeps one column, so its rows stay on one
    // line at 34 px rather than the product shrinking (docs/decisions/092-feed-secondary-type.md).
    const cols = w - pad * 2 - headed * 2 >= 170 && (isTall(ctx) || k >= 0.6) ? 2 : 1;
    const bare = cols === 1 && isTall(ctx);
    const colW = bare ? size * 2.2 : headed;
    const labelW = w - pad * 2 - colW * cols;
    if (labelW < 170) return undefined;
    const fits = rows.map((r) =>
      fitText(r, font, {
        maxWidth: labelW - 12,
        maxLines: 3,
        maxSize: size,
        minSize: floor,
        lineHeight: 1.15,
        wordPerLine: false,
      }),
    );
    if (fits.some((f) => f.overflow)) return undefined;
    const rowH = fits.map((f) =>
      isTall(ctx) ? Math.max(size * 1.8, f.height + size * 0.7) : Math.max(size * 2.1, f.height + size * 0.9),
    );
    const headH = bare ? 0 : size * 1.9;
    return {
      bare,
      size,
      pad,
      colW,
      cols,
      labelW,
      fits,
      hf,
      rowH,
      headH,
      h: pad * 2 + headH + rowH.reduce((s, x) => s + x, 0),
    };
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
      const box = { x, y, w, h: s.h };
      d.panels.push({ svg: rect(box, bg, { r: 26 }), box, role: 'decoration' });
      const c1 = x + s.pad + s.labelW;
      const c2 = c1 + s.colW;
      const hy = y + s.pad;
      const pill = { x: c1 + 6, y: hy, w: s.colW - 12, h: s.headH };
      if (!s.bare) d.panels.push({ svg: rect(pill, ctx.pal.accent, { r: 14 }), box: pill });
      if (!s.bare)
        d.texts.push(
          textItem(
            'subline',
            s.hf[0],
            head,
            c1,
            hy + (s.headH - s.hf[0].size * 1.1) / 2,
            s.colW,
            'center',
            inkFor(ctx.pal.accent, ctx.pal.accentInk),
            { lh: 1.1, canBack: false },
          ),
        );
      if (s.cols === 2)
        d.texts.push(
          textItem('subline', s.hf[1], head, c2, hy + (s.headH - s.hf[1].size * 1.1) / 2, s.colW, 'center', ink, {
            lh: 1.1,
            canBack: false,
          }),
        );
      let ry = hy + s.headH;
      s.fits.forEach((f, i) => {
        const rh = s.rowH[i];
        d.panels.push({
          svg: rect({ x: x + s.pad, y: ry, w: w - s.pad * 2, h: 2 }, ctx.pal.bg2),
          box: { x, y: ry, w, h: 2 },
        });
        d.texts.push(
          textItem('subline', f, font, x + s.pad, ry + (rh - f.height) / 2, s.labelW, 'left', ink, {
            lh: 1.15,
            canBack: false,
          }),
        );
        const ic = s.size * 1.15;
        d.panels.push({
          svg: iconSvg('check', c1 + (s.colW - ic) / 2, ry + (rh - ic) / 2, ic, '#1f8a4c'),
          box: { x: c1, y: ry, w: s.colW, h: rh },
        });
        if (s.cols === 2)
          d.panels.push({
            svg: iconSvg('ask', c2 + (s.colW - ic) / 2, ry + (rh - ic) / 2, ic * 0.9, ink[0]),
            box: { x: c2, y: ry, w: s.colW, h: rh },
          });
        ry += rh;
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
  const plan = (short: boolean) =>
    solve(ctx, {
      top: present([
        headline(ctx, short ? { max: 58, lines: 2, min: 36 } : { max: 76, lines: 3 }),
        table(ctx),
        offer(ctx, { drop: 1 }),
      ]),
      foot: [cta(ctx, { gap: isTall(ctx) ? 16 : 30 })],
      // On 9:16 the table takes the screen's width under the headline, the button right under it,
      // the product below: beside a product its column was too narrow for more than 28 px cells.
      arrangements: isTall(ctx) ? ['stack-top', 'side'] : (ctx.style.arrange ?? ['side', 'stack-top']),
      target: 0.26,
      anchor: anchorOf(ctx),
      column: 0.58,
      productSide: ctx.mirror ? 'left' : 'right',
    });
  return toPlan(keepHero(ctx, plan(false), () => plan(true)));
};

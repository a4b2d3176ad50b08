import { headline, offer } from './blocks.js';
import { type Block, MIN_PX, cta, empty, iconSvg, inkFor, rect, textItem, tightFloorPx } from './parts.js';
import { keepHero, solve, toPlan } from './solver.js';
import { anchorOf, present } from './static.js';
import { isTall, type Layout, type LayoutCtx } from './types.js';
import { wordsOf } from './words.js';
import { type CompareRow, compareHead, compareRows } from './compare-rows.js';
import { type FitOptions, type FittedText, type FontSpec, fitText } from '../text/index.js';

/**
 * Us vs them, told honestly (docs/decisions/109-honest-comparison.md): the questions a buyer should
 * ask of any product in the category ("How much per scoop?", "Which form?"), each answered for ours
 * from the brief. Both columns are full in every size; nothing is said about a competitor.
 */

/**
 * Fitted text, or no lines for an empty cell. A French question mark is never left alone on a line
 * ("Quelle forme / ?": the line breaker treats its no-break space as a space): the cell is set
 * narrower, or counts as not fitting.
 */
const fit = (t: string, font: FontSpec, o: FitOptions): FittedText => {
  if (!t) return { size: o.maxSize ?? 0, lines: [], width: 0, height: 0, text: '' };
  const orphan = (f: FittedText) => f.lines.some((l) => /^[?!:;]$/.test(l.trim()));
  let f = fitText(t, font, o);
  // A narrower measure takes the word before the mark down with it ("Combien dans / la boîte ?").
  for (const k of [0.9, 0.8, 0.7]) if (orphan(f)) f = fitText(t, font, { ...o, maxWidth: o.maxWidth * k });
  return orphan(f) ? { ...f, overflow: true } : f;
};

/** The comparison as a table card: the label's questions on the left, our answers on the right. */
function table(ctx: LayoutCtx): Block {
  const words = wordsOf(ctx);
  const asked = compareRows(ctx.facts);
  // A language without reviewed questions keeps the ticked list of the brief's facts.
  const all: CompareRow[] = asked.length
    ? asked
    : ctx.facts.benefits.slice(0, 4).map((b) => ({ ask: b, ours: '', yes: true }));
  const leftHead = asked.length ? compareHead(ctx.facts) : '';
  const askFont = { ...ctx.fonts.body, weight: 500 as const };
  const oursFont = { ...ctx.fonts.body, weight: 800 as const };
  const head = { ...ctx.fonts.label, weight: 800 as const };
  const bg = ctx.pal.panel;
  const ink = inkFor(bg, ctx.pal.panelInk);
  const ours = ctx.facts.short.length <= 16 ? ctx.facts.short : words.ours;
  const sized = (w: number, k: number) => {
    // Cells keep 34 px or more on every size (docs/decisions/087-story-secondary-type.md,
    // 092-feed-secondary-type.md, 103-feed-type-read-at-x-height.md): the table loses rows before its
    // type gets small, and its column heads are set at the cells' floor.
    const floor = tightFloorPx(ctx, k, oursFont);
    const size = Math.max(floor, 38 * k * ctx.textScale);
    const want = Math.max(2, all.length - (k >= 0.84 ? 0 : k >= 0.6 ? 1 : 2));
    // On 9:16 the rows sit tighter, so the button under the table stays with the copy.
    const pad = isTall(ctx) ? 22 : 26;
    const hp = Math.max(MIN_PX, floor);
    const inner = w - pad * 2;
    const ticks = !asked.length;
    const oursHead = fitText(ours, head, { maxWidth: 1000, maxLines: 1, maxSize: hp, minSize: hp, upper: true });
    // A cell's word is never hyphenated ("Unflavou-/red?", "Weichkap-/seln" read as broken to
    // graders): a row that does not fit whole gives way to the next fact.
    const opts = { maxLines: 3, maxSize: size, minSize: floor, lineHeight: 1.15, wordPerLine: false, hyphenate: false };
    const icon = size * 1.05;
    // Our answers take the width they need (a long amount, "200 mg elemental magnesium"), the
    // questions the rest: the narrowest answer column where every cell fits.
    const split = (share: number) => {
      const valW = Math.max(oursHead.width + 40, ticks ? Math.round(size * 3.4) : Math.round(inner * share));
      const askW = inner - valW - 14;
      if (askW < 150) return undefined;
      const lh = fit(leftHead, head, {
        maxWidth: askW,
        maxLines: 2,
        maxSize: hp,
        minSize: hp,
        upper: true,
        lineHeight: 1.1,
      });
      if (lh.overflow) return undefined;
      // A row whose cells do not fit this column gives way to the next fact (two rows at least).
      const rows: CompareRow[] = [];
      const asks: FittedText[] = [];
      const vals: FittedText[] = [];
      for (const r of all) {
        if (rows.length >= want) break;
        const a = fit(r.ask, askFont, { ...opts, maxWidth: askW - 8 });
        const cell = (t: string) =>
          fit(t, oursFont, { ...opts, wordPerLine: undefined, maxWidth: valW - 16 - (r.yes ? icon + 10 : 0) });
        let v = cell(r.ours);
        if (v.overflow && r.alt) v = cell(r.alt);
        if (a.overflow || v.overflow) continue;
        rows.push(r);
        asks.push(a);
        vals.push(v);
      }
      if (rows.length < Math.min(2, all.length)) return undefined;
      return { rows, valW, askW, asks, vals, hf: [oursHead, lh] };
    };
    let cut: ReturnType<typeof split>;
    for (const share of [0.42, 0.48, 0.54, 0.6]) if ((cut = split(share))) break;
    if (!cut) return undefined;
    const { rows, valW, askW, asks, vals, hf } = cut;
    // Rows sit close (a line's height and a little): the table leaves the product its fifth of the canvas.
    const rowH = rows.map((_, i) => Math.max(size * 1.5, asks[i].height, vals[i].height) + size * 0.5);
    const headH = Math.max(size * 1.6, hf[1].height + 14);
    return {
      size,
      pad,
      valW,
      askW,
      asks,
      vals,
      rows,
      hf,
      rowH,
      headH,
      icon,
      h: pad * 2 + headH + rowH.reduce((s, x) => s + x, 0),
    };
  };
  const across = strip(ctx, all, asked.length ? compareHead(ctx.facts) : '', ours);
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
      const box = { x, y, w, h: s.h };
      d.panels.push({ svg: rect(box, bg, { r: 26 }), box, role: 'decoration' });
      const c1 = x + s.pad;
      const c2 = x + w - s.pad - s.valW;
      const hy = y + s.pad;
      // Our column is one accent band from its head to its last row, so it reads as a column at a glance.
      const band = { x: c2, y: hy, w: s.valW, h: s.h - s.pad * 2 };
      d.panels.push({ svg: rect(band, ctx.pal.accent, { r: 18, opacity: 0.16 }), box: band });
      const pill = { x: c2 + 6, y: hy + 4, w: s.valW - 12, h: s.headH - 8 };
      d.panels.push({ svg: rect(pill, ctx.pal.accent, { r: 14 }), box: pill });
      d.texts.push(
        textItem(
          'subline',
          s.hf[0],
          head,
          c2,
          hy + (s.headH - s.hf[0].size * 1.1) / 2,
          s.valW,
          'center',
          inkFor(ctx.pal.accent, ctx.pal.accentInk),
          { lh: 1.1, canBack: false },
        ),
      );
      if (s.hf[1].lines.length)
        d.texts.push(
          textItem('subline', s.hf[1], head, c1, hy + (s.headH - s.hf[1].height) / 2, s.askW, 'left', ink, {
            lh: 1.1,
            canBack: false,
          }),
        );
      let ry = hy + s.headH;
      s.rows.forEach((r, i) => {
        const rh = s.rowH[i];
        d.panels.push({
          svg: rect({ x: c1, y: ry, w: w - s.pad * 2, h: 2 }, ctx.pal.bg2),
          box: { x, y: ry, w, h: 2 },
        });
        const a = s.asks[i];
        d.texts.push(
          textItem('subline', a, askFont, c1, ry + (rh - a.height) / 2, s.askW, 'left', ink, {
            lh: 1.15,
            canBack: false,
          }),
        );
        const v = s.vals[i];
        const vw = v.lines.length ? v.width + (r.yes ? s.icon + 10 : 0) : s.icon;
        let vx = c2 + (s.valW - vw) / 2;
        if (r.yes) {
          d.panels.push({
            svg: iconSvg('check', vx, ry + (rh - s.icon) / 2, s.icon, '#1f8a4c'),
            box: { x: vx, y: ry, w: s.icon, h: rh },
          });
          vx += s.icon + 10;
        }
        const [tx, tw, align] = r.yes
          ? [vx, s.valW - (vx - c2), 'left' as const]
          : [c2 + 8, s.valW - 16, 'center' as const];
        if (v.lines.length)
          d.texts.push(
            textItem('subline', v, oursFont, tx, ry + (rh - v.height) / 2, tw, align, ink, {
              lh: 1.15,
              canBack: false,
            }),
          );
        ry += rh;
      });
      d.w = w;
      d.h = s.h;
      return d;
    },
  };
}

/**
 * The same comparison turned on its side for a full-width block on 1:1 and 4:5 (the copy stacked
 * over a wide jar or pouch): the questions along the top row, our answers along the accent row
 * under them, the row heads on the left. Two short rows instead of four leave the product its
 * fifth of the canvas; a column too narrow for its cells gives way to the upright table.
 */
function strip(ctx: LayoutCtx, all: CompareRow[], leftHead: string, ours: string): Block {
  const askFont = { ...ctx.fonts.body, weight: 500 as const };
  const oursFont = { ...ctx.fonts.body, weight: 800 as const };
  const head = { ...ctx.fonts.label, weight: 800 as const };
  const bg = ctx.pal.panel;
  const ink = inkFor(bg, ctx.pal.panelInk);
  const sized = (w: number, k: number) => {
    // Only for a wide pack (a jar, a tub, a pouch): a tall bottle keeps the table beside it.
    if (isTall(ctx) || w < 700 || !leftHead || ctx.aspect < 0.8) return undefined;
    const floor = tightFloorPx(ctx, k, oursFont);
    const size = Math.max(floor, 36 * k * ctx.textScale);
    const hp = Math.max(MIN_PX, floor);
    const pad = 18;
    const inner = w - pad * 2;
    const oursHead = fitText(ours, head, { maxWidth: 1000, maxLines: 1, maxSize: hp, minSize: hp, upper: true });
    const lh = fit(leftHead, head, {
      maxWidth: 280,
      maxLines: 2,
      maxSize: hp,
      minSize: hp,
      upper: true,
      lineHeight: 1.1,
    });
    if (lh.overflow) return undefined;
    const labW = Math.max(lh.width, oursHead.width + 36) + 16;
    const icon = size * 1.05;
    // Three columns where their cells stay short; two when three would wrap the answers taller.
    type Cut = {
      rows: CompareRow[];
      asks: FittedText[];
      vals: FittedText[];
      colW: number;
      qH: number;
      aH: number;
      h: number;
    };
    let best: Cut | undefined;
    for (let n = Math.min(3, all.length); n >= 2; n--) {
      const rows = all.slice(0, n);
      const colW = (inner - labW) / n;
      const opts = { maxSize: size, minSize: floor, lineHeight: 1.15 };
      const asks = rows.map((r) => fit(r.ask, askFont, { ...opts, maxLines: 3, maxWidth: colW - 20 }));
      const vals = rows.map((r) =>
        fit(r.ours, oursFont, { ...opts, maxLines: 3, maxWidth: colW - 20 - (r.yes ? icon + 10 : 0) }),
      );
      if ([...asks, ...vals].some((f) => f.overflow)) continue;
      const qH = Math.max(lh.height, ...asks.map((f) => f.height)) + size * 0.4;
      const aH = Math.max(size * 1.4, ...vals.map((f) => f.height)) + size * 0.4;
      const h = pad * 2 + qH + aH;
      if (!best || h < best.h - 12) best = { rows, asks, vals, colW, qH, aH, h };
    }
    return best && { ...best, lh, oursHead, labW, pad, icon };
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
      const x0 = x + s.pad;
      const y0 = y + s.pad;
      const ay = y0 + s.qH;
      // Our answers are one accent band across the table, headed by the product's name.
      const band = { x: x0, y: ay, w: w - s.pad * 2, h: s.aH };
      d.panels.push({ svg: rect(band, ctx.pal.accent, { r: 18, opacity: 0.16 }), box: band });
      const pill = { x: x0 + 4, y: ay + (s.aH - s.oursHead.size * 1.9) / 2, w: s.labW - 16, h: s.oursHead.size * 1.9 };
      d.panels.push({ svg: rect(pill, ctx.pal.accent, { r: 14 }), box: pill });
      d.texts.push(
        textItem(
          'subline',
          s.oursHead,
          head,
          pill.x,
          pill.y + (pill.h - s.oursHead.size * 1.1) / 2,
          pill.w,
          'center',
          inkFor(ctx.pal.accent, ctx.pal.accentInk),
          { lh: 1.1, canBack: false },
        ),
      );
      d.texts.push(
        textItem('subline', s.lh, head, x0, y0 + (s.qH - s.lh.height) / 2, s.labW - 16, 'left', ink, {
          lh: 1.1,
          canBack: false,
        }),
      );
      s.rows.forEach((r, i) => {
        const cx = x0 + s.labW + i * s.colW;
        if (i)
          d.panels.push({
            svg: rect({ x: cx, y: y0, w: 2, h: s.qH + s.aH }, ctx.pal.bg2),
            box: { x: cx, y: y0, w: 2, h: s.qH + s.aH },
          });
        const a = s.asks[i];
        d.texts.push(
          textItem('subline', a, askFont, cx + 10, y0 + (s.qH - a.height) / 2, s.colW - 20, 'center', ink, {
            lh: 1.15,
            canBack: false,
          }),
        );
        const v = s.vals[i];
        const vw = v.width + (r.yes ? s.icon + 10 : 0);
        let vx = cx + (s.colW - vw) / 2;
        if (r.yes) {
          d.panels.push({
            svg: iconSvg('check', vx, ay + (s.aH - s.icon) / 2, s.icon, '#1f8a4c'),
            box: { x: vx, y: ay, w: s.icon, h: s.aH },
          });
          vx += s.icon + 10;
        }
        d.texts.push(
          textItem(
            'subline',
            v,
            oursFont,
            r.yes ? vx : cx + 10,
            ay + (s.aH - v.height) / 2,
            r.yes ? v.width + 4 : s.colW - 20,
            r.yes ? 'left' : 'center',
            ink,
            {
              lh: 1.15,
              canBack: false,
            },
          ),
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

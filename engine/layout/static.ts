import { card, checklist, headline, kicker, offer, rating, subline } from './blocks.js';
import { type Block, MIN_PX, badges, cta, empty, iconSvg, inkFor, rect, text, textItem } from './parts.js';
import { keepHero, solve, toPlan } from './solver.js';
import { type Layout, type LayoutCtx } from './types.js';
import { wordsOf } from './words.js';
import { SCENE_LIGHT } from '../scenes/index.js';
import { fitText } from '../text/index.js';

/** Static-ad layouts, part 1: hero, split, benefit list, comparison table, ingredient call-outs. */

export const present = <T>(xs: Array<T | undefined | false>): T[] => xs.filter((x): x is T => !!x);
export const anchorOf = (ctx: LayoutCtx) => SCENE_LIGHT[ctx.style.scene].anchor;

export const hero: Layout = (ctx) => {
  const sol = solve(ctx, {
    top: present([
      kicker(ctx),
      headline(ctx, { max: 96, lines: 3 }),
      subline(ctx, { max: 38 }),
      offer(ctx),
      rating(ctx),
    ]),
    foot: present([badges(ctx, ctx.honest.badges), cta(ctx)]),
    arrangements: ctx.style.arrange ?? ['stack', 'side'],
    target: 0.27,
    anchor: anchorOf(ctx),
    align: 'center',
  });
  return toPlan(sol);
};

/** Text on one side, product on the other; stacked on narrow canvases. Seeds alternate the sides. */
export const split: Layout = (ctx) => {
  const sol = solve(ctx, {
    top: present([
      kicker(ctx),
      headline(ctx, { max: 84, lines: 4 }),
      subline(ctx, { max: 36, lines: 3 }),
      offer(ctx),
      rating(ctx),
      badges(ctx, ctx.honest.badges),
    ]),
    foot: [cta(ctx, { gap: 34 })],
    arrangements: ctx.style.arrange ?? ['side', 'stack-top'],
    target: 0.26,
    anchor: anchorOf(ctx),
    column: 0.52,
  });
  return toPlan(sol);
};

export const benefits: Layout = (ctx) => {
  const sol = solve(ctx, {
    top: present([
      headline(ctx, { max: 72, lines: 3 }),
      checklist(ctx, ctx.facts.benefits, { max: 36 }),
      offer(ctx),
      rating(ctx),
    ]),
    // The buyer's certifications (and badges the description supports) under the list, when there is room.
    foot: present([badges(ctx, ctx.honest.badges, { rows: 1, drop: 1 }), cta(ctx, { gap: 34 })]),
    arrangements: ctx.style.arrange ?? ['side', 'stack'],
    target: 0.27,
    anchor: anchorOf(ctx),
    column: 0.54,
  });
  return toPlan(sol);
};

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
    const size = Math.max(MIN_PX, 34 * k * ctx.textScale);
    const rows = all.slice(0, Math.max(2, all.length - (k >= 0.84 ? 0 : k >= 0.6 ? 1 : 2)));
    const pad = 28;
    const hf = [ours, words.others].map((t) =>
      fitText(t, head, { maxWidth: 1000, maxLines: 1, maxSize: MIN_PX, minSize: MIN_PX, upper: true }),
    );
    const colW = Math.max(size * 3.2, ...hf.map((f) => f.width + 30));
    // Where two columns leave no room for the benefits, the table keeps only its own column.
    const cols = w - pad * 2 - colW * 2 >= 170 ? 2 : 1;
    const labelW = w - pad * 2 - colW * cols;
    if (labelW < 170) return undefined;
    const fits = rows.map((r) =>
      fitText(r, font, { maxWidth: labelW - 12, maxLines: 3, maxSize: size, minSize: MIN_PX, lineHeight: 1.15 }),
    );
    if (fits.some((f) => f.overflow)) return undefined;
    const rowH = fits.map((f) => Math.max(size * 2.1, f.height + size * 0.9));
    const headH = size * 1.9;
    return {
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
      d.panels.push({ svg: rect(pill, ctx.pal.accent, { r: 14 }), box: pill });
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
            svg: iconSvg('cross', c2 + (s.colW - ic) / 2, ry + (rh - ic) / 2, ic * 0.9, '#c53030'),
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

export const comparison: Layout = (ctx) => {
  const plan = (withTable: boolean) =>
    solve(ctx, {
      top: present([headline(ctx, { max: 76, lines: 3 }), withTable && table(ctx), offer(ctx)]),
      foot: [cta(ctx, { gap: 30 })],
      arrangements: ctx.style.arrange ?? ['side', 'stack'],
      target: 0.26,
      anchor: anchorOf(ctx),
      column: 0.6,
    });
  // The table goes only when nothing else keeps the product at the hero's 20 % (a square jar
  // beside a long headline).
  return toPlan(keepHero(ctx, plan(true), () => plan(false)));
};

/** Ingredients (or benefits) listed beside the product, each with a line pointing at it. */
export const callouts: Layout = (ctx) => {
  const words = wordsOf(ctx);
  const items = (ctx.facts.ingredients.length >= 2 ? ctx.facts.ingredients : ctx.facts.benefits).slice(0, 4);
  const list = checklist(ctx, items, { max: 38, mark: 'dot' });
  const label = text(ctx, {
    role: 'subline',
    text: words.inside,
    font: { ...ctx.fonts.label, weight: 800 },
    max: 28,
    lines: 1,
    ls: 0.12,
    upper: true,
    drop: 3,
  });
  const sol = solve(ctx, {
    top: present([headline(ctx, { max: 78, lines: 3 }), label, list, offer(ctx)]),
    foot: [cta(ctx, { gap: 34 })],
    arrangements: ctx.style.arrange ?? ['side', 'stack'],
    target: 0.26,
    anchor: anchorOf(ctx),
    column: 0.5,
  });
  const p = sol.product;
  const rows = sol.drawn.texts.filter((t) => items.includes(t.text));
  const beside = sol.arrangement === 'side' || sol.arrangement === 'head-side';
  const ends: number[] = [];
  const lines = beside
    ? rows
        .map((t) => {
          const y = t.box.y + t.box.h / 2;
          const right = t.box.x < p.x;
          const x1 = right
            ? Math.max(...rows.map((r) => r.box.x + r.box.w)) + 18
            : Math.min(...rows.map((r) => r.box.x)) - 18;
          const x2 = right ? p.x + p.w * 0.22 : p.x + p.w * 0.78;
          const y2 = Math.max(p.y + p.h * 0.15, Math.min(p.y + p.h * 0.85, y));
          ends.push(x1, y, x2, y2);
          return `<path d="M${x1} ${y}L${(x1 + x2) / 2} ${y}L${x2} ${y2}" fill="none" stroke="${ctx.pal.accent}" stroke-width="3" stroke-dasharray="2 9" stroke-linecap="round"/><circle cx="${x2}" cy="${y2}" r="9" fill="${ctx.pal.accent}"/><circle cx="${x2}" cy="${y2}" r="17" fill="${ctx.pal.accent}" fill-opacity="0.3"/>`;
        })
        .join('')
    : '';
  const xs = ends.filter((_, i) => i % 2 === 0);
  const ys = ends.filter((_, i) => i % 2 === 1);
  const box = {
    x: Math.min(...xs) - 20,
    y: Math.min(...ys) - 20,
    w: Math.max(...xs) - Math.min(...xs) + 40,
    h: Math.max(...ys) - Math.min(...ys) + 40,
  };
  return toPlan(sol, { panels: lines ? [{ svg: lines, box }] : [] });
};

export { card };

import { headline, offer } from './blocks.js';
import { type Block, cta, empty, floorPx, listRows, textItem, fullWidth } from './parts.js';
import { type Arrangement, keepHero, solve, toPlan } from './solver.js';
import { isTall, type Layout, type LayoutCtx } from './types.js';
import { wordsOf } from './words.js';
import { present } from './static.js';
import { foot } from './ugc.js';
import { fitText } from '../text/index.js';

/**
 * A phone's notes page, unmistakably so in every size: the app's bar (the yellow back link, its share
 * and more icons, a hairline), the note's date centred in grey, the bold title, then the list on ruled
 * lines with the app's round yellow ticks. Its plain ticked list read as a near-clone of Benefit
 * Checklist, with no notes-app cue in some sizes (docs/grades/s10-A.tsv).
 */

const YELLOW = '#e0a100';
/** The back link's ink: the app's yellow a shade deeper, so it keeps 4.5:1 on the paper. */
const LINK = ['#8a5d00', '#111111'];
const RULE = '#e4ded2';

/** The app's bar: the back link on the left, the share and more icons on the right, a hairline under it across the page. */
function bar(ctx: LayoutCtx, title: string): Block {
  const font = { family: 'Inter' as const, weight: 600 as const };
  const sized = (w: number, k: number) => {
    const size = Math.max(floorPx(ctx, true, font), 40 * k * ctx.textScale);
    const f = fitText(`\u2039 ${title}`, font, { maxWidth: w * 0.6, maxLines: 1, maxSize: size, minSize: size * 0.8 });
    return f.overflow ? undefined : { f, size: f.size, h: Math.round(f.height + size * 0.7) };
  };
  return fullWidth({ key: 'notes-bar', gap: 0 }, sized, (s, x, y, w) => {
    const d = empty();
    d.texts.push(textItem('subline', s.f, font, x, y, w * 0.6, 'left', LINK, { lh: 1.2, canBack: false }));
    // Share (a box with an arrow out of it) and more (three dots in a ring), drawn in the app's yellow.
    const i = s.size * 1.05;
    const cy = y + s.f.height / 2;
    const mx = x + w - i / 2;
    const sx = mx - i * 1.9;
    const sw = Math.max(3, s.size * 0.09);
    const icons = `<g fill="none" stroke="${YELLOW}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round"><path d="M${sx - i * 0.34} ${cy - i * 0.12}v${i * 0.56}h${i * 0.68}v${-i * 0.56}M${sx} ${cy + i * 0.16}V${cy - i * 0.5}M${sx - i * 0.2} ${cy - i * 0.3}l${i * 0.2} ${-i * 0.2}l${i * 0.2} ${i * 0.2}"/><circle cx="${mx}" cy="${cy}" r="${i * 0.45}"/></g><g fill="${YELLOW}">${[-1, 0, 1].map((n) => `<circle cx="${mx + n * i * 0.2}" cy="${cy}" r="${sw * 0.55}"/>`).join('')}</g>`;
    const rule = `<rect x="0" y="${y + s.h - 2}" width="${ctx.w}" height="2" fill="${RULE}"/>`;
    d.panels.push({
      svg: icons + rule,
      box: { x: sx - i * 0.5, y: cy - i * 0.55, w: x + w - (sx - i * 0.5), h: i * 1.1 },
    });
    d.w = w;
    d.h = s.h;
    return d;
  });
}

/** The note's list on ruled lines: the app's round yellow tick, the line, a hairline under each row. */
function ticks(ctx: LayoutCtx, items: string[]): Block | undefined {
  const list = items.filter((s) => s.trim()).slice(0, 4);
  if (!list.length) return undefined;
  const font = { family: 'Inter' as const, weight: 500 as const };
  const rowsAt = (w: number, k: number) => {
    const least = floorPx(ctx, false, font);
    // A step under the title's size: on a story the list outgrew its title.
    const size = Math.max(least, 36 * k * ctx.textScale);
    // Where room is short the list gets shorter before its type gets small (never under two rows,
    // but for one on 1:1: docs/decisions/219-square-copy-and-headroom.md).
    const rows = list.slice(0, listRows(ctx, list.length, k, true));
    const dot = size * 1.05;
    const fits = rows.map((t) =>
      fitText(t, font, {
        maxWidth: w - dot - size * 0.6,
        maxLines: 3,
        maxSize: size,
        minSize: least,
        lineHeight: 1.2,
        wordPerLine: false,
      }),
    );
    if (fits.some((f) => f.overflow)) return undefined;
    const pad = size * 0.42;
    const heights = fits.map((f) => Math.max(dot, f.height) + pad * 2);
    return { size, dot, fits, pad, heights, h: heights.reduce((s, x) => s + x, 0) };
  };
  return fullWidth({ key: 'list', gap: 18 }, rowsAt, (r, x, y, w) => {
    const d = empty();
    let cy = y;
    r.fits.forEach((f, i) => {
      const rh = r.heights[i];
      const dy = cy + (rh - r.dot) / 2;
      const c = r.dot / 2;
      const tick = `<circle cx="${x + c}" cy="${dy + c}" r="${c}" fill="${YELLOW}"/><path d="M${x + c * 0.55} ${dy + c * 1.02}l${c * 0.32} ${c * 0.32}l${c * 0.6} ${-c * 0.68}" fill="none" stroke="#ffffff" stroke-width="${Math.max(3, c * 0.2)}" stroke-linecap="round" stroke-linejoin="round"/>`;
      const rule = `<rect x="${x + r.dot + r.size * 0.6}" y="${cy + rh - 1}" width="${w - r.dot - r.size * 0.6}" height="2" fill="${RULE}"/>`;
      d.panels.push({ svg: tick + rule, box: { x, y: dy, w: r.dot, h: r.dot } });
      d.texts.push(
        textItem(
          'subline',
          f,
          font,
          x + r.dot + r.size * 0.6,
          cy + (rh - f.height) / 2,
          w - r.dot - r.size * 0.6,
          'left',
          ['#1c1c1e', '#111111'],
          {
            lh: 1.2,
          },
        ),
      );
      cy += rh;
    });
    d.w = w;
    d.h = r.h;
    return d;
  });
}

/** The whole frame a notes page: the app's bar, the date, the title, the ticked list on ruled lines, the product on the page. */
export const ugcNotes: Layout = (ctx) => {
  const words = wordsOf(ctx);
  const plan = (arrangements: Arrangement[], gutter = 0.07, column = 0.56) =>
    solve(ctx, {
      top: present([
        // No date line under the bar: a fixed day and time read to graders as a fake timestamp
        // (docs/decisions/140-phone-screens-fill-the-story.md).
        // A story's bar is the scene's, at the top of the screen above the safe zone
        // (engine/scenes/screens.ts): here it floated under an empty band (docs/decisions/210-notes-app-and-routine-card.md).
        !isTall(ctx) && bar(ctx, words.noteTitle),
        headline(ctx, { max: isTall(ctx) ? 80 : 68, lines: 3, min: 44, font: 'headline', ink: ['#111111'] }),
        ticks(ctx, ctx.facts.benefits),
        offer(ctx, { max: 30 }),
      ]),
      foot: foot(ctx, cta(ctx, { gap: 28, max: 32 })),
      // The bar lies across the page's top in every size; the note's words follow it beside the product or above it.
      arrangements,
      target: 0.26,
      anchor: 'center',
      align: 'left',
      valign: 'top',
      column,
      productSide: 'right',
      gutter: Math.round(ctx.w * gutter),
      storySide: isTall(ctx),
    });
  // A pack the bar across the top would leave under the hero's share stands beside the whole note.
  // Before that, the page's stack with a tighter gap over the product: a jar under a two-row
  // list missed the hero's share by a few pixels of that gap (ads:lint, jar/long at 19.6 %).
  // Last, the bar alone across the page and the whole note in a column beside the pack: a wide jar
  // under a long title and list stayed at 18 % stacked, and at the stack's 0.56 column the jar
  // beside it was width-bound (docs/decisions/160-clone-pairs-and-the-last-hero-sizes.md).
  return toPlan(
    keepHero(ctx, plan(['stack-top', 'head-side']), () =>
      keepHero(ctx, plan(['stack-top', 'head-side'], 0.045), () =>
        keepHero(ctx, plan(['stack-top', 'side']), () =>
          keepHero(ctx, plan(['side'], 0.04), () => plan(['head-side'], 0.04, 0.44)),
        ),
      ),
    ),
  );
};

import { caption, card, headline, offer } from './blocks.js';
import { type Block, MIN_PX, cta, floorPx, empty, inkFor, rect, text, textItem, fullWidth } from './parts.js';
import { type Arrangement, heroSized, keepHero, solve, toPlan } from './solver.js';
import { isTall, type Layout, type LayoutCtx } from './types.js';
import { wordsOf } from './words.js';
import { faqPairs, qaBlock } from './faq.js';
import { anchorOf, present } from './static.js';
import { foot, handPx } from './ugc.js';
import { fitText } from '../text/index.js';

/** UGC styles built of cards and stickers: the reply card, the notebook routine, the ingredient stickers. */

/**
 * A creator's reply card: two or three questions a buyer asks, each answered in one readable line
 * of the brief's facts (engine/layout/faq.ts), on one card above the product; the button under it.
 */
export const ugcFaq: Layout = (ctx) => {
  const words = wordsOf(ctx);
  const pairs = faqPairs(ctx.facts, words);
  // 1:1 and 4:5 leave the product's name to its label (a buyer's own headline still titles the card):
  // the title's lines went to the answers' type and to a card across the full width.
  // A card whose answer already names the product ("What is it? Lunaria Deep Sleep Magnesium.") is
  // not titled with the name too: it read as the name printed twice (docs/decisions/125-lists-that-deliver-their-style.md).
  const named = (t: string) => t.toLowerCase().includes(ctx.facts.short.toLowerCase());
  const title = (isTall(ctx) && !pairs.some((p) => named(p.a))) || !!ctx.params.headline;
  // The untitled card's first question heads it, a step larger (engine/layout/faq.ts), unless that
  // costs the product its hero share; then the card is planned as before.
  let lead = true;
  const plan = (n: number, titled = title, across = false, dense = false) => {
    // The last resort is also the tightest card: its padding and the button's gap give the product their height.
    const tight = !titled;
    const reply = card(
      ctx,
      (ink) =>
        present<Block>([
          // The card is titled with the product's name (or the buyer's own edited headline), not a label.
          titled &&
            text(ctx, {
              role: 'headline',
              text: ctx.params.headline ? ctx.copy.headline : ctx.facts.short,
              font: { ...ctx.fonts.headline, weight: 800 },
              max: 44 * ctx.textScale,
              lines: 2,
              lh: 1.1,
              ink,
              gap: 10,
            }),
          // The third pair gives way before the type shrinks to the floor.
          ...pairs
            .slice(0, n)
            .map((p, i) =>
              qaBlock(ctx, p, ink, { first: i === 0, drop: i >= 2 ? 3 : undefined, dense, lead: lead && !titled }),
            ),
        ]),
      { bg: '#ffffff', radius: 22, pad: tight ? 26 : 36, key: 'reply' },
    );
    return toPlan(
      solve(ctx, {
        // The offer and the button stay right under the card (one group): at the canvas's foot, with the
        // product between, they were stranded away from the answers they act on.
        top: present([reply, offer(ctx, { max: 30 }), ...foot(ctx, cta(ctx, { gap: tight ? 14 : 24 }))]),
        // On 1:1 and 4:5 the card lies across the top and the offer and button stand beside the product
        // right under it; beside the product the whole card was narrow.
        // A story's card lies across the screen above the product (`across`): beside a tall bottle its
        // answers were a narrow column of small type (docs/grades/s10-A.tsv).
        arrangements: across ? ['stack-top'] : isTall(ctx) ? ['stack-top', 'side'] : ['head-side', 'stack-top', 'side'],
        // On 1:1 and 4:5 a little less product lets the card lie across the full width: beside the
        // product its answers wrapped word by word.
        target: isTall(ctx) ? 0.25 : 0.22,
        anchor: 'center',
        align: 'left',
        // Top: under a card across the top (head-side) the button stays right under the card.
        valign: 'top',
        // Dense, the card's column leaves a tall, thin product (a dropper) the width its height limit
        // needs: at 0.6 the answers did not fit, across the top the dropper stood at 14 % of a 1:1.
        column: dense ? 0.68 : 0.6,
        productSide: 'right',
        productX: 'right',
      }),
    );
  };
  // A card that leaves the product under the hero's 20 % (a tall dropper on 9:16, an offer added)
  // answers fewer questions rather than shrink the product.
  // 1:1 and 4:5 answer two questions at most, in larger type; a story has the height for three.
  const most = isTall(ctx) ? 3 : 2;
  // The last resort sets one answer at the dense floor in a card beside the product
  // (docs/decisions/173-clone-pairs-on-held-out-photos.md).
  const last = () => keepHero(ctx, plan(1, false), () => plan(1, false, false, true));
  const any = () => keepHero(ctx, plan(most), () => keepHero(ctx, plan(2), () => keepHero(ctx, plan(1), last)));
  // A story answers fewer questions across the screen before it sets the card beside the product.
  if (isTall(ctx)) return keepHero(ctx, plan(most, title, true), () => keepHero(ctx, plan(2, title, true), any));
  const led = any();
  if (heroSized(ctx, led.product)) return led;
  lead = false;
  return any();
};

/** A planner page on the wall: a handwritten title and routine, the product standing on the table before it. */
export const ugcList: Layout = (ctx) => {
  const navy = ['#1d2a4a', '#111111'];
  const hand = ctx.fonts.accent.family === 'Caveat' ? ctx.fonts.accent : ({ family: 'Caveat', weight: 700 } as const);
  const head = routineHead(ctx);
  const routine = routineOf(ctx, head);
  // The title a step under the routine's own size: the steps are what the style is about. At 74
  // graders still read the feed's handwriting as small ("small handwriting", docs/grades/s13-new.tsv).
  const title = headline(ctx, {
    max: isTall(ctx) ? 88 : 82,
    lines: 3,
    min: handPx(hand, 40),
    ink: navy,
    text: head,
  });
  // The routine is a planner page hanging on the wall, the pack standing on the table in front of
  // it: on a notebook filling the frame the pack stood on the page, a near-clone of Handwritten Note
  // (docs/decisions/210-notes-app-and-routine-card.md), and on a table seen from above it stood
  // upright on a top-down desk (docs/decisions/222-routine-planner-on-the-wall.md).
  const page = planner(
    card(
      ctx,
      () =>
        present([
          text(ctx, {
            role: 'subline',
            text: routine.title,
            font: hand,
            max: 60,
            min: handPx(hand, 34),
            lines: 1,
            ink: ['#a23b2a', '#111111'],
            drop: 3,
          }),
          title,
          handList(ctx, routine.steps, routine.numbered, (w, k) => title.measure(w, k)?.px),
          routine.numbered && everyDay(ctx) && weekTicks(),
        ]),
      { bg: '#fdfaf2', radius: 6, pad: 34, key: 'planner', gap: 22 },
    ),
    isTall(ctx) ? 40 : 0,
  );
  const sol = solve(ctx, {
    top: present([page, offer(ctx, { max: 30 })]),
    foot: foot(ctx, cta(ctx, { gap: 30 })),
    // A story's page hangs across the wall above the pack: beside a bottle it shrank into the top
    // corner with small script over an empty band (s21 grading).
    arrangements: isTall(ctx) ? ['stack-top', 'side'] : ['side', 'stack-top'],
    // The page's title stays over its routine: across the top alone it stood apart from the steps.
    noHead: true,
    // In the feed the pack stands a little smaller than the other homes' so the handwriting keeps
    // its size (graders: "handwritten lines small in 1:1"; docs/decisions/139-ugc-and-callouts-read-as-their-format.md).
    target: isTall(ctx) ? 0.26 : 0.22,
    anchor: 'floor',
    // In the feed the page's button stands on the right, under the page's right edge: on the left
    // under a page stacked over a wide tub it was FAQ Card's arrangement (ads:lint's near-clone
    // check, docs/decisions/222-routine-planner-on-the-wall.md).
    align: isTall(ctx) ? 'left' : 'right',
    valign: 'top',
    column: 0.58,
    productSide: 'left',
    productX: 'left',
  });
  return toPlan(sol);
};

/**
 * A routine the brief times by the day ("a day", "in the evening", "morning") is ticked off on the
 * page: a week of seven boxes under its steps, each ticked by hand, the way a habit is kept in a
 * planner. The page had read as a second Handwritten Note, "no routine shown" (s21 grading); no
 * words are added, and a routine timed only by training or a meal gets no week
 * (docs/decisions/222-routine-planner-on-the-wall.md).
 */
function everyDay(ctx: LayoutCtx): boolean {
  return (ctx.facts.brief?.timing ?? []).some((t) => t === 'daily' || t === 'morning' || t === 'evening');
}

function weekTicks(): Block {
  const size = (w: number, k: number) => Math.min((w / 7) * 0.78, 58 * Math.max(0.75, k));
  return {
    key: 'week',
    drop: 2,
    gap: 26,
    measure(w, k) {
      return { w, h: Math.round(size(w, k)) };
    },
    place(x, y, w, k) {
      const s = size(w, k);
      const step = Math.min(s * 1.4, w / 7);
      let svg = '';
      for (let i = 0; i < 7; i++) {
        const bx = x + i * step;
        // Each tick a little different, as a hand draws them.
        const t = [0.08, -0.06, 0.04, -0.02, 0.07, -0.05, 0.02][i] * s;
        svg += `<rect x="${bx.toFixed(1)}" y="${y.toFixed(1)}" width="${s.toFixed(1)}" height="${s.toFixed(1)}" rx="${(s * 0.14).toFixed(1)}" fill="none" stroke="#8d94a8" stroke-width="${Math.max(2, s * 0.06).toFixed(1)}"/>`;
        svg += `<path d="M${(bx + s * 0.18).toFixed(1)} ${(y + s * 0.52 + t).toFixed(1)}L${(bx + s * 0.42).toFixed(1)} ${(y + s * 0.78).toFixed(1)}L${(bx + s * 0.92).toFixed(1)} ${(y + s * 0.1 - t).toFixed(1)}" fill="none" stroke="#1d2a4a" stroke-width="${Math.max(3, s * 0.11).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round"/>`;
      }
      const box = { x, y, w: step * 6 + s, h: s };
      return { texts: [], panels: [{ svg, box, role: 'decoration' }], w, h: s };
    },
  };
}

/** A planner page's print under its handwriting: a spiral along the top and a red margin (ruled lines ran through the handwriting). */
function planner(b: Block, room: number): Block {
  // The nail and cord stand this far above the page. In the feed they are drawn into the canvas's
  // top margin instead of taking room of their own: 40 px more page pushed a wide tub under the
  // hero's share beside it (8 % on the lint's wide-tub case).
  const hang = room || 30;
  return {
    ...b,
    measure(w, k) {
      const m = b.measure(w, k);
      return m && { ...m, h: m.h + room };
    },
    place(x, y, w, k, align) {
      const d = b.place(x, y + room, w, k, align);
      d.h += room;
      const p = d.panels[0];
      if (!p) return d;
      const { x: px, y: py, w: pw, h: ph } = p.box;
      const mx = px + Math.min(26, pw * 0.05);
      const margin = `<rect x="${mx}" y="${py + 4}" width="3" height="${ph - 8}" fill="#e58b8b" fill-opacity="0.7"/>`;
      const n = Math.max(4, Math.floor(pw / 46));
      let rings = '';
      for (let i = 0; i < n; i++) {
        const rx = px + (pw * (i + 0.5)) / n;
        rings += `<circle cx="${rx}" cy="${py + 12}" r="6" fill="#5b4a3a"/><path d="M${rx} ${py + 12}v-22" stroke="#8d8d92" stroke-width="5" stroke-linecap="round"/>`;
      }
      // The page hangs on the wall from a nail by a cord to its spiral's ends, as a wall planner does:
      // without it the page floated before the wall.
      const nx = px + pw / 2;
      const ny = py - hang + 8;
      const cord = `<path d="M${px + pw * 0.12} ${py + 2}L${nx} ${ny}L${px + pw * 0.88} ${py + 2}" fill="none" stroke="#3d3a36" stroke-opacity="0.75" stroke-width="2.5"/>`;
      const nail = `<circle cx="${nx + 3}" cy="${ny + 4}" r="7" fill="#000" fill-opacity="0.18"/><circle cx="${nx}" cy="${ny}" r="6" fill="#8a8a8f"/><circle cx="${nx - 2}" cy="${ny - 2}" r="2" fill="#e6e6ea"/>`;
      d.panels[0] = { ...p, svg: p.svg + margin + rings };
      d.panels.unshift({ svg: cord + nail, box: { x: px, y: py - hang, w: pw, h: hang + 4 }, role: 'decoration' });
      return d;
    },
  };
}

/**
 * The page's title without a usage sentence the copy appended to it ("1000 mg Fischöl. Eine pro Tag
 * zu einer Mahlzeit"): the usage is the routine's step. Said in the title, it was taken out of the
 * steps, and the title's shorter variant then dropped it, so the page showed no routine at all
 * (omega3-box, docs/decisions/222-routine-planner-on-the-wall.md). A buyer's own headline stays whole.
 */
export function routineHead(ctx: LayoutCtx): string {
  const all = ctx.copy.headline;
  if (ctx.params.headline) return all;
  const usage = new Set((ctx.facts.brief?.usage ?? []).map((u) => u.toLowerCase().replace(/[.!]+$/, '')));
  const parts = all.split(/(?<=[.!?])\s+/u);
  const kept = parts.filter((t, i) => i === 0 || !usage.has(t.toLowerCase().replace(/[.!]+$/, '')));
  return kept.length < parts.length ? kept.join(' ').replace(/\.$/, '') : all;
}

/**
 * A routine's steps are the brief's own usage lines, how and when to take it (its timing is only a
 * tag, "meal"); a pack count or an amount numbered as a step ("1. 120 gélules") read as no routine
 * at all (docs/grades/s11-A.tsv). A brief without usage gets no pretend routine: the page is titled
 * with why the buyer takes it and lists the style's own lines unnumbered, never the pack's count
 * (docs/decisions/125-lists-that-deliver-their-style.md). A line the headline already says is left out.
 */
export function routineOf(
  ctx: LayoutCtx,
  headline = ctx.copy.headline,
): { title: string; steps: string[]; numbered: boolean } {
  const words = wordsOf(ctx);
  const head = headline.toLowerCase();
  const f = ctx.facts.brief;
  const pack = [f?.count?.text, f?.size, f?.supply].filter((x): x is string => !!x).map((x) => x.toLowerCase());
  // "For your evening routine" under "My routine" said the title twice and is no step.
  const titleWord = (t: string) => (t.toLowerCase().match(/[\p{L}]+/gu) ?? []).at(-1) ?? '';
  const pick = (items: string[], title: string) => {
    const out: string[] = [];
    const echo = titleWord(title);
    for (const t of items) {
      const l = t.trim().replace(/[.!]+$/, '');
      const low = l.toLowerCase();
      if (!l || head.includes(low) || (echo.length >= 5 && low.includes(echo))) continue;
      if (pack.some((x) => low.includes(x) || x.includes(low))) continue;
      if (out.some((o) => o.toLowerCase().includes(low) || low.includes(o.toLowerCase()))) continue;
      out.push(l.charAt(0).toUpperCase() + l.slice(1));
    }
    return out.slice(0, 3);
  };
  const title = ctx.facts.kicker || words.routine;
  const steps = pick(f?.usage ?? [], title);
  if (steps.length) return { title, steps, numbered: true };
  const usage = new Set((f?.usage ?? []).map((u) => u.toLowerCase().replace(/[.!]+$/, '')));
  // The buyer's own benefit statement first: it is the product's point, in the brief's words.
  const reasons = [...(f?.benefits ?? []), ...ctx.facts.benefits].filter(
    (b) => !usage.has(b.toLowerCase().replace(/[.!]+$/, '')),
  );
  return { title: words.why, steps: pick(reasons, words.why), numbered: false };
}

/**
 * Up to three distinct facts for a list: the style's own lines, then certifications and ingredients
 * when those are fewer than two (a one-line checklist reads as an unfinished note).
 */
function listOf(ctx: LayoutCtx): string[] {
  const out: string[] = [];
  const more = ctx.facts.benefits.length >= 2 ? [] : [...ctx.facts.certifications, ...ctx.facts.ingredients];
  for (const t of [...ctx.facts.benefits, ...more]) {
    const said = out.join(' ').toLowerCase();
    if (t.trim() && !said.includes(t.toLowerCase()) && !out.some((o) => t.toLowerCase().includes(o.toLowerCase())))
      out.push(t.trim());
  }
  return out.slice(0, 3);
}

/** A routine's numbered steps in handwriting, each number in red in the margin. */
function handList(
  ctx: LayoutCtx,
  all: string[],
  numbered = true,
  titlePx?: (w: number, k: number) => number | undefined,
): Block | undefined {
  if (!all.length) return undefined;
  const font = ctx.fonts.accent.family === 'Caveat' ? ctx.fonts.accent : ({ family: 'Caveat', weight: 700 } as const);
  const rows = (w: number, k: number) => {
    // Handwriting's small letters are short: its floor is read at its x-height
    // (docs/decisions/103-feed-type-read-at-x-height.md), and where room is short the list gets one
    // line shorter (never under two) before its type gets small.
    const least = Math.max(MIN_PX + 6, floorPx(ctx, false, font), handPx(font, 36));
    // Under the title's smallest size (60 px): a step larger than its title read as an inverted hierarchy.
    // At 52 the steps sat at their floor in every feed ad (a story sets them larger by its floor): graders read them as small in 1:1.
    // At 62 still "small handwriting" (s13): 65, a step under the title's 82 (docs/decisions/146-ugc-styles-large-and-level.md).
    // Never over the title's fitted size: a title shrunk to keep its lines ("sub-line bigger than
    // headline", s15 grading) takes its steps down with it (docs/decisions/159-no-orphan-lines-and-type-order.md).
    const size = Math.max(least, Math.min((isTall(ctx) ? 52 : 65) * k * ctx.textScale, titlePx?.(w, k) ?? Infinity));
    const items = all.slice(0, k >= 0.7 || all.length < 3 ? all.length : 2);
    // Each step's number stands in the margin in red ink, as a numbered routine is written; in the
    // line it could stand alone at a line's end ("2." / "Weizengras").
    const fits = items.map((t) =>
      fitText(t, font, {
        maxWidth: w - size * 1.2,
        maxLines: 3,
        maxSize: size,
        minSize: least,
        lineHeight: 1.05,
      }),
    );
    // A line too long for three lines at the floor is left out, not the whole page: failing it, the
    // solver fell back to its smallest layout (a tenth-of-the-canvas bottle under floor-size lines,
    // graders: "thin tiny script, small bottle, half-empty 9:16"). A routine keeps its first steps in
    // order; reasons keep those that fit (docs/decisions/146-ugc-styles-large-and-level.md).
    const cut = fits.findIndex((f) => f.overflow);
    const kept = numbered ? fits.slice(0, cut < 0 ? fits.length : cut) : fits.filter((f) => !f.overflow);
    return kept.length
      ? { size, fits: kept, h: kept.reduce((s, f) => s + f.height, 0) + (kept.length - 1) * size * 0.3 }
      : undefined;
  };
  // The steps are the page's point: they stay, and the title and the product give them room.
  return fullWidth({ key: 'list', gap: 22 }, rows, (r, x, y, w) => {
    const d = empty();
    let cy = y;
    for (const [i, f] of r.fits.entries()) {
      // A single step is not numbered: "1." alone read as a list cut short.
      if (r.fits.length < 2 && numbered) {
        d.texts.push(textItem('subline', f, font, x, cy, w, 'left', ['#1d2a4a', '#111111'], { lh: 1.05 }));
        cy += f.height;
        continue;
      }
      // Reasons, not steps, are bulleted: a number would pretend an order in time.
      const n = fitText(numbered ? `${i + 1}.` : '\u2022', font, {
        maxWidth: r.size * 1.2,
        maxLines: 1,
        maxSize: f.size,
        minSize: f.size,
      });
      d.texts.push(
        textItem('subline', n, font, x, cy, r.size * 1.1, 'left', ['#a23b2a', '#7a2a1c', '#111111', '#ffffff'], {
          lh: 1.05,
        }),
      );
      d.texts.push(
        textItem('subline', f, font, x + r.size * 1.2, cy, w - r.size * 1.2, 'left', ['#1d2a4a', '#111111'], {
          lh: 1.05,
        }),
      );
      cy += f.height + r.size * 0.3;
    }
    d.w = w;
    d.h = r.h;
    return d;
  });
}

/** One sticker per ingredient, stacked like a carousel: a white pill, an accent dot, the words as the buyer wrote them. */
function chips(ctx: LayoutCtx, items: string[]): Block | undefined {
  if (!items.length) return undefined;
  const font = { family: 'Inter' as const, weight: 700 as const };
  const dotFill = inkFor('#ffffff', ctx.pal.accent)[0];
  const sized = (w: number, k: number) => {
    const least = Math.max(MIN_PX + 2, floorPx(ctx, false, font));
    const size = Math.max(least, 38 * k * ctx.textScale);
    // Where room is short the stickers get fewer before their type gets small (never under one):
    // docs/decisions/092-feed-secondary-type.md.
    const shown = items.slice(0, Math.max(1, items.length - (k >= 0.84 ? 0 : k >= 0.6 ? 1 : 2)));
    const optsOf = (ww: number, maxLines: number) => ({
      maxWidth: ww - size * 2.4,
      maxLines,
      maxSize: size,
      minSize: least,
      lineHeight: 1.15,
      wordPerLine: false,
      // A sticker too narrow for its word is widened or dropped, never set "Gelatin- / free".
      hyphenate: false,
    });
    const fitAt = (t: string, maxLines: number) => fitText(t, font, optsOf(w, maxLines));
    // A sticker reads as one tag: on one line, smaller, before it wraps ("Sin / gluten" read as
    // broken, s15 grading). Where even its smallest size does not fit one line it wraps rather than
    // fail the stack: a failed stack widened the column and shrank the product under the hero's
    // share (ads:lint, s16).
    const first = shown.map((t) => {
      const one = fitAt(t, 1);
      return one.overflow ? fitAt(t, 2) : one;
    });
    // The stack's stickers share one size: "Sin gluten" set smaller than "Vegano" read as uneven.
    const least2 = Math.min(...first.map((f) => f.size));
    const fits = first.map((f, i) =>
      f.size > least2 ? fitText(shown[i]!, font, { ...optsOf(w, f.lines.length), maxSize: least2 }) : f,
    );
    if (fits.some((f) => f.overflow)) return undefined;
    const hs = fits.map((f) => f.height + size * 0.9);
    return { size, fits, hs, h: hs.reduce((s, x) => s + x, 0) + (shown.length - 1) * size * 0.4 };
  };
  return fullWidth({ key: 'list', gap: 22 }, sized, (s, x, y, w) => {
    const d = empty();
    let cy = y;
    s.fits.forEach((f, i) => {
      const pw = f.width + s.size * 2.2;
      const box = { x, y: cy, w: pw, h: s.hs[i] };
      const r = s.size * 0.28;
      d.panels.push({
        svg: `${rect(box, '#ffffff', { r: Math.min(box.h / 2, s.size * 0.8) })}<circle cx="${x + s.size * 0.75}" cy="${cy + box.h / 2}" r="${r}" fill="${dotFill}"/>`,
        box,
        shadow: { radius: s.size * 0.6, strength: 0.12 },
      });
      d.texts.push(
        textItem('subline', f, font, x + s.size * 1.45, cy + s.size * 0.45, f.width, 'left', inkFor('#ffffff'), {
          lh: 1.15,
          canBack: false,
          record: box,
        }),
      );
      cy += s.hs[i] + s.size * 0.4;
    });
    d.w = w;
    d.h = s.h;
    return d;
  });
}

/** Ingredient spotlight: the product on one side, the caption and one sticker per ingredient on the other. */
export const ugcSpotlight: Layout = (ctx) => {
  const words = wordsOf(ctx);
  // "What's inside" titles ingredients only: a brief naming fewer than two shows its facts as
  // stickers with no title (a serving or "take two a day" listed as an ingredient misled, and one
  // sticker under the title read as an empty list).
  const inside = ctx.facts.ingredients.length >= 2;
  // A square has the room for two stickers in type that reads; 4:5 and 9:16 take three.
  const items = (inside ? ctx.facts.ingredients : listOf(ctx)).slice(0, ctx.w >= ctx.h ? 2 : 3);
  // The creator's caption runs across the top of the frame, larger than the stickers: beside the
  // product in a column with them it was Phone Photo's layout, the headline no larger than the
  // stickers (docs/grades/s10-A.tsv). The stickers stand beside the product under it (a story stacks them).
  const plan = (arrangements: Arrangement[], max = 76, old = false) =>
    solve(ctx, {
      top: present([
        caption(ctx, ctx.copy.headline, { max, lines: 3 }),
        inside &&
          text(ctx, {
            role: 'subline',
            text: words.inside,
            font: { ...ctx.fonts.label, weight: 800 },
            max: 30,
            lines: 1,
            ls: 0.1,
            upper: true,
            drop: 3,
            gap: 26,
          }),
        chips(ctx, items),
        offer(ctx, { max: 30 }),
      ]),
      foot: foot(ctx, cta(ctx, { gap: 28 })),
      arrangements,
      target: 0.27,
      anchor: anchorOf(ctx),
      align: 'left',
      valign: old ? undefined : 'top',
      column: old ? 0.54 : 0.52,
      productSide: 'left',
      productX: 'left',
    });
  // A pack that the caption across the top would leave under the hero's share stands beside the
  // column instead, the caption heading it.
  return toPlan(keepHero(ctx, plan(['head-side', 'stack-top']), () => plan(['side', 'stack-top'], 56, true)));
};

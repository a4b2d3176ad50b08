import { caption, card, headline, offer } from './blocks.js';
import { bar } from './marks.js';
import { type Block, badges, cta, floorPx, text } from './parts.js';
import { type Solution, TOP_CLEAR, heroShare, heroSized, keepHero, lowestBase, solve, toPlan } from './solver.js';
import { isTall, type Layout, type LayoutCtx } from './types.js';
import { storyClearance } from './story-edge.js';
import { type Box } from '../paint/index.js';
import { anchorOf, present } from './static.js';
import { readScale } from '../text/index.js';
import { rng } from '../paint/index.js';

/**
 * UGC formats native to a feed, drawn crisp: a story's stickers, a sticky note, an unboxing, a
 * snap's caption bar (the chat, the short video and the notes page are in ugc-screens.ts, the
 * reply card, the notebook and the ingredient stickers in ugc-cards.ts). No invented creator,
 * handle, like count or testimonial: the words are the ad's own copy (docs/decisions/014-composition-rules-solver-and-linter.md).
 */

/**
 * The call to action, with the badges a buyer asked for in an edit ("add a Vegan badge") above it;
 * a UGC ad shows no badges of its own.
 */
export function foot(ctx: LayoutCtx, button: Block): Block[] {
  return ctx.params.badges?.length ? [badges(ctx, ctx.honest.badges, { rows: 1, max: 28, drop: 1 }), button] : [button];
}

/**
 * On 1:1 and 4:5 an unboxing's caption tags keep the clear space the
 * product keeps under the top edge (TOP_CLEAR of the width), or half of it over the margin where
 * that costs the headline or the product's share: at the margin alone graders saw them "pinned to
 * the top edge" (s20 grading, docs/decisions/211-ugc-top-edge-and-colour-block-apart.md). A story
 * keeps its safe zone, already under the app's header.
 */
function offTheEdge<S extends Solution>(ctx: LayoutCtx, at: (region?: Box) => S): S {
  const edge = at(undefined);
  if (isTall(ctx)) return edge;
  const px = (x: S) => Math.max(0, ...x.drawn.texts.filter((t) => t.role === 'headline').map((t) => t.size));
  const area = (x: S) => x.product.w * x.product.h;
  const clear = Math.round(ctx.w * TOP_CLEAR);
  for (const y of [clear, Math.round((clear + ctx.safe.y) / 2)]) {
    if (y <= ctx.safe.y) break;
    const kept = at({ ...ctx.safe, y, h: ctx.safe.y + ctx.safe.h - y });
    // Not at a smaller headline, nor a product clearly smaller or under the hero's share it had;
    // another arrangement only where it loses neither.
    const least = Math.min(area(edge), Math.max(heroShare(ctx) * ctx.w * ctx.h, area(edge) * 0.9));
    const same = kept.arrangement === edge.arrangement || area(kept) >= area(edge);
    if (px(kept) >= px(edge) - 2 && area(kept) >= least && same) return kept;
  }
  return edge;
}

/** A story: caption stickers stacked in the top corner, a link sticker under them, the product large and low. */
export const ugcPhone: Layout = (ctx) => {
  // A story's stickers sit across its top, centred over the product, as the app places them: in a
  // column beside the pack a story's caption broke into five ragged strips. In the feed they start
  // from one left edge a margin in from the product: right-aligned against the frame's edge they
  // read as a studio's type hugging the edge (docs/decisions/139-ugc-and-callouts-read-as-their-format.md).
  const tall = isTall(ctx);
  const plan = (arrangements: Array<'side' | 'stack-top'>, keepSub = false) =>
    solve(ctx, {
      top: present([
        caption(ctx, ctx.copy.headline, { max: tall ? 56 : 60, lines: 3 }),
        // The caption under the headline stays at the type floor: larger, it outgrew a long headline set at its floor.
        caption(ctx, ctx.copy.subline, {
          role: 'subline',
          font: 'body',
          max: 36,
          lines: 2,
          drop: keepSub ? undefined : 2,
        }),
        offer(ctx, { max: 32 }),
      ]),
      foot: foot(ctx, cta(ctx, { max: 32, fill: '#ffffff', ink: ctx.pal.accent, gap: 18 })),
      arrangements,
      // At 0.3 a tall bottle filled its height and left the 4:5 caption at its floor in the corner
      // (graders: "4:5 copy tiny in the top-right corner").
      target: tall ? 0.3 : 0.25,
      anchor: anchorOf(ctx),
      align: 'left',
      valign: 'top',
      column: tall ? 0.52 : 0.56,
      productSide: 'left',
      productX: 'left',
    });
  // A story's stickers run across its top over the product, all of them, while it keeps the hero's
  // share: beside the pack its sub-line and link sticker stood in a narrow column ("narrow text column in 9:16",
  // "copy small and stranded top-right", s18 and s19 grading).
  // With the sub-line if it leaves the hero's share, else without it, before the column beside.
  // The square too: beside the pack its sub-line and link sticker stood in a narrow column right of
  // it ("1:1 caption wraps five narrow lines", "stranded TRY IT", s21 grading,
  // docs/decisions/224-ugc-photos-that-read-as-photos.md). 4:5 has the width for the column.
  const beside = () => plan(['side', 'stack-top']);
  const sol = tall
    ? keepHero(ctx, plan(['stack-top'], true), () => keepHero(ctx, plan(['stack-top']), beside))
    : ctx.h <= ctx.w
      ? keepHero(ctx, plan(['stack-top']), beside)
      : beside();
  const out = toPlan(sol);
  // The sensor's grain and the lens's vignette over the whole photo, product included, under the
  // stickers the app lays on top.
  out.panels.unshift({ svg: grain(ctx) + vignette(ctx), box: { x: 0, y: 0, w: ctx.w, h: ctx.h } });
  // The link sticker casts the soft shadow an app's stickers have: white on the bright wall alone it
  // "fades into the bright wall" (s21 grading, docs/decisions/224-ugc-photos-that-read-as-photos.md).
  const link = out.texts.find((t) => t.role === 'cta')?.record || undefined;
  const sticker = link ? out.panels.find((q) => sameBox(q.box, link)) : undefined;
  if (link && sticker) sticker.svg = stickerShadow(link) + sticker.svg;
  return out;
};

const sameBox = (a: Box, b: Box) =>
  Math.abs(a.x - b.x) < 1 && Math.abs(a.y - b.y) < 1 && Math.abs(a.w - b.w) < 1 && Math.abs(a.h - b.h) < 1;

/** A sticker's shadow: two offset, rounded shades under it, soft as a phone app draws them. */
function stickerShadow(b: Box): string {
  const r = b.h / 2;
  return [
    [0, 6, 0.08, 4],
    [0, 3, 0.14, 1],
  ]
    .map(
      ([dx, dy, o, grow]) =>
        `<rect x="${b.x + dx - grow}" y="${b.y + dy - grow / 2}" width="${b.w + grow * 2}" height="${b.h + grow}" rx="${r + grow / 2}" fill="#000" fill-opacity="${o}"/>`,
    )
    .join('');
}

/**
 * A phone lens's falloff: the frame's corners a little darker than its middle. An evenly lit frame
 * read as "too polished to pass as a phone photo" (s21 grading). Light, so the product's label
 * and the stickers (drawn over it) stay as they are.
 */
function vignette(ctx: LayoutCtx): string {
  const r = Math.round(Math.hypot(ctx.w, ctx.h) / 2);
  return `<defs><radialGradient id="uvig" cx="${ctx.w / 2}" cy="${ctx.h / 2}" r="${r}" gradientUnits="userSpaceOnUse"><stop offset="0.55" stop-color="#1a1208" stop-opacity="0"/><stop offset="1" stop-color="#1a1208" stop-opacity="0.3"/></radialGradient></defs><rect width="${ctx.w}" height="${ctx.h}" fill="url(#uvig)"/>`;
}

/**
 * A phone sensor's grain: a small tile of light and dark specks repeated over the frame (a noise
 * filter over the whole canvas cost seconds to rasterise). Seeded, so an ad renders the same twice.
 */
function grain(ctx: LayoutCtx): string {
  const r = rng(ctx.seed + 97);
  const T = 96;
  let specks = '';
  for (let i = 0; i < 420; i++)
    specks += `<rect x="${(r() * T).toFixed(1)}" y="${(r() * T).toFixed(1)}" width="1.4" height="1.4" fill="${r() > 0.5 ? '#000' : '#fff'}" fill-opacity="${(0.03 + r() * 0.05).toFixed(2)}"/>`;
  return `<defs><pattern id="ugrain" width="${T}" height="${T}" patternUnits="userSpaceOnUse">${specks}</pattern></defs><rect width="${ctx.w}" height="${ctx.h}" fill="url(#ugrain)"/>`;
}

/**
 * Handwriting's size for a line that must read as `px` of print: Caveat's small letters are two thirds
 * of Inter's, so its 54 px reads as Inter's 36 (docs/decisions/103-feed-type-read-at-x-height.md).
 * Graders read the notes' handwriting at 46-52 px as small on the phone (docs/grades/s10-A.tsv).
 */
export function handPx(font: Parameters<typeof readScale>[0], px: number): number {
  return Math.ceil(px / readScale(font));
}

/** A sticky note in handwriting beside the product: kicker in red, the headline, the sub-line. */
export const ugcNote: Layout = (ctx) => {
  const hand =
    ctx.fonts.headline.family === 'Caveat' ? ctx.fonts.headline : { family: 'Caveat' as const, weight: 700 as const };
  const tall = isTall(ctx);
  const note = card(
    ctx,
    () =>
      present<Block>([
        ctx.facts.kicker
          ? text(ctx, {
              role: 'subline',
              text: ctx.facts.kicker,
              font: hand,
              max: 58,
              min: handPx(hand, 34),
              lines: 1,
              ink: ['#a23b2a', '#7a2a1c', '#111111'],
              drop: 3,
            })
          : undefined,
        headline(ctx, {
          max: tall ? 96 : 84,
          lines: 4,
          // Never under the sub-line's own floor: at 40 px of print the headline read no larger than
          // a sub-line held at the 4:5 feed floor (ads:lint feed-type).
          min: Math.max(handPx(hand, 40), floorPx(ctx, false, hand) + 4),
          font: 'headline',
          ink: ['#1d2a4a', '#111111'],
        }),
        text(ctx, {
          role: 'subline',
          text: ctx.copy.subline,
          font: hand,
          // Handwriting's small letters are short: the sub-line keeps 36 px of print's x-height.
          max: tall ? 66 : 62,
          min: Math.max(floorPx(ctx, false, hand), handPx(hand, 36)),
          lines: 3,
          ink: ['#1d2a4a', '#111111'],
          drop: 2,
          gap: 26,
        }),
      ]),
    // A note well over half the feed canvas and across most of a story: at 0.58 (0.72 on 9:16) its
    // handwriting wrapped word by word and graders called the column narrow (docs/grades/s10-A.tsv).
    // A 30 px margin inside the paper: at 40 the handwriting beside a pouch had no width left at its
    // floor, and the solver's last resort set a small pouch under a small note ("pouch and note small",
    // docs/decisions/146-ugc-styles-large-and-level.md).
    { bg: '#fff1a6', radius: 4, pad: 30, key: 'note', width: Math.round(ctx.w * (tall ? 0.86 : 0.64)) },
  );
  const plan = (arrangements: Array<'side' | 'stack-top'>) =>
    solve(ctx, {
      top: present([note, offer(ctx, { max: 32 })]),
      foot: foot(ctx, cta(ctx, { gap: 34 })),
      arrangements,
      // A little less product than the other homes: the wider note and its larger handwriting take it.
      target: 0.24,
      anchor: anchorOf(ctx),
      column: 0.62,
      productSide: 'right',
      align: 'left',
    });
  // A story has the height for the note across it above the product (beside a bottle the note was
  // narrow); a tall bottle that leaves the note only small handwriting there, or a pack that would
  // fall under the hero's share, stands beside the note instead.
  const beside = plan(['side', 'stack-top']);
  const across = tall ? plan(['stack-top']) : beside;
  const px = (x: typeof beside) =>
    Math.max(0, ...x.drawn.texts.filter((t) => t.role === 'headline').map((t) => t.size));
  const sol = across !== beside && heroSized(ctx, across.product) && px(across) >= px(beside) ? across : beside;
  const n = sol.drawn.panels.find((p) => p.role === 'decoration');
  const tape = n
    ? [
        {
          svg: `<rect x="${n.box.x + n.box.w / 2 - 70}" y="${n.box.y - 18}" width="140" height="38" fill="#f4efe3" fill-opacity="0.85" transform="rotate(-4 ${n.box.x + n.box.w / 2} ${n.box.y})"/>`,
          box: { x: n.box.x + n.box.w / 2 - 80, y: n.box.y - 30, w: 160, h: 60 },
        },
      ]
    : [];
  return toPlan(sol, { panels: tape });
};

/**
 * Just unboxed: the product standing in front of its open box, the caption and button under the
 * table edge (engine/scenes/home.ts). Beside the product the caption fell over the box: graders saw
 * "copy crammed over the box prop", the headline chopped into tags and the button on the box
 * (docs/grades/s11-A.tsv), so the square stacks them under the table too; the box itself keeps off the words (home.ts `box`).
 */
export const ugcUnboxing: Layout = (ctx) => {
  const plan = (arrangements: Array<'stack-bottom' | 'side'>, align: 'center' | 'left', region?: Box) =>
    solve(ctx, {
      top: present([
        caption(ctx, ctx.copy.headline, { max: 58, lines: 3 }),
        caption(ctx, ctx.copy.subline, { role: 'subline', font: 'body', max: 36, lines: 2, drop: 2 }),
        offer(ctx, { max: 32 }),
      ]),
      foot: foot(ctx, cta(ctx)),
      arrangements,
      // A bottle too tall for the caption under it stands beside a wide column: at half the width
      // its caption stacked five narrow centred lines (graders: "narrow 5-line label stack").
      column: 0.6,
      target: 0.27,
      anchor: 'floor',
      region,
      align,
      // Beside the product the caption hangs from the top of its column, so the open box stands
      // whole on the table under it: centred, the caption took the box's place and the box hid
      // behind the pack as a fragment ("box mostly hidden", "reads as a fragment";
      // docs/decisions/146-ugc-styles-large-and-level.md).
      valign: align === 'left' && !isTall(ctx) ? 'top' : undefined,
      productX: 'left',
      productSide: 'left',
      productRegion: {
        x: ctx.m,
        y: ctx.m,
        w: ctx.aspect < 0.9 ? ctx.w * 0.62 : ctx.w - ctx.m * 3,
        h: ctx.h - ctx.m * 2 - Math.round(ctx.h * 0.06),
      },
    });
  const sol = offTheEdge(ctx, (region) => {
    const first = plan(ctx.h <= ctx.w ? ['stack-bottom'] : ['stack-bottom', 'side'], 'center', region);
    // Beside the product the caption's tags start from one left edge: centred in the column they
    // read as a narrow totem (docs/decisions/139-ugc-and-callouts-read-as-their-format.md).
    return roomForTheBox(ctx, first.arrangement === 'side' ? plan(['side'], 'left', region) : first);
  });
  return toPlan(sol, {
    hints: { avoid: [...sol.drawn.panels.map((p) => p.box), ...sol.drawn.texts.map((t) => t.box)] },
  });
};

/**
 * On 9:16 a wide tub or jar grown to the caption line (story-foot.ts) ran across nine tenths of the
 * width and hid its carton ("9:16 box hidden behind the tub", s18 grading): it stands on the same
 * base at most UNBOX_STORY_W of the width from the left edge's clearance, so the box shows beside it
 * as on 4:5.
 */
const UNBOX_STORY_W = 0.66;
function roomForTheBox<S extends { product: Box }>(ctx: LayoutCtx, sol: S): S {
  const p = sol.product;
  const most = Math.round(ctx.w * UNBOX_STORY_W);
  if (!isTall(ctx) || ctx.aspect < 0.9 || p.w <= most) return sol;
  const h = Math.round(most / ctx.aspect);
  const x = Math.min(p.x, Math.ceil(storyClearance(ctx)));
  // Smaller, its foot is shorter: the base rises to keep the label above the caption zone.
  const base = Math.min(p.y + p.h, lowestBase(ctx, h));
  return { ...sol, product: { x, y: base - h, w: most, h } };
}

/** A snap: the product on the counter, one caption bar across the whole width under it, the button under the bar. */
export const ugcSnapshot: Layout = (ctx) => {
  const tall = isTall(ctx);
  // The sub-line under the bar where the headline says no quantity (the copy leaves the number to
  // the sub-line: "Citrate de magnésium" alone was graded "no number"), and always on a story, which
  // has the height for it (there it gives way first when the product needs the room).
  const noQty = !QTY_IN.test(ctx.copy.headline);
  const withSub = tall || noQty;
  const plan = (arr: 'stack-bottom' | 'stack-top' | 'head-side') =>
    solve(ctx, {
      top: present([
        // The caption a step larger than the app's: at 46 px the band read small in the square's corner.
        bar(ctx, ctx.copy.headline, { max: 54, lines: arr === 'head-side' ? 2 : 3 }),
        arr === 'head-side'
          ? caption(ctx, ctx.copy.subline, { role: 'subline', font: 'body', max: 32, lines: 3 })
          : withSub
            ? caption(ctx, ctx.copy.subline, {
                role: 'subline',
                font: 'body',
                max: 34,
                lines: 2,
                drop: noQty ? undefined : 2,
              })
            : undefined,
        offer(ctx, { max: 30 }),
      ]),
      foot: foot(ctx, cta(ctx, { max: tall ? 36 : 32, gap: 26 })),
      arrangements: [arr],
      target: 0.28,
      anchor: anchorOf(ctx),
      // Over the caption bar the pack keeps a margin's breath under the frame's top: at the margin
      // alone graders saw it crowd the top edge in 1:1 and 4:5 (docs/grades/s10-A.tsv).
      region: arr === 'stack-bottom' ? { ...ctx.safe, y: ctx.safe.y + ctx.m, h: ctx.safe.h - ctx.m } : undefined,
      align: 'center',
      // Beside a pack on a story the sub-line and button kept under half the width: at 0.42 they
      // stood as a narrow stranded column ("9:16 copy in a narrow column, tiny button", s19 grading).
      column: tall ? 0.5 : 0.42,
      valign: 'top',
      productSide: 'right',
      // Under its caption bar the product stands in the middle of the snap: to the right, it left the
      // square's left half empty.
      productX: arr === 'head-side' ? 'right' : 'center',
    });
  // In the feed the snap's caption bar lies across the photo under the product, as the app places it,
  // the button under the bar: the other UGC photos carry their words on top. A story keeps the bar on
  // top (under the bar, the product stands into the bottom band that text must keep clear of); a pack
  // too tall for either takes a headline beside it. A story's stack that keeps the hero's share stays:
  // a larger pack beside a narrow column stranded the story's copy (s19 grading).
  const story = () => {
    const top = plan('stack-top');
    const share = (top.product.w * top.product.h) / (ctx.w * ctx.h);
    return share >= heroShare(ctx) ? top : keepHero(ctx, top, () => plan('head-side'));
  };
  const second = () => keepHero(ctx, plan('stack-top'), () => plan('head-side'));
  return toPlan(tall ? story() : keepHero(ctx, plan('stack-bottom'), second));
};

/** A quantity with its unit ("300 mg", "1000 UI", "10 g"): a headline with one shows the brief's number. */
const QTY_IN = /\d[\d.,]*\s*(%|[µm]?g|kg|ml|l|iu|ui|ie|mg|mcg|cfu|ufc|kcal)\b/iu;

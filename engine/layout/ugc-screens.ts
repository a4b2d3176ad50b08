import { type Box, widestBand } from '../paint/index.js';
import { applyCase, offer } from './blocks.js';
import { pill } from './marks.js';
import {
  type Block,
  FEED_PX,
  MIN_PX,
  STORY_PX,
  cta,
  floorPx,
  headFloorPx,
  empty,
  inkFor,
  rect,
  text,
  textItem,
  tightFloorPx,
} from './parts.js';
import {
  type Arrangement,
  CAPTION_ZONE,
  HEADER_ZONE,
  heroShare,
  heroSized,
  keepHero,
  type Solution,
  solve,
  toPlan,
} from './solver.js';
import { isTall, type Layout, type LayoutCtx } from './types.js';
import { wordsOf } from './words.js';
import { present } from './static.js';
import { foot } from './ugc.js';
import { fitText } from '../text/index.js';
import { chatBar, composeTop, darkScreen, photoRect } from '../scenes/index.js';

/**
 * UGC styles drawn as a phone screen: a message thread with the product as a photo message, a
 * short-video frame with its hook, a notes page with the product pasted in. The screens' chrome
 * (wallpaper, header, photo frames) is drawn by their scenes (engine/scenes/screens.ts).
 */

/** The app's dark mode for a sleep product's late-evening thread and a pale product (engine/scenes/screens.ts). */
const night = (ctx: LayoutCtx) => darkScreen(ctx.look);

/**
 * Chat bubbles: received on the left in grey, sent on the right in blue. The blue is the app's,
 * a shade deeper so white text on it reaches 4.5:1.
 */
type Msg = { me: boolean; text: string };

/** A feed bubble's floor (docs/decisions/126-readable-type-floor-and-clean-breaks.md). */
const CHAT_FEED_PX = 42;

/**
 * One or more bubbles of a thread. `thread` is the whole conversation: every bubble takes the size
 * the whole thread fits at, so a short question never outgrows the answer under it.
 */
function bubbles(ctx: LayoutCtx, msgs: Msg[], key: string, drop?: number, thread: Msg[] = msgs): Block {
  const font = { family: 'Inter' as const, weight: 600 as const };
  // A message is read like one on the phone: never under 42 px on 1:1 and 4:5 (graders called 34-38 px
  // bubbles small and cramped, docs/grades/s10-B.tsv, s11-*.tsv) and 44 on a story where it can, every bubble of
  // the thread at the same size, so no bubble shrinks to a footnote beside its neighbour.
  // A story whose product needs the height may go down to its sub-line floor (type scale k under 0.6):
  // at its dense floor (34 px) the thread read as small beside the product.
  const floorAt = (k: number) =>
    isTall(ctx)
      ? k >= 0.6
        ? 44
        : ctx.tight
          ? Math.max(MIN_PX + 6, tightFloorPx(ctx, k, font))
          : STORY_PX
      : Math.max(ctx.tight ? 38 : CHAT_FEED_PX, tightFloorPx(ctx, k, font));
  const fitAll = (w: number, size: number, floor: number, of = msgs) =>
    of.map((m) =>
      fitText(m.text, font, {
        maxWidth: w * 0.92 - size * 1.4,
        // A bubble of four or five lines read as a wall of text (docs/grades/s11-*.tsv): the thread
        // drops its second answer or stands above the product instead.
        maxLines: ctx.tight ? 5 : 3,
        maxSize: size,
        minSize: floor,
        lineHeight: 1.25,
        wordPerLine: ctx.tight && !ctx.whole ? undefined : false,
        hyphenate: ctx.tight && !ctx.whole ? undefined : false,
      }),
    );
  const sized = (w: number, k: number) => {
    const floor = floorAt(k);
    let size = Math.max(floor, (isTall(ctx) ? 60 : 54) * k * ctx.textScale);
    let fits = fitAll(w, size, floor, thread);
    if (fits.some((f) => f.overflow)) return undefined;
    size = Math.min(...fits.map((f) => f.size));
    fits = fitAll(w, size, floor);
    if (fits.some((f) => f.overflow)) return undefined;
    // Bubbles a little tighter than the app's at the story's larger sizes: text to text they stay
    // within the copy group's 96 px (ads:lint group).
    // Text to text is the bubble's padding (0.8 of the size) and this gap: held under 90 px so
    // a story's large bubbles stay one group.
    const gap = Math.max(8, Math.min(size * 0.3, 90 - size * 0.8));
    const hs = fits.map((f) => f.height + size * 0.8);
    return { size, fits, gap, hs, h: hs.reduce((s, x) => s + x, 0) + gap * (msgs.length - 1) };
  };
  return {
    key,
    drop,
    // The answer follows its question as closely as the bubbles of one message follow each other:
    // further apart, a story's thread read as two groups (ads:lint group, 100 px).
    gap: key === 'answer' ? 8 : 22,
    measure(w, k) {
      if (!msgs.length) return undefined;
      const s = sized(w, k);
      // The answer is the thread's headline: its depth is weighed as a headline's (solver.ts feedCrowded).
      const lines = s && key === 'answer' ? s.fits.reduce((n, f) => n + f.lines.length, 0) : undefined;
      return s ? { w, h: s.h, px: key === 'answer' ? s.size : undefined, lines } : undefined;
    },
    place(x, y, w, k) {
      const s = sized(w, k)!;
      const d = empty();
      let cy = y;
      msgs.forEach((m, i) => {
        const f = s.fits[i];
        const bw = f.width + s.size * 1.4;
        const bx = m.me ? x + w - bw : x;
        const fill = m.me ? '#0a62d0' : night(ctx) ? '#2c2c2e' : '#e9e9eb';
        const box = { x: bx, y: cy, w: bw, h: s.hs[i] };
        d.panels.push({ svg: rect(box, fill, { r: s.size * 0.9 }), box });
        d.texts.push(
          textItem(
            m.me ? 'headline' : 'subline',
            f,
            font,
            bx + s.size * 0.7,
            cy + s.size * 0.4,
            f.width,
            'left',
            inkFor(fill),
            {
              lh: 1.25,
              canBack: false,
            },
          ),
        );
        cy += s.hs[i] + s.gap;
      });
      d.w = w;
      d.h = s.h;
      return d;
    },
  };
}

/**
 * The second answer bubble: the sub-line without the pack's count or size ("60 peach gummies" read
 * as no answer to "What's in it?", docs/grades/s11-heldout.tsv); when nothing else is left, the
 * brief's own usage line, as a friend adds how she takes it, or its benefit statement; else no second bubble
 * (docs/decisions/125-lists-that-deliver-their-style.md).
 */
export function chatFollowUp(ctx: LayoutCtx, said: string): string {
  const f = ctx.facts.brief;
  const pack = [f?.count?.text, f?.size, f?.supply].filter((x): x is string => !!x).map((x) => x.toLowerCase());
  const isPack = (t: string) => {
    const k = t
      .toLowerCase()
      .replace(/[.!]+$/, '')
      .trim();
    return pack.some((x) => k === x || (k.includes(x) && k.length <= x.length + 8));
  };
  const kept = (ctx.copy.subline ?? '')
    .split(/(?<=[.!?])\s+/u)
    .filter((t) => t.trim() && !isPack(t))
    .join(' ');
  if (kept) return kept;
  const use = [...(f?.usage ?? []), ...(f?.benefits ?? [])].find(
    (u) => !said.includes(u.toLowerCase()) && u.length <= 70,
  );
  return use ? (/[.!?]$/.test(use) ? use : `${use}.`) : '';
}

/** The safe box below the app's header bar (engine/scenes/screens.ts). */
function underBar(ctx: LayoutCtx) {
  const y = Math.max(ctx.safe.y, Math.round(Math.min(ctx.h * 0.09, 130) + ctx.m * 0.6));
  return { ...ctx.safe, y, h: ctx.safe.y + ctx.safe.h - y };
}

/**
 * A thread read top to bottom: the friend asks, the answer carries a fact or two from the brief, then
 * the button; the product stands beside the thread or under it. The thread ends with the answer: a
 * friend's "Oh nice, thanks!" read to graders as an invented reply (docs/grades/s10-A.tsv).
 */
export const ugcChat: Layout = (ctx) => {
  const words = wordsOf(ctx);
  // Without a question of the copy's own the friend asks what it is (a layout word): a thread needs
  // someone to answer, or it reads as a list in bubbles.
  const question = [{ me: false, text: ctx.facts.kicker || words.whatIsIt }];
  // A headline of a word or two with no number ("Biotin") answered "What's in it?" with a bare
  // ingredient (docs/decisions/168-proof-styles-show-their-idea.md): the brief's first amount, as
  // written, answers it.
  const amount = ctx.facts.brief?.amounts[0]?.text;
  const thin = !/\d/.test(ctx.copy.headline) && ctx.copy.headline.trim().split(/\s+/).length <= 2;
  const answerText = thin && amount ? amount.charAt(0).toLocaleUpperCase() + amount.slice(1) : ctx.copy.headline;
  const line = applyCase(answerText, ctx.params.headlineCase, ctx.facts.name);
  // The product's name opens the answer only when nothing else names it (never twice in the thread), and
  // not after the friend's question, which the photo message answers.
  const said = `${line} ${ctx.copy.subline}`.toLowerCase();
  const named = !!ctx.facts.kicker || said.includes(ctx.facts.short.toLowerCase());
  const second = chatFollowUp(ctx, said);
  const answer = [
    { me: true, text: named ? line : `${ctx.facts.short}! ${line}` },
    ...(second ? [{ me: true, text: second }] : []),
  ];
  // The question and its answers are one group read top to bottom (one column, or one block above the
  // product), the button right under it. With the product between the question and its answer the
  // thread read as a stray bubble over a stray answer.
  const thread = (answers: number) => [...question, ...answer.slice(0, answers)];
  const plan = (answers: number, arrangements?: Arrangement[]) =>
    solve(ctx, {
      // On a story the offer and the button close the thread's own group: as a separate foot they
      // spread a band away from the answers (ads:lint group, 100 px).
      top: present([
        bubbles(ctx, question, 'question', undefined, thread(answers)),
        bubbles(ctx, answer.slice(0, answers), 'answer', undefined, thread(answers)),
        // A full-size button on a story: at the default size it read as small and stranded under
        // the thread (docs/decisions/168-proof-styles-show-their-idea.md).
        ...(isTall(ctx) ? [offer(ctx, { max: 30 }), ...foot(ctx, cta(ctx, { gap: 22, max: 46 }))] : []),
      ]),
      foot: isTall(ctx) ? [] : present([offer(ctx, { max: 30 }), ...foot(ctx, cta(ctx, { gap: 22 }))]),
      // A story has the height for the thread above the product, which stands below it and may reach
      // into the caption band (its label clear of it) (docs/decisions/080-story-type-before-secondary-lines.md).
      // 1:1 and 4:5 take the thread beside the product or above it, whichever keeps the type larger.
      // A tall pack on a story may stand beside the thread instead: above it, the thread fell to tiny type.
      arrangements: arrangements ?? (isTall(ctx) ? ['stack-top', 'side'] : ['side', 'stack-top']),
      storySide: true,
      noHead: true,
      target: isTall(ctx) ? 0.26 : 0.24,
      anchor: 'center',
      // The thread opens right under the app's bar, as a chat does: centred beside a story's product it
      // left the top quarter of the screen empty.
      valign: 'top',
      productX: 'right',
      column: 0.6,
      region: underBar(ctx),
      // Room for the photo's frame around the product (engine/scenes/screens.ts).
      gutter: Math.round(ctx.w * (isTall(ctx) ? 0.04 : 0.05)),
    });
  // Both answers when they fit: the second carries the product's facts (a story that kept only the
  // first often showed a usage line alone); keepHero falls back to one when the product would shrink.
  // The question always stays: an answer with no question is not a conversation.
  let sol = keepHero(ctx, plan(2), () => plan(1));
  // On 1:1 and 4:5 two answers wrapped five lines deep beside the product read as a crowded wall
  // ("1:1 three bubbles crowded", s14 grading): one answer, where the product keeps
  // the hero's share (docs/decisions/152-one-message-beside-the-product.md).
  const deep = (x: Solution) =>
    x.drawn.texts.filter((t) => t.role === 'headline').reduce((n, t) => n + t.lines.length, 0);
  if (!isTall(ctx) && deep(sol) > 4) {
    const one = plan(1);
    if (deep(one) < deep(sol) && heroSized(ctx, one.product)) sol = one;
  }
  // The buyer's offer outranks the second answer: a story whose two answers left no room for it
  // keeps one answer and the offer.
  const hasOffer = (x: typeof sol) => x.drawn.texts.some((t) => t.role === 'offer');
  if (ctx.honest.offer && !hasOffer(sol) && heroSized(ctx, sol.product)) {
    const one = plan(1);
    if (hasOffer(one) && heroSized(ctx, one.product)) sol = one;
  }
  // A bottle or jar under a story's thread stood at 13-14 % of the screen under one answer, over an
  // empty white fifth (docs/decisions/140-phone-screens-fill-the-story.md): beside the thread it
  // stands taller (the plan's product grows into its column) and the thread keeps its answers, where
  // that leaves no dead band.
  if (isTall(ctx) && ctx.aspect < 0.6) {
    const side = keepHero(ctx, plan(2, ['side']), () => plan(1, ['side']));
    const area = (x: Solution) => x.product.w * x.product.h;
    if (
      side.arrangement === 'side' &&
      area(side) >= area(sol) * 0.9 &&
      (hasOffer(side) || !hasOffer(sol)) &&
      storyBand(ctx, side) <= (ctx.h / 6) * 0.9
    )
      sol = side;
  }
  const out = toPlan(isTall(ctx) ? underTheBar(ctx, sol) : sol);
  // The photo message keeps off the bubbles and the button, not only their words.
  const avoid = [...out.texts.map((t) => t.box), ...out.panels.map((p) => p.box)];
  return { ...out, product: inPhoto(ctx, out.product, avoid), hints: { ...out.hints, avoid } };
};

/**
 * The product inside the photo message the scene draws round it (engine/scenes/screens.ts
 * `photoRect`): where the screen's edge, the app's bar or a bubble leaves the picture no margin
 * round the pack, the pack stands a little smaller on the same base, so the picture shows the room
 * round it rather than a pack touching its frame; on a story the picture ends above the compose
 * field with a strip of the table under the pack, which then keeps its top
 * (docs/decisions/202-phone-photo-and-chat-photo-message.md).
 */
function inPhoto(ctx: LayoutCtx, b: Box, avoid: Box[]): Box {
  const bar = chatBar(ctx.h);
  const bottom = isTall(ctx) ? composeTop(ctx.w, ctx.h) : ctx.h;
  const r = photoRect(ctx.w, bar, bottom, b, avoid);
  const m = ctx.w * 0.03;
  const cx = b.x + b.w / 2;
  // Never under the hero's share: the re-plans at lower floors would take over (layouts.ts).
  const least = Math.max(0.85, Math.sqrt((heroShare(ctx) * ctx.w * ctx.h) / (b.w * b.h)) + 0.005);
  const k = Math.max(
    least,
    Math.min(1, (b.y + b.h - r.y - m) / b.h, (r.x + r.w - m - cx) / (b.w / 2), (cx - r.x - m) / (b.w / 2)),
  );
  const kb = Math.max(least, Math.min(1, (r.y + r.h - ctx.w * 0.06 - b.y) / b.h));
  if (kb < 1 && kb < k) {
    const w = Math.round(b.w * kb);
    return { x: Math.round(b.x + (b.w - w) / 2), y: b.y, w, h: Math.round(b.h * kb) };
  }
  if (k >= 1) return b;
  const w = Math.round(b.w * k);
  const h = Math.round(b.h * k);
  return { x: Math.round(b.x + (b.w - w) / 2), y: b.y + b.h - h, w, h };
}

/** The widest height between the story's safe zones that no text, panel or the product covers. */
function storyBand(ctx: LayoutCtx, sol: Solution): number {
  const boxes = [sol.product, ...sol.drawn.texts.map((t) => t.box), ...sol.drawn.panels.map((p) => p.box)];
  return widestBand(boxes, ctx.h * HEADER_ZONE, ctx.h * CAPTION_ZONE);
}

/**
 * A story's thread opens right under the app's bar, as a chat does: the solver shares a story's spare
 * height above, between and below its copy and product, which left the top quarter of the chat
 * empty (docs/grades/s10-B.tsv). Stacked, the product rises with the thread (the spare height goes
 * under it, into the caption band); beside it, the thread alone rises to the bar.
 */
function underTheBar(ctx: LayoutCtx, sol: Solution): Solution {
  const top = Math.min(...sol.drawn.texts.map((t) => t.box.y), ...sol.drawn.panels.map((p) => p.box.y));
  const d = Math.round(top - underBar(ctx).y);
  if (!(d > 0)) return sol;
  const up = <T extends { y: number }>(b: T): T => ({ ...b, y: b.y - d });
  const texts = sol.drawn.texts.map((t) => ({
    ...t,
    box: up(t.box),
    lines: t.lines.map(up),
    record: t.record ? up(t.record) : t.record,
  }));
  const panels = sol.drawn.panels.map((p) => ({
    ...p,
    svg: `<g transform="translate(0 ${-d})">${p.svg}</g>`,
    box: up(p.box),
  }));
  const stacked = sol.arrangement !== 'side' && sol.arrangement !== 'head-side';
  return { ...sol, product: stacked ? up(sol.product) : sol.product, drawn: { ...sol.drawn, texts, panels } };
}

/**
 * A short-video frame: the hook (the ad's headline) large on a white sticker at the top, the
 * caption and the button under it, the product standing below them on the dresser. The hook is
 * carried by its type alone: no imitation of the app's icons or bars.
 */
export const ugcVideo: Layout = (ctx) => {
  const white = ['#ffffff', '#111111'];
  // The hook is the ad's own headline on the sticker: a "TikTok made me buy it" nobody said would be
  // invented social proof (docs/decisions/040-copy-from-the-brief-s-facts.md).
  const headlineText = applyCase(ctx.copy.headline, ctx.params.headlineCase, ctx.facts.name);
  // The hook is the frame's largest words: it keeps 56 px on a story unless the product would then
  // fall under the hero's 20 % (a long hook beside a small photo), when it may go to the secondary floor.
  const hook = (min?: number) =>
    pill(ctx, headlineText, {
      fill: '#ffffff',
      max: 60 * ctx.headlineScale,
      min,
      lines: 3,
      gap: 0,
      role: 'headline',
    });
  // The hook frame over the fact, on a black sticker as the app's captions set it: graded "no TikTok
  // hook, nothing says TikTok" with the fact alone (docs/decisions/197-a-video-hook-over-the-fact.md).
  // Not over the buyer's review: a frame before someone's words would put ours in their mouth.
  const review = ctx.honest.review?.quote.trim();
  // The frame stays a step under the hook's floor, so a hook that gave way to keep the product's
  // share is never smaller than its frame; on a story at full size it keeps the caption's size.
  const lead = (min?: number) =>
    review && headlineText.includes(review.slice(0, 24))
      ? undefined
      : pill(ctx, wordsOf(ctx).hook, {
          fill: '#111111',
          max: Math.min(44, (min ?? 60) * 0.8),
          min: isTall(ctx) && (min ?? 0) >= 56 ? 36 : undefined,
          lines: 2,
          gap: 10,
          role: 'subline',
        });
  const plan = (min?: number, beside = false, framed = true) =>
    solve(ctx, {
      top: present([framed ? lead(min) : undefined, hook(min)]),
      foot: present([
        ctx.copy.subline
          ? text(ctx, {
              role: 'subline',
              text: ctx.copy.subline,
              font: ctx.fonts.headline,
              // The caption stays a step under the hook: a caption larger than its hook read as an
              // inverted hierarchy (in the feed at most the hook's floor when the hook gave way).
              max: isTall(ctx) ? 42 * ctx.textScale : Math.min(44 * ctx.textScale, min ?? floorPx(ctx)),
              min: 34,
              lines: 3 + (ctx.extraLines ?? 0),
              lh: 1.15,
              ink: white,
              measureW: 0.86,
            })
          : undefined,
        offer(ctx, { max: 30 }),
        ...foot(ctx, cta(ctx, { max: 32, gap: 22 })),
      ]),
      // The hook opens the frame at the top with the caption and the button right under it, one group
      // over the product: with the product between the hook and its caption they read as two stray
      // captions, and the caption low on the frame left a dark empty band under it on 9:16.
      arrangements: isTall(ctx) ? ['stack-top'] : beside ? ['head-side'] : ['stack-top', 'head-side'],
      target: 0.27,
      anchor: 'center',
      // A story's captions centred over the product, as the app sets them: left-set they read as
      // Phone Photo's caption stack (s19: "near-copy of 22"; docs/decisions/197-a-video-hook-over-the-fact.md).
      align: isTall(ctx) ? 'center' : 'left',
      valign: 'top',
      column: 0.5,
    });
  // Both floors at least the headline's (a hook at 44 px read as small beside the product).
  // Last, on the feed, a two-line hook over a narrow bottle: the caption and button beside the product
  // under the hook, which leaves the product its fifth (ads:lint, a cluttered photo with German copy).
  const chain = (framed: boolean) =>
    keepHero(ctx, plan(Math.max(isTall(ctx) ? 56 : 0, headFloorPx(ctx)), false, framed), () =>
      keepHero(ctx, plan(FEED_PX, false, framed), () => plan(FEED_PX, !isTall(ctx), framed)),
    );
  // The product's share outranks the frame: where the frame's line leaves the product under the
  // hero's share and the frame-less plan sets it larger, the hook is the fact alone (ads:lint's
  // hero-size on a cluttered photo's square).
  const area = (x: Solution) => x.product.w * x.product.h;
  let sol = chain(true);
  if (area(sol) < heroShare(ctx) * ctx.w * ctx.h) {
    const bare = chain(false);
    if (area(bare) > area(sol)) sol = bare;
  }
  return toPlan(sol);
};

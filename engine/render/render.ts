import { purposeOf } from './purpose.js';
import { isMainThread } from 'node:worker_threads';
import { type StyleDefinition } from '../../contract/style-types.js';
import { getStyle } from '../catalog/index.js';
import { armCrossing, type Composed, composeLayout, type FrameLook, frameAspect } from '../compose/index.js';
import { buildCopy } from '../copy/index.js';
import { type Cutout, getCutout, MAX_UPSCALE } from '../cutout/index.js';
import { initFaces } from '../text/index.js';
import { type Honest, type LayoutCtx, type Plan, planLayout } from '../layout/index.js';
import { type Rgba } from '../paint/index.js';
import { type RenderParams } from '../../contract/render-params.js';
import { productLook } from './look.js';
import { resolveFonts, resolvePalette } from './style.js';
import {
  type AdBatch,
  AD_SIZE_KEYS,
  AD_SIZES,
  type AdCopy,
  type AdLayout,
  type AdSize,
  BadEngineInputError,
  type PostCopy,
  type ProductInput,
  type RenderedAd,
} from '../../contract/engine.js';

export type { RenderParams } from '../../contract/render-params.js';
export { resolvePalette } from './style.js';

export function resolveStyle(styleId: number): StyleDefinition {
  const style = getStyle(styleId);
  if (!style) throw new BadEngineInputError(`Unknown style ${styleId}.`);
  return style;
}

export type RenderResult = RenderedAd & {
  layouts: Record<AdSize, AdLayout>;
  /** With `keepPixels`: the final pixels and those before the text, for the ad linter. */
  pixels?: Record<AdSize, { final: Rgba; backdrop: Rgba }>;
  /** The product's pixel size as the renderer had it (the cutout's crop, or the whole framed photo). */
  native: { width: number; height: number; mode: 'cutout' | 'framed' };
};

/** How much larger a 9:16 ad's type starts than the square's (LayoutCtx.storyType, docs/ad-quality.md). */
const STORY_TYPE = 1.3;
/**
 * How much larger a 1:1 or 4:5 ad's secondary type starts than the layouts' own sizes: a feed ad is
 * seen at a third of its pixels, so a roomy layout sets its lines above the floor
 * (docs/decisions/092-feed-secondary-type.md).
 */
const FEED_TYPE = 1.1;

/**
 * `keepPixels` keeps the canvases for the ad linter; `batch` is the batch the ad belongs to (its
 * copy differs from its batch-mates'); `signal` stops a render its caller no longer wants (a
 * cancelled or timed-out activity) at the next step: before the cutout, before each layout,
 * before the result is assembled.
 */
export type ComposeOptions = { keepPixels?: boolean; batch?: AdBatch; signal?: AbortSignal };

/** The batch an ad was generated in, as stored in its params (edits re-render the same copy). */
export function batchOf(params: Record<string, unknown>): AdBatch | undefined {
  const b = params.batch as AdBatch | undefined;
  return b && Array.isArray(b.styleIds) && b.styleIds.every(Number.isInteger) && Number.isInteger(b.index)
    ? { styleIds: b.styleIds, index: b.index }
    : undefined;
}

/** How a photo that could not be cut out is shown: a look made for whole photos, per category. */
const FRAME: Record<StyleDefinition['category'], FrameLook> = {
  'Static Ads': 'card',
  'Product Photoshoot': 'polaroid',
  UGC: 'phone',
};

/**
 * An ad's three layouts. On the main thread (tests, the in-process engine) they render side by
 * side, resvg and sharp working on libuv's pool. A render thread (engine/pool/engine-thread.ts)
 * rasterises on itself, so they render one after another there and hold one canvas at a time
 * (docs/performance.md).
 */
async function eachLayout<T>(
  sizes: readonly AdSize[],
  render: (size: AdSize) => Promise<T>,
  signal?: AbortSignal,
): Promise<T[]> {
  if (isMainThread)
    return Promise.all(
      sizes.map(async (size) => {
        signal?.throwIfAborted();
        return render(size);
      }),
    );
  const out: T[] = [];
  for (const size of sizes) {
    signal?.throwIfAborted();
    out.push(await render(size));
  }
  return out;
}

/** Facts only the buyer supplied, with an edit's offer and badges applied (docs/decisions/014-composition-rules-solver-and-linter.md). */
export function honestFacts(product: ProductInput, params: RenderParams, copyBadges: string[]): Honest {
  const ex = product.extras ?? {};
  const offer = params.offer === null ? undefined : (params.offer ?? ex.offer?.trim()) || undefined;
  const seen = new Set<string>();
  // The copy's badges lead with the buyer's certifications already, minus any fact another line of the ad says.
  const badges = (params.badges ?? copyBadges)
    .filter((b) => {
      const k = b.trim().toLowerCase();
      if (!k || seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .slice(0, 3);
  const rating = ex.rating && Number.isFinite(ex.rating.value) && ex.rating.count > 0 ? ex.rating : undefined;
  const review = ex.review?.quote?.trim() && ex.review.author?.trim() ? ex.review : undefined;
  return { offer, rating, review, badges };
}

/** An ad laid out but not yet drawn: the Replicate engine paints its scenes around these product boxes. */
export type PlannedAd = {
  product: ProductInput;
  style: StyleDefinition;
  styleId: number;
  seed: number;
  params: RenderParams;
  batch?: AdBatch;
  cutout: Cutout;
  look: FrameLook;
  copy: AdCopy;
  postCopy: PostCopy;
  warnings: string[];
  sizes: Record<AdSize, { ctx: LayoutCtx; plan: Plan }>;
};

/** Everything an ad's layouts share, worked out once before any size is laid out. */
type Prelude = Omit<PlannedAd, 'sizes'> & {
  seen: LayoutCtx['look'];
  pal: LayoutCtx['pal'];
  fonts: LayoutCtx['fonts'];
  facts: LayoutCtx['facts'];
  honest: Honest;
};

async function prelude(
  product: ProductInput,
  styleId: number,
  seed: number,
  params: RenderParams,
  opts: ComposeOptions,
): Promise<Prelude> {
  opts.signal?.throwIfAborted();
  const style = resolveStyle(styleId);
  const [cutout] = await Promise.all([getCutout(product), initFaces()]);
  opts.signal?.throwIfAborted();
  const { batch } = opts;
  const { copy, facts, post, warnings } = buildCopy(style.copy, product.name, product.description, seed, params, {
    extras: product.extras,
    category: product.category,
    batch,
    lang: product.lang,
    styleId,
  });
  const seen = productLook(cutout, purposeOf(product.name, product.description), product.name, product.description);
  const honest = honestFacts(product, params, copy.badges);
  return {
    product,
    style,
    styleId,
    seed,
    params,
    batch,
    cutout,
    look: FRAME[style.category],
    copy: { ...copy, badges: honest.badges },
    postCopy: post,
    warnings,
    seen,
    pal: resolvePalette(style, seen, params),
    fonts: resolveFonts(style, params),
    facts,
    honest,
  };
}

/** One size's layout context and plan. */
function planSize(p: Prelude, size: AdSize): PlannedAd['sizes'][AdSize] {
  const { style, cutout, params, honest } = p;
  const framed = cutout.mode === 'framed';
  const photoAspect = cutout.width / cutout.height;
  const s = Math.abs(Math.trunc(p.seed));
  const { width: w, height: h } = AD_SIZES[size];
  const m = Math.round(w * 0.06);
  const tall = h > w * 1.5;
  // 9:16: text and buttons stay between 14 % from the top and 20 % from the bottom (Stories and Reels overlays).
  const safe = tall
    ? { x: m, y: Math.ceil(h * 0.14), w: w - m * 2, h: Math.floor(h * 0.8) - Math.ceil(h * 0.14) }
    : { x: m, y: m, w: w - m * 2, h: h - m * 2 };
  const ctx: LayoutCtx = {
    w,
    h,
    size,
    style,
    pal: p.pal,
    look: p.seen,
    fonts: p.fonts,
    copy: { ...p.copy, badges: honest.badges },
    facts: p.facts,
    honest,
    params,
    seed: s,
    mirror: s % 2 === 1,
    variant: Math.floor(s / 2) % 2,
    emphasis: Math.max(0.6, Math.min(1.5, params.emphasis ?? 1)),
    aspect: framed ? frameAspect(p.look, photoAspect) : photoAspect,
    framed,
    maxProductW: cutout.native.width * MAX_UPSCALE * (framed ? 1.12 : 1),
    m,
    safe,
    textScale: Math.max(0.5, Math.min(2, params.textScale ?? 1)) * (tall ? STORY_TYPE : FEED_TYPE),
    storyType: tall ? STORY_TYPE : FEED_TYPE,
    headlineScale: Math.max(0.5, Math.min(2, params.headlineScale ?? 1)),
  };
  // A held product stands on the side its arm enters from (docs/decisions/121-held-footprint-and-sharp-small-photos.md).
  const from = cutout.hand?.edges.find((e) => e === 'left' || e === 'right');
  if (from) ctx.heldFrom = from;
  const plan = planLayout(style.layout, ctx);
  if (!cutout.hand) return { ctx, plan };
  // A product held in a hand: the side whose text the arm crosses least (docs/decisions/094-held-products-hand-to-the-edge.md).
  const other = { ...ctx, mirror: !ctx.mirror };
  const alt = planLayout(style.layout, other);
  return armCrossing(cutout, alt, w, h) < armCrossing(cutout, plan, w, h) ? { ctx: other, plan: alt } : { ctx, plan };
}

function planned(p: Prelude, sizes: PlannedAd['sizes']): PlannedAd {
  const { product, style, styleId, seed, params, batch, cutout, look, copy, postCopy, warnings } = p;
  return { product, style, styleId, seed, params, batch, cutout, look, copy, postCopy, warnings, sizes };
}

export async function planAd(
  product: ProductInput,
  styleId: number,
  seed: number,
  params: RenderParams = {},
  opts: ComposeOptions = {},
): Promise<PlannedAd> {
  const p = await prelude(product, styleId, seed, params, opts);
  return planned(p, Object.fromEntries(AD_SIZE_KEYS.map((size) => [size, planSize(p, size)])) as PlannedAd['sizes']);
}

/** One layout of a planned ad drawn. */
function drawSize(
  p: Pick<PlannedAd, 'cutout' | 'look' | 'product'>,
  sized: PlannedAd['sizes'][AdSize],
  scene: Buffer | undefined,
  opts: ComposeOptions,
) {
  return composeLayout(sized.ctx, sized.plan, {
    cutout: p.cutout,
    look: p.look,
    scene,
    photo: p.cutout.mode === 'framed' ? p.product.photo : undefined,
    keepBackdrop: opts.keepPixels,
  });
}

/** Draws a planned ad; `scenes` replaces the drawn backdrops (the Replicate engine's). */
export async function composeAd(
  p: PlannedAd,
  scenes?: Partial<Record<AdSize, Buffer>>,
  opts: ComposeOptions = {},
): Promise<RenderResult> {
  const out = await eachLayout(AD_SIZE_KEYS, (size) => drawSize(p, p.sizes[size], scenes?.[size], opts), opts.signal);
  return assemble(p, out, opts);
}

function assemble(p: PlannedAd, out: Composed[], opts: ComposeOptions): RenderResult {
  const { cutout } = p;
  const framed = cutout.mode === 'framed';
  opts.signal?.throwIfAborted();
  const images = Object.fromEntries(AD_SIZE_KEYS.map((k, i) => [k, out[i].png])) as Record<AdSize, Buffer>;
  const layouts = Object.fromEntries(AD_SIZE_KEYS.map((k, i) => [k, out[i].layout])) as Record<AdSize, AdLayout>;
  const small = smallPhotoWarning(
    layouts,
    cutout.native.width,
    cutout.native.height,
    cutout.native.width * MAX_UPSCALE * (framed ? 1.12 : 1),
  );
  return {
    images,
    text: [p.copy.headline, p.copy.subline, p.copy.cta].filter(Boolean).join(' \u2014 '),
    copy: p.copy,
    postCopy: p.postCopy,
    params: { styleId: p.styleId, seed: p.seed, ...(p.batch ? { batch: p.batch } : {}), ...p.params },
    warnings: [
      ...new Set([...p.warnings, ...((cutout as { warnings?: string[] }).warnings ?? []), ...(small ? [small] : [])]),
    ],
    layouts,
    native: { width: cutout.native.width, height: cutout.native.height, mode: cutout.mode },
    pixels: opts.keepPixels
      ? (Object.fromEntries(
          AD_SIZE_KEYS.map((k, i) => [k, { final: out[i].canvas!, backdrop: out[i].backdrop! }]),
        ) as Record<AdSize, { final: Rgba; backdrop: Rgba }>)
      : undefined,
  };
}

/**
 * The largest canvas first: the size that starts last finishes last, and its PNG encode is then
 * the ad's tail with nothing beside it.
 */
const DRAW_ORDER = [...AD_SIZE_KEYS].sort((a, b) => AD_SIZES[b].height - AD_SIZES[a].height);

/**
 * On the main thread each size starts drawing as soon as it is laid out, and the event loop is
 * let go before the next size is planned: the first layout's scene and panels then rasterise on
 * libuv's pool while the other sizes are planned, rather than after all three plans
 * (docs/decisions/089-render-speed-overlap-and-reuse.md). A render thread plans and draws in turn.
 */
export async function renderAd(
  product: ProductInput,
  styleId: number,
  seed: number,
  params: RenderParams = {},
  scenes?: Partial<Record<AdSize, Buffer>>,
  opts: ComposeOptions = {},
): Promise<RenderResult> {
  if (!isMainThread) return composeAd(await planAd(product, styleId, seed, params, opts), scenes, opts);
  const pre = await prelude(product, styleId, seed, params, opts);
  const sizes = {} as PlannedAd['sizes'];
  const drawing = new Map<AdSize, Promise<Composed>>();
  for (const size of DRAW_ORDER) {
    opts.signal?.throwIfAborted();
    sizes[size] = planSize(pre, size);
    const d = drawSize(pre, sizes[size], scenes?.[size], opts);
    // Observed at once: a layout failing while the next size is planned is not an unhandled rejection.
    d.catch(() => undefined);
    drawing.set(size, d);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return assemble(planned(pre, sizes), await Promise.all(AD_SIZE_KEYS.map((k) => drawing.get(k)!)), opts);
}

/**
 * The product is never drawn above 1.5x its own pixels; when that keeps it under the 20 % a hero
 * needs, the buyer is told how large a photo would give crisp ads.
 */
function smallPhotoWarning(
  layouts: Record<AdSize, AdLayout>,
  pw: number,
  ph: number,
  capW: number,
): string | undefined {
  const short = AD_SIZE_KEYS.some((k) => {
    const l = layouts[k];
    const p = l.boxes.find((b) => b.role === 'product');
    return p && (p.w * p.h) / (l.width * l.height) < 0.2 && p.w >= capW - 2;
  });
  if (!short) return undefined;
  const need = Math.ceil(Math.sqrt((0.2 * 1080 * 1920) / (pw / ph)) / MAX_UPSCALE / 10) * 10;
  return `The product in your photo is only ${pw}\u00d7${ph} pixels, so it is shown smaller to stay sharp. For crisp ads, upload a photo in which the product is at least ${need} pixels tall.`;
}

import { isMainThread } from 'node:worker_threads';
import { type LayoutKind, type StyleDefinition, type StylePalette } from './catalog/styles-types.js';
import { getStyle } from './catalog/styles.js';
import { contrast, darken, ensureContrast, inkOn, lighten, mix } from './color.js';
import { composeLayout, type TextCheck } from './compose.js';
import { buildCopy } from './copy.js';
import { getCutout } from './cutout.js';
import { type Layout, type LayoutCtx } from './layout-types.js';
import { type RenderParams } from './render-params.js';
import { showcase } from './layouts-photo.js';
import { benefits, comparison, hero, split } from './layouts-static.js';
import { beforeAfter, callouts, offer, testimonial } from './layouts-static2.js';
import { ugcCaption, ugcChat, ugcComment, ugcNote, ugcPhone, ugcReview, ugcUnboxing } from './layouts-ugc.js';
import { type AdBatch, AD_SIZE_KEYS, AD_SIZES, type AdSize, BadEngineInputError, type ProductInput, type RenderedAd } from './types.js';

export const LAYOUTS: Record<LayoutKind, Layout> = {
  hero, split, benefits, comparison, testimonial, offer, callouts, 'before-after': beforeAfter, showcase,
  'ugc-phone': ugcPhone, 'ugc-caption': ugcCaption, 'ugc-note': ugcNote, 'ugc-chat': ugcChat, 'ugc-unboxing': ugcUnboxing, 'ugc-review': ugcReview, 'ugc-comment': ugcComment,
};

export type { RenderParams } from './render-params.js';

export function resolveStyle(styleId: number): StyleDefinition {
  const style = getStyle(styleId);
  if (!style) throw new BadEngineInputError(`Unknown style ${styleId}.`);
  return style;
}

export function resolvePalette(style: StyleDefinition, brand: string, params: RenderParams): StylePalette {
  let pal = { ...style.palette };
  if (pal.fromProduct) {
    pal = { ...pal, accent: brand, bg: lighten(brand, 0.86), bg2: lighten(brand, 0.62), ink: ensureContrast(darken(brand, 0.55), lighten(brand, 0.86), 7) };
  }
  if (params.bg) {
    const bg = params.bg;
    pal = { ...pal, bg, bg2: mix(bg, inkOn(bg) === '#111111' ? '#000000' : '#ffffff', 0.22) };
    if (Math.abs(hue(pal.accent) - hue(bg)) < 25) pal.accent = inkOn(bg) === '#111111' ? darken(bg, 0.55) : lighten(bg, 0.75);
  }
  if (params.accent) pal.accent = params.accent;
  if (params.shade) {
    const t = Math.min(0.8, Math.abs(params.shade) * 0.3);
    const f = params.shade > 0 ? darken : lighten;
    pal = { ...pal, bg: f(pal.bg, t), bg2: f(pal.bg2, t) };
  }
  // A buyer's backdrop (an edit) keeps the text readable on it: the style's ink was chosen for the
  // style's own backdrop, and left dark on a dark one the layouts put a white box behind the headline.
  if (params.bg || params.shade) {
    pal.ink = ensureContrast(pal.ink, pal.bg);
    pal.ink = contrast(pal.ink, pal.bg2) >= 4.5 ? pal.ink : inkOn(mix(pal.bg, pal.bg2, 0.5));
  }
  pal.accentInk = ensureContrast(pal.accentInk, pal.accent);
  if (ensureContrast(pal.accentInk, pal.accent) !== pal.accentInk || inkOn(pal.accent) !== pal.accentInk) pal.accentInk = inkOn(pal.accent);
  return pal;
}

function hue(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const r = (n >> 16) & 255, g = (n >> 8) & 255, b = n & 255;
  const max = Math.max(r, g, b), min = Math.min(r, g, b);
  if (max === min) return -999;
  const d = max - min;
  const hh = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (hh * 60 + 360) % 360;
}

export type RenderResult = RenderedAd & { checks: Record<AdSize, TextCheck[]> };

/**
 * An ad's three layouts. On the main thread (tests, the in-process engine) they render side by
 * side, resvg and sharp working on libuv's pool. A render thread (engine/pool/engine-thread.ts)
 * rasterises on itself, so side by side gained little there and held all three canvases, with
 * resvg's native copies, at once: one after another, two render threads rendering four 20-ad
 * batches peaked 110-130 MB lower, for about 8 % more time (docs/performance.md).
 */
async function eachLayout<T>(sizes: readonly AdSize[], render: (size: AdSize) => Promise<T>, signal?: AbortSignal): Promise<T[]> {
  if (isMainThread) return Promise.all(sizes.map(async (size) => { signal?.throwIfAborted(); return render(size); }));
  const out: T[] = [];
  for (const size of sizes) {
    signal?.throwIfAborted();
    out.push(await render(size));
  }
  return out;
}

/** The batch an ad was generated in, as stored in its params (edits re-render the same copy). */
export function batchOf(params: Record<string, unknown>): AdBatch | undefined {
  const b = params.batch as AdBatch | undefined;
  return b && Array.isArray(b.styleIds) && b.styleIds.every(Number.isInteger) && Number.isInteger(b.index) ? { styleIds: b.styleIds, index: b.index } : undefined;
}

/**
 * `signal` stops a render its caller no longer wants (a cancelled or timed-out activity) at the
 * next step: before the cutout, before each layout, before the result is assembled.
 */
export async function renderAd(product: ProductInput, styleId: number, seed: number, params: RenderParams = {}, scenes?: Partial<Record<AdSize, Buffer>>, batch?: AdBatch, signal?: AbortSignal): Promise<RenderResult> {
  signal?.throwIfAborted();
  const style = resolveStyle(styleId);
  const cutout = await getCutout(product.photo);
  signal?.throwIfAborted();
  const { copy, facts, warnings } = buildCopy(style.copy, product.name, product.description, seed, params, { extras: product.extras, category: product.category, batch });
  const pal = resolvePalette(style, cutout.brand, params);
  const s = Math.abs(Math.trunc(seed));
  const out = await eachLayout(AD_SIZE_KEYS, async (size) => {
    const { width: w, height: h } = AD_SIZES[size];
    const ctx: LayoutCtx = {
      w, h, size, style, pal, copy, facts, seed: s, mirror: s % 2 === 1, variant: Math.floor(s / 2) % 2,
      emphasis: Math.max(0.6, Math.min(1.5, params.emphasis ?? 1)), aspect: cutout.width / cutout.height, framed: cutout.mode === 'framed',
    };
    return composeLayout(ctx, LAYOUTS[style.layout](ctx), cutout, scenes?.[size]);
  }, signal);
  signal?.throwIfAborted();
  const images = Object.fromEntries(AD_SIZE_KEYS.map((k, i) => [k, out[i].png])) as Record<AdSize, Buffer>;
  const checks = Object.fromEntries(AD_SIZE_KEYS.map((k, i) => [k, out[i].checks])) as Record<AdSize, TextCheck[]>;
  return {
    images,
    text: [copy.headline, copy.subline, copy.cta].filter(Boolean).join(' \u2014 '),
    copy,
    params: { styleId, seed, ...(batch ? { batch } : {}), ...params },
    warnings,
    checks,
  };
}

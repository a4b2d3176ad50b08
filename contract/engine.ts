import type { EditPlan } from './edit-plan.js';
import type { PostCopy } from './post-copy.js';

/**
 * The ad engine contract shared by the local renderer and the Replicate engine.
 * Activities call only this interface; which implementation runs is chosen once from configuration.
 */
export const AD_SIZES = {
  '1x1': { width: 1080, height: 1080 },
  '4x5': { width: 1080, height: 1350 },
  '9x16': { width: 1080, height: 1920 },
} as const;
export type AdSize = keyof typeof AD_SIZES;
export const AD_SIZE_KEYS = Object.keys(AD_SIZES) as AdSize[];

/**
 * Facts only the buyer can give (step 2's optional fields). An ad shows an offer, a rating, a
 * review or a certification only when it is here, verbatim; never an invented one.
 */
export type ProductExtras = {
  /** e.g. "20 % off with code SLEEP20". */
  offer?: string;
  rating?: { value: number; count: number };
  review?: { quote: string; author: string };
  /** e.g. ["NSF Certified", "Vegan"]. */
  certifications?: string[];
};

/**
 * Where the buyer pointed on step 2's preview, in the photo's own (upright) pixels: a box drawn
 * around the product, taps on it, taps on what is not theirs (docs/decisions/045-cutout-objects-and-hints.md).
 */
export type CutoutPoint = { x: number; y: number };
export type CutoutHint = {
  box?: { x: number; y: number; w: number; h: number };
  include?: CutoutPoint[];
  exclude?: CutoutPoint[];
};

/** What the cutout found and how far it can be trusted (for logs, tests and the evaluation). */
export type CutoutScores = Record<string, number | boolean | string[]>;
/** A border of the photo. */
export type HeldEdge = 'left' | 'right' | 'top' | 'bottom';
/**
 * A product held in a hand, cut out with the buyer's box: the hand and arm (its mask at analysis
 * size, a base64 PNG) and the photo borders the arm crosses, so the ads let it enter from their edge
 * (docs/decisions/094-held-products-hand-to-the-edge.md).
 */
export type HeldMeta = { edges: HeldEdge[]; w: number; h: number; mask: string };
/** The cutout's facts beside its pixels (JSON in storage). */
export type CutoutMeta = {
  mode: 'cutout' | 'framed';
  /** The product's dominant brand colour. */
  brand: string;
  /** The product's (or, framed, the photo's) size in the photo's own pixels. */
  native: { width: number; height: number };
  /** Where the cutout sits in the (upright) photo, in the photo's pixels. */
  region: { left: number; top: number; width: number; height: number };
  /** The photo's own size (upright). */
  photo: { width: number; height: number };
  /** What the buyer should know about the photo, in words (empty when it is fine). */
  warnings: string[];
  quality: CutoutScores;
  /** The hand holding the product, when there is one. */
  held?: HeldMeta;
};
/**
 * The product cut out of its photo: made once per photo and hint by an activity, stored beside the
 * photo, and read by every render (docs/architecture.md, "The product cutout").
 */
export type ProductCutout = {
  /** PNG (RGBA): the product's pixels with the refined alpha and clean edge colours; absent when the photo is shown whole. */
  image?: Buffer;
  meta: CutoutMeta;
};

export type ProductInput = {
  /** The buyer's photo exactly as uploaded (PNG, JPEG or WebP bytes). */
  photo: Buffer;
  /**
   * The product cut out of `photo` (with the buyer's hint, if any). Without it the engine cuts the
   * photo out itself (tests and tools); the application always passes the stored one.
   */
  cutout?: ProductCutout;
  name: string;
  description: string;
  /** The buyer's optional category; the copy falls back to it when the name says nothing. */
  category?: string;
  extras?: ProductExtras;
  /** The language the buyer chose at step 2 (ISO 639-1); detected from the brief when absent. */
  lang?: string;
};

export type AdCopy = { headline: string; subline: string; cta: string; badges: string[] };

export { POST_COPY_LIMITS, type PostCopy } from './post-copy.js';

/** What a drawn box is for; the ad linter and `GET /api/ads/:adId/layout` speak these roles. */
export const BOX_ROLES = [
  'product',
  'headline',
  'subline',
  'cta',
  'badge',
  'offer',
  'rating',
  'review',
  'logo',
  'disclaimer',
  'decoration',
] as const;
export type BoxRole = (typeof BOX_ROLES)[number];
/** One box the renderer drew, in canvas pixels; contrast is measured on the rendered pixels behind it. */
export type LayoutBox = {
  role: BoxRole;
  x: number;
  y: number;
  w: number;
  h: number;
  text?: string;
  fontPx?: number;
  /**
   * The size the text reads at, when under fontPx: fontPx times its face's x-height over Inter's
   * (handwriting reads about two thirds of its size).
   */
  readPx?: number;
  contrast?: number;
};
export type AdLayout = { width: number; height: number; boxes: LayoutBox[] };

/**
 * Where an ad sits in its batch (a purchase's styles, or a session's samples): the copy writer
 * replays the earlier ads' choices so no two ads of one batch share a headline.
 */
export type AdBatch = { styleIds: number[]; index: number };

export type GenerateAdInput = { product: ProductInput; styleId: number; seed: number; batch?: AdBatch };

export type RenderedAd = {
  /** PNG bytes per native layout. */
  images: Record<AdSize, Buffer>;
  /** The ad's copy in one line of plain text (headline, sub-line, call to action). */
  text: string;
  copy: AdCopy;
  /** The ad platform's texts for this ad (primary text, headline, description). */
  postCopy?: PostCopy;
  /** Everything needed to render this ad again (used by prompt edits); JSON-serialisable. */
  params: Record<string, unknown>;
  /** Claim-check warnings, e.g. a disease claim left out of the copy. */
  warnings: string[];
  /** Every box drawn, per native layout (filled by the renderer; see the ad linter). */
  layouts?: Record<AdSize, AdLayout>;
};

export type EditAdInput = {
  product: ProductInput;
  styleId: number;
  seed: number;
  params: Record<string, unknown>;
  prompt: string;
  /**
   * The plan the buyer confirmed (engine/edit-plan, `POST /api/edit-plan`). The engine applies it
   * as given, so what was shown is what is applied; without one it plans the prompt itself.
   */
  plan?: EditPlan;
};

/**
 * The product mask a photo's ads will use, at the photo's own size (PNG, one channel, 255 =
 * product; all 255 when the photo is shown whole), for step 2's preview (engine/cutout/preview.ts).
 */
export type CutoutPreview = { mask: Buffer; width: number; height: number; fallback: boolean; warnings: string[] };

/**
 * How a caller stops a render it no longer wants (an activity cancelled or past its engine
 * deadline): the local renderer stops at its next step, the Replicate engine cancels its remote
 * predictions. The signal's reason is what the engine rejects with.
 */
export type RenderOptions = { signal?: AbortSignal };

export interface AdEngine {
  readonly name: 'local' | 'replicate';
  generateAd(input: GenerateAdInput, options?: RenderOptions): Promise<RenderedAd>;
  editAd(input: EditAdInput, options?: RenderOptions): Promise<RenderedAd>;
  /** Cuts the product out of its photo (with the buyer's hint); the result is stored and passed back in `ProductInput.cutout`. */
  cutOut(photo: Buffer, hint?: CutoutHint): Promise<ProductCutout>;
  /** Step 2's preview of the same cutout. */
  previewCutout(photo: Buffer, hint?: CutoutHint): Promise<CutoutPreview>;
}

/**
 * A hosted image model (Replicate's predictions API in production, integrations/replicate): runs
 * one prediction of `model` ("owner/name" or "owner/name:version") and answers the output image's
 * bytes. It stops, and cancels the remote prediction, when `signal` fires.
 */
export type ImageModel = {
  run(model: string, input: Record<string, unknown>, signal?: AbortSignal): Promise<Buffer>;
};

/** Input the engine can never succeed with (unknown style, undecodable photo): not worth a retry. */
export class BadEngineInputError extends Error {
  override name = 'BadEngineInputError';
}

/** A prompt the engine cannot apply; the message names what it understands and is shown to the buyer. */
export class EditNotUnderstoodError extends Error {
  override name = 'EditNotUnderstoodError';
}

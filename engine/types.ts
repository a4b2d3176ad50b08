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

export type ProductInput = {
  /** The buyer's photo exactly as uploaded (PNG, JPEG or WebP bytes). */
  photo: Buffer;
  name: string;
  description: string;
};

export type AdCopy = { headline: string; subline: string; cta: string; badges: string[] };

export type GenerateAdInput = { product: ProductInput; styleId: number; seed: number };

export type RenderedAd = {
  /** PNG bytes per native layout. */
  images: Record<AdSize, Buffer>;
  /** The ad's copy in one line of plain text (headline, sub-line, call to action). */
  text: string;
  copy: AdCopy;
  /** Everything needed to render this ad again (used by prompt edits); JSON-serialisable. */
  params: Record<string, unknown>;
  /** Claim-check warnings, e.g. a disease claim left out of the copy. */
  warnings: string[];
};

export type EditAdInput = {
  product: ProductInput;
  styleId: number;
  seed: number;
  params: Record<string, unknown>;
  prompt: string;
};

export interface AdEngine {
  readonly name: 'local' | 'replicate';
  generateAd(input: GenerateAdInput): Promise<RenderedAd>;
  editAd(input: EditAdInput): Promise<RenderedAd>;
}

/** Input the engine can never succeed with (unknown style, undecodable photo): not worth a retry. */
export class BadEngineInputError extends Error {
  override name = 'BadEngineInputError';
}

/** A prompt the engine cannot apply; the message names what it understands and is shown to the buyer. */
export class EditNotUnderstoodError extends Error {
  override name = 'EditNotUnderstoodError';
}

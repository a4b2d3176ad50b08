import sharp from 'sharp';
import { cutOut, cutoutPreview } from '../cutout/index.js';
import { prepareEdit, batchOf, composeAd, type PlannedAd, planAd, resolveStyle } from '../render/index.js';
import { maskedCanvas } from './mask.js';
import {
  AD_SIZE_KEYS,
  AD_SIZES,
  type AdEngine,
  type AdSize,
  type CutoutHint,
  type CutoutPreview,
  type EditAdInput,
  type ProductCutout,
  EditNotUnderstoodError,
  type GenerateAdInput,
  type ImageModel,
  type RenderedAd,
  type RenderOptions,
} from '../../contract/engine.js';

export type ReplicateEngineOptions = {
  /** Replicate's predictions API (integrations/replicate), or a stand-in in tests. */
  imageModel: ImageModel;
  /** An inpainting model: paints where the mask is white, keeps the product's silhouette. */
  sceneModel: string;
  /** An image-editing model: changes a finished scene as the buyer asks ("put it on a beach"). */
  editModel: string;
};

const NO_TEXT =
  'Photorealistic scene only, lit to match the product already in the picture: no text, no letters, no logos, no second product. Keep calm, uncluttered areas where the headline will go.';

/**
 * Replicate engine: the local renderer lays the ad out, then an inpainting model paints the scene
 * around the product's own silhouette at its layout position (mask.ts), so the
 * light fits and no second product appears; the real cutout pixels and the typography layer are
 * composited back on top, so the label and the text are exact (docs/decisions/015-product-light-scenes-and-ai-scenes.md). The time limit is the caller's
 * (its signal, from the generation policy in config/generation-policy.ts): when it fires, every
 * prediction still running is cancelled, so a timed-out or cancelled activity stops paying.
 */
export class ReplicateAdEngine implements AdEngine {
  readonly name = 'replicate' as const;
  constructor(private readonly opts: ReplicateEngineOptions) {}

  /** The product is always cut out locally (the scene model never redraws it). */
  cutOut(photo: Buffer, hint?: CutoutHint): Promise<ProductCutout> {
    return cutOut(photo, hint);
  }

  previewCutout(photo: Buffer, hint?: CutoutHint): Promise<CutoutPreview> {
    return cutoutPreview(photo, hint);
  }

  async generateAd(
    { product, styleId, seed, batch }: GenerateAdInput,
    { signal }: RenderOptions = {},
  ): Promise<RenderedAd> {
    // Laying out first also rejects an undecodable photo before any paid prediction.
    const planned = await planAd(product, styleId, seed, {}, { batch, signal });
    const scenes = await this.maskedScenes(planned, signal);
    const ad = await composeAd(planned, scenes, { signal });
    return { ...strip(ad), params: { ...ad.params, engine: 'replicate' } };
  }

  /**
   * The plan's parameter changes go to the typography layer over the ad's own scene (painted again
   * from its style prompt and seed); a new scene ("put it on a beach") is that scene edited by the
   * edit model (sceneEditInput), the real product composited back on top at its place.
   */
  async editAd(input: EditAdInput, { signal }: RenderOptions = {}): Promise<RenderedAd> {
    const { product, styleId, seed, prompt } = input;
    resolveStyle(styleId);
    if (!prompt.trim()) throw new EditNotUnderstoodError('Please describe the change you want.');
    const { params, scene } = await prepareEdit(input, true);
    const planned = await planAd(product, styleId, seed, params, { batch: batchOf(input.params), signal });
    const base = await this.maskedScenes(planned, signal);
    const scenes = scene
      ? await this.scenes(
          (size) => sceneEditInput(planned.style.prompt, scene, dataUri(base[size]), seed),
          this.opts.editModel,
          signal,
        )
      : base;
    const ad = await composeAd(planned, scenes, { signal });
    return {
      ...strip(ad),
      params: { ...ad.params, engine: 'replicate', editPrompt: prompt, ...(scene ? { scene } : {}) },
    };
  }

  private maskedScenes(planned: PlannedAd, signal: AbortSignal | undefined): Promise<Record<AdSize, Buffer>> {
    return this.scenes(
      async (size) => {
        const { image, mask } = await maskedCanvas(planned, size);
        return {
          prompt: `${planned.style.prompt} ${NO_TEXT}`,
          image: dataUri(image),
          mask: dataUri(mask),
          seed: planned.seed,
          output_format: 'png',
        };
      },
      this.opts.sceneModel,
      signal,
    );
  }

  private async scenes(
    input: (size: AdSize) => Record<string, unknown> | Promise<Record<string, unknown>>,
    model: string,
    signal: AbortSignal | undefined,
  ): Promise<Record<AdSize, Buffer>> {
    // allSettled, not all: when one prediction fails or is cancelled, the call returns only once
    // the others have sent their cancel requests too, so none keeps running (and costing) unseen.
    const settled = await Promise.allSettled(
      AD_SIZE_KEYS.map(async (size) => {
        const bytes = await this.opts.imageModel.run(model, await input(size), signal);
        const { width, height } = AD_SIZES[size];
        return sharp(bytes).resize(width, height, { fit: 'cover' }).png({ compressionLevel: 4 }).toBuffer();
      }),
    );
    const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    const out = settled.map((r) => (r as PromiseFulfilledResult<Buffer>).value);
    return Object.fromEntries(AD_SIZE_KEYS.map((k, i) => [k, out[i]])) as Record<AdSize, Buffer>;
  }
}

/**
 * The edit-model request for a new scene: the buyer's words, the style's look, and the ad's own
 * scene with the product in place as the picture to change.
 */
export function sceneEditInput(
  stylePrompt: string,
  scene: string,
  image: string,
  seed: number,
): Record<string, unknown> {
  return {
    prompt: `${scene}. Keep the product exactly as it is, unchanged, in the same place. Style: ${stylePrompt} ${NO_TEXT}`,
    input_image: image,
    seed,
    output_format: 'png',
  };
}

function dataUri(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Only the engine contract leaves the renderer (the layouts included, the lint-only extras not). */
function strip(r: RenderedAd & { pixels?: unknown; native?: unknown }): RenderedAd {
  const { pixels: _pixels, native: _native, ...ad } = r;
  return ad;
}

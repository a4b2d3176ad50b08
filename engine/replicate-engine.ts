import Replicate, { type Prediction } from 'replicate';
import sharp from 'sharp';
import { getCutout } from './cutout.js';
import { cutoutPreview } from './cutout-preview.js';
import { prepareEdit } from './edit-apply.js';
import { batchOf, renderAd, resolveStyle } from './render.js';
import {
  AD_SIZE_KEYS, AD_SIZES, type AdEngine, type AdSize, type CutoutPreview, type EditAdInput, EditNotUnderstoodError, type GenerateAdInput, type RenderedAd, type RenderOptions,
} from './types.js';

export type ReplicateEngineOptions = {
  token: string;
  baseUrl?: string;
  sceneModel: string;
  editModel: string;
  /** Poll interval while a prediction runs; also how soon a cancelled render stops paying. */
  pollMs?: number;
};

const ASPECT: Record<AdSize, string> = { '1x1': '1:1', '4x5': '4:5', '9x16': '9:16' };
const NO_TEXT = 'Photorealistic scene only: no text, no letters, no logos, no extra products. Leave calm empty space for the product in the centre and for a headline.';

/**
 * Replicate engine: an image-conditioned model paints the scene from the style prompt and the
 * product photo; the real photo and the typography layer are composited on top by the local
 * renderer, so labels and text stay exact. Output files are downloaded at once (Replicate
 * deletes them after an hour) and returned as PNG buffers for the pipeline to store. The time
 * limit is the caller's (its signal, from the generation policy in config/generation-policy.ts):
 * when it fires, every prediction still running is cancelled, so a timed-out or cancelled
 * activity stops paying for them.
 */
export class ReplicateAdEngine implements AdEngine {
  readonly name = 'replicate' as const;
  private readonly client: Replicate;

  constructor(private readonly opts: ReplicateEngineOptions) {
    // Images are passed as data-URI strings, which the client forwards untouched. (Its own
    // 'data-uri' file strategy is not used: replicate 1.4 passes the client instead of the input.)
    this.client = new Replicate({ auth: opts.token, baseUrl: opts.baseUrl, useFileOutput: false });
  }

  /** The product is always cut out locally (the scene model never redraws it). */
  previewCutout(photo: Buffer): Promise<CutoutPreview> {
    return cutoutPreview(photo);
  }

  async generateAd({ product, styleId, seed, batch }: GenerateAdInput, { signal }: RenderOptions = {}): Promise<RenderedAd> {
    const style = resolveStyle(styleId);
    await getCutout(product.photo); // rejects an undecodable photo before any paid prediction
    const photo = await asDataUri(product.photo);
    const scenes = await this.scenes((size) => ({
      prompt: `${style.prompt} ${NO_TEXT}`, input_image: photo, aspect_ratio: ASPECT[size], seed, output_format: 'png',
    }), this.opts.sceneModel, signal);
    const ad = await renderAd(product, styleId, seed, {}, scenes, batch, signal);
    return { ...strip(ad), params: { ...ad.params, engine: 'replicate' } };
  }

  /**
   * The plan's parameter changes go to the typography layer; a new scene ("put it on a beach")
   * goes to the image model, painted around the product (sceneEditInput). Without a scene change
   * the ad's own scene is painted again from its style prompt and seed.
   */
  async editAd(input: EditAdInput, { signal }: RenderOptions = {}): Promise<RenderedAd> {
    const { product, styleId, seed, prompt } = input;
    const style = resolveStyle(styleId);
    if (!prompt.trim()) throw new EditNotUnderstoodError('Please describe the change you want.');
    const { params, scene } = await prepareEdit(input, true);
    const photo = await asDataUri(product.photo);
    const scenes = scene
      ? await this.scenes((size) => sceneEditInput(style.prompt, scene, photo, size, seed), this.opts.editModel, signal)
      : await this.scenes((size) => ({ prompt: `${style.prompt} ${NO_TEXT}`, input_image: photo, aspect_ratio: ASPECT[size], seed, output_format: 'png' }), this.opts.sceneModel, signal);
    const ad = await renderAd(product, styleId, seed, params, scenes, batchOf(input.params), signal);
    return { ...strip(ad), params: { ...ad.params, engine: 'replicate', editPrompt: prompt, ...(scene ? { scene } : {}) } };
  }

  private async scenes(
    input: (size: AdSize) => Record<string, unknown> | Promise<Record<string, unknown>>, model: string, signal: AbortSignal | undefined,
  ): Promise<Record<AdSize, Buffer>> {
    // allSettled, not all: when one prediction fails or is cancelled, the call returns only once
    // the others have sent their cancel requests too, so none keeps running (and costing) unseen.
    const settled = await Promise.allSettled(AD_SIZE_KEYS.map(async (size) => {
      const url = await this.predict(model, await input(size), signal);
      const { width, height } = AD_SIZES[size];
      const bytes = await download(url, signal);
      return sharp(bytes).resize(width, height, { fit: 'cover' }).png({ compressionLevel: 4 }).toBuffer();
    }));
    const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    const out = settled.map((r) => (r as PromiseFulfilledResult<Buffer>).value);
    return Object.fromEntries(AD_SIZE_KEYS.map((k, i) => [k, out[i]])) as Record<AdSize, Buffer>;
  }

  private async predict(model: string, input: Record<string, unknown>, signal: AbortSignal | undefined): Promise<string> {
    signal?.throwIfAborted();
    const [name, version] = model.split(':');
    // Not aborted mid-request: a prediction created while its answer was cut off could not be
    // cancelled, since its id never arrived. It is cancelled below once it is known.
    let prediction: Prediction = await this.client.predictions.create(version ? { version, input } : { model: name, input });
    prediction = await this.client.wait(prediction, { interval: this.opts.pollMs ?? 1000 }, async () => signal?.aborted === true);
    if (prediction.status !== 'succeeded') {
      if (prediction.status !== 'failed' && prediction.status !== 'canceled') {
        // Not with the caller's signal: it has fired, and the cancel request must still go out.
        await this.client.predictions.cancel(prediction.id).catch(() => undefined);
        throw new Error(`Replicate prediction ${prediction.id} was cancelled (status ${prediction.status}): ${reasonOf(signal)}`);
      }
      throw new Error(`Replicate prediction ${prediction.id} ${prediction.status}: ${String(prediction.error ?? 'no error message')}`);
    }
    const output = prediction.output as unknown;
    const url = Array.isArray(output) ? output[0] : output;
    if (typeof url !== 'string') throw new Error(`Replicate prediction ${prediction.id} returned no image.`);
    return url;
  }
}

/**
 * The image-model request for a new scene around the product: the buyer's words, the style's
 * look, the product photo as the subject to keep. The composition work (issue 17) replaces the
 * photo with its product-mask request; the plan's `scene` text is the seam between the two.
 */
export function sceneEditInput(stylePrompt: string, scene: string, photo: string, size: AdSize, seed: number): Record<string, unknown> {
  return {
    prompt: `${scene}. Keep the product exactly as it is, unchanged, in the same place. Style: ${stylePrompt} ${NO_TEXT}`,
    input_image: photo, aspect_ratio: ASPECT[size], seed, output_format: 'png',
  };
}

function reasonOf(signal: AbortSignal | undefined): string {
  const reason: unknown = signal?.reason;
  return reason instanceof Error ? reason.message : String(reason ?? 'stopped by the caller');
}

async function download(url: string, signal: AbortSignal | undefined): Promise<Buffer> {
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(`Downloading the Replicate output failed: ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

async function asDataUri(img: Buffer): Promise<string> {
  const png = await sharp(img).rotate().resize(1024, 1024, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

function strip(r: RenderedAd & { checks?: unknown }): RenderedAd {
  const { checks: _checks, ...ad } = r;
  return ad;
}

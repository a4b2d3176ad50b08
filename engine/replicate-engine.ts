import Replicate, { type Prediction } from 'replicate';
import sharp from 'sharp';
import { mapEditPrompt } from './edit-prompt.js';
import { toRenderParams } from './render-params.js';
import { composeAd, type PlannedAd, planAd, type RenderParams, resolveStyle } from './render.js';
import { maskedCanvas } from './replicate-mask.js';
import { AD_SIZE_KEYS, AD_SIZES, type AdEngine, type AdSize, type EditAdInput, EditNotUnderstoodError, type GenerateAdInput, type RenderedAd } from './types.js';

export type ReplicateEngineOptions = {
  token: string;
  baseUrl?: string;
  sceneModel: string;
  editModel: string;
  /** Poll interval while a prediction runs. */
  pollMs?: number;
  /** A prediction still running after this long is cancelled and the activity fails (and retries). */
  timeoutMs?: number;
};

const NO_TEXT = 'Photorealistic scene only, lit to match the product already in the picture: no text, no letters, no logos, no second product. Keep calm, uncluttered areas where the headline will go.';

/**
 * Replicate engine: the local renderer lays the ad out, then an inpainting model paints the scene
 * around the product's own silhouette at its layout position (engine/replicate-mask.ts), so the
 * light fits and no second product appears; the real cutout pixels and the typography layer are
 * composited back on top, so the label and the text are exact (docs/decisions/015). Output files
 * are downloaded at once (Replicate deletes them after an hour).
 */
export class ReplicateAdEngine implements AdEngine {
  readonly name = 'replicate' as const;
  private readonly client: Replicate;

  constructor(private readonly opts: ReplicateEngineOptions) {
    // Images are passed as data-URI strings, which the client forwards untouched. (Its own
    // 'data-uri' file strategy is not used: replicate 1.4 passes the client instead of the input.)
    this.client = new Replicate({ auth: opts.token, baseUrl: opts.baseUrl, useFileOutput: false });
  }

  async generateAd({ product, styleId, seed }: GenerateAdInput): Promise<RenderedAd> {
    // Laying out first also rejects an undecodable photo before any paid prediction.
    const planned = await planAd(product, styleId, seed);
    const scenes = await this.maskedScenes(planned);
    const ad = await composeAd(planned, scenes);
    return { ...strip(ad), params: { ...ad.params, engine: 'replicate' } };
  }

  private maskedScenes(planned: PlannedAd): Promise<Record<AdSize, Buffer>> {
    return this.scenes(async (size) => {
      const { image, mask } = await maskedCanvas(planned, size);
      return { prompt: `${planned.style.prompt} ${NO_TEXT}`, image: dataUri(image), mask: dataUri(mask), seed: planned.seed, output_format: 'png' };
    }, this.opts.sceneModel);
  }

  /** Text and colour instructions go to the typography layer; anything else edits the scene. */
  async editAd({ product, styleId, seed, params, prompt }: EditAdInput): Promise<RenderedAd> {
    resolveStyle(styleId);
    if (!prompt.trim()) throw new EditNotUnderstoodError('Please describe the change you want.');
    let typography: RenderParams = toRenderParams(params);
    try {
      typography = mapEditPrompt(prompt, typography);
    } catch (err) {
      if (!(err instanceof EditNotUnderstoodError)) throw err;
    }
    const planned = await planAd(product, styleId, seed, typography);
    const base = await this.maskedScenes(planned);
    const edited = await this.scenes(async (size) => ({
      prompt: `${prompt}. Keep the composition and the product exactly where they are. ${NO_TEXT}`, input_image: dataUri(base[size]), seed, output_format: 'png',
    }), this.opts.editModel);
    const ad = await composeAd(planned, edited);
    return { ...strip(ad), params: { ...ad.params, engine: 'replicate', editPrompt: prompt } };
  }

  private async scenes(input: (size: AdSize) => Record<string, unknown> | Promise<Record<string, unknown>>, model: string): Promise<Record<AdSize, Buffer>> {
    const out = await Promise.all(AD_SIZE_KEYS.map(async (size) => {
      const url = await this.predict(model, await input(size));
      const { width, height } = AD_SIZES[size];
      const bytes = await download(url);
      return sharp(bytes).resize(width, height, { fit: 'cover' }).png({ compressionLevel: 4 }).toBuffer();
    }));
    return Object.fromEntries(AD_SIZE_KEYS.map((k, i) => [k, out[i]])) as Record<AdSize, Buffer>;
  }

  private async predict(model: string, input: Record<string, unknown>): Promise<string> {
    const [name, version] = model.split(':');
    let prediction: Prediction = await this.client.predictions.create(version ? { version, input } : { model: name, input });
    const deadline = Date.now() + (this.opts.timeoutMs ?? 180_000);
    prediction = await this.client.wait(prediction, { interval: this.opts.pollMs ?? 1000 }, async () => Date.now() > deadline);
    if (prediction.status !== 'succeeded') {
      if (prediction.status !== 'failed' && prediction.status !== 'canceled') {
        await this.client.predictions.cancel(prediction.id).catch(() => undefined);
        throw new Error(`Replicate prediction ${prediction.id} timed out (status ${prediction.status}).`);
      }
      throw new Error(`Replicate prediction ${prediction.id} ${prediction.status}: ${String(prediction.error ?? 'no error message')}`);
    }
    const output = prediction.output as unknown;
    const url = Array.isArray(output) ? output[0] : output;
    if (typeof url !== 'string') throw new Error(`Replicate prediction ${prediction.id} returned no image.`);
    return url;
  }
}

async function download(url: string): Promise<Buffer> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Downloading the Replicate output failed: ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

function dataUri(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Only the engine contract leaves the renderer (the layouts included, the lint-only extras not). */
function strip(r: RenderedAd & { pixels?: unknown; native?: unknown }): RenderedAd {
  const { pixels: _pixels, native: _native, ...ad } = r;
  return ad;
}

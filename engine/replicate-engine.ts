import Replicate, { type Prediction } from 'replicate';
import sharp from 'sharp';
import { getCutout } from './cutout.js';
import { mapEditPrompt } from './edit-prompt.js';
import { toRenderParams } from './render-params.js';
import { type RenderParams, renderAd, resolveStyle } from './render.js';
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

const ASPECT: Record<AdSize, string> = { '1x1': '1:1', '4x5': '4:5', '9x16': '9:16' };
const NO_TEXT = 'Photorealistic scene only: no text, no letters, no logos, no extra products. Leave calm empty space for the product in the centre and for a headline.';

/**
 * Replicate engine: an image-conditioned model paints the scene from the style prompt and the
 * product photo; the real photo and the typography layer are composited on top by the local
 * renderer, so labels and text stay exact. Output files are downloaded at once (Replicate
 * deletes them after an hour) and returned as PNG buffers for the pipeline to store.
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
    const style = resolveStyle(styleId);
    await getCutout(product.photo); // rejects an undecodable photo before any paid prediction
    const photo = await asDataUri(product.photo);
    const scenes = await this.scenes((size) => ({
      prompt: `${style.prompt} ${NO_TEXT}`, input_image: photo, aspect_ratio: ASPECT[size], seed, output_format: 'png',
    }), this.opts.sceneModel);
    const ad = await renderAd(product, styleId, seed, {}, scenes);
    return { ...strip(ad), params: { ...ad.params, engine: 'replicate' } };
  }

  /** Text and colour instructions go to the typography layer; anything else edits the scene. */
  async editAd({ product, styleId, seed, params, prompt }: EditAdInput): Promise<RenderedAd> {
    const style = resolveStyle(styleId);
    if (!prompt.trim()) throw new EditNotUnderstoodError('Please describe the change you want.');
    let typography: RenderParams = toRenderParams(params);
    try {
      typography = mapEditPrompt(prompt, typography);
    } catch (err) {
      if (!(err instanceof EditNotUnderstoodError)) throw err;
    }
    await getCutout(product.photo);
    const photo = await asDataUri(product.photo);
    const base = await this.scenes((size) => ({ prompt: `${style.prompt} ${NO_TEXT}`, input_image: photo, aspect_ratio: ASPECT[size], seed, output_format: 'png' }), this.opts.sceneModel);
    const edited = await this.scenes(async (size) => ({
      prompt: `${prompt}. Keep the composition. ${NO_TEXT}`, input_image: await asDataUri(base[size]), aspect_ratio: ASPECT[size], seed, output_format: 'png',
    }), this.opts.editModel);
    const ad = await renderAd(product, styleId, seed, typography, edited);
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

async function asDataUri(img: Buffer): Promise<string> {
  const png = await sharp(img).rotate().resize(1024, 1024, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Only the engine contract leaves the renderer (the layouts included, the lint-only extras not). */
function strip(r: RenderedAd & { pixels?: unknown; native?: unknown }): RenderedAd {
  const { pixels: _pixels, native: _native, ...ad } = r;
  return ad;
}

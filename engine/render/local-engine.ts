import { cutOut, cutoutPreview } from '../cutout/index.js';
import { prepareEdit } from './edit-apply.js';
import { batchOf, renderAd } from './render.js';
import {
  type AdEngine,
  type CutoutHint,
  type CutoutPreview,
  type EditAdInput,
  type ProductCutout,
  type GenerateAdInput,
  type RenderedAd,
  type RenderOptions,
} from '../../contract/engine.js';

/** The embedded engine: every ad is drawn by the local renderer, deterministically. */
export class LocalAdEngine implements AdEngine {
  readonly name = 'local' as const;

  async generateAd(
    { product, styleId, seed, batch }: GenerateAdInput,
    options: RenderOptions = {},
  ): Promise<RenderedAd> {
    return strip(await renderAd(product, styleId, seed, {}, undefined, { batch, signal: options.signal }));
  }

  /** Applies the confirmed plan's parameter changes; new scenes are beyond the drawn backdrops. */
  async editAd(input: EditAdInput, options: RenderOptions = {}): Promise<RenderedAd> {
    const { params } = await prepareEdit(input, false);
    return strip(
      await renderAd(input.product, input.styleId, input.seed, params, undefined, {
        batch: batchOf(input.params),
        signal: options.signal,
      }),
    );
  }

  cutOut(photo: Buffer, hint?: CutoutHint): Promise<ProductCutout> {
    return cutOut(photo, hint);
  }

  previewCutout(photo: Buffer, hint?: CutoutHint): Promise<CutoutPreview> {
    return cutoutPreview(photo, hint);
  }
}

/** Only the engine contract leaves the renderer (the layouts included, the lint-only extras not). */
function strip(r: RenderedAd & { pixels?: unknown; native?: unknown }): RenderedAd {
  const { pixels: _pixels, native: _native, ...ad } = r;
  return ad;
}

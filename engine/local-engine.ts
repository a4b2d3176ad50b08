import { mapEditPrompt } from './edit-prompt.js';
import { renderAd } from './render.js';
import { toRenderParams } from './render-params.js';
import { type AdEngine, type EditAdInput, type GenerateAdInput, type RenderedAd } from './types.js';

/** The embedded engine: every ad is drawn by the local renderer, deterministically. */
export class LocalAdEngine implements AdEngine {
  readonly name = 'local' as const;

  async generateAd({ product, styleId, seed }: GenerateAdInput): Promise<RenderedAd> {
    return strip(await renderAd(product, styleId, seed));
  }

  async editAd({ product, styleId, seed, params, prompt }: EditAdInput): Promise<RenderedAd> {
    const next = mapEditPrompt(prompt, toRenderParams(params));
    return strip(await renderAd(product, styleId, seed, next));
  }
}

/** Only the engine contract leaves the renderer (the layouts included, the lint-only extras not). */
function strip(r: RenderedAd & { pixels?: unknown; native?: unknown }): RenderedAd {
  const { pixels: _pixels, native: _native, ...ad } = r;
  return ad;
}

import { mapEditPrompt } from './edit-prompt.js';
import { renderAd } from './render.js';
import { toRenderParams } from './render-params.js';
import { type AdEngine, type EditAdInput, type GenerateAdInput, type RenderedAd, type RenderOptions } from './types.js';

/** The embedded engine: every ad is drawn by the local renderer, deterministically. */
export class LocalAdEngine implements AdEngine {
  readonly name = 'local' as const;

  async generateAd({ product, styleId, seed }: GenerateAdInput, options: RenderOptions = {}): Promise<RenderedAd> {
    return strip(await renderAd(product, styleId, seed, {}, undefined, options.signal));
  }

  async editAd({ product, styleId, seed, params, prompt }: EditAdInput, options: RenderOptions = {}): Promise<RenderedAd> {
    const next = mapEditPrompt(prompt, toRenderParams(params));
    return strip(await renderAd(product, styleId, seed, next, undefined, options.signal));
  }
}

function strip(r: RenderedAd & { checks?: unknown }): RenderedAd {
  const { checks: _checks, ...ad } = r;
  return ad;
}

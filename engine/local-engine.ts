import { mapEditPrompt } from './edit-prompt.js';
import { batchOf, renderAd } from './render.js';
import { toRenderParams } from './render-params.js';
import { type AdEngine, type EditAdInput, type GenerateAdInput, type RenderedAd } from './types.js';

/** The embedded engine: every ad is drawn by the local renderer, deterministically. */
export class LocalAdEngine implements AdEngine {
  readonly name = 'local' as const;

  async generateAd({ product, styleId, seed, batch }: GenerateAdInput): Promise<RenderedAd> {
    return strip(await renderAd(product, styleId, seed, {}, undefined, batch));
  }

  async editAd({ product, styleId, seed, params, prompt }: EditAdInput): Promise<RenderedAd> {
    const next = mapEditPrompt(prompt, toRenderParams(params));
    return strip(await renderAd(product, styleId, seed, next, undefined, batchOf(params)));
  }
}

function strip(r: RenderedAd & { checks?: unknown }): RenderedAd {
  const { checks: _checks, ...ad } = r;
  return ad;
}

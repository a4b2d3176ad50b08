import { prepareEdit } from './edit-apply.js';
import { renderAd } from './render.js';
import { type AdEngine, type EditAdInput, type GenerateAdInput, type RenderedAd } from './types.js';

/** The embedded engine: every ad is drawn by the local renderer, deterministically. */
export class LocalAdEngine implements AdEngine {
  readonly name = 'local' as const;

  async generateAd({ product, styleId, seed }: GenerateAdInput): Promise<RenderedAd> {
    return strip(await renderAd(product, styleId, seed));
  }

  /** Applies the confirmed plan's parameter changes; new scenes are beyond the drawn backdrops. */
  async editAd(input: EditAdInput): Promise<RenderedAd> {
    const { params } = await prepareEdit(input, false);
    return strip(await renderAd(input.product, input.styleId, input.seed, params));
  }
}

function strip(r: RenderedAd & { checks?: unknown }): RenderedAd {
  const { checks: _checks, ...ad } = r;
  return ad;
}

import { cutoutPreview } from './cutout-preview.js';
import { mapEditPrompt } from './edit-prompt.js';
import { renderAd } from './render.js';
import { toRenderParams } from './render-params.js';
import { type AdEngine, type CutoutPreview, type EditAdInput, type GenerateAdInput, type RenderedAd } from './types.js';

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

  previewCutout(photo: Buffer): Promise<CutoutPreview> {
    return cutoutPreview(photo);
  }
}

function strip(r: RenderedAd & { checks?: unknown }): RenderedAd {
  const { checks: _checks, ...ad } = r;
  return ad;
}

import { mapEditPrompt } from './edit-prompt.js';
import { type RenderParams, renderAd } from './render.js';
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

/** Only the renderer's own keys survive from stored params (they were produced by renderAd). */
export function toRenderParams(params: Record<string, unknown>): RenderParams {
  const out: RenderParams = {};
  for (const k of ['headline', 'subline', 'cta', 'bg', 'accent'] as const) if (typeof params[k] === 'string') out[k] = params[k] as string;
  for (const k of ['shade', 'emphasis'] as const) if (typeof params[k] === 'number') out[k] = params[k] as number;
  return out;
}

function strip(r: RenderedAd & { checks?: unknown }): RenderedAd {
  const { checks: _checks, ...ad } = r;
  return ad;
}

import type { Config } from '../../config/config.js';
import type { AdEngine, EditAdInput, GenerateAdInput, RenderOptions } from '../../contract/engine.js';
import { PooledAdEngine } from './pooled-engine.js';

/**
 * The Replicate engine, loaded on first use. The engine modules bring the renderer (HarfBuzz, its
 * WebAssembly layout engine, fonts, resvg): about 70 MB per thread that loads them, which the
 * local setup only needs on its render threads, never on the API's.
 */
function replicateEngine(config: Config): AdEngine {
  const load = () => import('../index.js').then((m) => m.createAdEngine(config));
  let engine: ReturnType<typeof load> | undefined;
  const get = () => (engine ??= load());
  return {
    name: 'replicate',
    generateAd: async (input: GenerateAdInput, options?: RenderOptions) => (await get()).generateAd(input, options),
    editAd: async (input: EditAdInput, options?: RenderOptions) => (await get()).editAd(input, options),
  };
}

/** The local renderer on worker threads without a Replicate token, the Replicate engine with one. */
export function createConfiguredEngine(config: Config, log: (line: string) => void = () => {}): AdEngine {
  if (config.providers.engine !== 'local') return replicateEngine(config);
  // The local renderer is CPU-bound: worker threads use every core and keep the event loop free.
  // They start (and load the renderer) now, so the first ad does not pay for it.
  return new PooledAdEngine(config, undefined, (err) => log(`render thread failed: ${err.message}`));
}

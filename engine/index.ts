import type { Config } from '../config/config.js';
import type {
  AdEngine,
  CutoutHint,
  EditAdInput,
  GenerateAdInput,
  ImageModel,
  RenderOptions,
} from '../contract/engine.js';
import type { DemoProduct } from './catalog/index.js';
import { PooledAdEngine } from './pool/index.js';

/*
 * The engine's one entrance for the rest of the application (docs/architecture.md, "The engine's
 * rooms"). What it hands out here is light: the style catalogue, the claim checker and the edit
 * planner are plain data and functions, and the renderer itself is loaded only on the render
 * threads (or, for Replicate, on first use), never in the API process.
 */
export {
  DEMO_ITEMS,
  EXAMPLES,
  exampleFile,
  getStyle,
  PUBLIC_STYLES,
  STYLES,
  styleThumbnailFile,
} from './catalog/index.js';
export { checkClaims, warningText } from './claims/index.js';
export { familyOf, planEdit, refusalMessage, type EditPlan, type PlanContext } from './edit-plan/index.js';

/**
 * The language of a product brief as step 2 shows it (docs/decisions/041-language-from-evidence.md).
 * Loaded on first use: the copy writer's room measures text with the fonts, which the API needs
 * only for this.
 */
export async function productLanguage(
  name: string,
  description: string,
): Promise<{ lang: string; confident: boolean }> {
  return (await import('./copy/index.js')).languageGuess(name, description);
}

/** A drawn demo product as a buyer's photo; drawn with resvg, which only render work loads. */
export async function demoProductPhoto(product: DemoProduct): Promise<Buffer> {
  return (await import('./demo/index.js')).demoProductPhoto(product);
}

export type EngineConfig = Pick<Config, 'providers' | 'REPLICATE_SCENE_MODEL' | 'REPLICATE_EDIT_MODEL'>;
export type EngineDeps = {
  /** The hosted image model the Replicate engine paints scenes with (integrations/replicate). */
  imageModel: ImageModel;
  log?: (line: string) => void;
};

/**
 * The one local-or-Replicate choice (config.providers.engine: Replicate with a token). The local
 * renderer is CPU-bound: it runs on worker threads that use every core and keep the event loop
 * free; they start (and load the renderer) now, so the first ad does not pay for it.
 */
export function createEngine(config: EngineConfig, deps: EngineDeps): AdEngine {
  const log = deps.log ?? (() => {});
  if (config.providers.engine === 'local') {
    return new PooledAdEngine({ onError: (err) => log(`render thread failed: ${err.message}`) });
  }
  // The Replicate engine lays ads out with the local renderer (HarfBuzz, its WebAssembly, fonts,
  // resvg: about 70 MB), loaded on first use.
  const load = () =>
    import('./replicate/index.js').then(
      (m) =>
        new m.ReplicateAdEngine({
          imageModel: deps.imageModel,
          sceneModel: config.REPLICATE_SCENE_MODEL,
          editModel: config.REPLICATE_EDIT_MODEL,
        }),
    );
  let engine: ReturnType<typeof load> | undefined;
  const get = () => (engine ??= load());
  return {
    name: 'replicate',
    generateAd: async (input: GenerateAdInput, options?: RenderOptions) => (await get()).generateAd(input, options),
    editAd: async (input: EditAdInput, options?: RenderOptions) => (await get()).editAd(input, options),
    cutOut: async (photo: Buffer, hint?: CutoutHint) => (await get()).cutOut(photo, hint),
    previewCutout: async (photo: Buffer, hint?: CutoutHint) => (await get()).previewCutout(photo, hint),
  };
}

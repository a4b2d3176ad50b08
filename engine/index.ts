import { LocalAdEngine } from './render/local-engine.js';
import { ReplicateAdEngine } from './replicate/engine.js';
import { type AdEngine } from '../contract/engine.js';

export * from '../contract/engine.js';
export { checkClaims } from './claims/check.js';

export type AdEngineConfig = {
  REPLICATE_API_TOKEN?: string;
  REPLICATE_BASE_URL?: string;
  REPLICATE_SCENE_MODEL: string;
  REPLICATE_EDIT_MODEL: string;
};

/** The local renderer without a Replicate token, the Replicate engine with one. */
export function createAdEngine(config: AdEngineConfig): AdEngine {
  if (!config.REPLICATE_API_TOKEN) return new LocalAdEngine();
  return new ReplicateAdEngine({
    token: config.REPLICATE_API_TOKEN,
    baseUrl: config.REPLICATE_BASE_URL,
    sceneModel: config.REPLICATE_SCENE_MODEL,
    editModel: config.REPLICATE_EDIT_MODEL,
  });
}

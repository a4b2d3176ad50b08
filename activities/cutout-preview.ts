import { randomUUID } from 'node:crypto';
import { ApplicationFailure } from '@temporalio/activity';
import { BadEngineInputError, type AdEngine, type CutoutHint, type CutoutPreview } from '../contract/engine.js';
import type { Storage } from '../integrations/storage/types.js';

/** `hint`: the buyer's box and taps (decision 045); absent for the first preview of a photo. */
export type CutoutPreviewInput = { key: string; hint?: CutoutHint };
export type CutoutPreviewOutput = {
  maskKey: string;
  width: number;
  height: number;
  fallback: boolean;
  warnings: string[];
};

/**
 * Step 2's preview: the photo the API stored is cut out on the worker (never in the API process;
 * the engine runs it on a render thread), with the buyer's box and taps if any, and the mask is
 * stored beside it for the API to read.
 */
export function createCutoutPreviewActivities(deps: { storage: Storage; engine: AdEngine }) {
  return {
    async makeCutoutPreview({ key, hint }: CutoutPreviewInput): Promise<CutoutPreviewOutput> {
      const file = await deps.storage.get(key);
      if (!file)
        throw ApplicationFailure.nonRetryable(
          `The photo ${key} is missing from ${deps.storage.kind} storage`,
          'MissingPhoto',
        );
      let result: CutoutPreview;
      try {
        result = await deps.engine.previewCutout(file.body, hint);
      } catch (err) {
        if (err instanceof BadEngineInputError)
          throw ApplicationFailure.nonRetryable(err.message, 'BadEngineInputError');
        throw err;
      }
      const maskKey = `${key.slice(0, key.lastIndexOf('/'))}/mask-${randomUUID().slice(0, 8)}.png`;
      await deps.storage.put(maskKey, result.mask, 'image/png');
      return {
        maskKey,
        width: result.width,
        height: result.height,
        fallback: result.fallback,
        warnings: result.warnings,
      };
    },
  };
}

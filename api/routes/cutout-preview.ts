import { randomUUID } from 'node:crypto';
import { WorkflowFailedError } from '@temporalio/client';
import { Router } from 'express';
import { CutoutPreviewRequestSchema, type CutoutPreviewResponse } from '../contract/cutout-preview.js';
import { failureMessage } from '../../workflows/retry-policies.js';
import { cutoutPreviewWorkflow, cutoutPreviewWorkflowId } from '../../workflows/cutout-preview.js';
import type { AppDeps } from '../deps.js';
import { decodeUpload } from '../generation/upload-image.js';
import { badRequest, HttpError, unavailable } from '../lib/http-error.js';
import { parseInput } from '../lib/validate.js';

/** How long the buyer's request waits for the worker; the preview is a help, never a gate. */
export const PREVIEW_WAIT_MS = 20_000;

/**
 * POST /cutout-preview: the photo is checked like the upload (format, 10 MB, sides), stored, and
 * cut out by the worker in a short workflow (the API process never runs the model); the mask is
 * read back from storage and answered as a data URL (docs/decisions/012-cutout-preview-at-upload.md).
 */
export function cutoutPreviewRouter(deps: AppDeps) {
  const router = Router();

  router.post('/cutout-preview', async (req, res) => {
    const { image } = parseInput(CutoutPreviewRequestSchema, req.body);
    const upload = await decodeUpload(image);
    const id = randomUUID();
    const key = `previews/${id}/photo.${upload.format === 'jpeg' ? 'jpg' : upload.format}`;
    let result;
    try {
      await deps.storage.put(key, upload.bytes, `image/${upload.format}`);
      const handle = await deps.temporal.client.workflow.start(cutoutPreviewWorkflow, {
        workflowId: cutoutPreviewWorkflowId(id),
        taskQueue: deps.temporal.taskQueue,
        args: [{ key }],
        workflowExecutionTimeout: '1 minute',
      });
      result = await withDeadline(handle.result(), PREVIEW_WAIT_MS);
    } catch (err) {
      if (err instanceof WorkflowFailedError) {
        const message = failureMessage(err);
        if (failureType(err) === 'BadEngineInputError') throw badRequest(message);
        req.log.error({ err }, 'cutout preview failed');
        throw new HttpError(502, `The preview failed: ${message}`);
      }
      req.log.error({ err }, 'could not run the cutout preview');
      throw unavailable('The preview is unavailable right now; you can still generate your ads.');
    }
    const mask = await deps.storage.get(result.maskKey);
    if (!mask) throw unavailable('The preview is unavailable right now; you can still generate your ads.');
    const body: CutoutPreviewResponse = {
      mask: `data:image/png;base64,${mask.body.toString('base64')}`,
      fallback: result.fallback,
      warnings: result.warnings,
    };
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
}

/** The type of the ApplicationFailure under Temporal's wrappers, if any. */
function failureType(err: unknown): string | undefined {
  for (let e = err as { type?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.type) return e.type;
  return undefined;
}

async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([work, new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`no preview within ${ms / 1000} s`)), ms); })]);
  } finally {
    clearTimeout(timer);
  }
}

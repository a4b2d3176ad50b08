import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { isEmptyHint } from '../../contract/cutout-hint.js';
import { CutoutPreviewRequestSchema, type CutoutPreviewResponse } from '../../contract/cutout-preview.js';
import { cutoutPreviewWorkflow, cutoutPreviewWorkflowId } from '../../workflows/cutout-preview.js';
import type { AppDeps } from '../deps.js';
import { runPreviewWorkflow } from '../generation/preview-workflow.js';
import { decodeUpload } from '../generation/upload-image.js';
import { unavailable } from '../lib/http-error.js';
import { parseInput } from '../lib/validate.js';

const UNAVAILABLE = 'The preview is unavailable right now; you can still generate your ads.';

/**
 * POST /cutout-preview: the photo is checked like the upload (format, 10 MB, sides), stored, and
 * cut out by the worker in a short workflow (the API process never runs the model), with the
 * buyer's box and taps if any (decision 045); the mask is read back from storage and answered as a
 * data URL (docs/decisions/012-cutout-preview-at-upload.md).
 */
export function cutoutPreviewRouter(deps: AppDeps) {
  const router = Router();

  router.post('/cutout-preview', async (req, res) => {
    const { image, hint } = parseInput(CutoutPreviewRequestSchema, req.body);
    const upload = await decodeUpload(image);
    const id = randomUUID();
    const key = `previews/${id}/photo.${upload.format === 'jpeg' ? 'jpg' : upload.format}`;
    await deps.storage.put(key, upload.bytes, `image/${upload.format}`).catch((err: unknown) => {
      req.log.error({ err }, 'could not store the preview photo');
      throw unavailable(UNAVAILABLE);
    });
    const result = await runPreviewWorkflow(req.log, UNAVAILABLE, () =>
      deps.temporal.client.workflow.start(cutoutPreviewWorkflow, {
        workflowId: cutoutPreviewWorkflowId(id),
        taskQueue: deps.temporal.taskQueue,
        args: [{ key, ...(isEmptyHint(hint) ? {} : { hint }) }],
        workflowExecutionTimeout: '1 minute',
      }),
    );
    const mask = await deps.storage.get(result.maskKey);
    if (!mask) throw unavailable(UNAVAILABLE);
    const body: CutoutPreviewResponse = {
      mask: `data:image/png;base64,${mask.body.toString('base64')}`,
      fallback: result.fallback,
      warnings: result.warnings,
    };
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
}

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Router } from 'express';
import { EditPreviewRequestSchema, PREVIEW_UNAVAILABLE_MESSAGE } from '../../contract/edit-plan.js';
import { generatedAds, purchases } from '../../db/schema.js';
import { editPreviewWorkflow, editPreviewWorkflowId } from '../../workflows/edit-preview.js';
import type { AppDeps } from '../deps.js';
import { planForAd } from '../generation/edit-plan-context.js';
import { runPreviewWorkflow } from '../generation/preview-workflow.js';
import { badRequest, notFound } from '../lib/http-error.js';
import { parseInput } from '../lib/validate.js';

/**
 * POST /edit-preview/:adId { purchaseId, prompt } → { image }: the planned edit drawn by the
 * embedded renderer on the worker (a few hundred milliseconds of render-thread time; the API
 * process renders nothing, docs/decisions/026-one-long-work-pattern.md), shown before the buyer confirms. Nothing is
 * stored and the edit is not spent. The image-model engine would pay for a prediction, so it has
 * no preview (404).
 */
export function editPreviewRouter(deps: AppDeps) {
  const router = Router();
  const { db } = deps.database;

  router.post('/edit-preview/:adId', async (req, res) => {
    if (deps.config.providers.engine !== 'local') throw notFound(PREVIEW_UNAVAILABLE_MESSAGE);
    const input = parseInput(EditPreviewRequestSchema, req.body);
    const [ad] = await db
      .select()
      .from(generatedAds)
      .where(and(eq(generatedAds.id, req.params.adId), eq(generatedAds.purchaseId, input.purchaseId)));
    if (!ad) throw notFound('Ad not found for this purchase');
    const [purchase] = await db.select().from(purchases).where(eq(purchases.id, input.purchaseId));
    if (!purchase?.completed) throw badRequest('Payment for this purchase has not been completed');
    const plan = await planForAd(deps, input.prompt, ad);
    if (!plan.changes.length) throw badRequest('Nothing in this request can be applied');
    const { image } = await runPreviewWorkflow(req.log, PREVIEW_UNAVAILABLE_MESSAGE, () =>
      deps.temporal.client.workflow.start(editPreviewWorkflow, {
        workflowId: editPreviewWorkflowId(randomUUID()),
        taskQueue: deps.temporal.taskQueue,
        workflowExecutionTimeout: '1 minute',
        args: [{ adId: ad.id, purchaseId: purchase.id, prompt: input.prompt, plan }],
      }),
    );
    res.json({ image });
  });
  return router;
}

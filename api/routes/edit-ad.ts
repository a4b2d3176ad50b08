import { WorkflowFailedError } from '@temporalio/client';
import { and, eq } from 'drizzle-orm';
import { Router } from 'express';
import { EDIT_WAIT_MS } from '../../config/generation-policy.js';
import { EDIT_LIMIT_MESSAGE, EDIT_LIMIT_TITLE, EditAdRequestSchema } from '../../contract/generation.js';
import { adJobId, planEditJob } from '../../db/ad-jobs.js';
import { adJobs, generatedAds, generationSessions, purchases } from '../../db/schema.js';
import { planEdit, refusalMessage } from '../../engine/index.js';
import { fileUrl } from '../../integrations/storage/ad-files.js';
import { PURCHASE_ID, SESSION_ID } from '../../integrations/temporal/search-attributes.js';
import { editAdWorkflow, editWorkflowId } from '../../workflows/edit-ad.js';
import { failureMessage } from '../../workflows/failure-message.js';
import type { AppDeps } from '../deps.js';
import { toAdDto } from '../generation/ad-dto.js';
import { planContext } from '../generation/edit-plan-context.js';
import { badRequest, HttpError, notFound, unavailable } from '../lib/http-error.js';
import { parseInput } from '../lib/validate.js';

export const EDIT_STILL_RUNNING =
  'Your edit is taking longer than usual. It will appear on this page as soon as it is ready.';

/**
 * POST /edit-ad/:adId. One edit per ad, enforced in the database: the edit is claimed with a
 * conditional UPDATE (is_edited false → true), and planned in the read model, in one transaction;
 * of many concurrent requests exactly one proceeds. The prompt is planned first with the same
 * planner and context as POST /edit-plan, so the plan the buyer confirmed is the plan the engine
 * applies (decision 020); a prompt with nothing to apply is refused before the claim, and the
 * edit is not spent. The edit itself is the edit-<adId> workflow, run by the worker (decision
 * 026), carrying that plan; this request waits for it a bounded time (EDIT_WAIT_MS).
 */
export function editAdRouter(deps: AppDeps) {
  const router = Router();
  const { db } = deps.database;

  router.post('/edit-ad/:adId', async (req, res) => {
    const input = parseInput(EditAdRequestSchema, req.body);
    const [ad] = await db
      .select()
      .from(generatedAds)
      .where(and(eq(generatedAds.id, req.params.adId), eq(generatedAds.purchaseId, input.purchaseId)));
    if (!ad) throw notFound('Ad not found for this purchase');
    const [purchase] = await db.select().from(purchases).where(eq(purchases.id, input.purchaseId));
    if (!purchase?.completed) throw badRequest('Payment for this purchase has not been completed');

    if (ad.isEdited) throw new HttpError(409, EDIT_LIMIT_MESSAGE, { title: EDIT_LIMIT_TITLE });
    const [session] = await db.select().from(generationSessions).where(eq(generationSessions.id, purchase.sessionId));
    const plan = planEdit(input.userPrompt, planContext(deps, ad, session));
    if (!plan.changes.length)
      throw badRequest(refusalMessage(input.userPrompt, plan), { unsupported: plan.unsupported });

    const jobId = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(generatedAds)
        .set({ isEdited: true, editPrompt: input.userPrompt })
        .where(and(eq(generatedAds.id, ad.id), eq(generatedAds.isEdited, false)))
        .returning({ id: generatedAds.id });
      return claimed
        ? planEditJob(tx, { id: ad.id, styleId: ad.styleId, purchaseId: purchase.id, sessionId: purchase.sessionId })
        : undefined;
    });
    if (!jobId) throw new HttpError(409, EDIT_LIMIT_MESSAGE, { title: EDIT_LIMIT_TITLE });

    let handle;
    try {
      handle = await deps.temporal.client.workflow.start(editAdWorkflow, {
        workflowId: editWorkflowId(ad.id),
        taskQueue: deps.temporal.taskQueue,
        args: [
          {
            jobId,
            adId: ad.id,
            purchaseId: purchase.id,
            prompt: input.userPrompt,
            plan,
            engineTimeoutSeconds: deps.config.ENGINE_TIMEOUT_SECONDS,
            requestId: String(req.id ?? ''),
          },
        ],
        // An edit given back (a prompt the engine could not apply) may be tried again; the claim above is the rule.
        workflowIdReusePolicy: 'ALLOW_DUPLICATE',
        // An operator's search for the purchase finds its edits too.
        typedSearchAttributes: [
          { key: PURCHASE_ID, value: purchase.id },
          { key: SESSION_ID, value: purchase.sessionId },
        ],
      });
    } catch (err) {
      // No workflow exists: this request undoes its own plan, so the buyer keeps the edit.
      await db.transaction(async (tx) => {
        await tx.delete(adJobs).where(eq(adJobs.id, adJobId.edit(ad.id)));
        await tx.update(generatedAds).set({ isEdited: false, editPrompt: null }).where(eq(generatedAds.id, ad.id));
      });
      req.log.error({ err, adId: ad.id }, 'could not start the edit');
      throw unavailable('The ad editor is unavailable right now. Please try again in a minute.');
    }

    const waited = AbortSignal.timeout(EDIT_WAIT_MS);
    let result;
    try {
      result = await deps.temporal.client.withAbortSignal(waited, () => handle.result());
    } catch (err) {
      if (err instanceof WorkflowFailedError)
        throw new HttpError(502, `Failed to edit your ad: ${failureMessage(err)}`);
      // Still running: the final-results page shows the ad as being edited and updates by itself.
      if (waited.aborted) throw new HttpError(504, EDIT_STILL_RUNNING);
      throw err;
    }
    if (!result.edited) throw badRequest(result.reason);
    const [updated] = await db.select().from(generatedAds).where(eq(generatedAds.id, ad.id));
    res.json({ editedImageUrl: fileUrl(updated.imageKey1x1), ad: toAdDto(updated) });
  });
  return router;
}

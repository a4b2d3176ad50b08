import { patched, proxyActivities, upsertSearchAttributes, workflowInfo } from '@temporalio/workflow';
import { BOOKKEEPING_OPTIONS, generationPolicy } from '../config/generation-policy.js';
import type { Activities } from '../activities/index.js';
import { FAILED_ADS } from '../integrations/temporal/search-attributes.js';
import { cutOutFirst } from './cutout-first.js';
import { operatorDesk } from './operator-wait.js';
import { runAdJobs, type JobFailure } from './run-ad-jobs.js';

export type PurchaseJob = { jobId: string; styleId: number };
export type PurchaseGenerationInput = {
  purchaseId: string;
  jobs: PurchaseJob[];
  engineTimeoutSeconds?: number;
  /** ENGINE_RETRY_WINDOW_SECONDS when the API started the batch (config/generation-policy.ts). */
  retryWindowSeconds?: number;
  /** The API request that started the batch, carried into every activity's log lines. */
  requestId?: string;
};
export type PurchaseGenerationResult = { adsCount: number; failed: JobFailure[]; emailSent: boolean; gaveUp?: string };

export const purchaseWorkflowId = (purchaseId: string) => `purchase-${purchaseId}`;

/** The version marker of the operator wait: histories recorded before it finish as they did (decision 036). */
export const OPERATOR_WAIT_PATCH = 'operator-waits-for-failed-ads';

const { alertOperator, finishPurchaseGeneration, markAdFailed, recordGiveUp, sendPartialEmail, sendReadyEmail } =
  proxyActivities<Activities>(BOOKKEEPING_OPTIONS);

/**
 * purchase-<purchaseId>: one activity per chosen style, all at once; each ad is persisted, and its
 * row in the read model moved, by its activity. A transient engine failure is retried for the
 * retry window (config/generation-policy.ts); a style that still fails is recorded failed, in
 * words, and does not stop the others.
 *
 * With failed ads the purchase does not complete (docs/operators.md): the operator is alerted once,
 * the buyer is told how many are ready, and the workflow waits (`NeedsAttention=true`) for an
 * operator's `retryFailed` — which runs the failed ads again — or `giveUp` with a refund note. Only
 * then is the batch marked finished and the final e-mail sent, exactly once (guarded in the database).
 *
 * Progress is read from the read model's rows (decision 027), never from this workflow.
 */
export async function purchaseGenerationWorkflow(input: PurchaseGenerationInput): Promise<PurchaseGenerationResult> {
  const { purchaseId, requestId } = input;
  const policy = generationPolicy('purchase', input.engineTimeoutSeconds, input.retryWindowSeconds);
  const { generatePurchaseAd } = proxyActivities<Activities>(policy.activity);
  const desk = operatorDesk();
  const renderJobs = (jobs: PurchaseJob[]) =>
    runAdJobs(
      jobs,
      (job) => generatePurchaseAd({ purchaseId, ...job, requestId }),
      (failure) =>
        markAdFailed({ jobId: failure.jobId, reason: failure.reason, type: failure.type, purchaseId, requestId }),
      policy.deadlineMs,
    );
  await cutOutFirst({ purchaseId });
  let failed = await renderJobs(input.jobs);
  let gaveUp: string | undefined;
  if (failed.length && patched(OPERATOR_WAIT_PATCH)) {
    const workflowId = workflowInfo().workflowId;
    await alertOperator({ purchaseId, workflowId, total: input.jobs.length, failures: failed, requestId });
    await sendPartialEmail({ purchaseId, requestId });
    while (failed.length) {
      const decision = await desk.waitForDecision(failed);
      if (decision.kind === 'give-up') {
        gaveUp = decision.request.note;
        await recordGiveUp({
          purchaseId,
          note: decision.request.note,
          admin: decision.request.admin,
          requestId: decision.request.requestId,
        });
        break;
      }
      const again = new Set(failed.map((f) => f.jobId));
      failed = await renderJobs(input.jobs.filter((job) => again.has(job.jobId)));
      upsertSearchAttributes([{ key: FAILED_ADS, value: failed.length }]);
    }
    desk.done();
  }
  const { adsCount } = await finishPurchaseGeneration({ purchaseId });
  const mail = await sendReadyEmail({ purchaseId, requestId });
  return { adsCount, failed, emailSent: mail.sent, ...(gaveUp !== undefined ? { gaveUp } : {}) };
}

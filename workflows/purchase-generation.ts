import { proxyActivities } from '@temporalio/workflow';
import { BOOKKEEPING_OPTIONS, generationPolicy } from '../config/generation-policy.js';
import type { Activities } from '../activities/index.js';
import { runAdJobs, type JobFailure } from './run-ad-jobs.js';

export type PurchaseJob = { jobId: string; styleId: number };
export type PurchaseGenerationInput = { purchaseId: string; jobs: PurchaseJob[]; engineTimeoutSeconds?: number };
export type PurchaseGenerationResult = { adsCount: number; failed: JobFailure[]; emailSent: boolean };

export const purchaseWorkflowId = (purchaseId: string) => `purchase-${purchaseId}`;

const { finishPurchaseGeneration, markAdFailed, sendReadyEmail } = proxyActivities<Activities>(BOOKKEEPING_OPTIONS);

/**
 * purchase-<purchaseId>: one activity per chosen style, all at once; each ad is persisted, and its
 * row in the read model moved, by its activity. A style that fails for good is recorded failed with
 * the reason and does not stop the others. Then the batch is marked finished and the ready e-mail
 * is sent (once, guarded in the database).
 *
 * Progress is read from the read model's rows (decision 027), never from this workflow.
 */
export async function purchaseGenerationWorkflow(input: PurchaseGenerationInput): Promise<PurchaseGenerationResult> {
  const policy = generationPolicy('purchase', input.engineTimeoutSeconds);
  const { generatePurchaseAd } = proxyActivities<Activities>(policy.activity);
  const renderJobs = (jobs: PurchaseJob[]) => runAdJobs(
    jobs,
    (job) => generatePurchaseAd({ purchaseId: input.purchaseId, ...job }),
    (failure) => markAdFailed({ jobId: failure.jobId, reason: failure.reason }),
    policy.deadlineMs,
  );
  const failed = await renderJobs(input.jobs);
  // Issue 20 waits here while `failed` is not empty, for an operator's retryFailed (renderJobs of
  // the failed jobs again) or giveUp, before finishing.
  const { adsCount } = await finishPurchaseGeneration({ purchaseId: input.purchaseId });
  const mail = await sendReadyEmail({ purchaseId: input.purchaseId });
  return { adsCount, failed, emailSent: mail.sent };
}

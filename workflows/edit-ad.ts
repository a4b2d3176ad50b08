import { ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import { BOOKKEEPING_OPTIONS, generationPolicy } from '../config/generation-policy.js';
import type { Activities } from '../activities/index.js';
import type { EditPlan } from '../contract/edit-plan.js';
import { runAdJobs } from './run-ad-jobs.js';

/** `plan` is the plan the buyer confirmed (POST /api/edit-plan), applied as it is. */
export type EditAdWorkflowInput = {
  jobId: string;
  adId: string;
  purchaseId: string;
  prompt: string;
  plan?: EditPlan;
  engineTimeoutSeconds?: number;
  /** The API request that started it (logs). */ requestId?: string;
};

/** One edit per ad: at most one edit workflow runs per ad at a time (the API's claim is the rule). */
export const editWorkflowId = (adId: string) => `edit-${adId}`;

const { giveBackEdit } = proxyActivities<Activities>(BOOKKEEPING_OPTIONS);

export type EditAdResult = { adId: string; edited: true } | { adId: string; edited: false; reason: string };

/**
 * edit-<adId>: a buyer's prompt edit of one purchased ad (decision 026). POST /api/edit-ad starts it
 * and waits a bounded time for its result. If the edit cannot be made the claim is given back, so
 * the buyer keeps their edit: a prompt the engine cannot apply is an answer (edited false, the
 * reason in words), an engine down past its retries fails the workflow for the operator to see.
 */
export async function editAdWorkflow(input: EditAdWorkflowInput): Promise<EditAdResult> {
  const policy = generationPolicy('edit', input.engineTimeoutSeconds);
  const { editPurchasedAd } = proxyActivities<Activities>(policy.activity);
  const job = { jobId: input.jobId, styleId: 0 };
  const [failure] = await runAdJobs(
    [job],
    () =>
      editPurchasedAd({
        jobId: input.jobId,
        adId: input.adId,
        purchaseId: input.purchaseId,
        prompt: input.prompt,
        plan: input.plan,
        requestId: input.requestId,
      }),
    (f) => giveBackEdit({ jobId: input.jobId, adId: input.adId, reason: f.reason }),
    policy.deadlineMs,
  );
  if (failure?.type === 'EditNotUnderstoodError') return { adId: input.adId, edited: false, reason: failure.reason };
  if (failure) throw ApplicationFailure.nonRetryable(failure.reason, failure.type ?? 'EditFailed');
  return { adId: input.adId, edited: true };
}

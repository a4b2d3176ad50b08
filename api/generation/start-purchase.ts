import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import { and, eq, isNull } from 'drizzle-orm';
import { planPurchaseJobs } from '../../db/ad-jobs.js';
import type { Db } from '../../db/client.js';
import { purchases } from '../../db/schema.js';
import type { TemporalHandle } from '../../integrations/temporal/client.js';
import { PURCHASE_ID, SESSION_ID } from '../../integrations/temporal/search-attributes.js';
import { purchaseGenerationWorkflow, purchaseWorkflowId } from '../../workflows/purchase-generation.js';

/**
 * Starts purchase-<purchaseId>, or finds the one already started. The first call's styles are
 * stored once, and their ads planned in the read model in the same transaction; Temporal's ID
 * policies (USE_EXISTING while running; no new run after a completed one) mean a repeated call
 * never starts a second batch.
 */
export async function startPurchaseGeneration(
  deps: {
    db: Db;
    temporal: TemporalHandle;
    engineTimeoutSeconds: number;
    retryWindowSeconds?: number;
    requestId?: string;
  },
  purchaseId: string,
  styleIds: number[],
) {
  const { purchase, jobs } = await deps.db.transaction(async (tx) => {
    await tx
      .update(purchases)
      .set({ selectedStyleIds: styleIds, generationStartedAt: new Date() })
      .where(and(eq(purchases.id, purchaseId), isNull(purchases.selectedStyleIds)));
    const [row] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId));
    // Planning is idempotent (fixed ids), so a repeated call plans the same rows again harmlessly.
    return { purchase: row, jobs: await planPurchaseJobs(tx, row, row.selectedStyleIds ?? styleIds) };
  });
  const workflowId = purchaseWorkflowId(purchaseId);
  try {
    await deps.temporal.client.workflow.start(purchaseGenerationWorkflow, {
      workflowId,
      taskQueue: deps.temporal.taskQueue,
      args: [
        {
          purchaseId,
          jobs,
          engineTimeoutSeconds: deps.engineTimeoutSeconds,
          retryWindowSeconds: deps.retryWindowSeconds,
          requestId: deps.requestId,
        },
      ],
      workflowIdConflictPolicy: 'USE_EXISTING',
      // A batch that failed as a whole may be started again (its finished ads are kept); never a finished one.
      workflowIdReusePolicy: 'ALLOW_DUPLICATE_FAILED_ONLY',
      typedSearchAttributes: [
        { key: PURCHASE_ID, value: purchaseId },
        { key: SESSION_ID, value: purchase.sessionId },
      ],
    });
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
  return { workflowId, styleIds: jobs.map((j) => j.styleId), purchase };
}

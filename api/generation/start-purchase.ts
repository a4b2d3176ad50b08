import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { purchases } from '../../db/schema.js';
import type { TemporalHandle } from '../../integrations/temporal/client.js';
import { PURCHASE_ID, SESSION_ID } from '../../integrations/temporal/search-attributes.js';
import { purchaseGenerationWorkflow, purchaseWorkflowId } from '../../workflows/purchase-generation.js';

/**
 * Starts purchase-<purchaseId>, or finds the one already started: the first call's styles are
 * stored once, and Temporal's ID policies (USE_EXISTING while running; no new run after a
 * completed one) mean a repeated call never starts a second batch.
 */
export async function startPurchaseGeneration(deps: { db: Db; temporal: TemporalHandle }, purchaseId: string, styleIds: number[]) {
  await deps.db.update(purchases).set({ selectedStyleIds: styleIds, generationStartedAt: new Date() })
    .where(and(eq(purchases.id, purchaseId), isNull(purchases.selectedStyleIds)));
  const [purchase] = await deps.db.select().from(purchases).where(eq(purchases.id, purchaseId));
  const chosen = purchase.selectedStyleIds ?? styleIds;
  const workflowId = purchaseWorkflowId(purchaseId);
  try {
    await deps.temporal.client.workflow.start(purchaseGenerationWorkflow, {
      workflowId,
      taskQueue: deps.temporal.taskQueue,
      args: [{ purchaseId, styleIds: chosen }],
      workflowIdConflictPolicy: 'USE_EXISTING',
      // A batch that failed as a whole may be started again (its finished ads are kept); never a finished one.
      workflowIdReusePolicy: 'ALLOW_DUPLICATE_FAILED_ONLY',
      typedSearchAttributes: [{ key: PURCHASE_ID, value: purchaseId }, { key: SESSION_ID, value: purchase.sessionId }],
    });
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
  return { workflowId, styleIds: chosen, purchase };
}

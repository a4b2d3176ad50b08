import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import { PURCHASE_ID } from '../../integrations/temporal/search-attributes.js';
import type { TemporalHandle } from '../../integrations/temporal/client.js';
import { refundEmailWorkflow, refundEmailWorkflowId } from '../../workflows/refund-email.js';
import type { RefundApplied } from './refunds.js';

/** How long a webhook or the admin's button waits for Temporal to accept the e-mail's workflow. */
const START_WAIT_MS = 10_000;

/**
 * Starts the buyer's refund e-mail (workflows/refund-email.ts): the API sends no mail itself. The
 * id carries the refunded total, so the same refund reported again joins the same workflow.
 */
export async function startRefundEmail(
  temporal: TemporalHandle,
  purchaseId: string,
  refund: RefundApplied,
  requestId?: string,
): Promise<void> {
  try {
    await temporal.client.withDeadline(Date.now() + START_WAIT_MS, () =>
      temporal.client.workflow.start(refundEmailWorkflow, {
        workflowId: refundEmailWorkflowId(purchaseId, refund.total),
        taskQueue: temporal.taskQueue,
        args: [{ purchaseId, refunded: refund.refunded, totalRefunded: refund.total, requestId }],
        workflowIdConflictPolicy: 'USE_EXISTING',
        workflowIdReusePolicy: 'REJECT_DUPLICATE',
        typedSearchAttributes: [{ key: PURCHASE_ID, value: purchaseId }],
      }),
    );
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
}

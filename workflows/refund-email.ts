import { proxyActivities } from '@temporalio/workflow';
import { BOOKKEEPING_OPTIONS } from '../config/generation-policy.js';
import type { Activities } from '../activities/index.js';
import type { RefundEmailInput } from '../activities/refund.js';

/**
 * refund-email-<purchaseId>-<total refunded in cents>: Stripe reports one refund through several
 * events (refund.created, charge.refunded) and the admin's button reports it too; all of them
 * name the same total, so the buyer hears of each refund once.
 */
export const refundEmailWorkflowId = (purchaseId: string, totalRefunded: number) =>
  `refund-email-${purchaseId}-${totalRefunded}`;

const { sendRefundEmail } = proxyActivities<Activities>(BOOKKEEPING_OPTIONS);

/** The buyer's refund e-mail (decision 062): the API sends no mail itself. */
export async function refundEmailWorkflow(input: RefundEmailInput) {
  return sendRefundEmail(input);
}

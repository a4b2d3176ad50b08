import { executeChild, proxyActivities, uuid4 } from '@temporalio/workflow';
import { BOOKKEEPING_OPTIONS } from '../config/generation-policy.js';
import type { Activities } from '../activities/index.js';
import { PURCHASE_ID, SESSION_ID } from '../integrations/temporal/search-attributes.js';
import {
  purchaseGenerationWorkflow,
  purchaseWorkflowId,
  type PurchaseGenerationResult,
} from './purchase-generation.js';

export type DemoPurchaseInput = {
  email: string;
  userId: number | null;
  itemIndex: number;
  engineTimeoutSeconds?: number;
};

const { prepareDemoPurchase } = proxyActivities<Activities>({
  ...BOOKKEEPING_OPTIONS,
  startToCloseTimeout: '2 minutes',
});

/**
 * POST /api/dev/test-email: a demo purchase (a drawn demo product, the basic package) made by the
 * real pipeline, so the ready e-mail that arrives is exactly what buyers get. The demo photo is
 * drawn by an activity: the API renders no image.
 */
export async function demoPurchaseWorkflow(
  input: DemoPurchaseInput,
): Promise<PurchaseGenerationResult & { purchaseId: string }> {
  const purchaseId = uuid4();
  const sessionId = uuid4();
  const jobs = await prepareDemoPurchase({
    purchaseId,
    sessionId,
    email: input.email,
    userId: input.userId,
    itemIndex: input.itemIndex,
  });
  const result = await executeChild(purchaseGenerationWorkflow, {
    workflowId: purchaseWorkflowId(purchaseId),
    args: [{ purchaseId, jobs, engineTimeoutSeconds: input.engineTimeoutSeconds }],
    typedSearchAttributes: [
      { key: PURCHASE_ID, value: purchaseId },
      { key: SESSION_ID, value: sessionId },
    ],
  });
  return { ...result, purchaseId };
}

import { defineQuery, proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';
import { AD_ACTIVITY_OPTIONS, BOOKKEEPING_OPTIONS, failureMessage } from './retry-policies.js';

const { generatePurchaseAd } = proxyActivities<Activities>(AD_ACTIVITY_OPTIONS);
const { finishPurchaseGeneration, sendReadyEmail } = proxyActivities<Activities>(BOOKKEEPING_OPTIONS);

export type PurchaseGenerationInput = { purchaseId: string; styleIds: number[] };
export type PurchaseProgress = {
  expectedAdCount: number;
  adsCount: number;
  failed: { styleId: number; message: string }[];
  /** True once the ads are recorded and the e-mail step is over. */
  isComplete: boolean;
  emailSent: boolean;
};

export const progressQuery = defineQuery<PurchaseProgress>('progress');
export const purchaseWorkflowId = (purchaseId: string) => `purchase-${purchaseId}`;

/**
 * purchase-<purchaseId>: one activity per chosen style, all at once; each ad is persisted by its
 * activity. A style that fails for good is recorded and does not stop the others. Then the batch
 * is marked finished and the ready e-mail is sent (once, guarded in the database).
 */
export async function purchaseGenerationWorkflow(input: PurchaseGenerationInput): Promise<PurchaseProgress> {
  const progress: PurchaseProgress = { expectedAdCount: input.styleIds.length, adsCount: 0, failed: [], isComplete: false, emailSent: false };
  setHandler(progressQuery, () => progress);

  await Promise.all(input.styleIds.map(async (styleId) => {
    try {
      await generatePurchaseAd({ purchaseId: input.purchaseId, styleId });
      progress.adsCount += 1;
    } catch (err) {
      progress.failed.push({ styleId, message: failureMessage(err) });
    }
  }));

  const { adsCount } = await finishPurchaseGeneration({ purchaseId: input.purchaseId, errors: progress.failed });
  progress.adsCount = adsCount;
  const mail = await sendReadyEmail({ purchaseId: input.purchaseId });
  progress.emailSent = mail.sent;
  progress.isComplete = true;
  return progress;
}

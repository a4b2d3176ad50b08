import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';
import type { CutoutPreviewInput, CutoutPreviewOutput } from '../activities/cutout-preview.js';

/**
 * The buyer waits for this one (step 2 shows it as soon as a photo is chosen): a short deadline
 * and one retry, so a lost worker is noticed within seconds; a photo the cutout cannot read is
 * not retried.
 */
const { makeCutoutPreview } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '500 milliseconds', maximumAttempts: 2, nonRetryableErrorTypes: ['BadEngineInputError', 'MissingPhoto'] },
});

export const cutoutPreviewWorkflowId = (id: string) => `cutout-preview-${id}`;

/** cutout-preview-<id>: one activity on the worker; the mask is stored and its key returned. */
export async function cutoutPreviewWorkflow(input: CutoutPreviewInput): Promise<CutoutPreviewOutput> {
  return makeCutoutPreview(input);
}

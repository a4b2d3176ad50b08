import { proxyActivities } from '@temporalio/workflow';
import { PREVIEW_ACTIVITY_OPTIONS } from '../config/generation-policy.js';
import type { Activities } from '../activities/index.js';
import type { CutoutPreviewInput, CutoutPreviewOutput } from '../activities/cutout-preview.js';

/** The buyer waits for this one: step 2 shows it as soon as a photo is chosen. */
const { makeCutoutPreview } = proxyActivities<Activities>(PREVIEW_ACTIVITY_OPTIONS);

export const cutoutPreviewWorkflowId = (id: string) => `cutout-preview-${id}`;

/** cutout-preview-<id>: one activity on the worker; the mask is stored and its key returned. */
export async function cutoutPreviewWorkflow(input: CutoutPreviewInput): Promise<CutoutPreviewOutput> {
  return makeCutoutPreview(input);
}

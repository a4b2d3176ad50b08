import { proxyActivities } from '@temporalio/workflow';
import { PREVIEW_ACTIVITY_OPTIONS } from '../config/generation-policy.js';
import type { Activities } from '../activities/index.js';
import type { EditPreviewInput } from '../activities/edit-preview.js';

/** The buyer waits for this one: the edit dialog shows the draft before the edit is confirmed. */
const { previewEdit } = proxyActivities<Activities>(PREVIEW_ACTIVITY_OPTIONS);

export const editPreviewWorkflowId = (id: string) => `edit-preview-${id}`;

/** edit-preview-<id>: one activity on the worker draws the planned edit; nothing is stored. */
export async function editPreviewWorkflow(input: EditPreviewInput): Promise<{ image: string }> {
  return previewEdit(input);
}

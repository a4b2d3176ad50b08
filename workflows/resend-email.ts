import { proxyActivities } from '@temporalio/workflow';
import { BOOKKEEPING_OPTIONS } from '../config/generation-policy.js';
import type { Activities } from '../activities/index.js';

export type ResendEmailInput = { purchaseId: string; key: string; admin?: string; requestId?: string };

/** resend-email-<purchaseId>-<key>: one id per request key, so a repeated "Resend e-mail" sends nothing more. */
export const resendEmailWorkflowId = (purchaseId: string, key: string) => `resend-email-${purchaseId}-${key}`;

const { resendEmail } = proxyActivities<Activities>(BOOKKEEPING_OPTIONS);

/** The admin's "Resend e-mail" (docs/operators.md): the API sends no mail itself. */
export async function resendEmailWorkflow(input: ResendEmailInput) {
  return resendEmail(input);
}

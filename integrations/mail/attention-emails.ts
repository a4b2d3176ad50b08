import { partialReady } from '../../contract/partial-ready.js';

/**
 * The two e-mails of a purchase with failed ads (docs/operators.md): the buyer's honest "n of m
 * ready" and the operator's alert. Plain layouts (a paragraph and a link), so no MJML variant is
 * needed; every value is escaped.
 */
const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const page = (paragraphs: string[]) =>
  `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#1f2937;line-height:1.5">${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`;

/**
 * The buyer's honest "n of m ready" e-mail: the words of contract/partial-ready.ts, which the
 * post-payment page shows too. With none ready it links the progress page, never "the ready ones".
 */
export function renderPartialEmail(input: {
  customerName: string;
  productName: string;
  ready: number;
  total: number;
  /** /final-results/<purchaseId>: the ready ads. */
  resultsUrl: string;
  /** /generating/<purchaseId>: the progress, for when none is ready yet. */
  progressUrl: string;
  /** The language of the buyer's ads (ISO 639-1); the e-mail is written in it when we have its words. */
  language?: string;
}) {
  const first = input.customerName.trim().split(/\s+/)[0] || '';
  const words = partialReady(input.ready, input.total, input.language);
  const link = words.linksReady ? input.resultsUrl : input.progressUrl;
  const subject = words.subject(input.productName);
  const greeting = words.greeting(first);
  const text = [greeting, '', words.line, '', `${words.linkText}: ${link}`, '', '— AdForge'].join('\n');
  const html = page([esc(greeting), esc(words.line), `<a href="${esc(link)}">${esc(words.linkText)}</a>`, '— AdForge']);
  return { subject, text, html, link, line: words.line };
}

export type AlertFailure = { style: string; cause: string };

export function renderOpsAlert(input: {
  purchaseId: string;
  workflowId: string;
  workflowUrl: string;
  adminUrl: string;
  customerEmail: string;
  total: number;
  failures: AlertFailure[];
}) {
  const n = input.failures.length;
  const subject = `[AdForge] Purchase ${input.purchaseId}: ${n} of ${input.total} ads failed, needs attention`;
  const lines = input.failures.map((f) => `- ${f.style}: ${f.cause}`);
  const text = [
    `Purchase ${input.purchaseId} (buyer ${input.customerEmail}) has ${n} of ${input.total} ads that failed after every retry.`,
    `Its workflow ${input.workflowId} waits for you (NeedsAttention=true); the buyer was told the rest are being retried by our team.`,
    '',
    'Failed ads:',
    ...lines,
    '',
    `Workflow: ${input.workflowUrl}`,
    `Admin: ${input.adminUrl} ("Retry failed ads" once the cause is fixed)`,
    `Or: npm run temporal -- workflow update execute --workflow-id ${input.workflowId} --name retryFailed`,
    'Runbook: docs/operators.md',
  ].join('\n');
  const html = page([
    `Purchase <strong>${esc(input.purchaseId)}</strong> (buyer ${esc(input.customerEmail)}) has ${n} of ${input.total} ads that failed after every retry.`,
    `Its workflow ${esc(input.workflowId)} waits for you (NeedsAttention=true).`,
    `<ul>${input.failures.map((f) => `<li>${esc(f.style)}: <code>${esc(f.cause)}</code></li>`).join('')}</ul>`,
    `<a href="${esc(input.workflowUrl)}">Open the workflow in Temporal</a> · <a href="${esc(input.adminUrl)}">Open the admin</a>`,
    `Or: <code>npm run temporal -- workflow update execute --workflow-id ${esc(input.workflowId)} --name retryFailed</code>`,
  ]);
  return { subject, text, html };
}

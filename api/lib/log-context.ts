import type { IncomingMessage, ServerResponse } from 'node:http';

/** Routes whose path names a purchase: /api/<route>/<purchaseId>[/…]. */
const PURCHASE_PATH =
  /^\/api\/(?:generation-status|public-results|purchase|download-all|update-customer-info|test-payments|admin\/orders)\/([\w-]{8,64})(?:[/?]|$)/;

/**
 * The ids an operator searches the API's request lines by (docs/operators.md, "Logs"): the
 * purchase a request is about — from its path, or its JSON body's purchaseId — and that purchase's
 * workflow. The request id is pino-http's `req.id` (X-Request-Id), which the API also passes into
 * the workflows it starts, so one id follows a purchase from the request to its activities.
 */
export function requestLogIds(req: IncomingMessage, _res: ServerResponse): Record<string, string> {
  const fromPath = PURCHASE_PATH.exec(req.url ?? '')?.[1];
  const body = (req as IncomingMessage & { body?: unknown }).body;
  const fromBody =
    body && typeof body === 'object' && typeof (body as { purchaseId?: unknown }).purchaseId === 'string'
      ? (body as { purchaseId: string }).purchaseId
      : undefined;
  const purchaseId = fromPath ?? (fromBody && /^[\w-]{8,64}$/.test(fromBody) ? fromBody : undefined);
  const requestId = (req as IncomingMessage & { id?: unknown }).id;
  return {
    ...(requestId ? { requestId: String(requestId) } : {}),
    ...(purchaseId ? { purchaseId, workflowId: `purchase-${purchaseId}` } : {}),
  };
}

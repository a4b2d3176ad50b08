import { setTimeout as sleep } from 'node:timers/promises';
import {
  WorkflowExecutionAlreadyStartedError,
  WorkflowNotFoundError,
  WorkflowUpdateFailedError,
} from '@temporalio/client';
import { eq } from 'drizzle-orm';
import { Router, type Request, type Response } from 'express';
import { purchases } from '../../db/schema.js';
import { PURCHASE_ID } from '../../integrations/temporal/search-attributes.js';
import { retryFailedUpdate } from '../../workflows/operator-wait.js';
import { purchaseWorkflowId } from '../../workflows/purchase-generation.js';
import { resendEmailWorkflow, resendEmailWorkflowId } from '../../workflows/resend-email.js';
import { requireAdmin } from '../auth/guards.js';
import type { AppDeps } from '../deps.js';
import { conflict, notFound, unavailable } from '../lib/http-error.js';
import { getOrder, temporalUi } from './admin-orders.js';

/** How long a repeated "Resend e-mail" without an Idempotency-Key counts as the same request. */
const RESEND_WINDOW_MS = 60_000;
/** How long a button waits for the worker: past it the answer says the work is queued, or that no worker answered. */
const ACTION_WAIT_MS = 15_000;

/**
 * The admin's operator buttons (docs/operators.md): "Retry failed ads" and "Resend e-mail". Both
 * are idempotent — a second retry while one runs answers `busy`, a repeated resend (the same
 * Idempotency-Key, or within the same minute) sends nothing more — and both are logged with the
 * admin's name, the purchase id and the workflow id. Every answer carries the order as the orders
 * list shows it, with its workflow's link in the configured Temporal UI.
 */
export function adminActionsRouter(deps: Pick<AppDeps, 'database' | 'temporal' | 'config'>) {
  const router = Router();
  const { db } = deps.database;
  const ui = temporalUi(deps.config);

  async function purchaseOr404(id: string) {
    const [row] = await db
      .select({ id: purchases.id, sessionId: purchases.sessionId, selectedStyleIds: purchases.selectedStyleIds })
      .from(purchases)
      .where(eq(purchases.id, id));
    if (!row) throw notFound('Order not found');
    return row;
  }
  const who = (req: Request, res: Response) => ({
    admin: String(res.locals.user?.username ?? 'admin'),
    requestId: String(req.id ?? ''),
  });

  router.post('/admin/orders/:orderId/retry-failed', requireAdmin, async (req, res) => {
    const purchase = await purchaseOr404(String(req.params.orderId));
    const workflowId = purchaseWorkflowId(purchase.id);
    const { admin, requestId } = who(req, res);
    let result;
    try {
      const handle = deps.temporal.client.workflow.getHandle(workflowId);
      result = await deps.temporal.client.withDeadline(Date.now() + ACTION_WAIT_MS, () =>
        handle.executeUpdate(retryFailedUpdate, { args: [{ admin, requestId }] }),
      );
    } catch (err) {
      if (isDeadline(err))
        throw unavailable(
          `No worker answered within ${ACTION_WAIT_MS / 1000} s; check that the worker runs (GET /api/health shows its pollers) and try again.`,
        );
      if (err instanceof WorkflowNotFoundError || err instanceof WorkflowUpdateFailedError || isClosed(err)) {
        const order = await getOrder(db, purchase.id, ui);
        if (!order?.failedAds) {
          // purchaseId, workflowId and requestId are on every request line already (api/lib/log-context.ts).
          req.log?.info({ admin }, 'admin asked to retry failed ads: nothing to retry');
          res.json({ success: true, status: 'nothing-to-retry', ads: 0, order });
          return;
        }
        // A batch made before operators' waits existed completed with failed ads; its workflow cannot wait any more.
        throw conflict(
          `The workflow ${workflowId} has already finished. Reset it in the Temporal UI to run the failed ads again (docs/operators.md, "Reset a workflow").`,
        );
      }
      throw err;
    }
    req.log?.info({ admin, status: result.status, ads: result.ads }, 'admin retried the failed ads');
    res.json({ success: true, ...result, order: await getOrder(db, purchase.id, ui) });
  });

  router.post('/admin/orders/:orderId/resend-email', requireAdmin, async (req, res) => {
    const purchase = await purchaseOr404(String(req.params.orderId));
    const { admin, requestId } = who(req, res);
    const header = req.headers['idempotency-key'];
    const key =
      typeof header === 'string' && /^[\w-]{1,64}$/.test(header)
        ? header
        : `m${Math.floor(Date.now() / RESEND_WINDOW_MS)}`;
    const workflowId = resendEmailWorkflowId(purchase.id, key);
    let handle;
    let repeated = false;
    try {
      handle = await deps.temporal.client.workflow.start(resendEmailWorkflow, {
        workflowId,
        taskQueue: deps.temporal.taskQueue,
        args: [{ purchaseId: purchase.id, key, admin, requestId }],
        // The same key never sends twice: a running one is joined, a finished one is not run again.
        workflowIdConflictPolicy: 'USE_EXISTING',
        workflowIdReusePolicy: 'REJECT_DUPLICATE',
        typedSearchAttributes: [{ key: PURCHASE_ID, value: purchase.id }],
      });
    } catch (err) {
      if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
      repeated = true;
      handle = deps.temporal.client.workflow.getHandle(workflowId);
    }
    const outcome = await Promise.race([handle.result(), sleep(ACTION_WAIT_MS, undefined, { ref: false })]);
    if (!outcome) {
      req.log?.warn({ admin, resendWorkflowId: workflowId, key }, 'admin resend queued: no worker answered yet');
      res
        .status(202)
        .json({ success: true, sent: false, queued: true, repeated, order: await getOrder(db, purchase.id, ui) });
      return;
    }
    const sent = outcome;
    req.log?.info(
      { admin, resendWorkflowId: workflowId, key, repeated, ...sent },
      repeated ? 'admin resend repeated: nothing more sent' : 'admin resent the e-mail',
    );
    res.json({ success: true, ...sent, repeated, order: await getOrder(db, purchase.id, ui) });
  });

  return router;
}

const isDeadline = (err: unknown) =>
  /deadline|DEADLINE_EXCEEDED/i.test(String((err as Error)?.message ?? '')) || (err as { code?: number })?.code === 4;
const isClosed = (err: unknown) =>
  /workflow execution already completed|workflow.*(?:completed|closed)/i.test(String((err as Error)?.message ?? ''));

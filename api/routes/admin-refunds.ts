import { eq } from 'drizzle-orm';
import { Router } from 'express';
import { RefundOrderRequestSchema } from '../../contract/admin.js';
import { purchases } from '../../db/schema.js';
import { requireAdmin } from '../auth/guards.js';
import type { AppDeps } from '../deps.js';
import { conflict, HttpError, notFound } from '../lib/http-error.js';
import { parseInput } from '../lib/validate.js';
import { startRefundEmail } from '../payments/refund-email.js';
import { applyRefund } from '../payments/refunds.js';
import { getOrder, temporalUi } from './admin-orders.js';

/**
 * POST /admin/orders/:orderId/refund (decision 062): gives what is left of the payment back
 * through the provider's refund API. Idempotent: the key is the order and what it had refunded
 * before (or the caller's Idempotency-Key), so a double click or a retried request is one refund;
 * Stripe's own events about it later change nothing. The buyer gets the refund e-mail, the order
 * a note with the admin's name, and its status becomes "refunded".
 */
export function adminRefundsRouter(deps: Pick<AppDeps, 'config' | 'database' | 'payments' | 'temporal'>) {
  const router = Router();
  const { db } = deps.database;
  const ui = temporalUi(deps.config);

  router.post('/admin/orders/:orderId/refund', requireAdmin, async (req, res) => {
    const { note } = parseInput(RefundOrderRequestSchema, req.body ?? {});
    const [purchase] = await db
      .select({
        id: purchases.id,
        paid: purchases.completed,
        amount: purchases.amount,
        refundedAmount: purchases.refundedAmount,
        intent: purchases.stripePaymentIntentId,
      })
      .from(purchases)
      .where(eq(purchases.id, String(req.params.orderId)));
    if (!purchase) throw notFound('Order not found');
    if (!purchase.paid) throw conflict('This order was never paid: there is nothing to refund.');
    const admin = String(res.locals.user?.username ?? 'admin');
    if (purchase.refundedAmount >= purchase.amount) {
      res.json({ success: true, status: 'already-refunded', refunded: 0, order: await getOrder(db, purchase.id, ui) });
      return;
    }
    const header = req.headers['idempotency-key'];
    const idempotencyKey =
      typeof header === 'string' && /^[\w-]{1,64}$/.test(header)
        ? `refund-${purchase.id}-${header}`
        : `refund-${purchase.id}-${purchase.refundedAmount}`;
    let result;
    try {
      result = await deps.payments.refund({
        paymentIntentId: purchase.intent ?? undefined,
        purchaseId: purchase.id,
        amount: purchase.amount - purchase.refundedAmount,
        idempotencyKey,
      });
    } catch (err) {
      req.log?.warn({ err, admin }, 'refund refused by the payment provider');
      throw new HttpError(502, `The payment provider refused the refund: ${(err as Error).message}`);
    }
    const applied = await db.transaction(async (tx) => {
      const refund = await applyRefund(
        tx,
        purchase.id,
        { refundId: result.refundId, amount: result.amount, status: result.status, cumulative: false },
        admin,
        note || undefined,
      );
      if (refund) await startRefundEmail(deps.temporal, purchase.id, refund, String(req.id ?? ''));
      return refund;
    });
    req.log?.info(
      { admin, refundId: result.refundId, status: result.status, amount: result.amount },
      'admin refunded the order',
    );
    res.json({
      success: true,
      status: result.status === 'succeeded' ? 'refunded' : 'pending',
      refunded: applied?.refunded ?? 0,
      order: await getOrder(db, purchase.id, ui),
    });
  });

  return router;
}

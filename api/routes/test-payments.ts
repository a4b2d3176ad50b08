import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Router } from 'express';
import { TestCardPaymentSchema } from '../../contract/payments.js';
import { purchases } from '../../db/schema.js';
import { applyPaymentEvent } from '../payments/events.js';
import { chargeTestCard } from '../../integrations/payments/test-cards.js';
import type { AppDeps } from '../deps.js';
import { HttpError, notFound } from '../lib/http-error.js';
import { parseInput } from '../lib/validate.js';
import { requirePurchaseOwner } from '../purchases/access.js';
import { PURCHASE_NOT_FOUND } from './payments.js';

/**
 * POST /test-payments/:purchaseId/confirm — the built-in test-mode card form's "Pay". Mounted
 * only while the test-mode provider is active, and never in production, whatever provider a caller
 * wires in: there it would mark orders paid with a test card number. The result is turned into the same payment event
 * a Stripe webhook delivers and applied by the same code (api/payments/events.ts), so test mode
 * exercises the real "mark paid" path. See docs/decisions/ on test-mode payments.
 */
export function testPaymentsRouter(deps: Pick<AppDeps, 'database' | 'payments' | 'config'>) {
  const router = Router();
  if (deps.payments.kind !== 'test-mode' || deps.config.isProduction) return router;
  const { db } = deps.database;

  router.post('/test-payments/:purchaseId/confirm', async (req, res) => {
    const card = parseInput(TestCardPaymentSchema, req.body);
    const [purchase] = await db.select().from(purchases).where(eq(purchases.id, req.params.purchaseId));
    if (!purchase) throw notFound(PURCHASE_NOT_FOUND);
    requirePurchaseOwner(req, res, purchase);
    if (purchase.completed) return void res.json({ status: 'succeeded', purchaseId: purchase.id });

    const result = chargeTestCard(card);
    const base = {
      id: `evt_test_${randomUUID()}`,
      purchaseId: purchase.id,
      paymentIntentId: purchase.stripePaymentIntentId ?? undefined,
    };
    if (!result.ok) {
      await applyPaymentEvent(db, { ...base, type: 'payment_intent.payment_failed', error: result.message });
      throw new HttpError(402, result.message, {
        code: result.code,
        ...(result.declineCode ? { declineCode: result.declineCode } : {}),
      });
    }
    const outcome = await applyPaymentEvent(db, { ...base, type: 'payment_intent.succeeded', amount: purchase.amount });
    if (!outcome.duplicate && outcome.outcome !== 'paid' && outcome.outcome !== 'already-paid') {
      throw new HttpError(409, 'The payment could not be applied to this order');
    }
    res.json({ status: 'succeeded', purchaseId: purchase.id });
  });
  return router;
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { purchases } from '../../db/schema.js';

/** The database handle or an open transaction on it. */
export type DbExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type MarkPaidOutcome = 'paid' | 'already-paid' | 'unknown-purchase' | 'amount-mismatch' | 'intent-mismatch';

/**
 * The one place a purchase becomes paid: `completed = true` and `paid_at`, exactly once
 * (`WHERE completed = false`), whoever calls — the Stripe webhook, the status fallback of
 * GET /api/purchase, or the test-mode card form. The order status stays "processing" until the
 * generation pipeline finishes. A payment for a different amount or intent never marks it paid.
 */
export async function markPurchasePaid(
  db: DbExecutor,
  payment: { purchaseId: string; paymentIntentId?: string; amount?: number },
): Promise<MarkPaidOutcome> {
  const [purchase] = await db
    .select({ amount: purchases.amount, intent: purchases.stripePaymentIntentId, completed: purchases.completed })
    .from(purchases)
    .where(eq(purchases.id, payment.purchaseId));
  if (!purchase) return 'unknown-purchase';
  if (payment.paymentIntentId && purchase.intent && payment.paymentIntentId !== purchase.intent)
    return 'intent-mismatch';
  if (payment.amount !== undefined && payment.amount !== purchase.amount) {
    await recordPaymentFailure(
      db,
      payment.purchaseId,
      `Paid amount ${payment.amount} does not match the order amount ${purchase.amount}`,
    );
    return 'amount-mismatch';
  }
  const updated = await db
    .update(purchases)
    .set({ completed: true, paidAt: sql`now()`, paymentError: null })
    .where(and(eq(purchases.id, payment.purchaseId), eq(purchases.completed, false)))
    .returning({ id: purchases.id });
  return updated.length > 0 ? 'paid' : 'already-paid';
}

/** Keeps the latest decline message; a failure arriving after the payment succeeded changes nothing. */
export async function recordPaymentFailure(db: DbExecutor, purchaseId: string, message: string): Promise<boolean> {
  const updated = await db
    .update(purchases)
    .set({ paymentError: message.slice(0, 500) })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.completed, false)))
    .returning({ id: purchases.id });
  return updated.length > 0;
}

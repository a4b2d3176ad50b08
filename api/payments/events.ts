import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { purchases, webhookEvents } from '../../db/schema.js';
import { markPurchasePaid, recordPaymentFailure, type DbExecutor, type MarkPaidOutcome } from './mark-paid.js';
import type { PaymentEvent } from '../../integrations/payments/types.js';
import { applyDispute, applyRefund, type RefundApplied } from './refunds.js';

export type EventOutcome =
  | { duplicate: true }
  | {
      duplicate: false;
      outcome: MarkPaidOutcome | 'failure-recorded' | 'ignored' | 'refund-recorded' | 'dispute-recorded';
      refund?: RefundApplied;
    };

/** Work that must happen with an event's effect, or not at all: the refund e-mail's workflow start. */
export type EventHooks = {
  /** Called inside the event's transaction; a throw rolls it back and Stripe delivers again. */
  onRefund?(purchaseId: string, refund: RefundApplied): Promise<void>;
};

/**
 * Applies one payment event exactly once. The event id is stored in the same transaction as its
 * effect: a repeat delivery finds the id and does nothing, and a crash part-way stores neither,
 * so the provider's retry applies it again.
 */
export async function applyPaymentEvent(db: Db, event: PaymentEvent, hooks: EventHooks = {}): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (fresh.length === 0) return { duplicate: true } as const;
    const purchaseId = event.purchaseId ?? (await purchaseByIntent(tx, event.paymentIntentId));
    if (!purchaseId) return { duplicate: false, outcome: 'ignored' } as const;
    if (event.refund) {
      const refund = await applyRefund(tx, purchaseId, event.refund, 'stripe');
      if (refund) await hooks.onRefund?.(purchaseId, refund);
      return { duplicate: false, outcome: refund ? 'refund-recorded' : 'ignored', refund } as const;
    }
    if (event.dispute) {
      const changed = await applyDispute(tx, purchaseId, event.type, event.dispute);
      return { duplicate: false, outcome: changed ? 'dispute-recorded' : 'ignored' } as const;
    }
    if (event.type === 'payment_intent.succeeded') {
      const outcome = await markPurchasePaid(tx, {
        purchaseId,
        paymentIntentId: event.paymentIntentId,
        amount: event.amount,
      });
      return { duplicate: false, outcome } as const;
    }
    if (event.type === 'payment_intent.payment_failed') {
      await recordPaymentFailure(tx, purchaseId, event.error ?? 'Your card was declined.');
      return { duplicate: false, outcome: 'failure-recorded' } as const;
    }
    return { duplicate: false, outcome: 'ignored' } as const;
  });
}

async function purchaseByIntent(db: DbExecutor, paymentIntentId: string | undefined): Promise<string | undefined> {
  if (!paymentIntentId) return undefined;
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.stripePaymentIntentId, paymentIntentId));
  return row?.id;
}

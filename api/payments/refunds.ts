import { and, eq, sql } from 'drizzle-orm';
import { orderNotes, paymentRefunds, purchases } from '../../db/schema.js';
import type { PaymentEvent } from '../../integrations/payments/types.js';
import type { DbExecutor } from './mark-paid.js';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A refund that raised the order's refunded total: what the buyer's e-mail tells. */
export type RefundApplied = { refunded: number; total: number; full: boolean };

export async function addOrderNote(db: DbExecutor, purchaseId: string, author: string, text: string) {
  await db.insert(orderNotes).values({ purchaseId, author, text: text.slice(0, 2000) });
}

/**
 * Records a refund, from Stripe's events or the admin's button (decision 062). The order keeps its
 * refunded total (cents), which only ever rises: one refund reported by refund.created,
 * charge.refunded and the admin's own call raises it once, so it gets one note and one e-mail.
 * Reaching the order's amount sets the status "refunded". Undefined when nothing changed.
 */
export async function applyRefund(
  db: DbExecutor,
  purchaseId: string,
  refund: NonNullable<PaymentEvent['refund']>,
  author: string,
  note?: string,
): Promise<RefundApplied | undefined> {
  // The row lock orders concurrent deliveries of the same refund.
  const [purchase] = await db
    .select({ amount: purchases.amount, refundedAmount: purchases.refundedAmount })
    .from(purchases)
    .where(eq(purchases.id, purchaseId))
    .for('update');
  if (!purchase) return undefined;
  if (refund.refundId)
    await db
      .insert(paymentRefunds)
      .values({ id: refund.refundId, purchaseId, amount: refund.amount, status: refund.status })
      .onConflictDoUpdate({ target: paymentRefunds.id, set: { amount: refund.amount, status: refund.status } });
  const [{ settled }] = await db
    .select({ settled: sql<number>`coalesce(sum(${paymentRefunds.amount}), 0)::int` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.purchaseId, purchaseId), eq(paymentRefunds.status, 'succeeded')));
  const reported = refund.cumulative && refund.status === 'succeeded' ? refund.amount : 0;
  const total = Math.min(purchase.amount, Math.max(settled, reported));
  if (total <= purchase.refundedAmount) return undefined;
  const refunded = total - purchase.refundedAmount;
  const full = total >= purchase.amount;
  await db
    .update(purchases)
    .set({ refundedAmount: total, refundedAt: sql`now()`, ...(full ? { status: 'refunded' as const } : {}) })
    .where(eq(purchases.id, purchaseId));
  const who = author === 'stripe' ? 'Stripe reported a refund' : `Refunded by ${author}`;
  await addOrderNote(
    db,
    purchaseId,
    author,
    `${who}: ${dollars(refunded)} (${full ? 'refunded in full' : `${dollars(total)} of ${dollars(purchase.amount)} so far`})${note ? ` — ${note}` : ''}`,
  );
  return { refunded, total, full };
}

const DISPUTE_WORDS: Record<string, string> = {
  warning_needs_response: 'an early warning that needs a response',
  warning_under_review: 'an early warning under review',
  warning_closed: 'an early warning, closed',
  needs_response: 'needs a response',
  under_review: 'under review by the bank',
  won: 'won: the money stays with the shop',
  lost: 'lost: the bank took the money back',
};

/**
 * A card holder's dispute (a chargeback), as Stripe reports it: the admin reads a note at each
 * change of state; a lost dispute takes the money back, so the order counts as refunded (no
 * e-mail: the buyer asked their bank for it). Repeated reports of the same state add nothing.
 */
export async function applyDispute(
  db: DbExecutor,
  purchaseId: string,
  type: string,
  dispute: NonNullable<PaymentEvent['dispute']>,
): Promise<boolean> {
  const [purchase] = await db
    .select({
      amount: purchases.amount,
      refundedAmount: purchases.refundedAmount,
      disputeStatus: purchases.disputeStatus,
    })
    .from(purchases)
    .where(eq(purchases.id, purchaseId))
    .for('update');
  if (!purchase) return false;
  const opened = type === 'charge.dispute.created';
  if (!opened && purchase.disputeStatus === dispute.status && !type.includes('funds_')) return false;
  const lost = dispute.status === 'lost';
  await db
    .update(purchases)
    .set({
      disputeStatus: dispute.status,
      ...(lost
        ? {
            status: 'refunded' as const,
            refundedAmount: Math.min(purchase.amount, Math.max(purchase.refundedAmount, dispute.amount)),
            refundedAt: sql`now()`,
          }
        : {}),
    })
    .where(eq(purchases.id, purchaseId));
  const state = DISPUTE_WORDS[dispute.status] ?? dispute.status.replace(/_/g, ' ');
  const due = dispute.dueBy ? `; answer in Stripe by ${new Date(dispute.dueBy * 1000).toISOString().slice(0, 10)}` : '';
  const text = opened
    ? `Dispute opened by the card holder${dispute.reason ? ` (${dispute.reason.replace(/_/g, ' ')})` : ''} for ${dollars(dispute.amount)}: ${state}${due}`
    : type === 'charge.dispute.funds_withdrawn'
      ? `Dispute: ${dollars(dispute.amount)} withdrawn from the balance while the bank decides`
      : type === 'charge.dispute.funds_reinstated'
        ? `Dispute: ${dollars(dispute.amount)} reinstated to the balance`
        : `Dispute ${state}`;
  await addOrderNote(db, purchaseId, 'stripe', text);
  return true;
}

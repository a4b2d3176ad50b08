import { eq } from 'drizzle-orm';
import { generationSessions, purchases } from '../db/schema.js';
import { renderRefundEmail } from '../integrations/mail/refund-email.js';
import type { ActivityDeps } from './deps.js';

export type RefundEmailInput = { purchaseId: string; refunded: number; totalRefunded: number; requestId?: string };

export function createRefundActivities(deps: ActivityDeps) {
  const { db, mailer } = deps;
  const base = deps.publicBaseUrl.replace(/\/+$/, '');
  return {
    /**
     * The buyer's refund e-mail (decision 062). Its workflow id carries the refunded total, so each
     * refund is told once; the Message-ID lets a receiving server drop a retried copy.
     */
    async sendRefundEmail({
      purchaseId,
      refunded,
      totalRefunded,
    }: RefundEmailInput): Promise<{ sent: boolean; to?: string }> {
      const [purchase] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
      if (!purchase) return { sent: false };
      const [session] = await db
        .select({ productName: generationSessions.productName })
        .from(generationSessions)
        .where(eq(generationSessions.id, purchase.sessionId));
      const resultsUrl = `${base}/final-results/${purchaseId}`;
      const mail = renderRefundEmail({
        customerName: purchase.customerName,
        productName: session?.productName ?? 'your product',
        refunded,
        totalRefunded,
        orderAmount: purchase.amount,
        resultsUrl,
      });
      await mailer.send({
        to: purchase.customerEmail,
        ...mail,
        link: resultsUrl,
        messageId: `<refund-${purchaseId}-${totalRefunded}@adforge>`,
      });
      return { sent: true, to: purchase.customerEmail };
    },
  };
}

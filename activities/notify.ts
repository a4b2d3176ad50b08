import { and, asc, eq } from 'drizzle-orm';
import { generatedAds, generationSessions, purchases } from '../db/schema.js';
import { renderReadyEmail } from '../integrations/mail/ready-email.js';
import type { ActivityDeps } from './deps.js';

const THUMBNAILS = 6;

export function createNotifyActivities(deps: ActivityDeps) {
  const { db, mailer } = deps;
  const base = deps.publicBaseUrl.replace(/\/+$/, '');

  return {
    /**
     * Sends the "ads ready" e-mail once per purchase. The flag is set inside a transaction that
     * stays open while the mail is sent: a concurrent attempt waits on the row lock and then finds
     * it set; a failed send or a worker that dies mid-send rolls the flag back, so the retry sends.
     */
    async sendReadyEmail({
      purchaseId,
    }: {
      purchaseId: string;
      requestId?: string;
    }): Promise<{ sent: boolean; to?: string }> {
      return db.transaction(async (tx) => {
        const [purchase] = await tx
          .update(purchases)
          .set({ emailNotificationSent: true })
          .where(and(eq(purchases.id, purchaseId), eq(purchases.emailNotificationSent, false)))
          .returning();
        if (!purchase) return { sent: false };
        const [session] = await tx
          .select({ productName: generationSessions.productName })
          .from(generationSessions)
          .where(eq(generationSessions.id, purchase.sessionId));
        const ads = await tx
          .select({ key: generatedAds.imageKey1x1 })
          .from(generatedAds)
          .where(eq(generatedAds.purchaseId, purchaseId))
          .orderBy(asc(generatedAds.createdAt));
        const resultsUrl = `${base}/final-results/${purchaseId}`;
        const mail = await renderReadyEmail({
          customerName: purchase.customerName,
          productName: session?.productName ?? 'your product',
          packageName: purchase.packageName,
          adsCount: ads.length,
          expectedAdCount: purchase.quantity,
          resultsUrl,
          refundNote: purchase.gaveUpNote ?? undefined,
          thumbnails: ads.slice(0, THUMBNAILS).map((a) => `${base}/api/files/${a.key}`),
        });
        try {
          await mailer.send({
            to: purchase.customerEmail,
            ...mail,
            link: resultsUrl,
            messageId: `<ready-${purchaseId}@adforge>`,
          });
        } catch (err) {
          throw new Error(`Could not send the ready e-mail to ${purchase.customerEmail}: ${(err as Error).message}`, {
            cause: err,
          });
        }
        return { sent: true, to: purchase.customerEmail };
      });
    },
  };
}

import { Context } from '@temporalio/activity';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { adJobs, generatedAds, generationSessions, purchases } from '../db/schema.js';
import { getStyle, productLanguage } from '../engine/index.js';
import { renderOpsAlert, renderPartialEmail } from '../integrations/mail/attention-emails.js';
import { renderReadyEmail } from '../integrations/mail/ready-email.js';
import { activityLogger } from './activity-log.js';
import type { ActivityDeps } from './deps.js';

export type FailedAdReport = { jobId: string; styleId: number; reason: string; type?: string };
const THUMBNAILS = 6;

/**
 * A purchase with ads that failed for good (docs/operators.md): the operator alert and the
 * buyer's honest "n of m ready" e-mail, each sent once (a flag set in the transaction that stays
 * open while the mail goes out, as sendReadyEmail does: a failed send rolls it back, a repeat finds
 * it set); the operator's give-up with its refund note; and the admin's "Resend e-mail".
 */
export function createAttentionActivities(deps: ActivityDeps) {
  const { db, mailer } = deps;
  const base = deps.publicBaseUrl.replace(/\/+$/, '');
  const uiBase = deps.temporalUiUrl.replace(/\/+$/, '');
  const namespace = deps.temporalNamespace;
  const workflowUrl = (workflowId: string) =>
    `${uiBase}/namespaces/${encodeURIComponent(namespace)}/workflows/${encodeURIComponent(workflowId)}`;

  async function counts(tx: Pick<typeof db, 'select'>, purchaseId: string) {
    const [row] = await tx
      .select({
        ready: sql<number>`count(*) filter (where ${adJobs.state} = 'ready')::int`,
        total: sql<number>`count(*)::int`,
      })
      .from(adJobs)
      .where(and(eq(adJobs.purchaseId, purchaseId), eq(adJobs.kind, 'purchase')));
    return row;
  }

  async function productName(tx: Pick<typeof db, 'select'>, sessionId: string) {
    const [session] = await tx
      .select({ productName: generationSessions.productName })
      .from(generationSessions)
      .where(eq(generationSessions.id, sessionId));
    return session?.productName ?? 'your product';
  }

  /** The language of the buyer's ads: as confirmed at step 2, else as read from the brief. */
  async function adsLanguage(tx: Pick<typeof db, 'select'>, sessionId: string) {
    const [session] = await tx
      .select({
        language: generationSessions.productLanguage,
        name: generationSessions.productName,
        description: generationSessions.productDescription,
      })
      .from(generationSessions)
      .where(eq(generationSessions.id, sessionId));
    if (!session) return 'en';
    return session.language ?? (await productLanguage(session.name, session.description)).lang;
  }

  async function readyMail(tx: Pick<typeof db, 'select'>, purchase: typeof purchases.$inferSelect) {
    const ads = await tx
      .select({ key: generatedAds.imageKey1x1 })
      .from(generatedAds)
      .where(eq(generatedAds.purchaseId, purchase.id))
      .orderBy(asc(generatedAds.createdAt));
    const resultsUrl = `${base}/final-results/${purchase.id}`;
    const mail = await renderReadyEmail({
      customerName: purchase.customerName,
      productName: await productName(tx, purchase.sessionId),
      packageName: purchase.packageName,
      adsCount: ads.length,
      expectedAdCount: purchase.quantity,
      resultsUrl,
      refundNote: purchase.gaveUpNote ?? undefined,
      thumbnails: ads.slice(0, THUMBNAILS).map((a) => `${base}/api/files/${a.key}`),
    });
    return { ...mail, link: resultsUrl };
  }

  async function partialMail(
    tx: Pick<typeof db, 'select'>,
    purchase: typeof purchases.$inferSelect,
    ready: number,
    total: number,
  ) {
    return renderPartialEmail({
      customerName: purchase.customerName,
      productName: await productName(tx, purchase.sessionId),
      ready,
      total,
      resultsUrl: `${base}/final-results/${purchase.id}`,
      progressUrl: `${base}/generating/${purchase.id}`,
      language: await adsLanguage(tx, purchase.sessionId),
    });
  }

  return {
    /**
     * The operator alert, once per workflow run: an ERROR line per failed ad, and an e-mail to
     * OPS_EMAIL. An operator's retry that fails again within the run does not alert again (the
     * operator is watching); a reset run is a new run, and alerts again when its ads fail.
     */
    async alertOperator(input: {
      purchaseId: string;
      workflowId: string;
      total: number;
      failures: FailedAdReport[];
      requestId?: string;
    }): Promise<{ sent: boolean }> {
      const log = activityLogger(deps.logger, input);
      const runId = Context.current().info.workflowExecution?.runId ?? input.workflowId;
      return db.transaction(async (tx) => {
        const [purchase] = await tx
          .update(purchases)
          .set({ opsAlertedAt: new Date(), opsAlertedRunId: runId })
          .where(and(eq(purchases.id, input.purchaseId), sql`${purchases.opsAlertedRunId} is distinct from ${runId}`))
          .returning();
        if (!purchase) return { sent: false };
        const failures = input.failures.map((f) => {
          const style = `Style ${f.styleId} ("${getStyle(f.styleId)?.name ?? 'unknown'}")`;
          // The raw cause, for operators; without the style label the activity put in front of it.
          return { style, cause: f.reason.startsWith(`${style}: `) ? f.reason.slice(style.length + 2) : f.reason };
        });
        for (const f of failures) {
          log.error(
            {
              alert: 'ads-failed',
              style: f.style,
              cause: f.cause,
              failedAds: failures.length,
              workflowUrl: workflowUrl(input.workflowId),
            },
            `purchase ${input.purchaseId} needs attention: ${f.style} failed after every retry`,
          );
        }
        const mail = renderOpsAlert({
          purchaseId: input.purchaseId,
          workflowId: input.workflowId,
          workflowUrl: workflowUrl(input.workflowId),
          adminUrl: `${base}/admin/orders`,
          customerEmail: purchase.customerEmail,
          total: input.total,
          failures,
        });
        await mailer.send({
          to: deps.opsEmail ?? 'ops@adforge.local',
          ...mail,
          link: workflowUrl(input.workflowId),
          messageId: `<alert-${input.purchaseId}-${runId}@adforge>`,
        });
        return { sent: true };
      });
    },

    /** The buyer's "n of m ads are ready; the rest are being retried by our team", once per purchase. */
    async sendPartialEmail(input: { purchaseId: string; requestId?: string }): Promise<{ sent: boolean }> {
      return db.transaction(async (tx) => {
        const [purchase] = await tx
          .update(purchases)
          .set({ partialEmailSentAt: new Date() })
          .where(
            and(
              eq(purchases.id, input.purchaseId),
              isNull(purchases.partialEmailSentAt),
              eq(purchases.emailNotificationSent, false),
            ),
          )
          .returning();
        if (!purchase) return { sent: false };
        const { ready, total } = await counts(tx, purchase.id);
        const { line, ...mail } = await partialMail(tx, purchase, ready, total);
        await mailer.send({ to: purchase.customerEmail, ...mail, messageId: `<partial-${purchase.id}@adforge>` });
        activityLogger(deps.logger, input).info({ to: purchase.customerEmail, ready, total }, line);
        return { sent: true };
      });
    },

    /** An operator gave up on the failed ads: the note the buyer's final e-mail carries. */
    async recordGiveUp(input: { purchaseId: string; note: string; admin?: string; requestId?: string }): Promise<void> {
      await db
        .update(purchases)
        .set({ gaveUpAt: new Date(), gaveUpNote: input.note })
        .where(eq(purchases.id, input.purchaseId));
      activityLogger(deps.logger, input).warn(
        { admin: input.admin ?? 'temporal', note: input.note },
        'operator gave up on the failed ads',
      );
    },

    /**
     * The admin's "Resend e-mail": the ready e-mail when the batch is finished, otherwise the
     * partial one. Runs in a workflow whose id is the request's idempotency key, so a repeated
     * request sends nothing more (api/routes/admin-actions.ts).
     */
    async resendEmail(input: {
      purchaseId: string;
      admin?: string;
      requestId?: string;
      key: string;
    }): Promise<{ sent: boolean; kind?: 'ready' | 'partial'; to?: string }> {
      const [purchase] = await db.select().from(purchases).where(eq(purchases.id, input.purchaseId));
      if (!purchase) return { sent: false };
      const log = activityLogger(deps.logger, input);
      const messageId = `<resend-${purchase.id}-${input.key}@adforge>`;
      if (purchase.generationCompletedAt) {
        const mail = await readyMail(db, purchase);
        await mailer.send({ to: purchase.customerEmail, ...mail, messageId });
        log.info({ admin: input.admin, to: purchase.customerEmail, kind: 'ready' }, 'admin resent the e-mail');
        return { sent: true, kind: 'ready', to: purchase.customerEmail };
      }
      const { ready, total } = await counts(db, purchase.id);
      const { line: _line, ...mail } = await partialMail(db, purchase, ready, total);
      await mailer.send({ to: purchase.customerEmail, ...mail, messageId });
      log.info({ admin: input.admin, to: purchase.customerEmail, kind: 'partial' }, 'admin resent the e-mail');
      return { sent: true, kind: 'partial', to: purchase.customerEmail };
    },
  };
}

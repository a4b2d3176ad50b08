import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { adJobs } from './schema.js';

/** A database or a transaction: jobs are planned in the transaction that accepts the work. */
type Tx = Pick<Db, 'insert'>;

/** The ids of the read model's rows (db/schema.ts adJobs), one per ad a generation makes. */
export const adJobId = {
  sample: (sessionId: string, slot: number) => `sample:${sessionId}:${slot}`,
  purchase: (purchaseId: string, styleId: number) => `purchase:${purchaseId}:${styleId}`,
  edit: (adId: string) => `edit:${adId}`,
};

export async function planSampleJobs(tx: Tx, sessionId: string, jobs: { styleId: number; variation: number }[]) {
  const planned = jobs.map((job, slot) => ({ jobId: adJobId.sample(sessionId, slot), ...job }));
  await tx
    .insert(adJobs)
    .values(
      planned.map((job, slot) => ({
        id: job.jobId,
        kind: 'sample' as const,
        sessionId,
        slot,
        styleId: job.styleId,
        variation: job.variation,
      })),
    )
    .onConflictDoNothing();
  return planned;
}

export async function planPurchaseJobs(tx: Tx, purchase: { id: string; sessionId: string }, styleIds: number[]) {
  const planned = styleIds.map((styleId) => ({ jobId: adJobId.purchase(purchase.id, styleId), styleId }));
  await tx
    .insert(adJobs)
    .values(
      planned.map((job, slot) => ({
        id: job.jobId,
        kind: 'purchase' as const,
        sessionId: purchase.sessionId,
        purchaseId: purchase.id,
        slot,
        styleId: job.styleId,
      })),
    )
    .onConflictDoNothing();
  return planned;
}

/** An edit of an ad, queued again if an earlier one was given back (a prompt the engine could not apply). */
export async function planEditJob(
  tx: Tx,
  ad: { id: string; styleId: number; purchaseId: string; sessionId: string },
): Promise<string> {
  const id = adJobId.edit(ad.id);
  await tx
    .insert(adJobs)
    .values({ id, kind: 'edit', sessionId: ad.sessionId, purchaseId: ad.purchaseId, styleId: ad.styleId, adId: ad.id })
    .onConflictDoUpdate({
      target: adJobs.id,
      set: { state: 'queued', reason: null, attempts: 0, updatedAt: sql`now()` },
    });
  return id;
}

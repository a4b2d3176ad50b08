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

/**
 * How the engine has been doing lately, from the read model: of the ads whose row moved in the last
 * `minutes`, those whose engine attempts are failing (a retryable engine failure opened their
 * `failing_since`, and they are not ready) and those made. A refused photo fails for good without
 * opening it, so it never counts against the engine. GET /api/health reads it (decision 059).
 */
export async function recentEngineOutcomes(db: Db, minutes: number): Promise<{ failing: number; ready: number }> {
  const [row] = await db
    .select({
      failing: sql<number>`count(*) filter (where ${adJobs.failingSince} is not null and ${adJobs.state} <> 'ready')::int`,
      ready: sql<number>`count(*) filter (where ${adJobs.state} = 'ready')::int`,
    })
    .from(adJobs)
    .where(sql`${adJobs.updatedAt} > now() - make_interval(mins => ${minutes})`);
  return { failing: Number(row?.failing ?? 0), ready: Number(row?.ready ?? 0) };
}

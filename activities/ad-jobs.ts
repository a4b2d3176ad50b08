import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { adJobs } from '../db/schema.js';
import { buyerWords } from './buyer-words.js';

/**
 * The read model's transitions (decision 027). Only activities write them: an attempt starts
 * (rendering), an attempt failed and will be retried (queued, with why), the ad is stored (ready,
 * in the transaction that stores it), the ad failed for good (failed, with why; written by the
 * workflow's markAdFailed activity, since only the workflow knows an ad's last attempt failed).
 * A ready ad stays ready: a late or duplicate attempt cannot move it back. A reason is stored in
 * buyer words (buyer-words.ts); the raw cause stays in the workflow's history and the logs.
 */
type Tx = Pick<Db, 'update'>;

/**
 * Since when the job's attempts fail, and the database's clock now, both in ms: a paid ad's retry
 * window counts from the first (config/generation-policy.ts). One clock, the database's, for both,
 * so workers on other machines agree on it. undefined: no row moved (the ad is ready, or unknown).
 */
export type FailingSince = { failingSinceMs: number | null; nowMs: number };
const failingSince = {
  failingSinceMs: sql<number | null>`(extract(epoch from ${adJobs.failingSince}) * 1000)::float8`.mapWith((v) =>
    v === null ? null : Number(v),
  ),
  nowMs: sql<number>`(extract(epoch from now()) * 1000)::float8`.mapWith(Number),
};

/**
 * An attempt starts. The first attempt of an activity (a new batch, an operator's retry, a reset)
 * opens no window and closes an old one; a later attempt whose predecessor died without saying so
 * (a worker lost mid-attempt) counts as failing from now on.
 */
export async function jobStarted(db: Tx, jobId: string, attempt = 1): Promise<FailingSince | undefined> {
  const [row] = await db
    .update(adJobs)
    .set({
      state: 'rendering',
      attempts: sql`${adJobs.attempts} + 1`,
      failingSince: attempt <= 1 ? null : sql`coalesce(${adJobs.failingSince}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(adJobs.id, jobId), ne(adJobs.state, 'ready')))
    .returning(failingSince);
  return row;
}

/** An attempt failed and will be retried: queued, with why, failing since its first failure. */
export async function jobRetrying(db: Tx, jobId: string, reason: string): Promise<FailingSince | undefined> {
  const [row] = await db
    .update(adJobs)
    .set({
      state: 'queued',
      reason: buyerWords(reason),
      failingSince: sql`coalesce(${adJobs.failingSince}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(adJobs.id, jobId), ne(adJobs.state, 'ready')))
    .returning(failingSince);
  return row;
}

export async function jobReady(db: Tx, jobId: string, adId: string): Promise<void> {
  await db
    .update(adJobs)
    .set({ state: 'ready', adId, reason: null, failingSince: null, updatedAt: sql`now()` })
    .where(eq(adJobs.id, jobId));
}

export async function jobFailed(db: Tx, jobId: string, reason: string, type?: string): Promise<void> {
  await db
    .update(adJobs)
    .set({ state: 'failed', reason: buyerWords(reason, type), updatedAt: sql`now()` })
    .where(and(eq(adJobs.id, jobId), ne(adJobs.state, 'ready')));
}

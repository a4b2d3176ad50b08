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

export async function jobStarted(db: Tx, jobId: string): Promise<void> {
  await db
    .update(adJobs)
    .set({ state: 'rendering', attempts: sql`${adJobs.attempts} + 1`, updatedAt: sql`now()` })
    .where(and(eq(adJobs.id, jobId), ne(adJobs.state, 'ready')));
}

export async function jobRetrying(db: Tx, jobId: string, reason: string): Promise<void> {
  await db
    .update(adJobs)
    .set({ state: 'queued', reason: buyerWords(reason), updatedAt: sql`now()` })
    .where(and(eq(adJobs.id, jobId), ne(adJobs.state, 'ready')));
}

export async function jobReady(db: Tx, jobId: string, adId: string): Promise<void> {
  await db
    .update(adJobs)
    .set({ state: 'ready', adId, reason: null, updatedAt: sql`now()` })
    .where(eq(adJobs.id, jobId));
}

export async function jobFailed(db: Tx, jobId: string, reason: string, type?: string): Promise<void> {
  await db
    .update(adJobs)
    .set({ state: 'failed', reason: buyerWords(reason, type), updatedAt: sql`now()` })
    .where(and(eq(adJobs.id, jobId), ne(adJobs.state, 'ready')));
}

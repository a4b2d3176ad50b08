import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config/config.js';
import { REQUIRES_AUTH_MESSAGE } from '../contract/generation.js';
import type { Db } from '../../db/client.js';
import { generationSessions, users } from '../../db/schema.js';
import type { SessionUser } from '../auth/types.js';
import { HttpError, unauthorized } from '../lib/http-error.js';

export type Requester = { user: SessionUser | null | undefined; visitorId: string };
type NewSession = typeof generationSessions.$inferInsert;

/**
 * Creates the session only within the sample quota (docs/product.md section 10): an anonymous browser gets
 * ANON_SAMPLE_SESSIONS, a signed-in user DAILY_SAMPLE_SESSIONS per UTC day. An advisory lock
 * per requester makes check-and-insert atomic, so parallel requests cannot overshoot.
 */
export async function createSessionWithinQuota(db: Db, config: Config, who: Requester, values: NewSession): Promise<void> {
  await db.transaction(async (tx) => {
    const lockKey = who.user ? `user:${who.user.id}` : `visitor:${who.visitorId}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
    if (who.user) {
      const [{ n }] = await tx.select({ n: count() }).from(generationSessions)
        .where(and(eq(generationSessions.userId, who.user.id), gte(generationSessions.createdAt, sql`date_trunc('day', now() at time zone 'utc') at time zone 'utc'`)));
      if (n >= config.DAILY_SAMPLE_SESSIONS) {
        throw new HttpError(429, `You have reached today's limit of ${config.DAILY_SAMPLE_SESSIONS} sample sessions. Please try again tomorrow.`);
      }
      await tx.update(users).set({ sessionsCreated: sql`${users.sessionsCreated} + 1` }).where(eq(users.id, who.user.id));
      await tx.insert(generationSessions).values({ ...values, userId: who.user.id, visitorId: who.visitorId });
      return;
    }
    const [{ n }] = await tx.select({ n: count() }).from(generationSessions)
      .where(and(eq(generationSessions.visitorId, who.visitorId), isNull(generationSessions.userId)));
    if (n >= config.ANON_SAMPLE_SESSIONS) throw unauthorized(REQUIRES_AUTH_MESSAGE, { requiresAuth: true });
    await tx.insert(generationSessions).values({ ...values, visitorId: who.visitorId });
  });
}

/** A session whose samples could not be made does not use up the quota. */
export async function releaseSession(db: Db, sessionId: string, user: SessionUser | null | undefined): Promise<void> {
  await db.delete(generationSessions).where(eq(generationSessions.id, sessionId));
  if (user) await db.update(users).set({ sessionsCreated: sql`greatest(${users.sessionsCreated} - 1, 0)` }).where(eq(users.id, user.id));
}

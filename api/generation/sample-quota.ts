import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config/config.js';
import { REQUIRES_AUTH_MESSAGE } from '../../contract/generation.js';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../../db/client.js';
import { generationSessions, users } from '../../db/schema.js';
import type { SessionUser } from '../auth/types.js';
import { HttpError, unauthorized } from '../lib/http-error.js';

/**
 * Who asks for a sample session. `address` is the client's address key with the per-address
 * allowance of anonymous sessions (ANON_SAMPLE_SESSIONS_PER_IP per day): a new or deleted visitor
 * cookie gets a new cookie quota, but not a new address allowance.
 */
export type Requester = {
  user: SessionUser | null | undefined;
  visitorId: string;
  address?: { key: string; allowance: RateLimiterAbstract };
};
type NewSession = typeof generationSessions.$inferInsert;

/**
 * Creates the session only within the sample quota (docs/product.md section 10): an anonymous browser gets
 * ANON_SAMPLE_SESSIONS (and its address ANON_SAMPLE_SESSIONS_PER_IP a day), a signed-in user
 * DAILY_SAMPLE_SESSIONS per UTC day, and `plan` records the work in the same transaction. An
 * advisory lock per requester makes check-and-insert atomic, so parallel requests cannot overshoot.
 */
export async function createSessionWithinQuota<T>(
  db: Db,
  config: Config,
  who: Requester,
  values: NewSession,
  plan: (tx: Pick<Db, 'insert'>) => Promise<T>,
): Promise<T> {
  const address = who.user ? undefined : who.address;
  if (address) {
    // The address is charged only when the cookie's own quota allows the session (refusals use
    // nothing up), and outside the transaction: on PGlite a transaction holds every other statement back.
    if ((await anonymousSessionCount(db, who.visitorId)) >= config.ANON_SAMPLE_SESSIONS) throw needsAccount();
    const allowed = await address.allowance.consume(address.key).then(
      () => true,
      (err: unknown) => {
        if (err instanceof Error) throw err;
        return false;
      },
    );
    if (!allowed) throw needsAccount();
  }
  try {
    return await insertWithinQuota(db, config, who, values, plan);
  } catch (err) {
    if (address) await address.allowance.reward(address.key).catch(() => {});
    throw err;
  }
}

const needsAccount = () => unauthorized(REQUIRES_AUTH_MESSAGE, { requiresAuth: true });

/** Sessions this browser used up: a released one (its samples all failed) does not count. */
async function anonymousSessionCount(db: Pick<Db, 'select'>, visitorId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(generationSessions)
    .where(
      and(
        eq(generationSessions.visitorId, visitorId),
        isNull(generationSessions.userId),
        isNull(generationSessions.releasedAt),
      ),
    );
  return n;
}

async function insertWithinQuota<T>(
  db: Db,
  config: Config,
  who: Requester,
  values: NewSession,
  plan: (tx: Pick<Db, 'insert'>) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const lockKey = who.user ? `user:${who.user.id}` : `visitor:${who.visitorId}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
    if (who.user) {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(generationSessions)
        .where(
          and(
            eq(generationSessions.userId, who.user.id),
            isNull(generationSessions.releasedAt),
            gte(generationSessions.createdAt, sql`date_trunc('day', now() at time zone 'utc') at time zone 'utc'`),
          ),
        );
      if (n >= config.DAILY_SAMPLE_SESSIONS) {
        throw new HttpError(
          429,
          `You have reached today's limit of ${config.DAILY_SAMPLE_SESSIONS} sample sessions. Please try again tomorrow.`,
        );
      }
      await tx
        .update(users)
        .set({ sessionsCreated: sql`${users.sessionsCreated} + 1` })
        .where(eq(users.id, who.user.id));
      await tx.insert(generationSessions).values({ ...values, userId: who.user.id, visitorId: who.visitorId });
      return plan(tx);
    }
    if ((await anonymousSessionCount(tx, who.visitorId)) >= config.ANON_SAMPLE_SESSIONS) throw needsAccount();
    await tx.insert(generationSessions).values({ ...values, visitorId: who.visitorId });
    return plan(tx);
  });
}

/**
 * A session whose samples could not be started (Temporal or storage unreachable) does not use up
 * the quota, nor the address's allowance. One whose samples all failed is released by its
 * workflow instead (activities/generation.ts releaseSampleSession), so the generating page can
 * still read why.
 */
export async function releaseSession(db: Db, sessionId: string, who: Requester): Promise<void> {
  await db.delete(generationSessions).where(eq(generationSessions.id, sessionId));
  if (who.user)
    await db
      .update(users)
      .set({ sessionsCreated: sql`greatest(${users.sessionsCreated} - 1, 0)` })
      .where(eq(users.id, who.user.id));
  else if (who.address) await who.address.allowance.reward(who.address.key);
}

import { lt, sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/client.js';
import { rateLimits } from '../../db/schema.js';

export type LimiterOptions = {
  /** Separates one limiter's keys from another's in the shared table. */
  prefix: string;
  points: number;
  durationSeconds: number;
};

/**
 * Limiters whose counters live in PostgreSQL (PGlite in the one-process setup), table
 * `rate_limits`: every API process shares them and a restart keeps them (decision 021).
 * rate-limiter-flexible's Drizzle store does the counting in one atomic upsert.
 *
 * - A key that went over its limit is also remembered in this process until its window ends, so
 *   a flood from one address is refused without a database trip per request.
 * - While the database cannot be reached, an in-memory limiter of the same size stands in (the
 *   library's "insurance"): limits stay per process for the outage instead of failing open or
 *   turning every request into an error.
 */
export class LimiterStore {
  private sweeper?: NodeJS.Timeout;

  constructor(private readonly db: Db) {}

  limiter({ prefix, points, durationSeconds }: LimiterOptions): RateLimiterDrizzle {
    return new RateLimiterDrizzle({
      storeClient: this.db,
      schema: rateLimits,
      keyPrefix: prefix,
      points,
      duration: durationSeconds,
      clearExpiredByTimeout: false, // one sweeper per process instead of one timer per limiter
      inMemoryBlockOnConsumed: points + 1,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: prefix, points, duration: durationSeconds }),
    });
  }

  /** Deletes windows that ended over an hour ago, every few minutes, in the background. */
  startSweeping(intervalMs = 5 * 60_000): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => void this.sweep().catch(() => {}), intervalMs);
    this.sweeper.unref();
  }

  async sweep(): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.expire, sql`now() - interval '1 hour'`));
  }

  stop(): void {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
  }
}

/** The library rejects with a RateLimiterRes when over the limit, with an Error when the store failed. */
export function isRefusal(value: unknown): value is RateLimiterRes {
  return value instanceof RateLimiterRes;
}

import type { Request, Response } from 'express';
import type { RateLimiterDrizzle } from 'rate-limiter-flexible';
import { clientAddress } from './client-address.js';
import { isRefusal, type LimiterStore } from './store.js';
import { tooMany } from './too-many.js';

/** Wrong passwords for one (account, address) before each further one costs a wait. */
export const FREE_FAILURES = 5;
const FIRST_WAIT_SECONDS = 15;
const MAX_WAIT_SECONDS = 15 * 60;

/** 15 s after the 5th consecutive failure, then 30 s, 1, 2, 4, 8 minutes, then 15 minutes each. */
export function waitAfterFailures(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - FREE_FAILURES));
}

/**
 * Password guessing is slowed per (account, client address) with growing waits, never per
 * account alone: a stranger's wrong passwords make the stranger wait, while the owner signing in
 * from their own address is never locked out (decision 022). Unknown usernames are throttled the
 * same way, so the answers do not tell which accounts exist. Every attempt also counts against
 * its address across accounts, which bounds password spraying and parallel bursts.
 */
export class LoginThrottle {
  private readonly failures: RateLimiterDrizzle;
  private readonly waits: RateLimiterDrizzle;
  private readonly perAddress: RateLimiterDrizzle;

  constructor(store: LimiterStore, multiplier = 1) {
    // Consecutive failures of one (account, address), forgotten a day after the first or on success.
    this.failures = store.limiter({ prefix: 'login:fails', points: 10_000, durationSeconds: 24 * 60 * 60 });
    // The wait in force for that pair: blocked (points exceeded) until it is over.
    this.waits = store.limiter({ prefix: 'login:wait', points: 1, durationSeconds: MAX_WAIT_SECONDS });
    this.perAddress = store.limiter({
      prefix: 'login:address',
      points: Math.max(1, Math.round(30 * (multiplier || 1))),
      durationSeconds: 15 * 60,
    });
  }

  private static pair(username: string, req: Request) {
    return `${username.trim().toLowerCase()}|${clientAddress(req)}`;
  }

  /** Throws 429 + Retry-After while this pair must wait or this address has tried too often. */
  async beforeAttempt(req: Request, res: Response, username: string): Promise<void> {
    const pair = LoginThrottle.pair(username, req);
    const wait = await this.waits.get(pair);
    if (wait && wait.consumedPoints > 1) throw tooMany(res, wait.msBeforeNext, 'login attempts');
    try {
      await this.perAddress.consume(clientAddress(req));
    } catch (err) {
      if (isRefusal(err)) throw tooMany(res, err.msBeforeNext, 'login attempts');
      throw err;
    }
  }

  async failed(req: Request, username: string): Promise<void> {
    const pair = LoginThrottle.pair(username, req);
    const { consumedPoints } = await this.failures.consume(pair);
    const seconds = waitAfterFailures(consumedPoints);
    if (seconds > 0) await this.waits.block(pair, seconds);
  }

  async succeeded(req: Request, username: string): Promise<void> {
    const pair = LoginThrottle.pair(username, req);
    await Promise.all([this.failures.delete(pair), this.waits.delete(pair)]);
  }
}

import type { Response } from 'express';
import { HttpError } from '../lib/http-error.js';

/**
 * An in-memory sliding-window counter. Each API process keeps its own counts, which is enough
 * to make password guessing slow; a multi-instance deployment would move this to a shared store.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the next attempt is allowed; 0 when allowed now. */
  retryAfter(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    return Math.max(1, Math.ceil((recent[recent.length - this.limit] + this.windowMs - this.now()) / 1000));
  }

  hit(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.sweep();
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.hits.get(key) ?? []).filter((t) => t > since);
  }

  private sweep(): void {
    for (const key of [...this.hits.keys()]) {
      if (this.recent(key).length === 0) this.hits.delete(key);
    }
  }
}

export type AuthLimiters = {
  /** Login attempts (user and admin) per client IP. */
  loginIp: RateLimiter;
  /** Login attempts per username, cleared by a successful login; unknown usernames count too. */
  loginUser: RateLimiter;
  /** Registrations per client IP. */
  registerIp: RateLimiter;
  /** Registration attempts per requested username. */
  registerUser: RateLimiter;
};

const MINUTE = 60_000;

export function createAuthLimiters(now?: () => number): AuthLimiters {
  return {
    loginIp: new RateLimiter(30, 15 * MINUTE, now),
    loginUser: new RateLimiter(5, 15 * MINUTE, now),
    registerIp: new RateLimiter(10, 60 * MINUTE, now),
    registerUser: new RateLimiter(5, 15 * MINUTE, now),
  };
}

/**
 * Refuses with 429 + Retry-After when any of the (limiter, key) pairs is exhausted, otherwise
 * counts the attempt in all of them. Counting before the password check bounds parallel bursts.
 */
export function takeAttempt(res: Response, checks: Array<[RateLimiter, string]>, what: string): void {
  const wait = Math.max(0, ...checks.map(([limiter, key]) => limiter.retryAfter(key)));
  if (wait > 0) {
    res.set('Retry-After', String(wait));
    const minutes = Math.ceil(wait / 60);
    throw new HttpError(429, `Too many ${what} attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, { retryAfterSeconds: wait });
  }
  for (const [limiter, key] of checks) limiter.hit(key);
}

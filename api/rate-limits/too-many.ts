import type { Response } from 'express';
import { HttpError } from '../lib/http-error.js';

/** "30 seconds", "1 minute", "15 minutes": how long to wait, rounded up. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 429 with Retry-After (seconds) and the same number in the JSON body. */
export function tooMany(res: Response, msBeforeNext: number, what: string): HttpError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  res.set('Retry-After', String(seconds));
  return new HttpError(429, `Too many ${what}. Please try again in ${waitText(seconds)}.`, {
    retryAfterSeconds: seconds,
  });
}

import type { RequestHandler } from 'express';
import { badRequest } from './http-error.js';

export const NUL_MESSAGE = 'The request contains a null character, which is not allowed';

/**
 * PostgreSQL text and jsonb cannot hold U+0000: a NUL that reaches a query fails there and became
 * a 500 (found by tests/hostile/fuzz.test.ts). Refuse it up front with a 400, in the address
 * (path and query, raw or %00) and in any key or string of a JSON body. The walk uses its own
 * stack, so a 10,000-level-deep body cannot overflow the call stack.
 */
export const rejectNul: RequestHandler = (req, _res, next) => {
  if (/%00|\0/i.test(req.originalUrl)) return next(badRequest(NUL_MESSAGE));
  if (req.body !== null && typeof req.body === 'object' && !Buffer.isBuffer(req.body) && containsNul(req.body)) {
    return next(badRequest(NUL_MESSAGE));
  }
  next();
};

function containsNul(root: object): boolean {
  const stack: unknown[] = [root];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('\0')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\0')) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

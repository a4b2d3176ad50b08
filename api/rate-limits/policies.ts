import type { RequestHandler } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { clientAddress } from './client-address.js';
import { type LimiterStore, isRefusal } from './store.js';
import { tooMany } from './too-many.js';

/**
 * Requests per client address (api/rate-limits/client-address.ts) and window, per kind of work.
 * Routes of one policy share its budget. RATE_LIMIT_MULTIPLIER scales every number.
 */
export const POLICIES = {
  /** A sample session runs the image engine (with Replicate, at a cost per ad). */
  generate: { points: 20, durationSeconds: 10 * 60, what: 'generation requests' },
  /** Checkout and post-payment steps: each may call the payment provider or start a batch. */
  purchase: { points: 30, durationSeconds: 10 * 60, what: 'checkout requests' },
  /** Prompt edits run the engine within the request. */
  edit: { points: 30, durationSeconds: 10 * 60, what: 'edit requests' },
  register: { points: 10, durationSeconds: 60 * 60, what: 'registration attempts' },
  /** The thank-you and progress pages poll every 3 s; downloads fetch ad by ad. */
  purchaseRead: { points: 600, durationSeconds: 10 * 60, what: 'requests for this order' },
  /** Quick previews the wizard asks for while the buyer types or uploads. */
  preview: { points: 120, durationSeconds: 10 * 60, what: 'preview requests' },
  /** The development e-mail test runs a whole five-ad demo purchase and sends an e-mail per request. */
  testEmail: { points: 5, durationSeconds: 10 * 60, what: 'test e-mails' },
} as const;

export type PolicyName = keyof typeof POLICIES;

/**
 * Which route counts against which policy. To limit a new route, add one line here
 * ("METHOD /api/path" exactly as its router declares it). Routes listed before another helper's
 * router exists simply count and then answer 404.
 */
export const ROUTE_LIMITS: ReadonlyArray<readonly [route: string, policy: PolicyName]> = [
  ['POST /api/generate', 'generate'],
  ['POST /api/generate-multiple', 'purchase'],
  ['POST /api/create-payment-intent', 'purchase'],
  ['POST /api/update-customer-info/:purchaseId', 'purchase'],
  ['POST /api/test-payments/:purchaseId/confirm', 'purchase'],
  ['POST /api/edit-ad/:adId', 'edit'],
  ['POST /api/register', 'register'],
  ['GET /api/purchase/:purchaseId', 'purchaseRead'],
  ['GET /api/generation-status/:purchaseId', 'purchaseRead'],
  ['GET /api/public-results/:purchaseId', 'purchaseRead'],
  ['GET /api/download-ad/:adId', 'purchaseRead'],
  ['GET /api/download-all/:purchaseId', 'purchaseRead'],
  ['POST /api/cutout-preview', 'preview'],
  ['POST /api/claims/check', 'preview'],
  ['POST /api/product-language', 'preview'],
  ['POST /api/edit-plan', 'preview'],
  // Draws the edit once (a render), so it shares the edits' budget.
  ['POST /api/edit-preview/:adId', 'edit'],
  ['POST /api/dev/test-email', 'testEmail'],
];

/** One limiter per policy, sized by the multiplier; none at all when it is 0. */
export function createPolicyLimiters(
  store: LimiterStore,
  multiplier: number,
): Partial<Record<PolicyName, RateLimiterAbstract>> {
  if (multiplier <= 0) return {};
  const limiters: Partial<Record<PolicyName, RateLimiterAbstract>> = {};
  for (const [name, policy] of Object.entries(POLICIES) as Array<[PolicyName, (typeof POLICIES)[PolicyName]]>) {
    limiters[name] = store.limiter({
      prefix: `route:${name}`,
      points: Math.max(1, Math.round(policy.points * multiplier)),
      durationSeconds: policy.durationSeconds,
    });
  }
  return limiters;
}

export function limitBy(limiter: RateLimiterAbstract, what: string): RequestHandler {
  return async (req, res, next) => {
    try {
      await limiter.consume(clientAddress(req));
      next();
    } catch (err) {
      next(isRefusal(err) ? tooMany(res, err.msBeforeNext, what) : err);
    }
  };
}

/** "/api/edit-ad/:adId" → a regular expression for one path (each parameter one segment). */
function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

/**
 * One middleware for every ROUTE_LIMITS line; mount it before the body parsers and routers. It
 * matches method and path itself, so the limits add no routes of their own to the router stack.
 */
export function routeLimits(limiters: Partial<Record<PolicyName, RateLimiterAbstract>>): RequestHandler {
  const table = ROUTE_LIMITS.flatMap(([route, policy]) => {
    const limiter = limiters[policy];
    if (!limiter) return [];
    const [method, path] = route.split(' ');
    return [{ method, pattern: pathPattern(path), handler: limitBy(limiter, POLICIES[policy].what) }];
  });
  return (req, res, next) => {
    const path = req.originalUrl.split('?')[0];
    const line = table.find((l) => l.method === req.method && l.pattern.test(path));
    if (!line) return next();
    line.handler(req, res, next);
  };
}

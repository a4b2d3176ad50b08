import type { RequestHandler } from 'express';
import { forbidden } from './http-error.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Called by Stripe's servers, authenticated by its signature (api/routes/stripe-webhook.ts). */
const EXEMPT = new Set(['/api/stripe/webhook']);
export const CROSS_SITE_REFUSED = 'Cross-site request refused';

/**
 * A state-changing request must come from the app's own pages (decision 064; docs/security.md,
 * "Cross-site requests"). SameSite=Lax cookies alone let a sibling subdomain (another shop on the
 * same registrable domain, a compromised marketing page) post with the buyer's or admin's cookies.
 *
 * - `Origin` present: it must be PUBLIC_BASE_URL's origin (outside production also the origin the
 *   request was addressed to, so the Vite dev server and tests on 127.0.0.1 work). `Origin: null`
 *   (sandboxed frames, data: pages, cross-origin redirects) is refused.
 * - `Origin` absent: browsers send it with every POST, PUT, PATCH and DELETE — fetch and forms
 *   alike — so such a request is not a browser carrying someone's cookies but a script or curl
 *   (the operators' runbook uses curl), which gains nothing it could not do itself. One that says
 *   it is a cross-site or same-site browser fetch (Sec-Fetch-Site) is refused all the same.
 */
export function originCheck(config: { PUBLIC_BASE_URL: string; isProduction: boolean }): RequestHandler {
  const publicOrigin = new URL(config.PUBLIC_BASE_URL).origin;
  return (req, _res, next) => {
    if (!STATE_CHANGING.has(req.method) || EXEMPT.has(req.originalUrl.split('?')[0])) return next();
    const origin = req.get('origin');
    if (origin === undefined) {
      const site = req.get('sec-fetch-site');
      return next(site === 'cross-site' || site === 'same-site' ? forbidden(CROSS_SITE_REFUSED) : undefined);
    }
    if (origin === publicOrigin) return next();
    if (!config.isProduction && origin === `${req.protocol}://${req.get('host')}`) return next();
    req.log?.warn({ origin, expected: publicOrigin }, 'cross-site request refused');
    next(forbidden(CROSS_SITE_REFUSED));
  };
}

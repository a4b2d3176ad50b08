import type { RequestHandler } from 'express';
import type { AppDeps } from '../deps.js';
import { unauthorized } from '../lib/http-error.js';

/** Every admin route: a 401 for visitors and for signed-in users who are not administrators. */
export const requireAdmin: RequestHandler = (_req, res, next) => {
  if (res.locals.user?.role !== 'admin') return next(unauthorized('Admin access required'));
  next();
};

/** `/api/dev/*`: open in development and tests, administrators only in production (docs/product.md section 10). */
export function devOnly(deps: Pick<AppDeps, 'config'>): RequestHandler {
  return deps.config.isProduction ? requireAdmin : (_req, _res, next) => next();
}

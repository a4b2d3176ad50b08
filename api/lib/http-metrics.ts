import type { Request, RequestHandler } from 'express';
import type { Metrics } from '../../integrations/metrics/metrics.js';

/**
 * The route a request matched, as its router declares it (`/api/purchase/:purchaseId`), so
 * latency is grouped by endpoint and ids never become label values. Every router is mounted at
 * /api (api/app.ts); the SPA's files and its index fallback get one label each.
 */
export function routeLabel(req: Request): string {
  const declared = req.route?.path;
  if (typeof declared === 'string') return declared.startsWith('/api') ? declared : `/api${declared}`;
  if (req.path.startsWith('/api/') || req.path === '/api') return 'unmatched';
  if (req.path.startsWith('/assets/')) return 'static';
  return 'spa';
}

/** Request latency by method, route and status class (2xx, 4xx …), observed when the answer is sent. */
export function httpMetrics(metrics: Pick<Metrics, 'httpDuration'>): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.httpDuration.observe(
        { method: req.method, route: routeLabel(req), status: `${Math.floor(res.statusCode / 100)}xx` },
        seconds,
      );
    });
    next();
  };
}

import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { HttpError } from './http-error.js';

export const notFoundApi: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};

/**
 * Every error answer is JSON `{ message }`. Body-parser errors carry their own 4xx status
 * (invalid JSON, too large, wrong encoding); anything unexpected is logged and hidden behind a 500.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) return void res.destroy(err as Error);
  if (err instanceof HttpError) {
    return void res.status(err.status).json({ ...err.extra, message: err.message });
  }
  const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
  if (status < 500) {
    const message =
      err.type === 'entity.too.large'
        ? 'Request body is too large'
        : err.type === 'entity.parse.failed'
          ? 'Request body is not valid JSON'
          : typeof err.expose === 'boolean' && err.expose && err.message
            ? String(err.message)
            : 'Bad request';
    return void res.status(status).json({ message });
  }
  if (isDatabaseUnavailable(err)) {
    // A database outage is temporary: 503 tells clients and load balancers to try again.
    req.log?.warn({ err }, 'database unavailable');
    return void res
      .status(503)
      .json({ message: 'The service is temporarily unavailable. Please try again in a moment.' });
  }
  req.log?.error({ err }, 'unhandled error');
  res.status(500).json({ message: 'Internal server error' });
};

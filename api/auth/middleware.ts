import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { AppDeps } from '../deps.js';
import { SESSION_COOKIE, VISITOR_COOKIE, cookieOptions, readCookie } from './cookies.js';
import { validateSessionToken } from './sessions.js';

const VISITOR_TTL_MS = 365 * 24 * 60 * 60 * 1000;
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The visitor cookie this browser sent, if well-formed; unlike res.locals.visitorId it never mints one. */
export function sentVisitorId(req: Request): string | undefined {
  const value = readCookie(req, VISITOR_COOKIE);
  return value && VISITOR_ID.test(value) ? value : undefined;
}

export function setSessionCookie(res: Response, token: string, expiresAt: Date, isProduction: boolean) {
  res.cookie(SESSION_COOKIE, token, cookieOptions(isProduction, Math.max(0, expiresAt.getTime() - Date.now())));
}

export function clearSessionCookie(res: Response, isProduction: boolean) {
  const { maxAge: _maxAge, ...options } = cookieOptions(isProduction, 0);
  res.clearCookie(SESSION_COOKIE, options);
}

/**
 * Runs for every /api request: `res.locals.user` is the signed-in user or null, and
 * `res.locals.visitorId` is this browser's anonymous id. The visitor cookie is only issued when
 * some handler actually reads visitorId, so plain page loads set no tracking cookie.
 */
export function sessionMiddleware(deps: Pick<AppDeps, 'config' | 'database'>): RequestHandler {
  const isProduction = deps.config.isProduction;
  return async (req, res, next) => {
    let visitorId = sentVisitorId(req);
    Object.defineProperty(res.locals, 'visitorId', {
      configurable: true,
      enumerable: false, // copying res.locals must not mint a cookie
      get() {
        if (!visitorId) {
          visitorId = randomUUID();
          if (!res.headersSent) res.cookie(VISITOR_COOKIE, visitorId, cookieOptions(isProduction, VISITOR_TTL_MS));
        }
        return visitorId;
      },
    });

    res.locals.user = null;
    const token = readCookie(req, SESSION_COOKIE);
    if (token) {
      const session = await validateSessionToken(deps.database.db, token);
      if (session.user) {
        res.locals.user = session.user;
        if (session.renewed) setSessionCookie(res, token, session.expiresAt, isProduction);
      } else {
        clearSessionCookie(res, isProduction);
      }
    }
    next();
  };
}

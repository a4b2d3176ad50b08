import { Router } from 'express';
import { LoginSchema, RegisterSchema } from '../../contract/auth.js';
import { authenticate, registerUser, startSession, toUserDto } from '../auth/accounts.js';
import { SESSION_COOKIE, readCookie } from '../auth/cookies.js';
import { clearSessionCookie } from '../auth/middleware.js';
import { invalidateSession } from '../auth/sessions.js';
import type { AppDeps } from '../deps.js';
import { unauthorized } from '../lib/http-error.js';
import { parseInput } from '../lib/validate.js';
import type { LoginThrottle } from '../rate-limits/login-throttle.js';

export const INVALID_CREDENTIALS = 'Invalid username or password';

/**
 * POST /register, POST /login, POST /logout, GET /user (docs/product.md section 7). Registrations are limited per address
 * in api/rate-limits/policies.ts; logins by the throttle (wrong passwords per account and address).
 */
export function authRouter(deps: Pick<AppDeps, 'config' | 'database'>, throttle: LoginThrottle) {
  const router = Router();
  const { db } = deps.database;
  const isProduction = deps.config.isProduction;

  router.post('/register', async (req, res) => {
    const input = parseInput(RegisterSchema, req.body);
    const user = await registerUser(db, input);
    await startSession(db, res, user.id, isProduction);
    res.status(201).json(toUserDto(user));
  });

  router.post('/login', async (req, res) => {
    const input = parseInput(LoginSchema, req.body);
    await throttle.beforeAttempt(req, res, input.username);
    const user = await authenticate(db, input.username, input.password);
    if (!user) {
      await throttle.failed(req, input.username);
      throw unauthorized(INVALID_CREDENTIALS);
    }
    await throttle.succeeded(req, input.username);
    await startSession(db, res, user.id, isProduction);
    res.json(toUserDto(user));
  });

  router.post('/logout', async (req, res) => {
    const token = readCookie(req, SESSION_COOKIE);
    if (token) await invalidateSession(db, token);
    clearSessionCookie(res, isProduction);
    res.json({ success: true });
  });

  router.get('/user', (_req, res) => {
    const user = res.locals.user;
    if (!user) throw unauthorized('Not authenticated');
    res.json(toUserDto(user));
  });

  return router;
}

import { Router } from 'express';
import { LoginSchema, RegisterSchema } from '../contract/auth.js';
import { authenticate, registerUser, startSession, toUserDto } from '../auth/accounts.js';
import { SESSION_COOKIE, readCookie } from '../auth/cookies.js';
import { clearSessionCookie } from '../auth/middleware.js';
import { takeAttempt, type AuthLimiters } from '../auth/rate-limit.js';
import { invalidateSession } from '../auth/sessions.js';
import type { AppDeps } from '../deps.js';
import { unauthorized } from '../lib/http-error.js';
import { parseInput } from '../lib/validate.js';

export const INVALID_CREDENTIALS = 'Invalid username or password';

/** POST /register, POST /login, POST /logout, GET /user (docs/product.md section 7). */
export function authRouter(deps: Pick<AppDeps, 'config' | 'database'>, limits: AuthLimiters) {
  const router = Router();
  const { db } = deps.database;
  const isProduction = deps.config.isProduction;
  const ip = (req: { ip?: string }) => req.ip ?? 'unknown';

  router.post('/register', async (req, res) => {
    const input = parseInput(RegisterSchema, req.body);
    takeAttempt(res, [[limits.registerIp, ip(req)], [limits.registerUser, input.username.toLowerCase()]], 'registration');
    const user = await registerUser(db, input);
    await startSession(db, res, user.id, isProduction);
    res.status(201).json(toUserDto(user));
  });

  router.post('/login', async (req, res) => {
    const input = parseInput(LoginSchema, req.body);
    const userKey = input.username.toLowerCase();
    takeAttempt(res, [[limits.loginIp, ip(req)], [limits.loginUser, userKey]], 'login');
    const user = await authenticate(db, input.username, input.password);
    if (!user) throw unauthorized(INVALID_CREDENTIALS);
    limits.loginUser.reset(userKey);
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

import { eq } from 'drizzle-orm';
import { Router } from 'express';
import * as v from 'valibot';
import { AdminLoginSchema } from '../../contract/auth.js';
import { UpdateOrderStatusSchema } from '../../contract/admin.js';
import { purchases } from '../../db/schema.js';
import { authenticate, startSession, toUserDto } from '../auth/accounts.js';
import { SESSION_COOKIE, readCookie } from '../auth/cookies.js';
import { requireAdmin } from '../auth/guards.js';
import { clearSessionCookie } from '../auth/middleware.js';
import { invalidateSession } from '../auth/sessions.js';
import type { AppDeps } from '../deps.js';
import { badRequest, notFound, unauthorized } from '../lib/http-error.js';
import { parseInput } from '../lib/validate.js';
import type { LoginThrottle } from '../rate-limits/login-throttle.js';
import { countNeedingAttention, getOrder, listOrders, temporalUi } from './admin-orders.js';
import { INVALID_CREDENTIALS } from './auth.js';

const EmailQuery = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254, 'Search text is too long')));

/**
 * /admin/*: login and logout are open; auth-check and everything below it answer 401 to anyone
 * who is not an administrator (visitors and ordinary users alike).
 */
export function adminRouter(deps: Pick<AppDeps, 'config' | 'database'>, throttle: LoginThrottle) {
  const router = Router();
  const { db } = deps.database;
  const isProduction = deps.config.isProduction;

  router.post('/admin/login', async (req, res) => {
    const input = parseInput(AdminLoginSchema, req.body);
    await throttle.beforeAttempt(req, res, input.username);
    const user = await authenticate(db, input.username, input.password);
    // A valid non-admin account gets the same answer as a wrong password.
    if (!user || user.role !== 'admin') {
      await throttle.failed(req, input.username);
      throw unauthorized(INVALID_CREDENTIALS);
    }
    await throttle.succeeded(req, input.username);
    await startSession(db, res, user.id, isProduction);
    res.json({ success: true, isAdmin: true, user: toUserDto(user) });
  });

  router.post('/admin/logout', async (req, res) => {
    const token = readCookie(req, SESSION_COOKIE);
    if (token) await invalidateSession(db, token);
    clearSessionCookie(res, isProduction);
    res.json({ success: true });
  });

  router.get('/admin/auth-check', requireAdmin, (_req, res) => {
    res.json({ isAdmin: true });
  });

  const ui = temporalUi(deps.config);

  router.get('/admin/orders', requireAdmin, async (req, res) => {
    const raw = Array.isArray(req.query.email) ? req.query.email[0] : req.query.email;
    const parsed = v.safeParse(EmailQuery, raw);
    if (!parsed.success) throw badRequest(parsed.issues[0].message);
    // ?needsAttention=true: the "Needs attention" filter (docs/operators.md).
    const needsAttention = req.query.needsAttention === 'true' || req.query.needsAttention === '1';
    res.json(await listOrders(db, { email: parsed.output || undefined, needsAttention }, ui));
  });

  router.get('/admin/orders/needs-attention', requireAdmin, async (_req, res) => {
    res.json({ count: await countNeedingAttention(db) });
  });

  router.post('/admin/orders/:orderId/status', requireAdmin, async (req, res) => {
    const { status } = parseInput(UpdateOrderStatusSchema, req.body);
    const [row] = await db
      .update(purchases)
      .set({ status })
      .where(eq(purchases.id, String(req.params.orderId)))
      .returning({ id: purchases.id });
    if (!row) throw notFound('Order not found');
    req.log?.info({ orderId: row.id, status, admin: res.locals.user?.username }, 'order status changed');
    res.json({ success: true, order: await getOrder(db, row.id, ui) });
  });

  return router;
}

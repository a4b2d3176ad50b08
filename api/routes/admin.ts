import { eq } from 'drizzle-orm';
import { Router } from 'express';
import { LoginSchema } from '../../contract/auth.js';
import { UpdateOrderStatusSchema } from '../../contract/admin.js';
import { purchases } from '../../db/schema.js';
import { authenticate, startSession, toUserDto } from '../auth/accounts.js';
import { SESSION_COOKIE, readCookie } from '../auth/cookies.js';
import { requireAdmin } from '../auth/guards.js';
import { clearSessionCookie } from '../auth/middleware.js';
import { invalidateSession } from '../auth/sessions.js';
import type { AppDeps } from '../deps.js';
import { notFound, unauthorized } from '../lib/http-error.js';
import { parseInput } from '../lib/validate.js';
import type { LoginThrottle } from '../rate-limits/login-throttle.js';
import { countNeedingAttention, countOrders, dailyTotals, getOrder, listOrders, temporalUi } from './admin-orders.js';
import { assertKnownTimeZone, parseOrdersQuery } from './admin-orders-query.js';
import { CSV_COLUMNS, csvCells } from './admin-orders-csv.js';
import { csvRow } from '../lib/csv.js';
import { INVALID_CREDENTIALS } from './auth.js';

const CHART_DAYS = 14;
const EXPORT_BATCH = 500;

/**
 * /admin/*: login and logout are open; auth-check and everything below it answer 401 to anyone
 * who is not an administrator (visitors and ordinary users alike).
 */
export function adminRouter(deps: Pick<AppDeps, 'config' | 'database'>, throttle: LoginThrottle) {
  const router = Router();
  const { db } = deps.database;
  const isProduction = deps.config.isProduction;

  router.post('/admin/login', async (req, res) => {
    const input = parseInput(LoginSchema, req.body);
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

  // The SPEC's array of orders, one page of it: X-Total-Count and a Link to the next page say how
  // many there are, so nothing stops silently (decision 063).
  router.get('/admin/orders', requireAdmin, async (req, res) => {
    const { filter, page, pageSize } = parseOrdersQuery(req);
    await assertKnownTimeZone(db, filter.timeZone);
    const [orders, total] = await Promise.all([
      listOrders(db, filter, ui, { limit: pageSize, offset: (page - 1) * pageSize }),
      countOrders(db, filter),
    ]);
    res.setHeader('X-Total-Count', String(total));
    if (page * pageSize < total) {
      const next = new URLSearchParams(req.query as Record<string, string>);
      next.set('page', String(page + 1));
      next.set('pageSize', String(pageSize));
      res.setHeader('Link', `</api/admin/orders?${next}>; rel="next"`);
    }
    res.json(orders);
  });

  router.get('/admin/orders/summary', requireAdmin, async (req, res) => {
    const { filter } = parseOrdersQuery(req);
    await assertKnownTimeZone(db, filter.timeZone);
    const [total, daily] = await Promise.all([countOrders(db, filter), dailyTotals(db, filter, CHART_DAYS)]);
    res.json({ total, timeZone: filter.timeZone ?? 'UTC', daily });
  });

  // Every order the filter matches, however many, as CSV (read a page at a time).
  router.get('/admin/orders/export', requireAdmin, async (req, res) => {
    const { filter } = parseOrdersQuery(req);
    await assertKnownTimeZone(db, filter.timeZone);
    // The first page before the first byte: a failing query is still an error answer, not a cut-off file.
    let orders = await listOrders(db, filter, ui, { limit: EXPORT_BATCH, offset: 0 });
    const stamp = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="orders-${stamp}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    let rows = 0;
    // A byte-order mark, so spreadsheet programs read the names' accents as UTF-8.
    res.write(`\uFEFF${csvRow(CSV_COLUMNS)}`);
    for (let offset = 0; ;) {
      for (const order of orders) res.write(csvRow(csvCells(order)));
      rows += orders.length;
      if (orders.length < EXPORT_BATCH) break;
      offset += EXPORT_BATCH;
      orders = await listOrders(db, filter, ui, { limit: EXPORT_BATCH, offset });
    }
    req.log?.info({ admin: res.locals.user?.username, rows }, 'admin exported orders');
    res.end();
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

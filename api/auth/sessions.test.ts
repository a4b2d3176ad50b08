import express from 'express';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config/config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { authSessions, users } from '../../db/schema.js';
import { insertUser } from '../../tests/support/payment-fixtures.js';
import { ensureAdminUser } from './admin-bootstrap.js';
import { VISITOR_COOKIE } from './cookies.js';
import { sessionMiddleware } from './middleware.js';
import { verifyPassword } from './password.js';
import {
  SESSION_TTL_MS,
  createSession,
  generateSessionToken,
  sessionIdFromToken,
  validateSessionToken,
} from './sessions.js';

const DAY = 24 * 60 * 60 * 1000;

describe('sessions, admin bootstrap and the visitor cookie', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database.close());

  it('slides the expiry forward in the second half of its life and deletes it once expired', async () => {
    const { db } = database;
    const user = await insertUser(db, { username: 'slider', email: 'slider@example.com', password: 'secret1' });
    const t0 = new Date('2026-01-01T00:00:00Z');
    const token = generateSessionToken();
    await createSession(db, token, user.id, t0);

    const early = await validateSessionToken(db, token, new Date(t0.getTime() + 5 * DAY));
    expect(early).toMatchObject({ user: { username: 'slider', role: 'user' }, renewed: false });
    expect(early.expiresAt?.getTime()).toBe(t0.getTime() + SESSION_TTL_MS);

    const late = new Date(t0.getTime() + 20 * DAY);
    const renewed = await validateSessionToken(db, token, late);
    expect(renewed.renewed).toBe(true);
    expect(renewed.expiresAt?.getTime()).toBe(late.getTime() + SESSION_TTL_MS);

    const afterExpiry = new Date(late.getTime() + SESSION_TTL_MS + 1);
    expect((await validateSessionToken(db, token, afterExpiry)).user).toBeNull();
    expect(
      await db
        .select()
        .from(authSessions)
        .where(eq(authSessions.id, sessionIdFromToken(token))),
    ).toHaveLength(0);
    expect((await validateSessionToken(db, 'not-a-token')).user).toBeNull();
  });

  it('bootstraps the admin from ADMIN_USERNAME / ADMIN_PASSWORD and rotates its password', async () => {
    const { db } = database;
    const config = parseConfig({ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'first-password' });
    const first = await ensureAdminUser(db, config);
    expect(first.created).toBe(true);
    expect(await ensureAdminUser(db, config)).toEqual({ id: first.id, created: false });
    await ensureAdminUser(db, { ...config, ADMIN_PASSWORD: 'second-password' });
    const [row] = await db.select().from(users).where(eq(users.id, first.id));
    expect(row.role).toBe('admin');
    expect(await verifyPassword(row.passwordHash, 'second-password')).toBe(true);
    expect(await verifyPassword(row.passwordHash, 'first-password')).toBe(false);

    // An ordinary account that already has the admin name is promoted.
    const plain = await insertUser(db, { username: 'boss', email: 'boss@example.com', password: 'secret1' });
    await ensureAdminUser(db, { ADMIN_USERNAME: 'Boss', ADMIN_PASSWORD: 'boss-password' });
    const [promoted] = await db.select().from(users).where(eq(users.id, plain.id));
    expect(promoted.role).toBe('admin');
  });

  it('issues the anonymous visitor cookie only when a handler needs the id, then keeps it', async () => {
    const app = express();
    app.use(sessionMiddleware({ config: parseConfig({}), database }));
    app.get('/plain', (_req, res) => void res.json({ user: res.locals.user }));
    app.get('/needs-visitor', (_req, res) => void res.json({ visitorId: res.locals.visitorId }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const plain = await fetch(`${base}/plain`);
      expect(await plain.json()).toEqual({ user: null });
      expect(plain.headers.getSetCookie()).toEqual([]);

      const first = await fetch(`${base}/needs-visitor`);
      const { visitorId } = await first.json();
      expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);
      const cookie = first.headers.getSetCookie().find((c) => c.startsWith(`${VISITOR_COOKIE}=`))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);

      const again = await fetch(`${base}/needs-visitor`, { headers: { cookie: `${VISITOR_COOKIE}=${visitorId}` } });
      expect(await again.json()).toEqual({ visitorId });
      expect(again.headers.getSetCookie()).toEqual([]);
      // A forged, malformed value is replaced.
      const forged = await fetch(`${base}/needs-visitor`, { headers: { cookie: `${VISITOR_COOKIE}=x'or'1` } });
      expect((await forged.json()).visitorId).not.toBe("x'or'1");
    } finally {
      server.close();
    }
  });
});

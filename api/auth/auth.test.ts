import { ACCOUNT_TAKEN } from './accounts.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, users } from '../../db/schema.js';
import { BrowserSession } from '../../tests/support/browser-session.js';
import { startTestApp } from '../../tests/support/app-harness.js';
import { PRODUCTION_TEST_ENV } from '../../tests/fixtures/security/production-env.js';
import { SESSION_COOKIE } from './cookies.js';
import { sessionIdFromToken } from './sessions.js';

describe('accounts API', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  const browser = () => new BrowserSession(app.baseUrl);

  it('registers, signs in with an HttpOnly Lax cookie and stores only the token hash and an argon2id hash', async () => {
    const b = browser();
    const res = await b.post('/api/register', { username: 'alice', email: 'alice@example.com', password: 'secret1' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), username: 'alice', email: 'alice@example.com', isAdmin: false });
    const cookie = res.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    const token = b.cookies.get(SESSION_COOKIE)!;
    expect(token).toMatch(/^[a-z2-7]{32}$/);

    const { db } = app.deps.database;
    const [session] = await db.select().from(authSessions).where(eq(authSessions.userId, res.body.id));
    expect(session.id).toBe(sessionIdFromToken(token));
    expect(session.id).not.toContain(token);
    const [user] = await db.select().from(users).where(eq(users.id, res.body.id));
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    expect((await b.get('/api/user')).body).toMatchObject({ username: 'alice' });
  });

  it.each([
    [{ username: 'al', email: 'a@example.com', password: 'secret1' }, 'Username must be at least 3 characters'],
    [{ username: 'alfred', email: 'not-an-email', password: 'secret1' }, 'Invalid email address'],
    [{ username: 'alfred', email: 'alfred@example.com', password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: 'alfred@example.com', password: 'secret1' }, 'Username must be at least 3 characters'],
    [{ username: 'alfred', password: 'secret1' }, 'Invalid email address'],
    [{ username: 'alfred', email: 'alfred@example.com' }, 'Password must be at least 6 characters'],
  ])('refuses registration %j with "%s"', async (body, message) => {
    const res = await browser().post('/api/register', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a taken username or e-mail, case-insensitively, with one answer that does not say which', async () => {
    await browser().post('/api/register', { username: 'bob', email: 'bob@example.com', password: 'secret1' });
    const name = await browser().post('/api/register', {
      username: 'BOB',
      email: 'other@example.com',
      password: 'secret1',
    });
    expect(name.status).toBe(400);
    expect(name.body.message).toBe(ACCOUNT_TAKEN);
    const mail = await browser().post('/api/register', {
      username: 'bobby',
      email: 'Bob@Example.com',
      password: 'secret1',
    });
    expect(mail.status).toBe(400);
    expect(mail.body.message).toBe(ACCOUNT_TAKEN);
  });

  it('logs in, logs out (deleting the session) and answers 401 when logged out', async () => {
    await browser().post('/api/register', { username: 'carol', email: 'carol@example.com', password: 'secret1' });
    const b = browser();
    expect((await b.get('/api/user')).status).toBe(401);
    expect((await b.post('/api/login', { username: 'carol', password: 'wrong-one' })).body).toEqual({
      message: 'Invalid username or password',
    });
    expect((await b.post('/api/login', { username: 'nobody', password: 'secret1' })).body).toEqual({
      message: 'Invalid username or password',
    });
    expect((await b.post('/api/login', { username: '', password: '' })).body.message).toBe('Username is required');
    expect((await b.post('/api/login', { username: 'carol', password: '' })).body.message).toBe('Password is required');

    const login = await b.post('/api/login', { username: 'carol', password: 'secret1' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ username: 'carol', email: 'carol@example.com' });
    const token = b.cookies.get(SESSION_COOKIE)!;
    expect((await b.get('/api/user')).body.username).toBe('carol');

    const logout = await b.post('/api/logout');
    expect(logout.status).toBe(200);
    expect(b.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await b.get('/api/user')).status).toBe(401);
    const rows = await app.deps.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, sessionIdFromToken(token)));
    expect(rows).toHaveLength(0);
    // The old token replayed by hand is dead too.
    const replay = await fetch(`${app.baseUrl}/api/user`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(replay.status).toBe(401);
  });

  it('marks the session cookie Secure in production', async () => {
    const prod = await startTestApp({ env: { ...PRODUCTION_TEST_ENV } });
    try {
      const res = await new BrowserSession(prod.baseUrl).post('/api/register', {
        username: 'dave',
        email: 'dave@example.com',
        password: 'secret1',
      });
      expect(res.status).toBe(201);
      expect(res.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toMatch(/; Secure/);
    } finally {
      await prod.close();
    }
  });
});

// Login throttling and registration limits: tests/hostile/login-throttle.test.ts and tests/hostile/rate-limits.test.ts.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, users } from '../../db/schema.js';
import { BrowserSession } from '../../tests/support/browser-session.js';
import { startTestApp } from '../../tests/support/app-harness.js';
import { SESSION_COOKIE } from './cookies.js';
import { PRODUCTION_STRIPE } from '../../tests/support/stripe-events.js';
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

  it('says which of username and e-mail is taken, case-insensitively', async () => {
    await browser().post('/api/register', { username: 'bob', email: 'bob@example.com', password: 'secret1' });
    const name = await browser().post('/api/register', { username: 'BOB', email: 'other@example.com', password: 'secret1' });
    expect(name.status).toBe(400);
    expect(name.body.message).toBe('Username already exists');
    const mail = await browser().post('/api/register', { username: 'bobby', email: 'Bob@Example.com', password: 'secret1' });
    expect(mail.status).toBe(400);
    expect(mail.body.message).toBe('Email is already registered');
  });

  it('logs in, logs out (deleting the session) and answers 401 when logged out', async () => {
    await browser().post('/api/register', { username: 'carol', email: 'carol@example.com', password: 'secret1' });
    const b = browser();
    expect((await b.get('/api/user')).status).toBe(401);
    expect((await b.post('/api/login', { username: 'carol', password: 'wrong-one' })).body).toEqual({ message: 'Invalid username or password' });
    expect((await b.post('/api/login', { username: 'nobody', password: 'secret1' })).body).toEqual({ message: 'Invalid username or password' });
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
    const rows = await app.deps.database.db.select().from(authSessions).where(eq(authSessions.id, sessionIdFromToken(token)));
    expect(rows).toHaveLength(0);
    // The old token replayed by hand is dead too.
    const replay = await fetch(`${app.baseUrl}/api/user`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(replay.status).toBe(401);
  });

  it('marks the session cookie Secure in production', async () => {
    const prod = await startTestApp({ env: { NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-production-secret', ...PRODUCTION_STRIPE } });
    try {
      const res = await new BrowserSession(prod.baseUrl).post('/api/register', { username: 'dave', email: 'dave@example.com', password: 'secret1' });
      expect(res.status).toBe(201);
      expect(res.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toMatch(/; Secure/);
    } finally {
      await prod.close();
    }
  });
});

describe('login and register rate limits', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('answers a burst of wrong passwords with 429 + Retry-After, the same for unknown usernames', async () => {
    const b = new BrowserSession(app.baseUrl);
    await b.post('/api/register', { username: 'erin', email: 'erin@example.com', password: 'secret1' });
    for (const username of ['erin', 'ghost-user']) {
      for (let i = 0; i < 5; i++) {
        expect((await b.post('/api/login', { username, password: `wrong-${i}` })).status).toBe(401);
      }
      const blocked = await b.post('/api/login', { username, password: 'wrong-again' });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
      expect(blocked.body).toEqual({ message: 'Too many login attempts. Please try again in 15 minutes.', retryAfterSeconds: expect.any(Number) });
    }
    // Even the right password waits: the limit is on the username, not on failures alone.
    expect((await b.post('/api/login', { username: 'erin', password: 'secret1' })).status).toBe(429);
    // The admin login shares the limit.
    expect((await b.post('/api/admin/login', { username: 'erin', password: 'secret1' })).status).toBe(429);
  });

  it('limits login attempts per IP across usernames', async () => {
    const b = new BrowserSession(app.baseUrl);
    // 10 attempts were counted above from this IP (refused ones are not); the IP allows 30 per 15 minutes.
    let status = 0;
    let attempts = 0;
    for (let i = 0; i < 40 && status !== 429; i++) {
      status = (await b.post('/api/login', { username: `spray-${i}`, password: 'guess' })).status;
      attempts++;
    }
    expect(status).toBe(429);
    expect(attempts).toBe(30 - 10 + 1);
  });

  it('limits registrations per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await new BrowserSession(app.baseUrl).post('/api/register', { username: `reg-${i}`, email: `reg-${i}@example.com`, password: 'secret1' })).status);
    }
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(201)); // erin registered once above
    expect(statuses.slice(9)).toEqual([429, 429]);
  });
});

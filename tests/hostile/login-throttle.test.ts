import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminUser } from '../../api/auth/admin-bootstrap.js';
import { SESSION_COOKIE } from '../../api/auth/cookies.js';
import { FREE_FAILURES, waitAfterFailures } from '../../api/rate-limits/login-throttle.js';
import { parseConfig } from '../../config/config.js';
import { rateLimits } from '../../db/schema.js';
import { startTestApp } from '../support/app-harness.js';
import { BrowserSession } from '../support/browser-session.js';

const ADMIN = { username: 'owner', password: 'the-owners-long-password' };

/**
 * Password guessing is slowed per (account, client address) with growing waits. The old rule
 * (five wrong passwords lock the account for 15 minutes, for everyone) let anyone lock the
 * administrator out; now the stranger waits and the owner, from their own address, signs in.
 */
describe('login throttle', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    const config = parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    });
    app = await startTestApp({ config });
    await ensureAdminUser(app.deps.database.db, config);
  });
  afterAll(() => app?.close());

  const login = (
    path: '/api/login' | '/api/admin/login',
    address: string,
    password: string,
    username = ADMIN.username,
  ) =>
    new BrowserSession(app.baseUrl).request(path, {
      method: 'POST',
      body: { username, password },
      headers: { 'x-forwarded-for': address },
    });

  /** Lets the wait in force end, as if its time had passed. */
  const endWaits = () =>
    app.deps.database.db
      .update(rateLimits)
      .set({ expire: new Date(Date.now() - 1) })
      .where(like(rateLimits.key, 'login:wait%'));

  it('makes a stranger wait longer and longer, while the owner signs in from another address', async () => {
    const stranger = '203.0.113.66';
    const statuses: number[] = [];
    for (let i = 0; i < FREE_FAILURES; i++)
      statuses.push((await login('/api/admin/login', stranger, `guess-${i}`)).status);
    expect(statuses).toEqual(Array(FREE_FAILURES).fill(401));

    const waiting = await login('/api/admin/login', stranger, 'guess-again');
    expect(waiting.status).toBe(429);
    expect(waiting.body).toEqual({
      message: 'Too many login attempts. Please try again in 15 seconds.',
      retryAfterSeconds: 15,
    });
    expect(Number(waiting.headers.get('retry-after'))).toBe(15);
    // Even the right password waits, from that address, and the user login shares the count.
    expect((await login('/api/admin/login', stranger, ADMIN.password)).status).toBe(429);
    expect((await login('/api/login', stranger, ADMIN.password)).status).toBe(429);

    // The owner, elsewhere, is not locked out.
    const owner = await login('/api/admin/login', '198.51.100.5', ADMIN.password);
    expect(owner.status).toBe(200);
    expect(owner.setCookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(true);

    // Each further wrong password doubles the stranger's wait.
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      await endWaits();
      expect((await login('/api/admin/login', stranger, `more-${i}`)).status).toBe(401);
      waits.push(Number((await login('/api/admin/login', stranger, 'again')).headers.get('retry-after')));
    }
    expect(waits).toEqual([30, 60, 120]);
  });

  it('throttles unknown usernames exactly like real ones, and forgets the failures after a success', async () => {
    const address = '203.0.113.77';
    for (const username of ['nobody-here', ADMIN.username]) {
      for (let i = 0; i < FREE_FAILURES; i++)
        expect((await login('/api/login', address, `wrong-${i}`, username)).status).toBe(401);
      expect((await login('/api/login', address, 'wrong', username)).body.retryAfterSeconds).toBe(15);
    }
    await endWaits();
    expect((await login('/api/login', address, ADMIN.password)).status).toBe(200);
    // A fresh start: the next wrong passwords are free again.
    for (let i = 0; i < FREE_FAILURES; i++) expect((await login('/api/login', address, `later-${i}`)).status).toBe(401);
  });

  it('limits one address to 30 attempts in 15 minutes across accounts (password spraying)', async () => {
    const address = '203.0.113.88';
    let attempts = 0;
    let status = 0;
    while (status !== 429 && attempts < 40) {
      status = (await login('/api/login', address, 'Summer2025!', `spray-${attempts}`)).status;
      attempts++;
    }
    expect(attempts).toBe(31);
    expect((await login('/api/login', '203.0.113.89', 'Summer2025!', 'spray-x')).status).toBe(401);
  });

  it('grows the wait from 15 s to a 15-minute ceiling', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 11, 50].map(waitAfterFailures)).toEqual([0, 15, 30, 60, 120, 240, 480, 900, 900]);
  });
});

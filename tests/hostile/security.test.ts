import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.js';
import { ensureAdminUser } from '../../api/auth/admin-bootstrap.js';
import { SESSION_COOKIE } from '../../api/auth/cookies.js';
import { createLogger } from '../../config/logger.js';
import { parseConfig } from '../../config/config.js';
import { generatedAds, purchases, users } from '../../db/schema.js';
import { insertGenerationSession, insertPurchase } from '../support/payment-fixtures.js';
import { startTestApp } from '../support/app-harness.js';
import { BrowserSession } from '../support/browser-session.js';
import { PRODUCTION_TEST_ENV } from '../../tests/fixtures/security/production-env.js';
import { hasStripeMock, startStripeMock } from '../support/stripe-mock-server.js';
import { NOT_YOUR_ORDER } from '../../api/purchases/access.js';
import { insertPaidPurchase } from '../support/pipeline-harness.js';
import { insertAdWithFiles, LogCapture } from './fixtures.js';
import { listAppRoutes } from './routes.js';

const ADMIN = { username: 'chief', password: 'a-long-production-secret-9f3k' };
type App = Awaited<ReturnType<typeof startTestApp>>;

/**
 * Security proof, in production mode. Already proven elsewhere, and not repeated here:
 * - user logout deletes the session and a replayed cookie gets 401: api/auth/auth.test.ts ("logs in, logs out …")
 * - HttpOnly + SameSite=Lax cookie, Secure in production for /api/register: api/auth/auth.test.ts
 * - password guessing per (account, address) with growing waits, the owner never locked out: tests/hostile/login-throttle.test.ts
 * - per-address request limits, shared by API processes: tests/hostile/rate-limits.test.ts
 * - who may read and change a purchase: tests/hostile/purchase-access.test.ts
 * - request body size and shape before parsing: tests/hostile/body-limits.test.ts
 * - price / quantity / package tampering at checkout: api/routes/payments.test.ts ("refuses a tampered or invalid checkout")
 * - Stripe webhook unsigned, wrongly signed, tampered and stale (replayed) → 400: payments/stripe.test.ts
 * - more styles than paid for in generate-multiple → 400: api/routes/generation.test.ts
 */
describe.skipIf(!hasStripeMock())('security (production mode, Stripe at stripe-mock)', () => {
  let app: App;
  let stripe: Awaited<ReturnType<typeof startStripeMock>>;
  const logs = new LogCapture();
  const visitor = () => new BrowserSession(app.baseUrl);

  beforeAll(async () => {
    stripe = await startStripeMock();
    const config = parseConfig({
      ...PRODUCTION_TEST_ENV,
      STRIPE_API_URL: stripe.url,
      LOG_LEVEL: 'debug',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    });
    app = await startTestApp({ config, logger: createLogger('debug', logs) });
    await ensureAdminUser(app.deps.database.db, config);
  });
  afterAll(async () => {
    await app?.close();
    await stripe?.stop();
  });

  async function signedIn(path: '/api/register' | '/api/admin/login', body: Record<string, string>) {
    const b = visitor();
    const res = await b.post(path, body);
    expect(res.status).toBeLessThan(300);
    return { browser: b, res };
  }

  it('refuses every admin and /api/dev route, found in the router stack, to visitors and normal users', async () => {
    const guarded = listAppRoutes(createApp(app.deps)).filter(
      (r) => /^\w+ \/api\/(admin|dev)\//.test(r) && !/\/admin\/(login|logout)$/.test(r),
    );
    expect(guarded.length).toBeGreaterThanOrEqual(5);
    const orderId = await insertPurchase(app.deps.database.db, {
      sessionId: await insertGenerationSession(app.deps.database.db),
    });
    const { browser: user } = await signedIn('/api/register', {
      username: 'normal',
      email: 'normal@example.com',
      password: 'secret-normal',
    });
    const before = await app.deps.database.db.select({ n: sql<number>`count(*)::int` }).from(purchases);
    for (const who of [visitor(), user]) {
      for (const route of guarded) {
        const [method, pattern] = route.split(' ');
        const path = pattern.replace(':orderId', orderId);
        const res = await who.request(path, {
          method,
          body: method === 'POST' ? { status: 'cancelled', email: 'victim@example.com' } : undefined,
        });
        expect({ route, status: res.status, message: res.body?.message }).toEqual({
          route,
          status: 401,
          message: 'Admin access required',
        });
      }
    }
    // Nothing happened: no status change, no test order, no demo purchase for a test e-mail (no open relay).
    const after = await app.deps.database.db.select({ n: sql<number>`count(*)::int` }).from(purchases);
    expect(after[0].n).toBe(before[0].n);
    const [order] = await app.deps.database.db.select().from(purchases).where(eq(purchases.id, orderId));
    expect(order.status).toBe('processing');
  });

  it('sets HttpOnly, SameSite=Lax, Secure session cookies for users and admins, and clears them the same way', async () => {
    const { res: user } = await signedIn('/api/register', {
      username: 'cookie-user',
      email: 'cookie@example.com',
      password: 'secret-cookie',
    });
    const { browser: admin, res: adminLogin } = await signedIn('/api/admin/login', ADMIN);
    for (const res of [user, adminLogin]) {
      const line = res.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
      expect(line).toMatch(/; HttpOnly/i);
      expect(line).toMatch(/; Secure/i);
      expect(line).toMatch(/; SameSite=Lax/i);
      expect(line).toMatch(/; Path=\//i);
      expect(line.split(';')[0].length).toBeGreaterThan(SESSION_COOKIE.length + 30); // a real random token
    }
    const logout = await admin.post('/api/admin/logout');
    const cleared = logout.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect(cleared).toMatch(/; HttpOnly/i);
    expect(cleared).toMatch(/; Secure/i);
  });

  it('admin logout invalidates the session on the server: the old cookie replayed gets 401', async () => {
    const { browser: admin } = await signedIn('/api/admin/login', ADMIN);
    const stolen = admin.cookies.get(SESSION_COOKIE)!;
    expect((await admin.get('/api/admin/orders')).status).toBe(200);
    expect((await admin.post('/api/admin/logout')).status).toBe(200);
    for (const path of ['/api/admin/auth-check', '/api/admin/orders', '/api/user']) {
      const replay = await app.fetch(path, { headers: { cookie: `${SESSION_COOKIE}=${stolen}` } });
      expect({ path, status: replay.status }).toEqual({ path, status: 401 });
    }
  });

  it('throttles admin password guessing from one address, without locking the admin out elsewhere', async () => {
    const guess = (password: string, address: string) =>
      visitor().request('/api/admin/login', {
        method: 'POST',
        body: { username: 'Chief', password },
        headers: { 'x-forwarded-for': address },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await guess(`guess-${i}`, '203.0.113.50')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await guess(ADMIN.password, '203.0.113.50');
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(right.body.message).toMatch(/^Too many login attempts/);
    expect(right.setCookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    expect((await guess(ADMIN.password, '198.51.100.50')).status).toBe(200);
  });

  it('sends a Permissions-Policy that switches off what the app never uses', async () => {
    const policy = (await app.fetch('/api/health')).headers.get('permissions-policy') ?? '';
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=(self "https://js.stripe.com")'])
      expect(policy).toContain(feature);
  });

  it('charges the package price whatever the client sends: extra amount fields and odd numbers change nothing', async () => {
    const { db } = app.deps.database;
    const sessionId = await insertGenerationSession(db);
    const checkout = (over: Record<string, unknown>) =>
      visitor().post('/api/create-payment-intent', {
        sessionId,
        packageName: 'basic',
        quantity: 5,
        price: 7.99,
        customerEmail: 'buyer@example.com',
        customerName: 'Buyer',
        ...over,
      });
    for (const over of [
      { price: -7.99 },
      { price: 0 },
      { price: '7.99e0' },
      { price: 799 },
      { quantity: 5.5 },
      { quantity: -5 },
      { quantity: '5 ' + 'x' },
      { price: [7.99] },
    ]) {
      const res = await checkout(over);
      expect({ over, status: res.status }).toEqual({ over, status: 400 });
    }
    const res = await checkout({ amount: 1, unitAmount: 1, currency: 'jpy', status: 'completed', completed: true });
    expect(res.status).toBe(201);
    const [row] = await db.select().from(purchases).where(eq(purchases.id, res.body.purchaseId));
    expect(row).toMatchObject({
      amount: 799,
      quantity: 5,
      packageName: 'basic',
      completed: false,
      status: 'processing',
    });
  });

  it('keeps results, downloads, the ZIP, edits and status of one purchase unreachable with another purchase id', async () => {
    const { db } = app.deps.database;
    const sessionA = await insertGenerationSession(db, 'Product A');
    const sessionB = await insertGenerationSession(db, 'Product B');
    const a = await insertPaidPurchase(app.deps.database, sessionA, 5, 'a@example.com');
    const b = await insertPaidPurchase(app.deps.database, sessionB, 5, 'b@example.com');
    const adA = await insertAdWithFiles(app.deps, a, sessionA);
    // Ad ids and file keys are random v4 UUIDs: they cannot be enumerated.
    expect(adA.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(adA.keys['1x1']).toContain(adA.id);

    // Owner's own access works, so the refusals below are about ownership and not a broken fixture.
    expect((await app.fetch(`/api/download-ad/${adA.id}?purchaseId=${a}`)).status).toBe(200);
    expect((await app.fetch(`/api/download-all/${a}`)).status).toBe(200);

    const other = visitor();
    expect((await other.get(`/api/download-ad/${adA.id}?purchaseId=${b}`)).status).toBe(404);
    expect((await other.get(`/api/download-ad/${adA.id}`)).status).toBe(404);
    expect((await other.get(`/api/download-all/${b}`)).status).toBe(404);
    const results = await other.get(`/api/public-results/${b}`);
    expect(results.body.ads).toEqual([]);
    expect(JSON.stringify(results.body)).not.toContain(adA.id);
    expect(JSON.stringify(results.body)).not.toContain('Product A');
    const status = await other.get(`/api/generation-status/${b}`);
    expect(status.body).toMatchObject({ purchaseId: b, adsCount: 0, purchase: { packageName: 'basic', quantity: 5 } });
    expect(JSON.stringify(status.body)).not.toContain('b@example.com');
    const edit = await other.post(`/api/edit-ad/${adA.id}`, { purchaseId: b, userPrompt: 'make the background red' });
    expect(edit.status).toBe(404);
    const [untouched] = await db.select().from(generatedAds).where(eq(generatedAds.id, adA.id));
    expect(untouched).toMatchObject({ isEdited: false, editPrompt: null });
    const mixed = await other.post('/api/generate-multiple', {
      sessionId: sessionB,
      purchaseId: a,
      styleIds: [1, 2, 3, 4, 5],
    });
    expect(mixed).toMatchObject({ status: 403, body: { message: NOT_YOUR_ORDER } });
    expect(
      (await other.post(`/api/update-customer-info/${b}`, { email: 'thief@example.com', name: 'Thief' })).status,
    ).toBe(403);
    expect((await db.select().from(purchases).where(eq(purchases.id, b)))[0].customerEmail).toBe('b@example.com');
  });

  it('accepts no forged payment event: a webhook without a valid signature is 400 and the order stays unpaid', async () => {
    const { db } = app.deps.database;
    const purchaseId = await insertPurchase(db, { sessionId: await insertGenerationSession(db) });
    const forged = JSON.stringify({
      id: 'evt_forged',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_x', amount: 1099, metadata: { purchaseId } } },
    });
    const res = await app.fetch('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: forged,
    });
    expect(res.status).toBe(400);
    // …and the test-mode card endpoint, which would take 4242… as payment, does not exist in production.
    expect(
      (
        await app.fetch(`/api/test-payments/${purchaseId}/confirm`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(404);
    expect((await db.select().from(purchases).where(eq(purchases.id, purchaseId)))[0].completed).toBe(false);
  });
});

describe('no secret or password hash in any response or log line', () => {
  const SECRETS = {
    ADMIN_PASSWORD: 'admin-secret-Zq81-never-logged',
    SMTP_URL: 'smtp://mailer:smtp-secret-Kx72@127.0.0.1:2525',
    S3_SECRET_ACCESS_KEY: 's3-secret-Pw55-never-logged',
    REPLICATE_API_TOKEN: 'r8_replicate-secret-Lm09',
  };
  const PASSWORD = 'buyer-password-Yt63';
  const CARD = {
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '987',
    name: 'Ada Buyer',
    email: 'ada@example.com',
  };

  it('registers, fails and succeeds a login, pays, hits a database failure, and leaks nothing', async () => {
    const logs = new LogCapture();
    // Outside production: the test-mode card form it pays with does not exist there.
    const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace', ADMIN_USERNAME: 'chief', ...SECRETS });
    // The API holds no engine (the worker renders); the token is only configuration here.
    const app = await startTestApp({ config, logger: createLogger('trace', logs) });
    const answers: string[] = [];
    const record = <T extends { status: number; headers: Headers; body: unknown }>(res: T): T => {
      const headers = [...res.headers]
        .filter(([k]) => k !== 'set-cookie')
        .map(([k, v]) => `${k}: ${v}`)
        .join('\n');
      answers.push(`${res.status}\n${headers}\n${JSON.stringify(res.body)}`);
      return res;
    };
    try {
      const { db } = app.deps.database;
      await ensureAdminUser(db, config);
      const buyer = new BrowserSession(app.baseUrl);
      record(await buyer.post('/api/register', { username: 'ada', email: 'ada@example.com', password: PASSWORD }));
      record(await buyer.post('/api/logout'));
      record(await buyer.post('/api/login', { username: 'ada', password: `${PASSWORD}-wrong` }));
      record(await buyer.post('/api/login', { username: 'ada', password: PASSWORD }));
      const token = buyer.cookies.get(SESSION_COOKIE)!;
      record(await buyer.get('/api/user'));
      const sessionId = await insertGenerationSession(db);
      const intent = record(
        await buyer.post('/api/create-payment-intent', {
          sessionId,
          packageName: 'basic',
          quantity: 5,
          price: 7.99,
          customerEmail: 'ada@example.com',
          customerName: 'Ada',
        }),
      );
      record(
        await buyer.post(`/api/test-payments/${intent.body.purchaseId}/confirm`, {
          ...CARD,
          cardNumber: '4000 0000 0000 0002',
        }),
      );
      record(await buyer.post(`/api/test-payments/${intent.body.purchaseId}/confirm`, CARD));
      record(await buyer.get(`/api/purchase/${intent.body.purchaseId}`));
      const admin = new BrowserSession(app.baseUrl);
      record(await admin.post('/api/admin/login', { username: 'chief', password: SECRETS.ADMIN_PASSWORD }));
      const adminToken = admin.cookies.get(SESSION_COOKIE)!;
      record(await admin.get('/api/admin/orders'));
      record(await admin.get('/api/payment-config'));

      // A database failure in the middle of an insert of a password hash: the error is logged, its values are not.
      await db.execute(
        sql.raw(
          `create function refuse_users() returns trigger language plpgsql as $$ begin raise exception 'users are read-only'; end $$`,
        ),
      );
      await db.execute(
        sql.raw('create trigger refuse_users before insert on users for each row execute function refuse_users()'),
      );
      const failed = record(
        await new BrowserSession(app.baseUrl).post('/api/register', {
          username: 'grace',
          email: 'grace@example.com',
          password: PASSWORD,
        }),
      );
      expect(failed.status).toBe(500);
      expect(logs.text).toContain('users are read-only'); // the failure itself is in the log…

      const [row] = await db.select().from(users).where(eq(users.username, 'ada'));
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      const forbidden = {
        password: PASSWORD,
        hash: row.passwordHash,
        hashDigest: row.passwordHash.split('$').at(-1)!,
        token,
        adminToken,
        cardNumber: '4242424242424242',
        cardNumberSpaced: CARD.cardNumber,
        cvc: `"${CARD.cvc}"`,
        ...SECRETS,
        smtpPassword: 'smtp-secret-Kx72',
      };
      const logText = logs.text;
      const responseText = answers.join('\n---\n');
      expect(logText.split('\n').filter(Boolean).length).toBeGreaterThan(10);
      for (const [name, secret] of Object.entries(forbidden)) {
        expect({ name, inLogs: logText.includes(secret), inResponses: responseText.includes(secret) }).toEqual({
          name,
          inLogs: false,
          inResponses: false,
        });
      }
      // No argon2 hash at all, including the one of the registration that failed (its row never existed).
      expect(logText.match(/\$argon2(id|i|d)\$[^"\s,]*/g) ?? []).toEqual([]);
      expect(responseText).not.toMatch(/\$argon2/);
    } finally {
      await app.close();
    }
  });
});

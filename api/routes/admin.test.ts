import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { adJobs } from '../../db/schema.js';
import { createTestDatabase } from '../../tests/support/postgres-server.js';
import { ensureAdminUser } from '../auth/admin-bootstrap.js';
import { BrowserSession } from '../../tests/support/browser-session.js';
import { startTestApp } from '../../tests/support/app-harness.js';
import { insertGenerationSession, insertPurchase, insertUser } from '../../tests/support/payment-fixtures.js';
import { PRODUCTION_TEST_ENV } from '../../tests/fixtures/security/production-env.js';

const ADMIN = { username: 'admin', password: 'admin-test-password' };
/** A configured Temporal UI (not the embedded one): every admin answer must link into it. */
const TEMPORAL_UI_URL = 'https://temporal.example.com/ui/';
const workflowLink = (id: string) => `https://temporal.example.com/ui/namespaces/shop/workflows/purchase-${id}`;

/** Every route behind the admin check, with a body that would succeed for an administrator. */
const GUARDED: Array<[method: 'GET' | 'POST', path: (orderId: string) => string, body?: unknown]> = [
  ['GET', () => '/api/admin/auth-check'],
  ['GET', () => '/api/admin/orders'],
  ['GET', () => '/api/admin/orders?email=buyer'],
  ['POST', (id) => `/api/admin/orders/${id}/status`, { status: 'completed' }],
  ['GET', () => '/api/admin/orders/needs-attention'],
  ['POST', (id) => `/api/admin/orders/${id}/retry-failed`, {}],
  ['POST', (id) => `/api/admin/orders/${id}/resend-email`, {}],
  ['GET', () => '/api/admin/orders/summary'],
  ['GET', () => '/api/admin/orders/export'],
  ['POST', (id) => `/api/admin/orders/${id}/refund`, {}],
];

const postgresUrl = inject('postgresUrl');
const backends: Array<[string, () => Promise<Database>]> = [['PGlite', () => openDatabase({ dataDir: 'memory://' })]];
if (postgresUrl)
  backends.push(['PostgreSQL', async () => openDatabase({ url: await createTestDatabase(postgresUrl, 'admin') })]);

describe.each(backends)('admin API (%s)', (_name, open) => {
  let database: Database;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let orderId: string;
  const admin = () => new BrowserSession(app.baseUrl);

  beforeAll(async () => {
    database = await open();
    app = await startTestApp({
      database,
      env: {
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        TEMPORAL_UI_URL,
        TEMPORAL_NAMESPACE: 'shop',
      },
    });
    const { db } = app.deps.database;
    await ensureAdminUser(db, app.deps.config);
    const sessionId = await insertGenerationSession(db, 'Omega Boost');
    orderId = await insertPurchase(db, { sessionId, customerEmail: 'buyer@example.com' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function loggedInAdmin() {
    const b = admin();
    const res = await b.post('/api/admin/login', ADMIN);
    expect(res.status).toBe(200);
    return b;
  }

  it('refuses every admin route to visitors and to ordinary users with 401', async () => {
    const visitor = new BrowserSession(app.baseUrl);
    const user = new BrowserSession(app.baseUrl);
    expect(
      (await user.post('/api/register', { username: 'normal', email: 'normal@example.com', password: 'secret1' }))
        .status,
    ).toBe(201);
    for (const who of [visitor, user]) {
      for (const [method, path, body] of GUARDED) {
        const res = await who.request(path(orderId), { method, body });
        expect({ path: path(orderId), status: res.status, body: res.body }).toEqual({
          path: path(orderId),
          status: 401,
          body: { message: 'Admin access required' },
        });
      }
    }
    // The refused status change did not happen.
    const orders = (await (await loggedInAdmin()).get('/api/admin/orders')).body;
    expect(orders.find((o: { id: string }) => o.id === orderId).status).toBe('processing');
  });

  it('logs an administrator in and out; a normal account or a wrong password cannot log in here', async () => {
    await insertUser(app.deps.database.db, { username: 'plainuser', email: 'plain@example.com', password: 'secret1' });
    const b = admin();
    expect((await b.post('/api/admin/login', { username: 'plainuser', password: 'secret1' })).status).toBe(401);
    expect((await b.post('/api/admin/login', { username: 'admin', password: 'nope' })).body).toEqual({
      message: 'Invalid username or password',
    });
    expect((await b.post('/api/admin/login', { username: '', password: 'x' })).body).toEqual({
      message: 'Username is required',
      field: 'username',
    });
    expect((await b.get('/api/admin/auth-check')).status).toBe(401);

    const login = await b.post('/api/admin/login', ADMIN);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, isAdmin: true });
    expect((await b.get('/api/admin/auth-check')).body).toEqual({ isAdmin: true });
    expect((await b.get('/api/user')).body).toMatchObject({ username: 'admin', isAdmin: true });

    expect((await b.post('/api/admin/logout')).status).toBe(200);
    expect((await b.get('/api/admin/auth-check')).status).toBe(401);
  });

  it('lists orders newest first with user and product, and searches e-mail case-insensitively and partially', async () => {
    const { db } = app.deps.database;
    const buyer = await insertUser(db, { username: 'shopper', email: 'Shopper@Brand.io', password: 'secret1' });
    const sessionId = await insertGenerationSession(db, 'Night Calm');
    const older = await insertPurchase(db, {
      sessionId,
      userId: buyer.id,
      customerEmail: 'shopper@brand.io',
      createdAt: new Date(Date.now() - 60_000),
      amount: 1999,
      packageName: 'premium',
      quantity: 20,
    });
    const newer = await insertPurchase(db, { sessionId, customerEmail: 'guest_50%@mail.com', customerName: 'Guest' });

    const b = await loggedInAdmin();
    const all = (await b.get('/api/admin/orders')).body;
    const ids = all.map((o: { id: string }) => o.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(all.find((o: { id: string }) => o.id === older)).toEqual({
      id: older,
      user: { username: 'shopper', email: 'Shopper@Brand.io' },
      product: { productName: 'Night Calm' },
      customerName: 'Buyer',
      customerEmail: 'shopper@brand.io',
      packageName: 'premium',
      quantity: 20,
      amount: 1999,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'processing',
      completed: false,
      paid: false,
      generationErrors: [],
      failedAds: 0,
      needsAttention: false,
      workflowUrl: null,
      ads: [],
      refundedAmount: 0,
      disputeStatus: null,
      notes: [],
    });
    expect(all.find((o: { id: string }) => o.id === newer).user).toBeNull();

    const search = async (q: string) =>
      (await b.get(`/api/admin/orders?email=${encodeURIComponent(q)}`)).body.map((o: { id: string }) => o.id);
    expect(await search('SHOPPER@brand')).toEqual([older]);
    expect(await search('brand.IO')).toEqual([older]);
    expect(await search('50%')).toEqual([newer]);
    expect(await search('_')).toEqual([newer]); // a literal underscore, not "any character"
    expect(await search('nobody-here')).toEqual([]);
    expect((await search('')).length).toBe(all.length);
  });

  it("lists the orders needing attention with their count, each ad's state with the cause in words, and the workflow's link", async () => {
    const { db } = app.deps.database;
    const sessionId = await insertGenerationSession(db, 'Attention Gummies');
    const id = await insertPurchase(db, {
      sessionId,
      customerEmail: 'attention@example.com',
      quantity: 3,
      selectedStyleIds: [1, 2, 3],
    });
    const rows: Array<[number, 'ready' | 'failed', string | null]> = [
      [1, 'ready', null],
      [
        2,
        'failed',
        'Style 2 ("x"): the ad engine failed: CUDA error: an illegal memory access at http://10.0.0.7:5000/predict {"trace":"..."}',
      ],
      [3, 'failed', 'Style 3 ("y"): The product photo is too small.'],
    ];
    await db.insert(adJobs).values(
      rows.map(([styleId, state, reason], slot) => ({
        id: `purchase:${id}:${styleId}`,
        kind: 'purchase' as const,
        sessionId,
        purchaseId: id,
        slot,
        styleId,
        state,
        reason,
      })),
    );
    const b = await loggedInAdmin();
    const before = (await b.get('/api/admin/orders/needs-attention')).body.count as number;
    expect(before).toBeGreaterThanOrEqual(1);
    const listed = (await b.get('/api/admin/orders?needsAttention=true')).body as Array<Record<string, unknown>>;
    expect(listed.length).toBe(before);
    const order = listed.find((o) => o.id === id)!;
    expect(order).toMatchObject({
      failedAds: 2,
      needsAttention: true,
      workflowUrl: workflowLink(id),
    });
    expect(order.ads).toEqual([
      { styleId: 1, style: expect.any(String), state: 'ready', reason: null },
      {
        styleId: 2,
        style: expect.any(String),
        state: 'failed',
        reason: 'Style 2 ("x"): The image engine had a problem making this ad.',
      },
      {
        styleId: 3,
        style: expect.any(String),
        state: 'failed',
        reason: 'Style 3 ("y"): The product photo is too small.',
      },
    ]);
    expect(JSON.stringify(order)).not.toMatch(/CUDA|10\.0\.0\.7|trace/);
    // Refunded, it needs no more attention; the answer links the same configured UI.
    const refunded = await b.post(`/api/admin/orders/${id}/status`, { status: 'refunded' });
    expect(refunded.body.order.workflowUrl).toBe(workflowLink(id));
    expect(JSON.stringify((await b.get('/api/admin/orders')).body)).not.toContain('localhost:8233');
    expect((await b.get('/api/admin/orders/needs-attention')).body.count).toBe(before - 1);
  });

  it('sets any of the four statuses, refuses anything else with 400 and an unknown order with 404', async () => {
    const b = await loggedInAdmin();
    for (const status of ['completed', 'refunded', 'cancelled', 'processing', 'completed']) {
      const res = await b.post(`/api/admin/orders/${orderId}/status`, { status });
      expect(res.status).toBe(200);
      expect(res.body.order).toMatchObject({ id: orderId, status, completed: status === 'completed' });
    }
    for (const body of [{ status: 'shipped' }, { status: '' }, { status: 'COMPLETED' }, { status: 3 }, {}]) {
      const res = await b.post(`/api/admin/orders/${orderId}/status`, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Status must be one of processing, completed, refunded, cancelled');
    }
    expect((await b.post('/api/admin/orders/no-such-order/status', { status: 'completed' })).status).toBe(404);
  });
});

describe('/api/dev gate and the test order', () => {
  it('creates a completed test order in development without login', async () => {
    const app = await startTestApp();
    try {
      const res = await new BrowserSession(app.baseUrl).post('/api/dev/create-test-order');
      expect(res.status).toBe(201);
      expect(res.body.order).toMatchObject({
        status: 'completed',
        completed: true,
        paid: true,
        amount: 1099,
        quantity: 10,
        product: { productName: 'Demo Whey Protein' },
      });
    } finally {
      await app.close();
    }
  });

  it('opens /api/dev/* only to administrators in production', async () => {
    const app = await startTestApp({
      env: { ...PRODUCTION_TEST_ENV, ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'a-long-production-secret' },
    });
    try {
      await ensureAdminUser(app.deps.database.db, app.deps.config);
      const visitor = new BrowserSession(app.baseUrl);
      const user = new BrowserSession(app.baseUrl);
      await user.post('/api/register', { username: 'someone', email: 'someone@example.com', password: 'secret1' });
      for (const who of [visitor, user]) {
        for (const path of ['/api/dev/create-test-order', '/api/dev/ping', '/api/dev/test-email']) {
          expect((await who.post(path, { email: 'x@example.com' })).status).toBe(401);
        }
      }
      const chief = new BrowserSession(app.baseUrl);
      expect(
        (await chief.post('/api/admin/login', { username: 'chief', password: 'a-long-production-secret' })).status,
      ).toBe(200);
      const res = await chief.post('/api/dev/create-test-order');
      expect(res.status).toBe(201);
      expect(res.body.order.user).toEqual({ username: 'chief', email: expect.any(String) });
    } finally {
      await app.close();
    }
  });
});

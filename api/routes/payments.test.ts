import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { purchases, webhookEvents } from '../../db/schema.js';
import { insertGenerationSession } from '../../tests/support/payment-fixtures.js';
import { BrowserSession } from '../../tests/support/browser-session.js';
import { startTestApp } from '../../tests/support/app-harness.js';
import { createTestDatabase } from '../../tests/support/postgres-server.js';
import { ensureAdminUser } from '../auth/admin-bootstrap.js';

const postgresUrl = inject('postgresUrl');
const ADMIN = { username: 'admin', password: 'admin-test-password' };
const checkout = (sessionId: string, overrides: Record<string, unknown> = {}) => ({
  sessionId,
  packageName: 'standard',
  quantity: 10,
  price: '10.99',
  customerEmail: 'buyer@example.com',
  customerName: 'Bea Buyer',
  ...overrides,
});
const PAY = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  name: 'Bea Buyer',
  email: 'buyer@example.com',
};

const backends: Array<[string, () => Promise<Database>]> = [['PGlite', () => openDatabase({ dataDir: 'memory://' })]];
if (postgresUrl)
  backends.push(['PostgreSQL', async () => openDatabase({ url: await createTestDatabase(postgresUrl, 'payments') })]);

describe.each(backends)('checkout on the test-mode provider (%s)', (_name, open) => {
  let database: Database;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let sessionId: string;
  const browser = () => new BrowserSession(app.baseUrl);

  beforeAll(async () => {
    database = await open();
    app = await startTestApp({ database, env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
    await ensureAdminUser(database.db, app.deps.config);
    sessionId = await insertGenerationSession(database.db, 'Vital Greens');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const loadPurchase = async (id: string) =>
    (await database.db.select().from(purchases).where(eq(purchases.id, id)))[0];

  it('tells the web that the test-mode card form is active', async () => {
    expect((await browser().get('/api/payment-config')).body).toEqual({ provider: 'test-mode' });
  });

  it('creates a processing purchase with an unguessable id and the amount from the package table', async () => {
    const res = await browser().post(
      '/api/create-payment-intent',
      checkout(sessionId, { quantity: '10', price: 10.99 }),
    );
    expect(res.status).toBe(201);
    expect(res.body.purchaseId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(res.body.clientSecret).toMatch(/^pi_test_[0-9a-f]+_secret_[0-9a-f]+$/);
    const row = await loadPurchase(res.body.purchaseId);
    expect(row).toMatchObject({
      amount: 1099,
      quantity: 10,
      packageName: 'standard',
      status: 'processing',
      completed: false,
      userId: null,
      sessionId,
      customerEmail: 'buyer@example.com',
    });
    expect(res.body.clientSecret.startsWith(row.stripePaymentIntentId!)).toBe(true);
  });

  it.each([
    [{ price: '0.99' }, 400, 'Price does not match the package'],
    [{ price: 10.98 }, 400, 'Price does not match the package'],
    [{ packageName: 'premium', quantity: 20 }, 400, 'Price does not match the package'],
    [{ packageName: 'premium' }, 400, 'Quantity does not match the package'],
    [{ quantity: 20 }, 400, 'Quantity does not match the package'],
    [{ quantity: 'ten' }, 400, 'Quantity does not match the package'],
    [{ packageName: 'mega' }, 400, 'Unknown package'],
    [{ customerEmail: 'nope' }, 400, 'Please enter a valid email address'],
    [{ sessionId: 'no-such-session' }, 404, 'Session not found'],
  ])('refuses a tampered or invalid checkout %j', async (overrides, status, message) => {
    const before = (await database.db.select().from(purchases)).length;
    const res = await browser().post('/api/create-payment-intent', checkout(sessionId, overrides));
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect((await database.db.select().from(purchases)).length).toBe(before);
  });

  it('updates the customer info and answers 404 for an unknown purchase', async () => {
    const b = browser();
    const { purchaseId } = (await b.post('/api/create-payment-intent', checkout(sessionId))).body;
    expect(
      (await b.post(`/api/update-customer-info/${purchaseId}`, { email: 'new@example.com', name: 'New Name' })).body,
    ).toEqual({ success: true });
    expect(await loadPurchase(purchaseId)).toMatchObject({
      customerEmail: 'new@example.com',
      customerName: 'New Name',
    });
    expect((await b.post(`/api/update-customer-info/${purchaseId}`, { email: 'bad', name: 'x' })).status).toBe(400);
    expect((await b.post('/api/update-customer-info/unknown-id', { email: 'a@b.co', name: 'x' })).status).toBe(404);
    expect((await b.get('/api/purchase/unknown-id')).body).toEqual({ message: 'Purchase not found' });
  });

  it("declines 4000 0000 0000 0002 with Stripe's message, then pays with 4242 exactly once", async () => {
    const b = browser();
    const { purchaseId } = (await b.post('/api/create-payment-intent', checkout(sessionId))).body;

    const declined = await b.post(`/api/test-payments/${purchaseId}/confirm`, {
      ...PAY,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({
      message: 'Your card was declined.',
      code: 'card_declined',
      declineCode: 'generic_decline',
    });
    expect((await b.get(`/api/purchase/${purchaseId}`)).body).toMatchObject({
      completed: false,
      paymentError: 'Your card was declined.',
    });

    const invalid = await b.post(`/api/test-payments/${purchaseId}/confirm`, {
      ...PAY,
      cardNumber: '4242 4242 4242 4241',
    });
    expect(invalid.status).toBe(402);
    expect(invalid.body.message).toBe('Your card number is invalid.');
    const expired = await b.post(`/api/test-payments/${purchaseId}/confirm`, { ...PAY, expiry: '01/20' });
    expect(expired.body.message).toBe("Your card's expiration year is in the past.");
    const incomplete = await b.post(`/api/test-payments/${purchaseId}/confirm`, { ...PAY, cvc: '1' });
    expect(incomplete).toMatchObject({ status: 400, body: { message: "Your card's security code is incomplete." } });

    const paid = await b.post(`/api/test-payments/${purchaseId}/confirm`, PAY);
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ status: 'succeeded', purchaseId });
    const row = await loadPurchase(purchaseId);
    expect(row).toMatchObject({ completed: true, status: 'processing', paymentError: null });
    expect(row.paidAt).toBeInstanceOf(Date);

    // Paying again changes nothing (same paid_at), and a later decline cannot un-pay it.
    expect((await b.post(`/api/test-payments/${purchaseId}/confirm`, PAY)).status).toBe(200);
    expect(
      (await b.post(`/api/test-payments/${purchaseId}/confirm`, { ...PAY, cardNumber: '4000000000000002' })).status,
    ).toBe(200);
    const again = await loadPurchase(purchaseId);
    expect(again.paidAt).toEqual(row.paidAt);
    expect(again.paymentError).toBeNull();
    // The test-mode payment went through the webhook's event path: its events are recorded.
    const events = await database.db.select().from(webhookEvents);
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['payment_intent.payment_failed', 'payment_intent.succeeded']),
    );
    expect((await b.post('/api/test-payments/unknown-id/confirm', PAY)).status).toBe(404);
  });

  it('end to end: a logged-in buyer pays and the admin sees the paid order', async () => {
    const buyer = browser();
    expect(
      (await buyer.post('/api/register', { username: 'greenbuyer', email: 'green@example.com', password: 'secret1' }))
        .status,
    ).toBe(201);
    const intent = await buyer.post(
      '/api/create-payment-intent',
      checkout(sessionId, { packageName: 'premium', quantity: 20, price: '19.99', customerEmail: 'Green@Example.com' }),
    );
    expect(intent.status).toBe(201);
    const { purchaseId } = intent.body;
    expect((await buyer.get(`/api/purchase/${purchaseId}`)).body.completed).toBe(false);
    expect((await buyer.post(`/api/test-payments/${purchaseId}/confirm`, PAY)).status).toBe(200);
    expect((await buyer.get(`/api/purchase/${purchaseId}`)).body).toEqual({
      id: purchaseId,
      completed: true,
      packageName: 'premium',
      quantity: 20,
      amount: 1999,
      customerEmail: 'Green@Example.com',
      customerName: 'Bea Buyer',
      sessionId,
      status: 'processing',
      paymentError: null,
      generation: null,
      givenFacts: [],
    });

    const admin = browser();
    expect((await admin.post('/api/admin/login', ADMIN)).status).toBe(200);
    const orders = (await admin.get('/api/admin/orders?email=green%40EXAMPLE')).body;
    expect(orders).toEqual([
      expect.objectContaining({
        id: purchaseId,
        user: { username: 'greenbuyer', email: 'green@example.com' },
        product: { productName: 'Vital Greens' },
        quantity: 20,
        amount: 1999,
        status: 'processing',
        completed: false,
        paid: true,
      }),
    ]);
    expect(
      (await admin.post(`/api/admin/orders/${purchaseId}/status`, { status: 'completed' })).body.order.completed,
    ).toBe(true);
  });
});

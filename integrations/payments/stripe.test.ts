import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../db/schema.js';
import { BrowserSession } from '../../tests/support/browser-session.js';
import { startTestApp } from '../../tests/support/app-harness.js';
import { hasStripeMock, startStripeMock } from '../../tests/support/stripe-mock-server.js';
import { insertGenerationSession } from '../../tests/support/payment-fixtures.js';

const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

function intentEvent(
  id: string,
  type: string,
  intent: { id: string; purchaseId?: string; amount?: number; error?: string },
) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount ?? 1099,
        amount_received: type.endsWith('succeeded') ? (intent.amount ?? 1099) : 0,
        currency: 'usd',
        status: type.endsWith('succeeded') ? 'succeeded' : 'requires_payment_method',
        metadata: intent.purchaseId ? { purchaseId: intent.purchaseId } : {},
        last_payment_error: intent.error ? { message: intent.error, type: 'card_error', code: 'card_declined' } : null,
      },
    },
  });
}

describe.skipIf(!hasStripeMock())('Stripe provider against stripe-mock', () => {
  let mock: Awaited<ReturnType<typeof startStripeMock>>;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let sessionId: string;
  const browser = () => new BrowserSession(app.baseUrl);

  beforeAll(async () => {
    mock = await startStripeMock();
    app = await startTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: mock.url,
      },
    });
    sessionId = await insertGenerationSession(app.deps.database.db);
  });
  afterAll(async () => {
    await app?.close();
    await mock?.stop();
  });

  const loadPurchase = async (id: string) =>
    (await app.deps.database.db.select().from(purchases).where(eq(purchases.id, id)))[0];
  /** A checkout in its own browser: `buyer` is the browser that owns the order. */
  async function newPurchase() {
    const buyer = browser();
    const res = await buyer.post('/api/create-payment-intent', {
      sessionId,
      packageName: 'standard',
      quantity: 10,
      price: '10.99',
      customerEmail: 'buyer@example.com',
      customerName: 'Bea Buyer',
    });
    expect(res.status).toBe(201);
    const row = await loadPurchase(res.body.purchaseId);
    return {
      buyer,
      purchaseId: res.body.purchaseId as string,
      clientSecret: res.body.clientSecret as string,
      intentId: row.stripePaymentIntentId!,
    };
  }
  const deliver = (payload: string, signature?: string) =>
    fetch(`${app.baseUrl}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      body: payload,
    });
  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp,
    });

  it('publishes the publishable key and has no test-mode card endpoint', async () => {
    expect((await browser().get('/api/payment-config')).body).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_123',
    });
    const { purchaseId } = await newPurchase();
    expect((await browser().post(`/api/test-payments/${purchaseId}/confirm`, {})).status).toBe(404);
  });

  it('creates a PaymentIntent for the package amount with the purchase id in metadata and an idempotency key', async () => {
    const before = mock.requests.length;
    const { buyer, purchaseId, clientSecret, intentId } = await newPurchase();
    expect(intentId).toMatch(/^pi_/);
    expect(clientSecret).toMatch(/_secret_/);
    const [create] = mock.requests.slice(before);
    expect(create.method).toBe('POST');
    expect(create.path).toBe('/v1/payment_intents');
    expect(create.idempotencyKey).toBe(`purchase-${purchaseId}`);
    expect(Object.fromEntries(create.params)).toMatchObject({
      amount: '1099',
      currency: 'usd',
      'automatic_payment_methods[enabled]': 'true',
      receipt_email: 'buyer@example.com',
      'metadata[purchaseId]': purchaseId,
      'metadata[packageName]': 'standard',
    });

    expect(
      (await buyer.post(`/api/update-customer-info/${purchaseId}`, { email: 'later@example.com', name: 'Later Name' }))
        .status,
    ).toBe(200);
    const update = mock.requests.at(-1)!;
    expect(update.path).toBe(`/v1/payment_intents/${intentId}`);
    expect(update.params.get('receipt_email')).toBe('later@example.com');
  });

  it('refuses unsigned, wrongly signed, tampered and stale (replayed) deliveries with 400', async () => {
    const { purchaseId, intentId } = await newPurchase();
    const payload = intentEvent('evt_bad_sig', 'payment_intent.succeeded', { id: intentId, purchaseId });
    const stale = Math.floor(Date.now() / 1000) - 10 * 60; // Stripe's tolerance is 5 minutes
    const cases: Array<[string, string | undefined]> = [
      [payload, undefined],
      [payload, sign(payload, { secret: 'whsec_someone_else' })],
      [payload.replace('1099', '1'), sign(payload)],
      [payload, sign(payload, { timestamp: stale })],
      [payload, 't=123,v1=deadbeef'],
    ];
    for (const [body, signature] of cases) {
      const res = await deliver(body, signature);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/^Webhook signature verification failed/);
    }
    expect((await loadPurchase(purchaseId)).completed).toBe(false);
  });

  it('marks the purchase paid exactly once however often payment_intent.succeeded is delivered', async () => {
    const { purchaseId, intentId } = await newPurchase();
    const payload = intentEvent('evt_paid_once', 'payment_intent.succeeded', { id: intentId, purchaseId });
    const first = await deliver(payload, sign(payload));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const paid = await loadPurchase(purchaseId);
    expect(paid).toMatchObject({ completed: true, status: 'processing' });

    const repeats = await Promise.all([1, 2, 3].map(() => deliver(payload, sign(payload))));
    for (const res of repeats) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, duplicate: true });
    }
    expect((await loadPurchase(purchaseId)).paidAt).toEqual(paid.paidAt);
    expect((await browser().get(`/api/purchase/${purchaseId}`)).body.completed).toBe(true);
  });

  it('records payment_failed, lets a later success win, and never un-pays on a late failure', async () => {
    const { purchaseId, intentId } = await newPurchase();
    const failed = intentEvent('evt_fail_1', 'payment_intent.payment_failed', {
      id: intentId,
      purchaseId,
      error: 'Your card was declined.',
    });
    expect((await deliver(failed, sign(failed))).status).toBe(200);
    expect(await loadPurchase(purchaseId)).toMatchObject({ completed: false, paymentError: 'Your card was declined.' });

    const succeeded = intentEvent('evt_ok_1', 'payment_intent.succeeded', { id: intentId, purchaseId });
    expect((await deliver(succeeded, sign(succeeded))).status).toBe(200);
    expect(await loadPurchase(purchaseId)).toMatchObject({ completed: true, paymentError: null });

    const late = intentEvent('evt_fail_2', 'payment_intent.payment_failed', {
      id: intentId,
      purchaseId,
      error: 'Your card has insufficient funds.',
    });
    expect((await deliver(late, sign(late))).status).toBe(200);
    expect(await loadPurchase(purchaseId)).toMatchObject({ completed: true, paymentError: null });
  });

  it('finds the purchase by intent id without metadata, and refuses a success for another amount', async () => {
    const a = await newPurchase();
    const byIntent = intentEvent('evt_by_intent', 'payment_intent.succeeded', { id: a.intentId });
    expect((await deliver(byIntent, sign(byIntent))).status).toBe(200);
    expect((await loadPurchase(a.purchaseId)).completed).toBe(true);

    const b = await newPurchase();
    const cheap = intentEvent('evt_cheap', 'payment_intent.succeeded', {
      id: b.intentId,
      purchaseId: b.purchaseId,
      amount: 99,
    });
    expect((await deliver(cheap, sign(cheap))).status).toBe(200);
    expect((await loadPurchase(b.purchaseId)).completed).toBe(false);

    const other = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect((await deliver(other, sign(other))).status).toBe(200);
  });

  it('without a webhook, GET /api/purchase asks Stripe once per call and completes when the intent succeeded', async () => {
    const { buyer, purchaseId, intentId } = await newPurchase();
    const lookups = () =>
      mock.requests.filter((r) => r.method === 'GET' && r.path.startsWith(`/v1/payment_intents/${intentId}`)).length;

    expect((await buyer.get(`/api/purchase/${purchaseId}`)).body.completed).toBe(false); // stripe-mock: requires_payment_method
    expect(lookups()).toBe(1);
    // Only the buyer's own thank-you page asks Stripe: someone else holding the id costs no API call.
    expect((await browser().get(`/api/purchase/${purchaseId}`)).body.completed).toBe(false);
    expect(lookups()).toBe(1);

    mock.patch(`GET /v1/payment_intents/${intentId}`, {
      status: 'succeeded',
      amount: 1099,
      amount_received: 1099,
      last_payment_error: null,
    });
    expect((await buyer.get(`/api/purchase/${purchaseId}`)).body).toMatchObject({
      completed: true,
      paymentError: null,
    });
    expect(lookups()).toBe(2);
    expect((await buyer.get(`/api/purchase/${purchaseId}`)).body.completed).toBe(true);
    expect(lookups()).toBe(2); // paid purchases are never looked up again
  });

  it('answers 502 and leaves no order behind when Stripe cannot be reached', async () => {
    const down = await startTestApp({
      database: app.deps.database,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: 'http://127.0.0.1:1',
      },
    });
    try {
      const before = (await app.deps.database.db.select().from(purchases)).length;
      const res = await new BrowserSession(down.baseUrl).post('/api/create-payment-intent', {
        sessionId,
        packageName: 'basic',
        quantity: 5,
        price: 7.99,
        customerEmail: 'buyer@example.com',
        customerName: 'Bea Buyer',
      });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ message: 'The payment provider could not be reached. Please try again.' });
      expect((await app.deps.database.db.select().from(purchases)).length).toBe(before);
    } finally {
      await down.close();
    }
  });
});

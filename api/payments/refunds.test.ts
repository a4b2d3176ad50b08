import fs from 'node:fs';
import path from 'node:path';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminUser } from '../auth/admin-bootstrap.js';
import { openDatabase, type Database } from '../../db/client.js';
import { orderNotes, purchases } from '../../db/schema.js';
import { LocalAdEngine } from '../../engine/render/index.js';
import { OutboxMailer } from '../../integrations/mail/outbox-mailer.js';
import { LocalStorage } from '../../integrations/storage/local-storage.js';
import { BrowserSession } from '../../tests/support/browser-session.js';
import { insertGenerationSession, insertPurchase } from '../../tests/support/payment-fixtures.js';
import {
  decodeQuotedPrintable,
  quietTemporalRuntime,
  startPipelineApp,
  startTestWorker,
  tempDir,
  waitFor,
} from '../../tests/support/pipeline-harness.js';
import { hasStripeMock, startStripeMock } from '../../tests/support/stripe-mock-server.js';
import { createTestTemporal } from '../../tests/support/temporal.js';

const WEBHOOK_SECRET = 'whsec_refunds';
const ADMIN = { username: 'refund-admin', password: 'refund-admin-password' };
const signer = new Stripe('sk_test_signer');
let eventCounter = 0;

/** A signed Stripe event as Stripe's servers send it. */
function stripeEvent(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({
    id: `evt_refunds_${++eventCounter}_${Date.now()}`,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}

/** Refunds and disputes reach the order (decision 062): Stripe's events, the admin's refund, the buyer's e-mail. */
describe.skipIf(!hasStripeMock())('refunds and disputes', () => {
  let env: TestWorkflowEnvironment;
  let database: Database;
  let stripe: Awaited<ReturnType<typeof startStripeMock>>;
  let app: Awaited<ReturnType<typeof startPipelineApp>>;
  let worker: Awaited<ReturnType<typeof startTestWorker>>;
  let admin: BrowserSession;
  const outbox = tempDir('refund-outbox');

  beforeAll(async () => {
    quietTemporalRuntime();
    [env, database, stripe] = await Promise.all([
      createTestTemporal(),
      openDatabase({ dataDir: 'memory://' }),
      startStripeMock(),
    ]);
    worker = await startTestWorker({
      env,
      taskQueue: 'refunds',
      database,
      storage: new LocalStorage(tempDir('refund-files')),
      mailer: new OutboxMailer(outbox, 'AdForge <ads@adforge.local>'),
      engine: new LocalAdEngine(),
    });
    app = await startPipelineApp({
      env,
      taskQueue: 'refunds',
      database,
      vars: {
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      },
    });
    await ensureAdminUser(database.db, app.config);
    admin = new BrowserSession(app.baseUrl);
    expect((await admin.post('/api/admin/login', ADMIN)).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await worker?.stop();
    await stripe?.stop();
    await database?.close();
    await env?.teardown();
  });

  async function paidOrder(email: string) {
    const sessionId = await insertGenerationSession(database.db, 'Night Calm Gummies');
    const intent = `pi_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;
    const id = await insertPurchase(database.db, {
      sessionId,
      amount: 799,
      packageName: 'basic',
      quantity: 5,
      customerEmail: email,
      customerName: 'Rhea Fund',
      completed: true,
      paidAt: new Date(),
      stripePaymentIntentId: intent,
    });
    return { id, intent };
  }
  const deliver = ({ payload, signature }: { payload: string; signature: string }) =>
    fetch(`${app.baseUrl}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    }).then(async (r) => ({ status: r.status, body: await r.json() }));
  const load = async (id: string) => (await database.db.select().from(purchases).where(eq(purchases.id, id)))[0];
  const notes = async (id: string) =>
    (await database.db.select().from(orderNotes).where(eq(orderNotes.purchaseId, id))).map(
      (n) => `${n.author}: ${n.text}`,
    );
  /** The refund e-mails sent to `to`, decoded. */
  const refundMails = (to: string) =>
    (fs.existsSync(outbox) ? fs.readdirSync(outbox) : [])
      .map((f) =>
        Buffer.from(decodeQuotedPrintable(fs.readFileSync(path.join(outbox, f), 'utf8')), 'latin1').toString('utf8'),
      )
      .filter((m) => m.includes(`To: ${to}`) && /refunded/.test(m));
  const charge = (intent: string, refunded: number) => ({
    id: `ch_${intent.slice(3)}`,
    object: 'charge',
    amount: 799,
    amount_refunded: refunded,
    refunded: refunded >= 799,
    payment_intent: intent,
    metadata: {},
  });
  const refund = (id: string, intent: string, amount: number, status = 'succeeded') => ({
    id,
    object: 'refund',
    amount,
    status,
    payment_intent: intent,
    charge: `ch_${intent.slice(3)}`,
    metadata: {},
  });

  it('a full refund made in Stripe marks the order refunded, notes it, and e-mails the buyer once', async () => {
    const order = await paidOrder('full@example.com');
    // Stripe sends both for one refund, in either order, and may repeat either.
    expect(await deliver(stripeEvent('refund.created', refund('re_full_1', order.intent, 799)))).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
    const chargeEvent = stripeEvent('charge.refunded', charge(order.intent, 799));
    expect((await deliver(chargeEvent)).status).toBe(200);
    expect((await deliver(chargeEvent)).body).toEqual({ received: true, duplicate: true });
    expect(await load(order.id)).toMatchObject({ status: 'refunded', refundedAmount: 799 });
    expect(await notes(order.id)).toEqual(['stripe: Stripe reported a refund: $7.99 (refunded in full)']);
    const mails = await waitFor(
      async () => refundMails('full@example.com').length > 0 && refundMails('full@example.com'),
      30_000,
      'the refund e-mail',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Your order for Night Calm Gummies has been refunded');
    expect(mails[0]).toContain('We refunded your order in full: $7.99 goes back to the card you paid with.');
    // The admin reads the same.
    const [row] = (await admin.get(`/api/admin/orders?email=full@example.com`)).body;
    expect(row).toMatchObject({ status: 'refunded', refundedAmount: 799, notes: [{ author: 'stripe' }] });
  });

  it('a partial refund notes the amount and keeps the status; a later one completes it', async () => {
    const order = await paidOrder('partial@example.com');
    await deliver(stripeEvent('charge.refunded', charge(order.intent, 300)));
    expect(await load(order.id)).toMatchObject({ status: 'processing', refundedAmount: 300 });
    await deliver(stripeEvent('refund.created', refund('re_part_2', order.intent, 499)));
    // charge.refunded's running total (300) and the refunds by id (499) disagree until Stripe names the first one.
    await deliver(stripeEvent('refund.updated', refund('re_part_1', order.intent, 300)));
    expect(await load(order.id)).toMatchObject({ status: 'refunded', refundedAmount: 799 });
    expect(await notes(order.id)).toEqual([
      'stripe: Stripe reported a refund: $3.00 ($3.00 of $7.99 so far)',
      'stripe: Stripe reported a refund: $1.99 ($4.99 of $7.99 so far)',
      'stripe: Stripe reported a refund: $3.00 (refunded in full)',
    ]);
    const subjects = await waitFor(
      async () => {
        const m = refundMails('partial@example.com');
        return m.length >= 3 && m.map((x) => /^Subject: (.*)$/m.exec(x)?.[1]).sort();
      },
      30_000,
      'three refund e-mails',
    );
    expect(subjects).toEqual([
      '$1.99 of your order for Night Calm Gummies has been refunded',
      '$3.00 of your order for Night Calm Gummies has been refunded',
      'Your order for Night Calm Gummies has been refunded',
    ]);
  });

  it('disputes: opened and lost reach the order as notes; a lost one counts as refunded, without an e-mail', async () => {
    const order = await paidOrder('dispute@example.com');
    const dispute = (status: string) => ({
      id: 'dp_test_1',
      object: 'dispute',
      amount: 799,
      status,
      reason: 'fraudulent',
      charge: `ch_${order.intent.slice(3)}`,
      payment_intent: order.intent,
      evidence_details: { due_by: Date.UTC(2030, 0, 15) / 1000 },
    });
    await deliver(stripeEvent('charge.dispute.created', dispute('needs_response')));
    await deliver(stripeEvent('charge.dispute.updated', dispute('needs_response'))); // same state: nothing new
    expect(await load(order.id)).toMatchObject({ status: 'processing', disputeStatus: 'needs_response' });
    await deliver(stripeEvent('charge.dispute.closed', dispute('lost')));
    expect(await load(order.id)).toMatchObject({ status: 'refunded', disputeStatus: 'lost', refundedAmount: 799 });
    expect(await notes(order.id)).toEqual([
      'stripe: Dispute opened by the card holder (fraudulent) for $7.99: needs a response; answer in Stripe by 2030-01-15',
      'stripe: Dispute lost: the bank took the money back',
    ]);
    expect(refundMails('dispute@example.com')).toEqual([]);
  });

  it('refuses a malformed refund or dispute event with 400, changing nothing', async () => {
    const order = await paidOrder('malformed@example.com');
    const bad = await deliver(
      stripeEvent('charge.refunded', { id: 'ch_x', object: 'charge', payment_intent: order.intent }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Webhook event is malformed: amount/);
    expect(await load(order.id)).toMatchObject({ refundedAmount: 0 });
  });

  it("the admin's refund calls Stripe's refund API once (idempotency key), however often it is clicked", async () => {
    const order = await paidOrder('button@example.com');
    stripe.patch('POST /v1/refunds', { id: 're_admin_1', status: 'succeeded', amount: 799 });
    const before = stripe.requests.length;
    const clicks = await Promise.all(
      [1, 2].map(() => admin.post(`/api/admin/orders/${order.id}/refund`, { note: 'Buyer asked by e-mail' })),
    );
    for (const click of clicks) expect(click.status).toBe(200);
    const calls = stripe.requests.slice(before).filter((r) => r.path === '/v1/refunds');
    expect(calls.length).toBeGreaterThanOrEqual(1);
    for (const call of calls) {
      expect(call.idempotencyKey).toBe(`refund-${order.id}-0`);
      expect(Object.fromEntries(call.params)).toMatchObject({
        payment_intent: order.intent,
        amount: '799',
        reason: 'requested_by_customer',
        'metadata[purchaseId]': order.id,
      });
    }
    expect(clicks.map((c) => c.body.status).sort()).toEqual(
      calls.length === 1 ? ['already-refunded', 'refunded'] : ['refunded', 'refunded'],
    );
    expect(await load(order.id)).toMatchObject({ status: 'refunded', refundedAmount: 799 });
    expect(await notes(order.id)).toEqual([
      `${ADMIN.username}: Refunded by ${ADMIN.username}: $7.99 (refunded in full) — Buyer asked by e-mail`,
    ]);
    // Stripe's own events about the same refund change nothing more.
    await deliver(stripeEvent('refund.created', refund('re_admin_1', order.intent, 799)));
    await deliver(stripeEvent('charge.refunded', charge(order.intent, 799)));
    expect(await notes(order.id)).toHaveLength(1);
    // A third click: nothing left to give back, no call to Stripe.
    const again = await admin.post(`/api/admin/orders/${order.id}/refund`, {});
    expect(again.body.status).toBe('already-refunded');
    expect(stripe.requests.slice(before).filter((r) => r.path === '/v1/refunds')).toHaveLength(calls.length);
    const mails = await waitFor(
      async () => refundMails('button@example.com').length > 0 && refundMails('button@example.com'),
      30_000,
      'the refund e-mail',
    );
    expect(mails).toHaveLength(1);
  });

  it('refuses to refund an order that was never paid, and is for administrators only', async () => {
    const sessionId = await insertGenerationSession(database.db);
    const unpaid = await insertPurchase(database.db, { sessionId, stripePaymentIntentId: 'pi_unpaid_1' });
    const res = await admin.post(`/api/admin/orders/${unpaid}/refund`, {});
    expect([res.status, res.body.message]).toEqual([409, 'This order was never paid: there is nothing to refund.']);
    expect((await new BrowserSession(app.baseUrl).post(`/api/admin/orders/${unpaid}/refund`, {})).status).toBe(401);
    expect((await admin.post(`/api/admin/orders/${crypto.randomUUID()}/refund`, {})).status).toBe(404);
  });
});

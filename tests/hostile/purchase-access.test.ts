import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminUser } from '../../api/auth/admin-bootstrap.js';
import { NOT_YOUR_ORDER } from '../../api/purchases/access.js';
import { parseConfig } from '../../config/config.js';
import { purchases } from '../../db/schema.js';
import { insertGenerationSession } from '../support/payment-fixtures.js';
import { startTestApp } from '../support/app-harness.js';
import { BrowserSession } from '../support/browser-session.js';

const ADMIN = { username: 'boss', password: 'boss-password-long' };
const CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  name: 'Ada Buyer',
  email: 'ada@example.com',
};
const DECLINED = { ...CARD, cardNumber: '4000 0000 0000 0002' };

/**
 * The purchase id is the results link (anyone holding /final-results/{id} may view, download and
 * edit), but the order itself belongs to the browser that placed it: its visitor cookie or the
 * account that ordered, and administrators. Everyone else reads no name or e-mail and changes nothing.
 */
describe('a purchase belongs to the browser that placed it', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let sessionId: string;
  beforeAll(async () => {
    const config = parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MULTIPLIER: '0',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    });
    app = await startTestApp({ config });
    await ensureAdminUser(app.deps.database.db, config);
    sessionId = await insertGenerationSession(app.deps.database.db, 'Calm Nights');
  });
  afterAll(() => app?.close());

  const browser = () => new BrowserSession(app.baseUrl);
  const row = async (id: string) =>
    (await app.deps.database.db.select().from(purchases).where(eq(purchases.id, id)))[0];
  async function checkout(buyer: BrowserSession) {
    const res = await buyer.post('/api/create-payment-intent', {
      sessionId,
      packageName: 'basic',
      quantity: 5,
      price: 7.99,
      customerEmail: 'ada@example.com',
      customerName: 'Ada Lovelace',
    });
    expect(res.status).toBe(201);
    return res.body.purchaseId as string;
  }

  it('tells a stranger holding the id nothing personal and lets them change nothing', async () => {
    const buyer = browser();
    const purchaseId = await checkout(buyer);
    const stranger = browser();

    const own = await buyer.get(`/api/purchase/${purchaseId}`);
    expect(own.body).toMatchObject({ customerEmail: 'ada@example.com', customerName: 'Ada Lovelace' });
    const seen = await stranger.get(`/api/purchase/${purchaseId}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ id: purchaseId, completed: false, packageName: 'basic', quantity: 5 });
    expect(JSON.stringify(seen.body)).not.toMatch(/ada@example\.com|Ada Lovelace/);

    // A stranger cannot record a decline, pay, change the e-mail the results go to, or choose the styles.
    for (const [path, body] of [
      [`/api/test-payments/${purchaseId}/confirm`, DECLINED],
      [`/api/test-payments/${purchaseId}/confirm`, CARD],
      [`/api/update-customer-info/${purchaseId}`, { email: 'thief@example.com', name: 'Thief' }],
    ] as const) {
      const res = await stranger.post(path, body);
      expect({ path, status: res.status, message: res.body.message }).toEqual({
        path,
        status: 403,
        message: NOT_YOUR_ORDER,
      });
    }
    expect(await row(purchaseId)).toMatchObject({
      completed: false,
      paymentError: null,
      customerEmail: 'ada@example.com',
      customerName: 'Ada Lovelace',
    });

    // The buyer's own browser goes on: decline, pay, correct the e-mail.
    expect((await buyer.post(`/api/test-payments/${purchaseId}/confirm`, DECLINED)).status).toBe(402);
    expect((await buyer.get(`/api/purchase/${purchaseId}`)).body.paymentError).toBe('Your card was declined.');
    expect((await stranger.get(`/api/purchase/${purchaseId}`)).body.paymentError).toBeNull();
    expect((await buyer.post(`/api/test-payments/${purchaseId}/confirm`, CARD)).status).toBe(200);
    expect(
      (await buyer.post(`/api/update-customer-info/${purchaseId}`, { email: 'ada.l@example.com', name: 'Ada L' }))
        .status,
    ).toBe(200);

    // Choosing styles after payment: the stranger is refused before anything else is looked at.
    const picked = { sessionId, purchaseId, styleIds: [1, 2] };
    expect(await stranger.post('/api/generate-multiple', picked)).toMatchObject({
      status: 403,
      body: { message: NOT_YOUR_ORDER },
    });
    expect(await buyer.post('/api/generate-multiple', picked)).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^Please select exactly 5 styles/) },
    });

    // Progress and results stay readable by link, without the buyer's e-mail or name.
    const status = await stranger.get(`/api/generation-status/${purchaseId}`);
    expect(status.status).toBe(200);
    expect(status.body.purchase).toEqual({ packageName: 'basic', quantity: 5 });
    expect((await buyer.get(`/api/generation-status/${purchaseId}`)).body.purchase.customerEmail).toBe(
      'ada.l@example.com',
    );
    const results = await stranger.get(`/api/public-results/${purchaseId}`);
    expect(results.status).toBe(200);
    expect(JSON.stringify(results.body)).not.toMatch(/ada(\.l)?@example\.com|Ada L/);
  });

  it('belongs to the account that ordered in any browser it signs in from, and admins see everything', async () => {
    const first = browser();
    expect(
      (await first.post('/api/register', { username: 'grace', email: 'grace@example.com', password: 'secret-grace' }))
        .status,
    ).toBe(201);
    const purchaseId = await checkout(first);

    const laptop = browser(); // another browser: no visitor cookie of the order
    expect((await laptop.get(`/api/purchase/${purchaseId}`)).body.customerEmail).toBeUndefined();
    expect((await laptop.post('/api/login', { username: 'grace', password: 'secret-grace' })).status).toBe(200);
    expect((await laptop.get(`/api/purchase/${purchaseId}`)).body.customerEmail).toBe('ada@example.com');
    expect(
      (await laptop.post(`/api/update-customer-info/${purchaseId}`, { email: 'grace@example.com', name: 'Grace' }))
        .status,
    ).toBe(200);

    const someoneElse = browser();
    await someoneElse.post('/api/register', {
      username: 'mallory',
      email: 'mallory@example.com',
      password: 'secret-mallory',
    });
    expect(
      (await someoneElse.post(`/api/update-customer-info/${purchaseId}`, { email: 'm@example.com', name: 'M' })).status,
    ).toBe(403);

    const admin = browser();
    expect((await admin.post('/api/admin/login', ADMIN)).status).toBe(200);
    expect((await admin.get(`/api/purchase/${purchaseId}`)).body).toMatchObject({
      customerEmail: 'grace@example.com',
      customerName: 'Grace',
    });
    expect(
      (await admin.post(`/api/update-customer-info/${purchaseId}`, { email: 'grace@example.org', name: 'Grace H' }))
        .status,
    ).toBe(200);
  });

  it('answers 404 (not 403) for an id that does not exist', async () => {
    const id = crypto.randomUUID();
    expect(
      (await browser().post(`/api/update-customer-info/${id}`, { email: 'x@example.com', name: 'X' })).status,
    ).toBe(404);
    expect((await browser().post(`/api/test-payments/${id}/confirm`, CARD)).status).toBe(404);
    expect((await browser().get(`/api/purchase/${id}`)).status).toBe(404);
  });
});

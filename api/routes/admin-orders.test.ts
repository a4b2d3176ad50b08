import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureAdminUser } from '../auth/admin-bootstrap.js';
import { openDatabase, type Database } from '../../db/client.js';
import { purchases } from '../../db/schema.js';
import { startTestApp } from '../../tests/support/app-harness.js';
import { BrowserSession } from '../../tests/support/browser-session.js';
import { insertGenerationSession } from '../../tests/support/payment-fixtures.js';
import { createTestDatabase } from '../../tests/support/postgres-server.js';

const ADMIN = { username: 'admin', password: 'admin-test-password' };
const ORDERS = 1200;
const DAY = 86_400_000;
const STATUSES = ['processing', 'completed', 'refunded', 'cancelled'] as const;

const postgresUrl = inject('postgresUrl');
const backends: Array<[string, () => Promise<Database>]> = [['PGlite', () => openDatabase({ dataDir: 'memory://' })]];
if (postgresUrl)
  backends.push([
    'PostgreSQL',
    async () => openDatabase({ url: await createTestDatabase(postgresUrl, 'admin_orders') }),
  ]);

/** A shop's admin over 1,200 orders (decision 063): pages, filters, CSV of the filtered list, the chart from the server. */
describe.each(backends)('admin orders at scale (%s)', (_name, open) => {
  let database: Database;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let admin: BrowserSession;
  /** Order i: created i hours ago (i = 0 the newest), status by i % 4, e-mail by i % 3. */
  const now = Date.now();
  const ids: string[] = [];

  beforeAll(async () => {
    database = await open();
    app = await startTestApp({ database, env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
    await ensureAdminUser(database.db, app.deps.config);
    const sessionId = await insertGenerationSession(database.db, 'Scale Greens');
    const rows = Array.from({ length: ORDERS }, (_, i) => {
      const id = crypto.randomUUID();
      ids.push(id);
      return {
        id,
        sessionId,
        amount: 799,
        packageName: 'basic',
        quantity: 5,
        customerEmail: `${['ann', 'bob', 'cy'][i % 3]}${i}@shop${i % 3}.example`,
        customerName: i === 7 ? '=HYPERLINK("http://evil.example","click")' : `Buyer ${i}`,
        status: STATUSES[i % 4],
        completed: true,
        createdAt: new Date(now - i * 3_600_000),
      };
    });
    for (let i = 0; i < rows.length; i += 400) await database.db.insert(purchases).values(rows.slice(i, i + 400));
    admin = new BrowserSession(app.baseUrl);
    expect((await admin.post('/api/admin/login', ADMIN)).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('pages past 500 orders: every order exactly once, newest first, with the total and a next link', async () => {
    const seen: string[] = [];
    let url: string | undefined = '/api/admin/orders?pageSize=200';
    let pages = 0;
    while (url) {
      const res = await admin.get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-total-count')).toBe(String(ORDERS));
      seen.push(...res.body.map((o: { id: string }) => o.id));
      url = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1];
      pages += 1;
    }
    expect(pages).toBe(6);
    expect(seen).toEqual(ids);
    // Page 13 of 50 (the SPA's page size) holds orders 600–649.
    const page13 = (await admin.get('/api/admin/orders?page=13&pageSize=50')).body;
    expect(page13.map((o: { id: string }) => o.id)).toEqual(ids.slice(600, 650));
    expect((await admin.get('/api/admin/orders?page=30&pageSize=50')).body).toEqual([]);
    for (const bad of [
      'page=0',
      'page=x',
      'pageSize=201',
      'pageSize=0',
      'status=lost',
      'from=yesterday',
      'tz=Mars/Base',
    ])
      expect((await admin.get(`/api/admin/orders?${bad}`)).status, bad).toBe(400);
  });

  it('filters by status, e-mail search, order id and date range, and counts the matches', async () => {
    const count = async (query: string) => {
      const res = await admin.get(`/api/admin/orders/summary?${query}`);
      expect(res.status).toBe(200);
      return res.body.total as number;
    };
    expect(await count('')).toBe(ORDERS);
    expect(await count('status=refunded')).toBe(ORDERS / 4);
    expect(await count('email=%40SHOP1.example')).toBe(ORDERS / 3);
    expect(await count('email=%40shop1.example&status=completed')).toBe(100); // i ≡ 1 (mod 3) and (mod 4): i ≡ 1 (mod 12)
    expect((await admin.get(`/api/admin/orders?email=%23${ids[1000]}`)).body.map((o: { id: string }) => o.id)).toEqual([
      ids[1000],
    ]);
    // Yesterday in UTC: the 24 orders made that calendar day.
    const yesterday = new Date(now - DAY).toISOString().slice(0, 10);
    const inYesterday = ids.filter((_, i) => new Date(now - i * 3_600_000).toISOString().slice(0, 10) === yesterday);
    expect(inYesterday).toHaveLength(24);
    expect(await count(`from=${yesterday}&to=${yesterday}&tz=UTC`)).toBe(24);
    const listed = (await admin.get(`/api/admin/orders?from=${yesterday}&to=${yesterday}&tz=UTC&pageSize=200`)).body;
    expect(listed.map((o: { id: string }) => o.id)).toEqual(inYesterday);
  });

  it('exports the filtered list as CSV, every row, spreadsheet formulas defused', async () => {
    const res = await admin.get('/api/admin/orders/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = (res.body as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(ORDERS + 1);
    expect(lines[0]).toBe(
      'Order ID,Date (UTC),Status,Paid,Customer name,Customer email,Account username,Account email,Product,Package,Quantity,Amount (USD),Refunded (USD),Dispute,Ads ready,Ads failed,Needs attention',
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^${ids[0]},\\d{4}-[^,]+,processing,yes,Buyer 0,ann0@shop0.example,,,Scale Greens,basic,5,7.99,0.00,,0,0,no$`,
      ),
    );
    // The hostile name stays text: a leading apostrophe, quotes doubled.
    expect(lines[8]).toContain(`,"'=HYPERLINK(""http://evil.example"",""click"")",`);
    const refunded = await admin.get('/api/admin/orders/export?status=refunded');
    expect((refunded.body as string).trimEnd().split('\r\n')).toHaveLength(ORDERS / 4 + 1);
  });

  it('computes the 14-day chart on the server, in the admin time zone, counting no revenue for refunds and cancellations', async () => {
    const summary = (await admin.get('/api/admin/orders/summary?tz=UTC')).body;
    expect(summary.timeZone).toBe('UTC');
    expect(summary.daily).toHaveLength(14);
    expect(summary.daily.at(-1).day).toBe(new Date(now).toISOString().slice(0, 10));
    // The last 14 days hold the orders made since the start of the first day.
    const first = Date.parse(`${summary.daily[0].day}T00:00:00Z`);
    const inWindow = Array.from({ length: ORDERS }, (_, i) => i).filter((i) => now - i * 3_600_000 >= first);
    const sum = (key: 'orders' | 'revenueCents') =>
      summary.daily.reduce((n: number, d: Record<string, number>) => n + d[key], 0);
    expect(sum('orders')).toBe(inWindow.length);
    expect(sum('revenueCents')).toBe(inWindow.filter((i) => i % 4 < 2).length * 799);
    // Another zone shifts the day boundaries, not the total.
    const tokyo = (await admin.get('/api/admin/orders/summary?tz=Asia/Tokyo')).body;
    expect(tokyo.timeZone).toBe('Asia/Tokyo');
    expect(tokyo.daily.at(-1).day).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(now));
  });

  it('answers the list of 50 quickly, however many orders there are', async () => {
    const started = Date.now();
    await admin.get('/api/admin/orders?page=20&pageSize=50');
    expect(Date.now() - started).toBeLessThan(2_000);
    const [row] = await database.db.select({ n: purchases.id }).from(purchases).where(eq(purchases.id, ids[0]));
    expect(row.n).toBe(ids[0]);
  });
});

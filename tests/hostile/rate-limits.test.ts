import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../api/app.js';
import { POLICIES, ROUTE_LIMITS } from '../../api/rate-limits/policies.js';
import { parseConfig } from '../../config/config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { startTestApp } from '../support/app-harness.js';
import { BrowserSession } from '../support/browser-session.js';
import { createTestDatabase } from '../support/postgres-server.js';
import { listAppRoutes } from './routes.js';

const postgresUrl = inject('postgresUrl');
type App = Awaited<ReturnType<typeof startTestApp>>;

/** A request from `address` as the loopback proxy reports it (TRUST_PROXY's default). */
const from = (app: App, address: string) => ({
  post: (path: string, body: unknown) =>
    new BrowserSession(app.baseUrl).request(path, { method: 'POST', body, headers: { 'x-forwarded-for': address } }),
  get: (path: string) => new BrowserSession(app.baseUrl).request(path, { headers: { 'x-forwarded-for': address } }),
});

const register = (app: App, address: string, n: number) =>
  from(app, address).post('/api/register', {
    username: `limited${n}_${address.replace(/\W/g, '')}`,
    email: `limited${n}.${address.replace(/\W/g, '')}@example.com`,
    password: 'secret-pass-1',
  });

describe.skipIf(!postgresUrl)('rate limits live in PostgreSQL: shared by API processes, kept across restarts', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ url: await createTestDatabase(postgresUrl, 'rate_limits') });
  });
  afterAll(() => database?.close());

  it('counts one budget across two API processes, and a restarted API still refuses', async () => {
    const env = { RATE_LIMIT_MULTIPLIER: '1' };
    const [a, b] = [await startTestApp({ database, env }), await startTestApp({ database, env })];
    const budget = POLICIES.register.points;
    try {
      const statuses: number[] = [];
      for (let i = 0; i < budget; i++) statuses.push((await register(i % 2 ? b : a, '198.51.100.20', i)).status);
      expect(statuses).toEqual(Array(budget).fill(201));
      const refused = await register(b, '198.51.100.20', budget);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many registration attempts\. Please try again in \d+ minutes?\.$/);
    } finally {
      await a.close();
      await b.close();
    }
    // A new process on the same database: the address is still over its budget, another one is not.
    const restarted = await startTestApp({ database, env });
    try {
      const again = await register(restarted, '198.51.100.20', budget + 1);
      expect(again.status).toBe(429);
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(50 * 60);
      expect((await register(restarted, '198.51.100.21', 0)).status).toBe(201);
    } finally {
      await restarted.close();
    }
  });
});

describe('every limited route counts per client address', () => {
  let app: App;
  beforeAll(async () => {
    // The smallest multiplier leaves every policy one request per window: the second is refused.
    app = await startTestApp({ env: { RATE_LIMIT_MULTIPLIER: '0.0001' } });
  });
  afterAll(() => app?.close());

  it('lists only real routes or the public routes other parts of the app add', () => {
    const routes = new Set(listAppRoutes(createApp(app.deps)));
    const upcoming = ['POST /api/cutout-preview', 'POST /api/claims/check', 'POST /api/edit-plan'];
    for (const [route] of ROUTE_LIMITS) expect(routes.has(route) || upcoming.includes(route), route).toBe(true);
  });

  it('refuses the second request from one address with 429 + Retry-After, and not another address', async () => {
    const id = crypto.randomUUID();
    for (const [route, policy] of ROUTE_LIMITS) {
      const [method, pattern] = route.split(' ');
      const path = pattern.replace(/:\w+/g, id);
      // Each route gets addresses of its own, so only its policy's count matters.
      const n = ROUTE_LIMITS.findIndex(([r]) => r === route);
      const send = (address: string) =>
        method === 'POST' ? from(app, address).post(path, {}) : from(app, address).get(path);
      const [first, second, other] = [
        await send(`203.0.113.${n + 1}`),
        await send(`203.0.113.${n + 1}`),
        await send(`198.18.0.${n + 1}`),
      ];
      expect({ route, first: first.status === 429 }).toEqual({ route, first: false });
      expect({ route, second: second.status, message: second.body?.message }).toEqual({
        route,
        second: 429,
        message: expect.stringMatching(new RegExp(`^Too many ${POLICIES[policy].what}\\. Please try again in `)),
      });
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
      expect({ route, other: other.status === 429 }).toEqual({ route, other: false });
    }
  });

  it('counts an IPv6 client by its /64, so rotating the interface id does not help', async () => {
    const first = await from(app, '2001:db8:1:2::10').get(`/api/purchase/${crypto.randomUUID()}`);
    const second = await from(app, '2001:db8:1:2:aaaa:bbbb:cccc:dddd').get(`/api/purchase/${crypto.randomUUID()}`);
    expect([first.status, second.status]).toEqual([404, 429]);
  });
});

describe('TRUST_PROXY decides whose address is counted', () => {
  // One database for the apps below; each test uses addresses of its own.
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database?.close());
  const limitedApp = (TRUST_PROXY: string) =>
    startTestApp({ database, env: { RATE_LIMIT_MULTIPLIER: '0.0001', TRUST_PROXY } });
  const read = (app: App, forwardedFor: string) =>
    new BrowserSession(app.baseUrl).request(`/api/purchase/${crypto.randomUUID()}`, {
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('false: X-Forwarded-For is ignored, every request is the TCP peer', async () => {
    const app = await limitedApp('false');
    try {
      expect([(await read(app, '192.0.2.1')).status, (await read(app, '192.0.2.2')).status]).toEqual([404, 429]);
      await database.db.execute(sql`delete from rate_limits`); // the TCP peer (127.0.0.1) is shared with the next tests
    } finally {
      await app.close();
    }
  });

  it('a hop count: a client cannot escape by prepending forged entries', async () => {
    const app = await limitedApp('1');
    try {
      // One proxy (loopback) appends the real client; whatever the client wrote before that is ignored.
      expect((await read(app, '10.0.0.1, 192.0.2.7')).status).toBe(404);
      expect((await read(app, '10.0.0.2, 192.0.2.7')).status).toBe(429);
      expect((await read(app, '10.0.0.3, 192.0.2.8')).status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('a subnet list: entries from the listed proxies are skipped, the first outside them is the client', async () => {
    const app = await limitedApp('loopback, 10.0.0.0/8');
    try {
      expect((await read(app, '192.0.2.9, 10.1.2.3')).status).toBe(404);
      expect((await read(app, '192.0.2.9, 10.9.9.9')).status).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('is validated at start-up: "true" (any client may claim any address) and nonsense are refused', () => {
    expect(parseConfig({}).TRUST_PROXY).toEqual(['loopback']);
    expect(parseConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
    ]);
    for (const bad of ['true', 'everyone', '10.0.0.0/33', '300.1.1.1'])
      expect(() => parseConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});

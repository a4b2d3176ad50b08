import http from 'node:http';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../api/app.js';
import { ensureAdminUser } from '../../api/auth/admin-bootstrap.js';
import { createLogger } from '../../config/logger.js';
import { openDatabase, type Database } from '../../db/client.js';
import { LocalAdEngine } from '../../engine/render/index.js';
import { OutboxMailer } from '../../integrations/mail/outbox-mailer.js';
import { insertGenerationSession, insertPurchase, insertUser } from '../support/payment-fixtures.js';
import { LocalStorage } from '../../integrations/storage/local-storage.js';
import { startTestApp } from '../support/app-harness.js';
import {
  insertPaidPurchase,
  quietTemporalRuntime,
  startTestWorker,
  tempDir,
  temporalHandle,
} from '../support/pipeline-harness.js';
import { createTestDatabase } from '../support/postgres-server.js';
import { createTestTemporal } from '../support/temporal.js';
import { parseConfig } from '../../config/config.js';
import { cookieHeader, insertAdWithFiles, LogCapture } from './fixtures.js';
import { casesFor, type FuzzRequest, type Identity } from './fuzz-cases.js';
import { deepArrayJson, NASTY_STRINGS, seededRandom } from './payloads.js';
import { listAppRoutes, ROUTES, type Fixture } from './routes.js';

const TASK_QUEUE = 'hostile-fuzz';
const SEED = 20_260_707;
const ADMIN = { username: 'fuzz-admin', password: 'fuzz-admin-password' };
const USER = { username: 'fuzz-user', password: 'fuzz-user-password' };

type Answer = { route: string; label: string; identity: Identity; status: number; problem?: string };

describe('fuzz: hostile input on every API route (real app, real Temporal dev server and worker)', () => {
  let env: TestWorkflowEnvironment;
  let database: Database;
  let worker: Awaited<ReturnType<typeof startTestWorker>>;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let fixture: Fixture;
  const logs = new LogCapture();
  const cookies: Record<Identity, string> = { anonymous: '', user: '', admin: '' };

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await createTestTemporal();
    // The real PostgreSQL server when the test set-up has one (as in CI), else PGlite.
    const postgresUrl = inject('postgresUrl');
    database = postgresUrl
      ? await openDatabase({ url: await createTestDatabase(postgresUrl, 'hostile_fuzz') })
      : await openDatabase({ dataDir: 'memory://' });
    const storage = new LocalStorage(tempDir('fuzz-files'));
    const engine = new LocalAdEngine();
    worker = await startTestWorker({
      env,
      taskQueue: TASK_QUEUE,
      database,
      storage,
      engine,
      mailer: new OutboxMailer(tempDir('fuzz-outbox'), 'AdForge <ads@adforge.local>'),
    });
    // Per-address limits off: every fuzz request comes from 127.0.0.1 (the limits: rate-limits.test.ts).
    const config = parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '0',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    });
    app = await startTestApp({
      config,
      database,
      storage,
      temporal: temporalHandle(env, TASK_QUEUE),
      logger: createLogger('warn', logs),
    });

    const { db } = database;
    await ensureAdminUser(db, config);
    await insertUser(db, { username: USER.username, email: 'fuzz-user@example.com', password: USER.password });
    const sessionId = await insertGenerationSession(db, 'Calm Nights');
    const paidPurchaseId = await insertPaidPurchase(database, sessionId, 5);
    const unpaidPurchaseId = await insertPurchase(db, { sessionId });
    const ad = await insertAdWithFiles({ database, storage }, unpaidPurchaseId, sessionId);
    fixture = {
      sessionId,
      paidPurchaseId,
      unpaidPurchaseId,
      adId: ad.id,
      fileKey: ad.keys['1x1'],
      user: USER,
      admin: ADMIN,
    };
    for (const [identity, path, who] of [
      ['user', '/api/login', USER],
      ['admin', '/api/admin/login', ADMIN],
    ] as const) {
      const res = await app.fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(who),
      });
      expect(res.status).toBe(200);
      cookies[identity] = cookieHeader(res);
    }
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await worker?.stop();
    await database?.close();
    await env?.teardown();
  });

  it('has a fuzz table entry for every route in the router stack, and no stale ones', () => {
    const probe = createApp({ ...app.deps });
    expect(listAppRoutes(probe)).toEqual(Object.keys(ROUTES).sort());
  });

  it('answers every hostile request with a 4xx/2xx JSON message: zero 5xx, zero crashes, zero unhandled errors', async () => {
    const answers: Answer[] = [];
    let seed = SEED;
    for (const [route, spec] of Object.entries(ROUTES)) {
      for (const req of casesFor(route, spec, fixture, seed++)) answers.push({ route, ...(await send(req)) });
    }
    const fivexx = answers.filter((a) => a.status >= 500);
    const problems = answers.filter((a) => a.problem);
    const counts = new Map<number, number>();
    for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
    const byStatus = [...counts]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.log(
      `fuzz: ${answers.length} requests over ${Object.keys(ROUTES).length} routes (${database.kind}), ${fivexx.length} 5xx (${byStatus})`,
    );
    expect(fivexx.map((a) => `${a.route} [${a.identity}] ${a.label} → ${a.status} ${a.problem ?? ''}`)).toEqual([]);
    expect(problems.map((a) => `${a.route} [${a.identity}] ${a.label} → ${a.status}: ${a.problem}`)).toEqual([]);
    expect(answers.length).toBeGreaterThan(1_000);
    // Every kind of answer a real client needs was seen, not only refusals.
    expect(answers.some((a) => a.status === 200 || a.status === 201)).toBe(true);

    // Still alive and healthy, and nothing was logged as an unhandled error.
    const health = await app.fetch('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'up', temporal: 'up' });
    const errors = logs.errors();
    expect(errors).toEqual([]);
  }, 150_000);

  async function send(req: FuzzRequest & { identity: Identity }): Promise<Omit<Answer, 'route'>> {
    const headers = { ...req.headers };
    if (req.identity !== 'anonymous' && !headers.cookie) headers.cookie = cookies[req.identity];
    if (headers['content-type'] === '') delete headers['content-type'];
    const base = { label: req.label, identity: req.identity };
    let res: RawAnswer;
    try {
      res = await rawRequest(app.baseUrl, req.method, req.url, headers, req.body);
    } catch (err) {
      return { ...base, status: 0, problem: `no answer: ${(err as Error).message}` };
    }
    const { type, text } = res;
    const route = ROUTES[`${req.method} ${routeOf(req.url)}`];
    if (res.status >= 400 || !route?.binary || type.includes('json')) {
      if (!type.includes('application/json'))
        return { ...base, status: res.status, problem: `not JSON (${type}): ${text.slice(0, 80)}` };
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return { ...base, status: res.status, problem: `invalid JSON: ${text.slice(0, 80)}` };
      }
      if (
        res.status >= 400 &&
        !(typeof (body as { message?: unknown })?.message === 'string' && (body as { message: string }).message)
      ) {
        return { ...base, status: res.status, problem: `no message: ${text.slice(0, 80)}` };
      }
    }
    return { ...base, status: res.status };
  }
});

type RawAnswer = { status: number; type: string; text: string };

/**
 * node:http rather than fetch: fetch normalises "/a/../b" before sending, and the point here is
 * to put the traversal in front of the server verbatim.
 */
function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    // An explicit length: Node frames a DELETE body with nothing otherwise, which the server cannot parse.
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const req = http.request(
      { host: hostname, port, method, path, headers: { ...headers, ...length, connection: 'close' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error('timed out after 60 s')));
    // The server may answer 413 and close before an oversized body is fully written: the answer still counts.
    req.on('error', reject);
    req.end(body);
  });
}

/** Binary routes are recognised by their first path segment (only for deciding what a 2xx may be). */
function routeOf(url: string): string {
  const path = url.split('?')[0];
  // A route without parameters is itself (/api/admin/orders/export is not /api/admin/orders/:orderId/…).
  if (Object.keys(ROUTES).some((k) => k.split(' ')[1] === path)) return path;
  return (
    Object.keys(ROUTES)
      .map((k) => k.split(' ')[1])
      .find((pattern) => {
        const prefix = pattern.split(/[:*]/)[0];
        return prefix.length > 5 && path.startsWith(prefix) && /[:*]/.test(pattern);
      }) ?? path
  );
}

describe('fuzz: the Stripe webhook with Stripe configured (signatures are checked locally, no Stripe server needed)', () => {
  const SECRET = 'whsec_fuzz_secret';
  const signer = new Stripe('sk_test_signer');
  let app: Awaited<ReturnType<typeof startTestApp>>;
  const logs = new LogCapture();

  beforeAll(async () => {
    const config = parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      STRIPE_SECRET_KEY: 'sk_test_fuzz',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fuzz',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_URL: 'http://127.0.0.1:1',
    });
    app = await startTestApp({ config, logger: createLogger('warn', logs) });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses bad, stale and malformed deliveries with a 4xx JSON message, and never a 5xx', async () => {
    const rng = seededRandom(SEED);
    const sign = (payload: string, secret = SECRET, timestamp?: number) =>
      signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    const event = (over: Record<string, unknown> = {}) =>
      JSON.stringify({
        id: `evt_${Math.floor(rng.next() * 1e9)}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_1', amount: 1099, metadata: { purchaseId: 'nope' } } },
        ...over,
      });
    const signatures = (payload: string): Array<string | undefined> => [
      undefined,
      '',
      'garbage',
      't=1,v1=00',
      `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      'x'.repeat(8_000),
      sign(payload, 'whsec_wrong'),
      sign(payload, SECRET, Math.floor(Date.now() / 1000) - 3_600),
      `${sign(payload)},v0=1`.replace(/v1=/, 'v2='),
    ];
    const bodies = [
      event(),
      '{',
      '',
      deepArrayJson(),
      'x'.repeat(1024 * 1024 + 10),
      ...NASTY_STRINGS.map((s) => event({ id: s })),
    ];
    // Correctly signed, but not an event this code can read: only Stripe could send these, and it must still not be a 500.
    const signedMalformed = [
      event({ data: null }),
      event({ data: { object: null } }),
      event({ id: undefined }),
      event({ id: 42 }),
      event({ type: 42 }),
      '{}',
      '[]',
      'null',
      '"text"',
      event({ data: { object: { id: 'pi_2', amount: 'lots', metadata: { purchaseId: 42 } } } }),
      event({
        type: 'payment_intent.payment_failed',
        data: { object: { id: 'pi_3', last_payment_error: { message: 7 } } },
      }),
      event({ id: 'evt_\u0000' }),
    ];
    const deliveries: Array<{ body: string; signature?: string }> = [];
    for (const body of bodies) for (const signature of signatures(body)) deliveries.push({ body, signature });
    for (const body of signedMalformed) deliveries.push({ body, signature: sign(body) });
    const problems: string[] = [];
    for (const { body, signature } of deliveries) {
      const headers: Record<string, string> = {
        'content-type': rng.pick(['application/json', 'text/plain', 'application/octet-stream']),
      };
      if (signature !== undefined) headers['stripe-signature'] = signature;
      const res = await rawRequest(app.baseUrl, 'POST', '/api/stripe/webhook', headers, body);
      const message = res.type.includes('application/json')
        ? (JSON.parse(res.text) as { message?: string }).message
        : undefined;
      if (res.status >= 500 || res.status < 400 || !message)
        problems.push(
          `${res.status} ${res.text.slice(0, 120)} ← ${body.slice(0, 60)} / ${String(signature).slice(0, 30)}`,
        );
    }
    console.log(`fuzz: ${deliveries.length} webhook deliveries, ${problems.length} accepted or 5xx`);
    expect(problems).toEqual([]);
    expect(logs.errors()).toEqual([]);
  });
});

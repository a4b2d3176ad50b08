import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLogger } from '../../config/logger.js';
import { parseConfig } from '../../config/config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { startFakeReplicate, type FakeReplicate } from '../support/replicate-fake.js';
import { hasStripeMock, startStripeMock } from '../support/stripe-mock-server.js';
import { insertGenerationSession } from '../support/payment-fixtures.js';
import { createStorage } from '../../integrations/storage/index.js';
import { startTestApp } from '../support/app-harness.js';
import { BrowserSession } from '../support/browser-session.js';
import { startNodeProcess, type NodeProcess } from '../support/node-process.js';
import {
  asBuyer,
  generateBody,
  insertPaidPurchase,
  json,
  PUBLIC_BASE_URL,
  quietTemporalRuntime,
  tempDir,
  waitFor,
  waitForSamples,
} from '../support/pipeline-harness.js';
import { createTestDatabase, freePort } from '../support/postgres-server.js';
import { createTestTemporal } from '../support/temporal.js';
import { LogCapture } from './fixtures.js';

const postgresUrl = inject('postgresUrl');
/** Planted inside every secret: no output of any process may contain it. */
const CANARY = 'CANARY7x9q';
const deadPort = await freePort(); // nothing listens there

const SECRETS = {
  ADMIN_PASSWORD: `admin-${CANARY}-password`,
  REPLICATE_API_TOKEN: `r8_${CANARY}replicate`,
  // Underscores make stripe-mock refuse the key and echo it back in its error, as an API error message might.
  STRIPE_SECRET_KEY: `sk_test_${CANARY}_key`,
  STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  STRIPE_WEBHOOK_SECRET: `whsec_${CANARY}`,
  S3_ACCESS_KEY_ID: `AKIA${CANARY}`,
  S3_SECRET_ACCESS_KEY: `s3-${CANARY}-secret`,
  SMTP_URL: `smtp://mailer:smtp-${CANARY}@127.0.0.1:${deadPort}`,
};

/**
 * A canary secret in every secret setting, then a failure on every path that logs: a Replicate
 * call refused (the fake answers 401, as Replicate does to a bad token) in the worker's
 * activities, Stripe refusing the key in the API, SMTP unreachable from the worker, S3
 * unreachable from the API, wrong passwords, forged webhooks. All output of the API and the
 * worker (both as processes: pino, the Temporal runtime's logger, the native core, the console)
 * and of the in-process app is searched for the canary.
 */
describe.skipIf(!postgresUrl)('no secret reaches any log line', () => {
  let env: TestWorkflowEnvironment;
  let replicate: FakeReplicate;
  let stripe: Awaited<ReturnType<typeof startStripeMock>> | undefined;
  let databaseUrl: string;
  const processes: NodeProcess[] = [];

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await createTestTemporal();
    replicate = await startFakeReplicate();
    if (hasStripeMock()) stripe = await startStripeMock();
    // The password is planted in the URL too (the test server trusts local connections and never asks for it).
    const url = new URL(await createTestDatabase(postgresUrl, 'log_secrets'));
    url.password = `db-${CANARY}`;
    databaseUrl = url.toString();
  });
  afterAll(async () => {
    for (const p of processes) await p.kill();
    await replicate?.close();
    await stripe?.stop();
    await env?.teardown();
  });

  it('API and worker processes: Replicate, Stripe, SMTP, login and webhook failures', async (ctx) => {
    ctx.onTestFailed(() => {
      for (const p of processes)
        console.log(`--- ${p === processes[0] ? 'worker' : 'api'} output (tail):\n${p.output().slice(-4000)}`);
    });
    const dataDir = tempDir('log-secrets');
    const port = await freePort();
    const shared = {
      ...SECRETS,
      DATABASE_URL: databaseUrl,
      TEMPORAL_ADDRESS: env.address,
      TEMPORAL_TASK_QUEUE: 'log-secrets',
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL,
      REPLICATE_BASE_URL: replicate.baseUrl,
      STRIPE_API_URL: stripe?.url ?? `http://127.0.0.1:${deadPort}`,
      LOG_LEVEL: 'debug',
    };
    const worker = await startNodeProcess('worker/main.ts', shared, 'worker polling task queue', 120_000);
    processes.push(worker);
    const api = await startNodeProcess(
      'api/server.ts',
      { ...shared, HOST: '127.0.0.1', PORT: String(port), ANON_SAMPLE_SESSIONS: '100' },
      'API on http://',
    );
    processes.push(api);
    const base = `http://127.0.0.1:${port}`;
    const browser = new BrowserSession(base);
    const step = (what: string) => console.log(`[log-secrets] ${what}`);
    step('processes up');

    // Replicate refuses the token: the API answers at once, the sample activities fail in the
    // worker, and the session's progress says so (docs/decisions/026-one-long-work-pattern.md, 027).
    const generated = await fetch(`${base}/api/generate`, json(await generateBody()));
    step(`generate with Replicate refusing: ${generated.status}`);
    expect(generated.status).toBe(200);
    const samples = await waitForSamples(
      { fetch: (p, i) => fetch(base + p, i) },
      (await generated.json()).sessionId,
      120_000,
    );
    expect(samples.generation.failed).toBe(samples.generation.total);
    expect(replicate.requests.length).toBe(0); // every create was refused (401) before it was recorded

    // Stripe refuses the key (stripe-mock echoes it in its error): the API answers 502.
    const database = await openDatabase({ url: databaseUrl });
    const sessionId = await insertGenerationSession(database.db);
    const purchaseId = await insertPaidPurchase(database, sessionId, 5);
    await database.close();
    const checkout = await browser.post('/api/create-payment-intent', {
      sessionId,
      packageName: 'basic',
      quantity: 5,
      price: 7.99,
      customerEmail: 'ada@example.com',
      customerName: 'Ada',
    });
    step(`checkout with Stripe refusing: ${checkout.status}`);
    expect(checkout.status).toBe(502);

    // Logins with the admin password, wrong and right; a forged webhook signed with the real secret's neighbour.
    await browser.post('/api/admin/login', { username: 'admin', password: `${SECRETS.ADMIN_PASSWORD}-wrong` });
    expect(
      (await browser.post('/api/admin/login', { username: 'admin', password: SECRETS.ADMIN_PASSWORD })).status,
    ).toBe(200);
    step('logins done');
    await fetch(`${base}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': `t=1,v1=${CANARY}` },
      body: '{}',
    });

    // SMTP unreachable: a paid purchase's batch (its ads fail: the session has no photo) ends with the
    // operator alert's e-mail failing in the worker (docs/operators.md: failed ads alert, then wait).
    const started = await fetch(
      `${base}/api/generate-multiple`,
      asBuyer(json({ sessionId, purchaseId, styleIds: [1, 2, 3, 4, 5] })),
    );
    step(`generate-multiple: ${started.status}`);
    expect(started.status).toBe(200);
    const handle = env.client.workflow.getHandle(`purchase-${purchaseId}`);
    await waitFor(
      async () => {
        const pending = (await handle.describe()).raw.pendingActivities ?? [];
        return pending.some(
          (a) => ['alertOperator', 'sendReadyEmail'].includes(a.activityType?.name ?? '') && (a.attempt ?? 0) >= 2,
        );
      },
      90_000,
      'the alert e-mail to fail on SMTP',
    );
    await handle.terminate('test over');

    await api.kill('SIGTERM');
    await worker.kill('SIGTERM');
    const output = { api: api.allOutput(), worker: worker.allOutput() };
    // The failures were logged (so the search below means something)…
    expect(output.worker).toMatch(/401|Unauthenticated/);
    expect(output.worker).toMatch(/ECONNREFUSED|SMTP|sendReadyEmail|alertOperator/);
    if (stripe) expect(output.api).toContain('payment intent creation failed');
    // …and not one line carries the canary.
    for (const [name, text] of Object.entries(output)) {
      const leaks = text.split('\n').filter((line) => line.includes(CANARY));
      expect({ name, leaks: leaks.map((l) => l.slice(0, 400)) }).toEqual({ name, leaks: [] });
    }
  }, 180_000);

  it('in-process: S3 unreachable', async () => {
    const logs = new LogCapture();
    const config = parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      RATE_LIMIT_MULTIPLIER: '0',
      ...SECRETS,
      S3_BUCKET: 'adforge',
      S3_ENDPOINT: `http://127.0.0.1:${deadPort}`,
    });
    const database: Database = await openDatabase({ dataDir: 'memory://' });
    const app = await startTestApp({
      config,
      database,
      logger: createLogger('trace', logs),
      storage: createStorage(config),
    });
    try {
      const res = await app.fetch('/api/generate', json(await generateBody()));
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(logs.text).toMatch(/could not run sample generation|ECONNREFUSED/);
      expect(logs.lines.filter((l) => l.includes(CANARY))).toEqual([]);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});

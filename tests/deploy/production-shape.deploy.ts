import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import sharp from 'sharp';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STYLES } from '../../engine/index.js';
import { PROJECT_ROOT } from '../../config/project-root.js';
import { hasStripeMock, startStripeMock } from '../support/stripe-mock-server.js';
import { npmStartCommand } from '../../scripts/npm-start-command.js';
import { BrowserSession } from '../support/browser-session.js';
import { decodeQuotedPrintable, generateBody, outboxMails, waitFor } from '../support/pipeline-harness.js';
import { createTestDatabase, freePort } from '../support/postgres-server.js';
import { startDevServerOnFreePorts } from '../support/temporal.js';
import type { DevServer } from '../../integrations/temporal/dev-server.js';
import { buildOnce } from './build-once.js';

const postgresUrl = inject('postgresUrl');
const WEBHOOK_SECRET = 'whsec_deploy';

type Proc = { name: string; child: ChildProcess; output: () => string; exit: Promise<number | null> };

/** `npm run <script>` as package.json writes it (environment and node flags), started directly so signals reach it. */
function startScript(script: 'api' | 'worker', env: Record<string, string>): Proc {
  const command = npmStartCommand(script);
  const child = spawn(process.execPath, command.nodeArgs, {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...command.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name: script, child, output: () => output, exit };
}

const intentEvent = (intentId: string, purchaseId: string, amount: number) =>
  JSON.stringify({
    id: `evt_deploy_${Date.now()}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: amount,
        currency: 'usd',
        status: 'succeeded',
        metadata: { purchaseId },
        last_payment_error: null,
      },
    },
  });

/**
 * The production shape, as deployed: `npm run build` once, then `npm run api` and `npm run worker`
 * as separate processes from dist/, started at the same moment on an empty PostgreSQL database,
 * against an external Temporal dev server that has never heard of this app's search attributes,
 * with NODE_ENV=production and Stripe (stripe-mock; the payment arrives as a signed webhook).
 * It serves the SPA, completes a purchase from sample to e-mailed results link, and shuts down
 * cleanly on SIGTERM.
 */
describe.skipIf(!postgresUrl || !hasStripeMock())('production shape: separate api and worker, built once', () => {
  let temporal: DevServer;
  let stripe: Awaited<ReturnType<typeof startStripeMock>>;
  let databaseUrl: string;
  let api: Proc;
  let worker: Proc;
  let base: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adforge-deploy-'));
  const figures: Record<string, number> = {};

  beforeAll(async () => {
    const build = buildOnce();
    figures.buildMs = build.ms;
    const started = await startDevServerOnFreePorts({
      dataDir: path.join(dataDir, 'temporal'),
      namespace: 'default',
      searchAttributes: false,
    });
    temporal = started.server;
    stripe = await startStripeMock();
    databaseUrl = await createTestDatabase(postgresUrl, 'deploy');
  });
  afterAll(async () => {
    for (const p of [api, worker]) if (p && p.child.exitCode === null) p.child.kill('SIGKILL');
    await stripe?.stop();
    await temporal?.stop();
    console.log(
      `test:deploy figures: ${JSON.stringify(figures)} (load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );
  });

  it('boots api and worker at once on an empty database and an external Temporal', async (ctx) => {
    ctx.onTestFailed(() => {
      for (const p of [api, worker]) if (p) console.log(`--- ${p.name}:\n${p.output().slice(-5000)}`);
    });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      TEMPORAL_ADDRESS: temporal.address,
      TEMPORAL_NAMESPACE: 'default',
      TEMPORAL_TASK_QUEUE: 'deploy',
      ADMIN_USERNAME: 'operator',
      ADMIN_PASSWORD: 'deploy-admin-password-long',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      S3_BUCKET: '',
      SMTP_URL: '',
      REPLICATE_API_TOKEN: '',
      WORKER_CONCURRENCY: '4',
    };
    const started = Date.now();
    [api, worker] = [startScript('api', env), startScript('worker', env)];
    await waitFor(
      async () => {
        for (const p of [api, worker])
          if (p.child.exitCode !== null) throw new Error(`${p.name} exited with ${p.child.exitCode}`);
        const health = await fetch(`${base}/api/health`).then(
          (r) => r.status,
          () => 0,
        );
        return health === 200 && worker.output().includes('worker polling task queue deploy');
      },
      120_000,
      'api healthy and worker polling',
    );
    figures.bootMs = Date.now() - started;
    expect(worker.output()).toContain(
      'registered Temporal search attributes PurchaseId, SessionId, NeedsAttention, FailedAds in namespace default',
    );
    // Both migrated at boot under the advisory lock: exactly one set of migrations, no failed start.
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const migrations = await sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
    await sql.end();
    expect(migrations[0].n).toBe(
      fs.readdirSync(path.join(PROJECT_ROOT, 'db', 'migrations')).filter((f) => f.endsWith('.sql')).length,
    );
  });

  it('serves the built SPA, its assets and client-side routes', async () => {
    const index = await fetch(`${base}/`);
    expect(index.status).toBe(200);
    const html = await index.text();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(`${base}${script}`)).status).toBe(200);
    const route = await fetch(`${base}/final-results/${crypto.randomUUID()}`);
    expect([route.status, await route.text()]).toEqual([200, html]);
    expect(index.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('completes a purchase: sample, Stripe checkout, webhook, styles, ads, results link by e-mail', async () => {
    const buyer = new BrowserSession(base);
    const generated = await buyer.post('/api/generate', await generateBody());
    expect(generated.status).toBe(200);
    const { sessionId } = generated.body as { sessionId: string };

    const started = Date.now();
    const checkout = await buyer.post('/api/create-payment-intent', {
      sessionId,
      packageName: 'basic',
      quantity: 5,
      price: 7.99,
      customerEmail: 'deploy@example.com',
      customerName: 'Dee Ploy',
    });
    expect(checkout.status).toBe(201);
    const purchaseId = checkout.body.purchaseId as string;
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const [{ intent }] = await sql`select stripe_payment_intent_id as intent from purchases where id = ${purchaseId}`;
    await sql.end();
    const payload = intentEvent(intent as string, purchaseId, 799);
    const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    });
    const delivered = await fetch(`${base}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    expect(delivered.status).toBe(200);
    expect((await buyer.get(`/api/purchase/${purchaseId}`)).body).toMatchObject({
      completed: true,
      customerEmail: 'deploy@example.com',
    });

    const styleIds = STYLES.slice(0, 5).map((s) => s.id);
    expect((await buyer.post('/api/generate-multiple', { sessionId, purchaseId, styleIds })).status).toBe(200);
    const status = await waitFor(
      async () => {
        const s = (await buyer.get(`/api/generation-status/${purchaseId}`)).body as {
          isComplete: boolean;
          adsCount: number;
        };
        return s.isComplete && s.adsCount >= 5 ? s : undefined;
      },
      240_000,
      'the 5 ads',
    );
    figures.purchaseMs = Date.now() - started;
    expect(status).toMatchObject({ adsCount: 5, errors: [] });

    // The results link works anywhere (a new browser), and downloads a real image.
    const elsewhere = new BrowserSession(base);
    const results = await elsewhere.get(`/api/public-results/${purchaseId}`);
    expect(results.body.ads).toHaveLength(5);
    const download = await fetch(`${base}/api/download-ad/${results.body.ads[0].id}?purchaseId=${purchaseId}&size=4x5`);
    expect((await sharp(Buffer.from(await download.arrayBuffer())).metadata()).height).toBe(1350);
    const mail = await waitFor(
      async () =>
        outboxMails(path.join(dataDir, 'outbox'))
          .map(decodeQuotedPrintable)
          .find((m) => m.includes(purchaseId)),
      60_000,
      'the ready e-mail',
    );
    expect(mail).toContain(`${base}/final-results/${purchaseId}`);
  });

  it('shuts both down cleanly on SIGTERM', async () => {
    const started = Date.now();
    api.child.kill('SIGTERM');
    worker.child.kill('SIGTERM');
    const [apiCode, workerCode] = await Promise.all([api.exit, worker.exit]);
    figures.shutdownMs = Date.now() - started;
    expect({ api: apiCode, worker: workerCode }).toEqual({ api: 0, worker: 0 });
    expect(api.output()).toContain('API stopped (all requests finished)');
    expect(worker.output()).toContain('worker stopped');
    // Nothing errored along the way.
    const errors = [api, worker].flatMap((p) =>
      p
        .output()
        .split('\n')
        .filter((line) => /"level":(50|60)/.test(line))
        .map((line) => `${p.name}: ${line.slice(0, 300)}`),
    );
    expect(errors).toEqual([]);
  });
});

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
import { decodeQuotedPrintable, generateBody, waitFor } from '../support/pipeline-harness.js';
import { createTestDatabase, freePort } from '../support/postgres-server.js';
import { startDevServerOnFreePorts } from '../support/temporal.js';
import type { DevServer } from '../../integrations/temporal/dev-server.js';
import { buildOnce } from './build-once.js';
import { startS3, startSmtp } from './deploy-services.js';

const postgresUrl = inject('postgresUrl');
/**
 * The folder the processes run from: this checkout, or — DEPLOY_APP_ROOT — the image's file set
 * reproduced elsewhere (docs/decisions/065-lean-image.md: production node_modules pruned by
 * scripts/image/prune-runtime.sh, dist, migrations, assets), to prove the lean image runs.
 */
const APP_ROOT = process.env.DEPLOY_APP_ROOT ?? PROJECT_ROOT;
const WEBHOOK_SECRET = 'whsec_deploy';

type Proc = { name: string; child: ChildProcess; output: () => string; exit: Promise<number | null> };

/**
 * `npm run <script>` as package.json writes it (environment and node flags), started directly so
 * signals reach it, in `cwd` — a folder of its own, as on a machine of its own: the build is found
 * from the script's path, `.env` and the default DATA_DIR (./data) from the working directory. The
 * environment is only what is given (and PATH), never this test process's.
 */
function startScript(script: 'api' | 'worker', env: Record<string, string>, cwd: string): Proc {
  const command = npmStartCommand(script);
  const args = command.nodeArgs.map((a) => (a.startsWith('-') ? a : path.join(APP_ROOT, a)));
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...command.env, ...env },
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

const metricsText = (port: number) => fetch(`http://127.0.0.1:${port}/metrics`).then((r) => r.text());
/** The value of one sample line, e.g. `adforge_ads_made_total{kind="purchase"}`. */
const sample = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((l) => l.startsWith(`${series} `))
      ?.slice(series.length + 1) ?? NaN,
  );

/**
 * The production shape, as deployed: `npm run build` once, then `npm run api` and `npm run worker`
 * as separate processes from dist/, each in a working directory of its own (nothing shared on
 * disk, as on two machines), started at the same moment on an empty PostgreSQL database, against
 * an external Temporal dev server that has never heard of this app's search attributes, an
 * S3-compatible store (s3rver), an SMTP server (smtp-server), and Stripe (stripe-mock; the payment
 * arrives as a signed webhook), with NODE_ENV=production. It refuses to start without those
 * services, serves the SPA, completes a purchase whose ads the API serves from the store the
 * worker wrote and whose e-mail arrives over SMTP, exports metrics, and shuts down cleanly.
 */
describe.skipIf(!postgresUrl || !hasStripeMock())('production shape: separate api and worker, built once', () => {
  let temporal: DevServer;
  let stripe: Awaited<ReturnType<typeof startStripeMock>>;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let databaseUrl: string;
  let api: Proc;
  let worker: Proc;
  let base: string;
  const metricsPorts = { api: 0, worker: 0 };
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'adforge-deploy-'));
  const cwd = { api: path.join(root, 'api-machine'), worker: path.join(root, 'worker-machine') };
  const figures: Record<string, number> = {};

  beforeAll(async () => {
    for (const dir of Object.values(cwd)) fs.mkdirSync(dir);
    const build = buildOnce();
    figures.buildMs = build.ms;
    const started = await startDevServerOnFreePorts({
      dataDir: path.join(root, 'temporal'),
      namespace: 'default',
      searchAttributes: false,
    });
    temporal = started.server;
    [stripe, s3, smtp, databaseUrl] = await Promise.all([
      startStripeMock(),
      startS3('adforge-deploy'),
      startSmtp(),
      createTestDatabase(postgresUrl, 'deploy'),
    ]);
  });
  afterAll(async () => {
    for (const p of [api, worker]) if (p && p.child.exitCode === null) p.child.kill('SIGKILL');
    await stripe?.stop();
    await s3?.stop();
    await smtp?.stop();
    await temporal?.stop();
    fs.rmSync(root, { recursive: true, force: true });
    console.log(
      `test:deploy figures: ${JSON.stringify(figures)} (load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );
  });

  it('refuses to start in production without real services, naming every missing variable at once', async () => {
    const started = Date.now();
    const refused = [
      startScript('api', { NODE_ENV: 'production' }, cwd.api),
      startScript('worker', { NODE_ENV: 'production' }, cwd.worker),
    ];
    const codes = await Promise.all(refused.map((p) => p.exit));
    figures.refusalMs = Date.now() - started;
    expect(codes).toEqual([1, 1]);
    // Before anything heavy loads (api/server.ts, worker/main.ts): well under the seconds a real start takes.
    expect(figures.refusalMs).toBeLessThan(5_000);
    for (const p of refused) {
      const output = p.output();
      for (const name of [
        'ADMIN_PASSWORD',
        'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET',
        'DATABASE_URL',
        'TEMPORAL_ADDRESS',
        'S3_BUCKET',
        'SMTP_URL',
      ])
        expect(output, `${p.name} names ${name}`).toContain(`\n  ${name}: production`);
      expect(output).toMatch(new RegExp(`^AdForge cannot start \\(${p.name}\\): 6 configuration problems:`));
      expect(output).not.toMatch(/\n\s+at /); // a message, not a stack trace
    }
    // Nothing was written by a process that refused to start.
    expect(fs.readdirSync(cwd.api)).toEqual([]);
    expect(fs.readdirSync(cwd.worker)).toEqual([]);
  });

  it('boots api and worker at once on an empty database and an external Temporal', async (ctx) => {
    ctx.onTestFailed(() => {
      for (const p of [api, worker]) if (p) console.log(`--- ${p.name}:\n${p.output().slice(-5000)}`);
    });
    const port = await freePort();
    [metricsPorts.api, metricsPorts.worker] = [await freePort(), await freePort()];
    base = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: base,
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
      S3_BUCKET: 'adforge-deploy',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'AdForge <ads@deploy.test>',
      WORKER_CONCURRENCY: '4',
    };
    const started = Date.now();
    [api, worker] = [
      startScript('api', { ...env, METRICS_PORT: String(metricsPorts.api) }, cwd.api),
      startScript('worker', { ...env, METRICS_PORT: String(metricsPorts.worker) }, cwd.worker),
    ];
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
      fs.readdirSync(path.join(APP_ROOT, 'db', 'migrations')).filter((f) => f.endsWith('.sql')).length,
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

  it('completes a purchase: sample, Stripe checkout, webhook, styles, ads from S3, results link by SMTP', async () => {
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

    // The results link works anywhere (a new browser): the API serves what the worker stored in S3.
    const elsewhere = new BrowserSession(base);
    const results = await elsewhere.get(`/api/public-results/${purchaseId}`);
    expect(results.body.ads).toHaveLength(5);
    const download = await fetch(`${base}/api/download-ad/${results.body.ads[0].id}?purchaseId=${purchaseId}&size=4x5`);
    expect((await sharp(Buffer.from(await download.arrayBuffer())).metadata()).height).toBe(1350);
    expect(s3.keys().some((k) => k.includes(results.body.ads[0].id))).toBe(true);

    const mail = await waitFor(
      async () => smtp.received.find((m) => decodeQuotedPrintable(m.data).includes(purchaseId)),
      60_000,
      'the ready e-mail over SMTP',
    );
    expect(mail.to).toEqual(['deploy@example.com']);
    expect(mail.from).toBe('ads@deploy.test');
    expect(decodeQuotedPrintable(mail.data)).toContain(`${base}/final-results/${purchaseId}`);
    // Neither machine kept a file or an e-mail on its own disk.
    for (const dir of Object.values(cwd))
      for (const sub of ['files', 'outbox'])
        expect(fs.existsSync(path.join(dir, 'data', sub)), `${dir} ${sub}`).toBe(false);
  });

  it('exports Prometheus metrics from both processes on their own loopback ports', async () => {
    const apiMetrics = await metricsText(metricsPorts.api);
    expect(
      sample(
        apiMetrics,
        'adforge_http_request_duration_seconds_count{method="GET",route="/api/generation-status/:purchaseId",status="2xx"}',
      ),
    ).toBeGreaterThan(0);
    expect(sample(apiMetrics, 'adforge_ad_jobs_open{kind="purchase",state="queued"}')).toBe(0);
    expect(apiMetrics).toMatch(/^adforge_temporal_task_queue_backlog\{type="activity"\} \d+$/m);
    expect(apiMetrics).toMatch(
      /^adforge_temporal_client_request_duration_seconds_count\{method="StartWorkflowExecution",code="0"\} [1-9]/m,
    );
    const workerMetrics = await metricsText(metricsPorts.worker);
    expect(sample(workerMetrics, 'adforge_ads_made_total{kind="purchase"}')).toBe(5);
    expect(sample(workerMetrics, 'adforge_ads_made_total{kind="sample"}')).toBeGreaterThan(0);
    // The Temporal SDK's own metrics, forwarded from the core's exporter.
    expect(workerMetrics).toMatch(/^temporal_worker_task_slots_available\{/m);
    expect(workerMetrics).toMatch(/^temporal_activity_execution_latency\w*_count\{/m);
    // Never on the public port.
    expect((await fetch(`${base}/metrics`)).headers.get('content-type')).toMatch(/text\/html/);
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

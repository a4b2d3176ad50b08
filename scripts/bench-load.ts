/**
 * npm run bench:load — the product on its embedded defaults (the command of `npm start`, read from
 * package.json, as a child process: API + in-process worker + PGlite + a Temporal dev server, in a
 * temp DATA_DIR on free ports),
 * driven from this process over loopback:
 *   - setup through the real API: sample sessions (POST /api/generate), then one paid premium
 *     purchase per buyer (create-payment-intent + the test-mode card confirm);
 *   - load: 1,000 buyers, each on its own keep-alive connection, polling
 *     GET /api/generation-status/:purchaseId every 3 s, while 20-ad batches are started one after
 *     another (generate-multiple) and landing-page visitors fetch /, the assets, styles, examples
 *     and gallery images.
 * Prints status-poll latency (p50/p99), errors, batches delivered and the peak RSS of the app's
 * process tree (API + worker threads) with the Temporal dev server reported separately.
 * Flags: --no-build (dist/ is current), --buyers N, --seconds N, --batch-every N (seconds),
 * --check (exit 1 when the app's peak RSS misses its goal: the one goal here that does not depend on
 * how busy the machine is; the latency goals are read from the report).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STYLES } from '../engine/index.js';
import { PROJECT_ROOT } from '../config/project-root.js';
import { generateBody } from '../tests/support/pipeline-harness.js';
import { freePort } from '../tests/support/postgres-server.js';
import { emitResult, machine, percentile, processTree, type Figure } from './bench-lib.js';
import { connection, every, mapLimit, Recorder, sleep } from './bench-load-traffic.js';
import { npmStartCommand } from './npm-start-command.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const BUYERS = arg('buyers', 1000);
const LOAD_MS = arg('seconds', 75) * 1000;
const BATCH_EVERY_MS = arg('batch-every', 8) * 1000;
const CHECK = process.argv.includes('--check');
const PEAK_GOAL_MB = 600;
const POLL_MS = 3000;
const SESSIONS = 4;
const LANDING_VISITORS = 10; // each fetches one landing resource every 500 ms: 20 requests/s
const LAST_BATCH_BEFORE_END_MS = 15_000; // so every batch can finish while the load still runs
const mb = (kib: number) => Math.round(kib / 1024);

const machineAtStart = machine();
if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
}

// ---- the app, as `npm start` runs it, on its embedded defaults ----
const startCommand = npmStartCommand();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'adforge-bench-load-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const env: NodeJS.ProcessEnv = { ...process.env };
// Embedded defaults: no external database, Temporal, Stripe, SMTP, S3 or Replicate.
for (const k of Object.keys(env))
  if (/^(NODE_ENV|DATABASE_URL|TEMPORAL_ADDRESS|STRIPE_|SMTP_|S3_|REPLICATE_)/.test(k)) delete env[k];
Object.assign(env, {
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_BASE_URL: baseUrl,
  DATA_DIR: tmp,
  TEMPORAL_DEV_PORT: String(await freePort()),
  TEMPORAL_UI_PORT: String(await freePort()),
  // The bench makes a few sample sessions from one address; the quota is not what is measured.
  ANON_SAMPLE_SESSIONS: '1000',
  ANON_SAMPLE_SESSIONS_PER_IP: '1000',
  // Every simulated buyer comes from 127.0.0.1: per-address limits would measure themselves.
  RATE_LIMIT_MULTIPLIER: '0',
  ...startCommand.env,
});
const logFile = path.join(tmp, 'app.log');
const logFd = fs.openSync(logFile, 'a');
// BENCH_APP_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the app while it is under load.
const nodeArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
const app = spawn(process.execPath, [...nodeArgs, ...startCommand.nodeArgs], {
  cwd: PROJECT_ROOT,
  env,
  stdio: ['ignore', logFd, logFd],
});
let appExited = false;
app.on('exit', () => {
  appExited = true;
});
const appPid = app.pid!;

// ---- memory: the app's process tree, sampled every 250 ms ----
let peakAppKiB = 0;
let peakTemporalKiB = 0;
let temporalPid: number | undefined;
const memTimer = setInterval(() => {
  const tree = processTree(appPid);
  const temporal = tree.filter((p) => p.cmdline.includes('start-dev'));
  const temporalPids = new Set<number>();
  for (const t of temporal) for (const p of processTree(t.pid)) temporalPids.add(p.pid);
  temporalPid ??= temporal[0]?.pid;
  const appKiB = tree.filter((p) => !temporalPids.has(p.pid)).reduce((s, p) => s + p.rssKiB, 0);
  const temporalKiB = tree.filter((p) => temporalPids.has(p.pid)).reduce((s, p) => s + p.rssKiB, 0);
  peakAppKiB = Math.max(peakAppKiB, appKiB);
  peakTemporalKiB = Math.max(peakTemporalKiB, temporalKiB);
}, 250);

async function stopApp() {
  clearInterval(memTimer);
  if (!appExited) {
    app.kill('SIGTERM');
    for (let i = 0; i < 100 && !appExited; i++) await sleep(200);
    if (!appExited) app.kill('SIGKILL');
  }
  if (temporalPid)
    try {
      process.kill(temporalPid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  fs.closeSync(logFd);
}

try {
  await run();
} catch (err) {
  console.error(`bench:load failed: ${(err as Error).stack}\n--- last lines of the app log (${logFile}) ---`);
  console.error(fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n'));
  process.exitCode = 1;
} finally {
  await stopApp();
  if (process.exitCode !== 1) fs.rmSync(tmp, { recursive: true, force: true });
}

async function run() {
  const setup = connection(baseUrl, 120_000);
  const call = async (method: 'GET' | 'POST', p: string, body?: unknown) => {
    const res = await setup.request(method, p, body);
    if (res.status >= 400) throw new Error(`${method} ${p}: ${res.status} ${res.body.slice(0, 300)}`);
    return JSON.parse(res.body);
  };
  const readyBy = Date.now() + 180_000;
  for (;;) {
    if (appExited) throw new Error('the app exited during start-up');
    if (Date.now() > readyBy) throw new Error('the app did not become healthy within 180 s');
    const up = await setup.request('GET', '/api/health').catch(() => undefined);
    if (up?.status === 200) break;
    await sleep(500);
  }
  console.log(`app up on ${baseUrl} (pid ${appPid}); setting up ${BUYERS} paid purchases…`);

  const t0 = performance.now();
  const body = await generateBody();
  const sessions: string[] = [];
  for (let i = 0; i < SESSIONS; i++) sessions.push((await call('POST', '/api/generate', body)).sessionId);
  // Each buyer's browser has its own visitor cookie: only it may pay for and start its order.
  const visitor = (i: number) => ({ cookie: `adforge_visitor=00000000-0000-4000-8000-${String(i).padStart(12, '0')}` });
  const purchases = await mapLimit(
    Array.from({ length: BUYERS }, (_, i) => i),
    8,
    async (i) => {
      const c = connection(baseUrl, 60_000, visitor(i));
      try {
        const pay = async (method: 'POST', p: string, b: unknown) => {
          const res = await c.request(method, p, b);
          if (res.status >= 400) throw new Error(`${p}: ${res.status} ${res.body.slice(0, 300)}`);
          return JSON.parse(res.body);
        };
        const email = `buyer${i}@example.com`;
        const { purchaseId } = await pay('POST', '/api/create-payment-intent', {
          sessionId: sessions[i % SESSIONS],
          packageName: 'premium',
          quantity: 20,
          price: 19.99,
          customerEmail: email,
          customerName: `Buyer ${i}`,
        });
        await pay('POST', `/api/test-payments/${purchaseId}/confirm`, {
          cardNumber: '4242 4242 4242 4242',
          expiry: '12/34',
          cvc: '123',
          name: `Buyer ${i}`,
          email,
        });
        return { purchaseId: purchaseId as string, sessionId: sessions[i % SESSIONS], visitor: visitor(i) };
      } finally {
        c.close();
      }
    },
  );
  const peakSetupKiB = peakAppKiB;
  console.log(
    `setup: ${SESSIONS} sample sessions and ${BUYERS} paid purchases in ${((performance.now() - t0) / 1000).toFixed(1)} s, app RSS peak ${mb(peakSetupKiB)} MB`,
  );

  const index = (await setup.request('GET', '/')).body;
  const assets = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  const examples = (await call('GET', '/api/examples')) as Array<{ imageUrl: string }>;
  const landingPaths = [
    '/',
    ...assets,
    '/api/styles',
    '/api/examples',
    ...examples.slice(0, 12).map((e) => e.imageUrl),
  ];

  // ---- the load ----
  const rec = new Recorder();
  const load0 = os.loadavg()[0];
  const start = performance.now();
  const until = start + LOAD_MS;
  const batchCount = Math.max(1, Math.floor((LOAD_MS - LAST_BATCH_BEFORE_END_MS - 2000) / BATCH_EVERY_MS) + 1);
  const batches: Array<{ purchaseId: string; startedAt: number; wallStart: number }> = [];
  const styleIds = STYLES.slice(0, 20).map((s) => s.id);
  const buyers = purchases.map((p) => ({ ...p, client: connection(baseUrl, undefined, p.visitor) }));
  let progressPolls = 0;

  const poll = async (b: (typeof buyers)[number]) => {
    try {
      const res = await b.client.request('GET', `/api/generation-status/${b.purchaseId}`);
      rec.add({ kind: 'status', ms: res.ms, status: res.status });
      if (res.status === 200) {
        const status = JSON.parse(res.body) as { isComplete: boolean; ads: Array<{ state: string }> };
        if (!status.isComplete && status.ads.some((a) => a.state !== 'queued')) progressPolls++;
      }
    } catch (err) {
      rec.add({ kind: 'status', ms: Number.NaN, status: 0, error: (err as Error).message });
    }
  };
  const landing = async (c: ReturnType<typeof connection>, i: number) => {
    const p = landingPaths[i % landingPaths.length];
    try {
      const res = await c.request('GET', p);
      rec.add({ kind: 'landing', ms: res.ms, status: res.status });
    } catch (err) {
      rec.add({ kind: 'landing', ms: Number.NaN, status: 0, error: `${p}: ${(err as Error).message}` });
    }
  };
  const startBatch = async () => {
    if (batches.length >= batchCount) return;
    const b = buyers[batches.length];
    const wallStart = Date.now();
    try {
      const res = await b.client.request('POST', '/api/generate-multiple', {
        sessionId: b.sessionId,
        purchaseId: b.purchaseId,
        styleIds,
      });
      if (res.status >= 400) throw new Error(`/api/generate-multiple: ${res.status} ${res.body.slice(0, 300)}`);
      batches.push({ purchaseId: b.purchaseId, startedAt: performance.now(), wallStart });
    } catch (err) {
      rec.add({ kind: 'setup', ms: Number.NaN, status: 0, error: (err as Error).message });
    }
  };

  console.log(
    `load: ${BUYERS} buyers polling every ${POLL_MS / 1000} s, ${LANDING_VISITORS * 2} landing requests/s, a 20-ad batch every ${BATCH_EVERY_MS / 1000} s (${batchCount} batches) for ${LOAD_MS / 1000} s…`,
  );
  const ticker = setInterval(() => {
    const s = rec.samples.filter((x) => x.kind === 'status').length;
    console.log(
      `  t+${((performance.now() - start) / 1000).toFixed(0)} s: ${s} status polls, ${rec.errors.length} errors, ${batches.length} batches started, app RSS peak ${mb(peakAppKiB)} MB`,
    );
  }, 15_000);
  await Promise.all([
    ...buyers.map((b) => every(POLL_MS, Math.random() * POLL_MS, until, () => poll(b))),
    ...Array.from({ length: LANDING_VISITORS }, (_, v) => {
      const c = connection(baseUrl);
      let n = v * 3;
      return every(500, Math.random() * 500, until, () => landing(c, n++)).finally(() => c.close());
    }),
    every(BATCH_EVERY_MS, 2000, until - LAST_BATCH_BEFORE_END_MS, startBatch),
  ]);
  clearInterval(ticker);
  const elapsed = performance.now() - start;
  const load1 = os.loadavg()[0];
  for (const b of buyers) b.client.close();

  // ---- every batch must deliver its 20 ads ----
  const deliveries = await Promise.all(
    batches.map(async (b) => {
      const deadline = Date.now() + 120_000;
      for (;;) {
        const s = await call('GET', `/api/generation-status/${b.purchaseId}`);
        if (s.isComplete || Date.now() > deadline) {
          const r = await call('GET', `/api/public-results/${b.purchaseId}`);
          const done = r.purchase.generationCompletedAt
            ? Date.parse(r.purchase.generationCompletedAt) - b.wallStart
            : Number.NaN;
          return { ads: r.ads.length as number, ms: done, complete: Boolean(s.isComplete) };
        }
        await sleep(1000);
      }
    }),
  );
  setup.close();

  const status = rec.samples
    .filter((s) => s.kind === 'status' && !s.error)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  const land = rec.samples
    .filter((s) => s.kind === 'landing' && !s.error)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  const statusTotal = rec.samples.filter((s) => s.kind === 'status').length;
  const adsDelivered = deliveries.reduce((s, d) => s + d.ads, 0);
  const batchesOk = deliveries.filter((d) => d.complete && d.ads === 20).length;
  const errors = rec.errors.length + deliveries.length - batchesOk;
  const batchMs = deliveries
    .map((d) => d.ms)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const p = (xs: number[], q: number) => Math.round(percentile(xs, q) * 10) / 10;
  // The app's own view (pino-http's responseTime: from the parsed request to the sent answer),
  // which tells time spent in the app from time queued before it reads the request.
  const serverSide = fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{') && l.includes('/api/generation-status/'))
    .map((l) => {
      try {
        return (JSON.parse(l) as { responseTime?: number }).responseTime;
      } catch {
        return undefined;
      }
    })
    .filter((x): x is number => typeof x === 'number')
    .sort((a, b) => a - b);

  const figures: Figure[] = [
    { name: 'status poll p50', value: p(status, 0.5), unit: 'ms' },
    { name: 'status poll p99', value: p(status, 0.99), unit: 'ms', goal: '< 100 ms', ok: p(status, 0.99) < 100 },
    { name: 'status poll max', value: p(status, 1), unit: 'ms' },
    { name: 'status poll p50 inside the app (request log)', value: p(serverSide, 0.5), unit: 'ms' },
    { name: 'status poll p99 inside the app (request log)', value: p(serverSide, 0.99), unit: 'ms' },
    { name: 'status polls sent', value: statusTotal, unit: 'requests' },
    { name: 'status polls answered while a batch was rendering', value: progressPolls, unit: 'requests' },
    { name: 'landing requests p50', value: p(land, 0.5), unit: 'ms' },
    { name: 'landing requests p99', value: p(land, 0.99), unit: 'ms' },
    { name: 'landing requests sent', value: rec.samples.filter((s) => s.kind === 'landing').length, unit: 'requests' },
    {
      name: 'errors (non-2xx, timeouts, incomplete batches)',
      value: errors,
      unit: 'count',
      goal: '0',
      ok: errors === 0,
    },
    {
      name: '20-ad batches started (one every 8 s, last one 15 s before the end)',
      value: batches.length,
      unit: `of ${batchCount}`,
    },
    { name: '20-ad batches delivered complete', value: batchesOk, unit: `of ${batches.length}` },
    { name: 'ads delivered', value: adsDelivered, unit: `of ${batches.length * 20}` },
    { name: 'batch start → completed, median', value: Math.round(percentile(batchMs, 0.5)), unit: 'ms' },
    { name: 'batch start → completed, max', value: Math.round(percentile(batchMs, 1)), unit: 'ms' },
    {
      name: 'peak RSS, API + worker (app process tree without Temporal)',
      value: mb(peakAppKiB),
      unit: 'MB',
      goal: `< ${PEAK_GOAL_MB} MB`,
      ok: mb(peakAppKiB) < PEAK_GOAL_MB,
    },
    // Start-up, the sample sessions (each cuts its photo out) and the purchases, before the load.
    { name: 'peak RSS of the app before the load (start-up, samples, purchases)', value: mb(peakSetupKiB), unit: 'MB' },
    { name: 'peak RSS, Temporal dev server', value: mb(peakTemporalKiB), unit: 'MB' },
  ];
  console.log(
    `\nload benchmark: ${BUYERS} buyers for ${(elapsed / 1000).toFixed(1)} s on ${machineAtStart.cpus} CPUs (${machineAtStart.cpuModel})`,
  );
  for (const f of figures) {
    console.log(
      `${f.name.padEnd(62)} ${String(f.value).padStart(8)} ${f.unit.padEnd(9)}${f.goal ? `  goal ${f.goal}  ${f.ok ? 'OK' : 'MISSED'}` : ''}`,
    );
  }
  console.log(
    `status polls per second: ${(statusTotal / (elapsed / 1000)).toFixed(0)}; load average (1 min) ${load0.toFixed(2)} at load start, ${load1.toFixed(2)} at end`,
  );
  if (rec.errors.length) console.log(`first errors: ${rec.errors.slice(0, 5).join(' | ')}`);
  if (CHECK && mb(peakAppKiB) >= PEAK_GOAL_MB) {
    console.error(`bench:load --check: the app's peak RSS ${mb(peakAppKiB)} MB misses the ${PEAK_GOAL_MB} MB goal`);
    process.exitCode = 1;
  }
  emitResult('load', figures, {
    buyers: BUYERS,
    seconds: Math.round(elapsed / 1000),
    loadAverage: [load0, load1],
    machine: machineAtStart,
  });
}

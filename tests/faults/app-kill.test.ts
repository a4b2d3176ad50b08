import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../config/project-root.js';
import { readRecord } from '../../integrations/temporal/dev-server-record.js';
import { hasProc, processInfo } from '../../integrations/temporal/proc-info.js';
import { createPaidPurchase, getStyles, ApiClient } from '../e2e/support/api-fixtures.js';
import { startNodeProcess, type NodeProcess } from '../support/node-process.js';
import { outboxMails, tempDir, waitFor } from '../support/pipeline-harness.js';
import { freePort } from '../support/postgres-server.js';

const N = 10;
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const appEnv = (dataDir: string, ports: { app: number; temporal: number; ui: number }) => ({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  PORT: String(ports.app),
  PUBLIC_BASE_URL: `http://127.0.0.1:${ports.app}`,
  TEMPORAL_DEV_PORT: String(ports.temporal),
  TEMPORAL_UI_PORT: String(ports.ui),
  TEMPORAL_ADDRESS: '',
  TEMPORAL_UI_URL: '',
  DATABASE_URL: '',
  // Two activity slots: the ten ads take several waves, so the kill lands inside the batch.
  WORKER_CONCURRENCY: '2',
  RATE_LIMIT_MULTIPLIER: '0',
  ANON_SAMPLE_SESSIONS_PER_IP: '1000',
});

/** `npm start`'s program (scripts/start.ts; workflows from source) on its embedded defaults. */
const startApp = (env: Record<string, string>) =>
  startNodeProcess('scripts/start.ts', env, 'worker polling task queue', 240_000, ['--dev']);

/** A copy that should refuse to start: its exit code and everything it printed. */
function runToExit(env: Record<string, string>, timeoutMs = 60_000) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'scripts/start.ts'), '--dev'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, LOG_LEVEL: 'info', S3_BUCKET: '', SMTP_URL: '', REPLICATE_API_TOKEN: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the second copy did not exit within ${timeoutMs} ms: ${output.slice(-2000)}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const running: NodeProcess[] = [];
afterAll(async () => {
  for (const p of running) await p.kill('SIGTERM');
});

/**
 * `kill -9` of the whole app (API, worker, embedded database) in the middle of a paid batch: its
 * Temporal dev server child outlives it. The restarted app adopts that server (its own, by the
 * data folder's record: decision 055) instead of silently using whatever answers on the port,
 * finishes the batch with every ad once and one e-mail, and stops the adopted server on SIGTERM.
 * A second copy on the same ports, or on the same data folder, refuses to start and says why.
 */
describe.skipIf(!hasProc())('kill -9 of the app mid-batch', () => {
  it('restarts on its own (adopted) Temporal server with nothing lost; a second copy refuses', async () => {
    const dataDir = tempDir('app-kill');
    const ports = { app: await freePort(), temporal: await freePort(), ui: await freePort() };
    const env = appEnv(dataDir, ports);
    const baseUrl = `http://127.0.0.1:${ports.app}`;

    const first = await startApp(env);
    running.push(first);
    const purchase = await createPaidPurchase(baseUrl, 'standard');
    const styleIds = (await getStyles(new ApiClient(baseUrl))).slice(0, N).map((s) => s.id);
    const started = await fetch(`${baseUrl}/api/generate-multiple`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: purchase.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      },
      body: JSON.stringify({ sessionId: purchase.sessionId, purchaseId: purchase.purchaseId, styleIds }),
    });
    expect(started.status).toBe(200);
    const status = async () =>
      (await (await fetch(`${baseUrl}/api/generation-status/${purchase.purchaseId}`)).json()) as {
        isComplete: boolean;
        adsCount: number;
      };
    await waitFor(async () => (await status()).adsCount >= 1, 120_000, 'the first ad');
    const atKill = (await status()).adsCount;

    const record = readRecord(path.join(dataDir, 'temporal'))!;
    expect(record.owner.pid).toBe(first.child.pid);
    await first.kill('SIGKILL');
    const killedAt = Date.now();
    console.log(`kill -9 of the app with ${atKill} of ${N} ads stored`);
    expect(await fetch(`${baseUrl}/api/health`).catch(() => undefined)).toBeUndefined();
    // The app is gone; its Temporal server is not.
    expect(processInfo(record.server.pid)).toBeDefined();
    expect(await listening(ports.temporal)).toBe(true);

    const second = await startApp(env);
    running.push(second);
    expect(second.allOutput()).toContain(`adopted pid ${record.server.pid} on 127.0.0.1:${ports.temporal}`);
    expect(second.allOutput()).toContain(
      `Temporal dev server on 127.0.0.1:${ports.temporal} (pid ${record.server.pid}, adopted)`,
    );
    expect(readRecord(path.join(dataDir, 'temporal'))).toMatchObject({
      server: { pid: record.server.pid },
      owner: { pid: second.child.pid },
    });

    // Nothing lost, nothing twice: every ad once, one "all ready" e-mail.
    const done = await waitFor(
      async () => {
        const s = await status();
        return s.isComplete ? s : undefined;
      },
      240_000,
      'the batch after the restart',
    );
    expect(done.adsCount).toBe(N);
    console.log(`batch complete ${Math.round((Date.now() - killedAt) / 1000)} s after the kill`);
    const results = (await (await fetch(`${baseUrl}/api/public-results/${purchase.purchaseId}`)).json()) as {
      ads: Array<{ styleId: number }>;
    };
    expect(results.ads.map((a) => a.styleId).sort((a, b) => a - b)).toEqual([...styleIds].sort((a, b) => a - b));
    const mails = () => outboxMails(path.join(dataDir, 'outbox')).filter((m) => m.includes(purchase.purchaseId));
    await waitFor(async () => mails().length >= 1, 60_000, 'the ready e-mail');
    await new Promise((r) => setTimeout(r, 1_000));
    expect(mails()).toHaveLength(1);

    // A second copy (its own data folder) on the same ports: refused, naming the port and the process.
    const other = await runToExit(appEnv(tempDir('app-kill-other'), ports));
    console.log(`a second copy on the same ports: ${/"msg":"(Temporal dev server:[^"]*)"/.exec(other.output)?.[1]}`);
    expect(other.code).toBe(1);
    expect(other.output).toContain(
      `127.0.0.1:${ports.temporal} (TEMPORAL_DEV_PORT) is in use by pid ${record.server.pid} (`,
    );
    expect(other.output).toContain('server start-dev');
    expect(other.output).toContain('which this app did not start');
    // A second copy on the same data folder: refused, naming the app that runs there.
    const same = await runToExit({ ...env, PORT: String(await freePort()) });
    console.log(
      `a second copy on the same data folder: ${/"msg":"(Temporal dev server:[^"]*)"/.exec(same.output)?.[1]}`,
    );
    expect(same.code).toBe(1);
    expect(same.output).toContain(`belongs to another app that is still running on the same data folder`);
    expect(same.output).toContain(`pid ${second.child.pid}`);
    // The running app is untouched by both.
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);

    // SIGTERM stops what it adopted.
    await second.kill('SIGTERM');
    expect(second.child.exitCode).toBe(0);
    expect(processInfo(record.server.pid)).toBeUndefined();
    expect(await listening(ports.temporal)).toBe(false);
    expect(await listening(ports.ui)).toBe(false);
    expect(readRecord(path.join(dataDir, 'temporal'))).toBeUndefined();
  }, 600_000);
});

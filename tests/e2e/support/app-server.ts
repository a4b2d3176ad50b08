import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/postgres-server.js';
import { ROOT } from './build.js';

export type AppServer = { baseUrl: string; dataDir: string; logFile: string; stop(): Promise<void> };

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode} before it was healthy`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`GET ${baseUrl}/api/health was not 200 within ${timeoutMs} ms`);
}

/**
 * Starts the real product (`scripts/start.ts`, embedded defaults: PGlite, Temporal dev server,
 * local renderer, test-mode payments) on free ports with a fresh data folder.
 */
export async function startAppServer(): Promise<AppServer> {
  const [port, temporalPort, uiPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adforge-e2e-'));
  const logDir = path.join(ROOT, 'test-results');
  fs.mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, 'e2e-app.log');
  const log = fs.openSync(logFile, 'w');
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_BASE_URL: baseUrl,
    TEMPORAL_DEV_PORT: String(temporalPort),
    TEMPORAL_UI_PORT: String(uiPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
    // Every browser of the suite is 127.0.0.1: per-address limits (proven in tests/hostile/) would
    // refuse the suite's many sample sessions and checkouts.
    ANON_SAMPLE_SESSIONS_PER_IP: '1000',
    RATE_LIMIT_MULTIPLIER: '0',
  };
  // Embedded defaults only: a developer's real provider settings must not leak into the browser run.
  for (const name of [
    'DATABASE_URL',
    'TEMPORAL_ADDRESS',
    'S3_BUCKET',
    'SMTP_URL',
    'STRIPE_SECRET_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'REPLICATE_API_TOKEN',
  ]) {
    delete env[name];
  }
  // Its own process group, so a hung app and its Temporal child can be killed together by PID.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', log, log],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      child.kill('SIGINT');
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, 180_000);
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}; see ${logFile}`, { cause: err });
  }
  return { baseUrl, dataDir, logFile, stop };
}

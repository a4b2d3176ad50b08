import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_SERVER_NICE } from '../integrations/temporal/ensure-temporal.js';
import { generateBody } from '../tests/support/pipeline-harness.js';
import { freePort } from '../tests/support/postgres-server.js';
import { processTree } from './bench-lib.js';
import { PROJECT_ROOT } from '../config/project-root.js';
import { npmStartCommand } from './npm-start-command.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adforge-start-'));
let ports: { app: number; temporal: number; ui: number };
let child: ChildProcess | undefined;
let output = '';

async function start() {
  ports ??= { app: await freePort(), temporal: await freePort(), ui: await freePort() };
  const command = npmStartCommand();
  child = spawn(process.execPath, command.nodeArgs, {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      ...command.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(ports.app),
      LOG_LEVEL: 'info',
      TEMPORAL_DEV_PORT: String(ports.temporal),
      TEMPORAL_UI_PORT: String(ports.ui),
      TEMPORAL_ADDRESS: '',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const res = await fetch(`http://127.0.0.1:${ports.app}/api/health`).catch(() => undefined);
    if (res?.status === 200) return;
    if (child.exitCode !== null) throw new Error(`npm start's command exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the app did not become healthy in 120 s');
}

async function stopWithCtrlC() {
  const proc = child!;
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  proc.kill('SIGINT');
  return exited;
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const api = async (method: 'GET' | 'POST', p: string, body?: unknown) => {
  const res = await fetch(`http://127.0.0.1:${ports.app}${p}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

/** Samples, as the generating page waits for them: the worker's render threads ran from the compiled build. */
const makeSamples = async () => {
  const started = await api('POST', '/api/generate', await generateBody());
  expect(started.status).toBe(200);
  const { sessionId } = started.body as { sessionId: string };
  const deadline = Date.now() + 60_000;
  for (;;) {
    const session = await api('GET', `/api/sessions/${sessionId}`);
    if (session.body.generation?.isComplete) return { sessionId, session: session.body };
    if (Date.now() > deadline) throw new Error(`samples not ready: ${JSON.stringify(session.body.generation)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
};

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** `npm start`'s first step, as it runs it: builds what changed; a second run finds nothing to do. */
function buildAsNpmStartDoes() {
  const build = () =>
    spawnSync(process.execPath, npmStartCommand().buildArgs, {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    });
  const first = build();
  if (first.status !== 0) throw new Error(`npm start's build step failed with ${first.status}`);
  const again = build();
  expect(again.status).toBe(0);
  expect(again.stdout).toContain('build: everything up to date');
}

async function waitCompleted(workflowId: string): Promise<void> {
  const connection = await Connection.connect({ address: `127.0.0.1:${ports.temporal}` });
  try {
    const handle = new Client({ connection }).workflow.getHandle(workflowId);
    const deadline = Date.now() + 60_000;
    while ((await handle.describe()).status.name === 'RUNNING' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 250));
  } finally {
    await connection.close();
  }
}

describe('npm start (the compiled scripts/start.ts) on embedded defaults', () => {
  it('runs the whole stack (samples rendered by the worker), stops every child on Ctrl-C, and finds its data again on restart', async () => {
    buildAsNpmStartDoes();
    await start();
    const account = { username: 'restart-user', email: 'restart@example.com', password: 'restart-password' };
    expect((await api('POST', '/api/register', account)).status).toBe(201);
    const first = await makeSamples();
    expect(first.session.generation).toMatchObject({ total: 4, ready: 4 });
    // The Temporal Web UI is served by the dev server the app started.
    const ui = await fetch(`http://127.0.0.1:${ports.ui}/`);
    expect(ui.status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'temporal', 'temporal.sqlite'))).toBe(true);
    if (process.platform === 'linux') {
      // Every thread of the Temporal server runs below the API's priority (the API's main thread at 0).
      const server = processTree(child!.pid!).find((p) => p.cmdline.includes('start-dev'))!;
      const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      const threads = fs
        .readdirSync(`/proc/${server.pid}/task`)
        .map((t) => niceOf(fs.readFileSync(`/proc/${server.pid}/task/${t}/stat`, 'utf8')));
      expect(new Set(threads)).toEqual(new Set([DEV_SERVER_NICE]));
      expect(niceOf(fs.readFileSync(`/proc/${child!.pid}/stat`, 'utf8'))).toBe(0);
    }
    // The empty database came from the build's template, not from initdb at start-up.
    expect(output).toContain("(new, from the build's template)");
    // The ads are recorded by an activity a moment before the workflow itself completes: wait for
    // the completion so the restart below checks that a finished history survived.
    await waitCompleted(`sample-${first.sessionId}`);

    expect(await stopWithCtrlC()).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    expect(await listening(ports.app)).toBe(false);
    expect(await listening(ports.temporal)).toBe(false);
    expect(await listening(ports.ui)).toBe(false);

    await start();
    // The database survived: the account logs in, the session and its samples are there.
    expect((await api('POST', '/api/login', { username: account.username, password: account.password })).status).toBe(
      200,
    );
    const again = await api('GET', `/api/sessions/${first.sessionId}`);
    expect(again.body.generatedAds).toHaveLength(4);
    // Workflow history survived in the SQLite file.
    const connection = await Connection.connect({ address: `127.0.0.1:${ports.temporal}` });
    const described = await new Client({ connection }).workflow.getHandle(`sample-${first.sessionId}`).describe();
    expect(described.status.name).toBe('COMPLETED');
    await connection.close();
    expect(await stopWithCtrlC()).toBe(0);
  }, 300_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { resolveTemporalCli } from './cli-resolver.js';
import { DEV_SERVER_SEARCH_ATTRIBUTE_ARGS } from './search-attributes.js';

export type DevServer = { address: string; uiUrl: string; process: ChildProcess; stop(): Promise<void> };

/** coreutils' nice, which starts the server (and so every thread it makes) at a given nice value. */
const NICE = ['/usr/bin/nice', '/bin/nice'].find((p) => process.platform !== 'win32' && fs.existsSync(p));

async function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`temporal dev server exited with code ${child.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`temporal dev server did not listen on 127.0.0.1:${port} within ${timeoutMs} ms`);
}

/**
 * Starts `temporal server start-dev` with its history in a SQLite file, so workflows survive a restart.
 * Bound to 127.0.0.1; stopped by PID.
 */
export async function startDevServer(options: {
  dataDir: string;
  port: number;
  uiPort: number;
  namespace: string;
  log?: (line: string) => void;
  /** Run the server at this nice value (where coreutils' nice exists); it keeps its PID. */
  nice?: number;
  /** false: start without this app's search attributes, like a fresh external server (the worker registers them). */
  searchAttributes?: boolean;
}): Promise<DevServer> {
  const cli = resolveTemporalCli({ log: options.log });
  if (!cli.path) throw new Error('no Temporal CLI');
  fs.mkdirSync(options.dataDir, { recursive: true });
  const logFile = fs.openSync(path.join(options.dataDir, 'temporal.log'), 'a');
  const args = [
    'server',
    'start-dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(options.port),
    '--ui-port',
    String(options.uiPort),
    '--db-filename',
    path.join(options.dataDir, 'temporal.sqlite'),
    '--namespace',
    options.namespace,
    '--log-level',
    'warn',
    ...(options.searchAttributes === false ? [] : DEV_SERVER_SEARCH_ATTRIBUTE_ARGS),
  ];
  // nice execs the server in its own place, so the PID (stopped by PID) is the server's.
  const [command, argv] =
    options.nice !== undefined && NICE ? [NICE, ['-n', String(options.nice), cli.path, ...args]] : [cli.path, args];
  const child = spawn(command, argv, { stdio: ['ignore', logFile, logFile] });
  fs.closeSync(logFile);
  try {
    await waitForPort(options.port, child, 60_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}; see ${path.join(options.dataDir, 'temporal.log')}`, { cause: err });
  }
  return {
    address: `127.0.0.1:${options.port}`,
    uiUrl: `http://localhost:${options.uiPort}`,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

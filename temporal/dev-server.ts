import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { resolveTemporalCli } from './cli-resolver.js';
import { DEV_SERVER_SEARCH_ATTRIBUTE_ARGS } from './search-attributes.js';

export type DevServer = { address: string; uiUrl: string; process: ChildProcess; stop(): Promise<void> };

async function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`temporal dev server exited with code ${child.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => { socket.destroy(); resolve(true); });
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
}): Promise<DevServer> {
  const cli = resolveTemporalCli({ log: options.log });
  if (!cli.path) throw new Error('no Temporal CLI');
  fs.mkdirSync(options.dataDir, { recursive: true });
  const logFile = fs.openSync(path.join(options.dataDir, 'temporal.log'), 'a');
  const child = spawn(cli.path, [
    'server', 'start-dev',
    '--ip', '127.0.0.1', '--port', String(options.port), '--ui-port', String(options.uiPort),
    '--db-filename', path.join(options.dataDir, 'temporal.sqlite'),
    '--namespace', options.namespace, '--log-level', 'warn',
    ...DEV_SERVER_SEARCH_ATTRIBUTE_ARGS,
  ], { stdio: ['ignore', logFile, logFile] });
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
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => { clearTimeout(timer); resolve(); });
      child.kill('SIGTERM');
    }),
  };
}

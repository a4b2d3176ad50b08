import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { resolveTemporalCli } from './cli-resolver.js';
import { readRecord, recordPath, removeRecord, writeRecord, type DevServerRecord } from './dev-server-record.js';
import { describeProcess, hasProc, isSameProcess, listenerOf, processInfo } from './proc-info.js';
import { DEV_SERVER_SEARCH_ATTRIBUTE_ARGS } from './search-attributes.js';

export type DevServer = {
  address: string;
  uiUrl: string;
  pid: number;
  /** `started`: this process's child. `adopted`: left running by an earlier run of this app on the same data folder that crashed. */
  origin: 'started' | 'adopted';
  /** The child process, when this process started the server. */
  process?: ChildProcess;
  /** SIGTERM, then SIGKILL after 5 s; resolves once the server is gone. */
  stop(): Promise<void>;
  /** SIGTERM without waiting, for a process 'exit' handler. */
  kill(): void;
};

/** The dev server's ports belong to something else, or its data folder to another running app: this app does not start. */
export class DevServerRefusedError extends Error {
  override name = 'DevServerRefusedError';
}

export type DevServerOptions = {
  dataDir: string;
  port: number;
  uiPort: number;
  namespace: string;
  log?: (line: string) => void;
  /** Run the server at this nice value (where coreutils' nice exists); it keeps its PID. */
  nice?: number;
  /** false: start without this app's search attributes, like a fresh external server (the worker registers them). */
  searchAttributes?: boolean;
};

/** coreutils' nice, which starts the server (and so every thread it makes) at a given nice value. */
const NICE = ['/usr/bin/nice', '/bin/nice'].find((p) => process.platform !== 'win32' && fs.existsSync(p));

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`temporal dev server exited with code ${child.exitCode}`);
    if (await answers(port)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`temporal dev server did not listen on 127.0.0.1:${port} within ${timeoutMs} ms`);
}

/** Who holds a port: a PID or 'unknown' when it is taken, undefined when it is free. */
async function holderOf(port: number): Promise<number | 'unknown' | undefined> {
  if (hasProc()) return listenerOf(port);
  return (await answers(port)) ? 'unknown' : undefined;
}

const sameArgs = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** SIGTERM, SIGKILL after `graceMs`; resolves once that very process (PID and start time) is gone. */
async function stopProcess(recorded: { pid: number; startTicks: number }, graceMs = 5_000): Promise<void> {
  const signal = (s: NodeJS.Signals) => {
    try {
      if (isSameProcess(recorded)) process.kill(recorded.pid, s);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  for (const [until, next] of [
    [Date.now() + graceMs, 'SIGKILL'],
    [Date.now() + graceMs + 5_000, undefined],
  ] as const) {
    while (isSameProcess(recorded) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    if (!isSameProcess(recorded)) return;
    if (next) signal(next);
  }
}

function refuseTaken(port: number, variable: string, holder: number | 'unknown'): DevServerRefusedError {
  const who = holder === 'unknown' ? describeProcess(undefined) : describeProcess(processInfo(holder), holder);
  return new DevServerRefusedError(
    `Temporal dev server: 127.0.0.1:${port} (${variable}) is in use by ${who}, which this app did not start. ` +
      'Stop that process, or choose free ports with TEMPORAL_DEV_PORT and TEMPORAL_UI_PORT ' +
      '(or set TEMPORAL_ADDRESS to use a running Temporal server on purpose).',
  );
}

/**
 * The server this data folder's record names, if it still runs. Its app still running: refused
 * (two apps on one data folder). Its app gone (crashed): adopted when it runs with exactly the
 * options this start would use and listens on the port, otherwise stopped. Decision 055.
 */
async function takeOverLeftover(options: DevServerOptions, cmdline: string[]): Promise<DevServer | undefined> {
  const log = options.log ?? (() => {});
  const record = readRecord(options.dataDir);
  if (!record) return undefined;
  const live = processInfo(record.server.pid);
  const ours =
    live?.startTicks === record.server.startTicks &&
    (live.cmdline.length === 0 || sameArgs(live.cmdline, record.server.cmdline));
  if (!ours) {
    fs.rmSync(recordPath(options.dataDir), { force: true });
    return undefined;
  }
  const owner = record.owner.pid === process.pid ? undefined : processInfo(record.owner.pid);
  if (owner && owner.startTicks === record.owner.startTicks) {
    throw new DevServerRefusedError(
      `Temporal dev server: the one on 127.0.0.1:${record.port} (pid ${record.server.pid}) belongs to another app that ` +
        `is still running on the same data folder (${path.dirname(options.dataDir)}): ${describeProcess(owner)}. ` +
        'Stop that app first, or give this copy its own DATA_DIR, PORT, TEMPORAL_DEV_PORT and TEMPORAL_UI_PORT.',
    );
  }
  const listening = (await holderOf(options.port)) === record.server.pid;
  if (listening && sameArgs(record.server.cmdline, cmdline)) {
    writeRecord(options.dataDir, live, { port: options.port, uiPort: options.uiPort });
    log(
      `Temporal dev server: adopted pid ${live.pid} on 127.0.0.1:${options.port}, left running by an earlier run of this app (pid ${record.owner.pid}) that stopped without stopping it`,
    );
    return adopted(options, record, live.startTicks);
  }
  log(
    `Temporal dev server: stopping pid ${live.pid}, left running by an earlier run of this app (pid ${record.owner.pid}): ${listening ? 'its options differ from this start' : `it does not listen on 127.0.0.1:${options.port}`}`,
  );
  await stopProcess(record.server);
  removeRecord(options.dataDir, record.server.pid);
  return undefined;
}

function adopted(options: DevServerOptions, record: DevServerRecord, startTicks: number): DevServer {
  const server = { pid: record.server.pid, startTicks };
  return {
    address: `127.0.0.1:${options.port}`,
    uiUrl: `http://localhost:${options.uiPort}`,
    pid: server.pid,
    origin: 'adopted',
    stop: async () => {
      await stopProcess(server);
      removeRecord(options.dataDir, server.pid);
    },
    kill: () => {
      try {
        if (isSameProcess(server)) process.kill(server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

/**
 * Starts `temporal server start-dev` with its history in a SQLite file, so workflows survive a
 * restart. Bound to 127.0.0.1; recorded in `<dataDir>/dev-server.json` and stopped by PID. A
 * server an earlier, crashed run of this app left behind is adopted or stopped; ports held by
 * anything else are refused with the port and the process named (decision 055).
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  return (await claimDevServer(options)).start();
}

/**
 * The quick half of startDevServer: the checks (the data folder's record, the ports), which
 * refuse or adopt within milliseconds, so a caller can hold back what must not run on a data folder
 * another app uses (the embedded database) until they passed; `start()` then starts the server.
 */
export async function claimDevServer(options: DevServerOptions): Promise<{ start(): Promise<DevServer> }> {
  const cli = resolveTemporalCli({ log: options.log });
  if (!cli.path) throw new Error('no Temporal CLI');
  const cliPath = cli.path;
  fs.mkdirSync(options.dataDir, { recursive: true });
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
  const leftover = await takeOverLeftover(options, [cliPath, ...args]);
  if (leftover) return { start: () => Promise.resolve(leftover) };
  for (const [port, variable] of [
    [options.port, 'TEMPORAL_DEV_PORT'],
    [options.uiPort, 'TEMPORAL_UI_PORT'],
  ] as const) {
    const holder = await holderOf(port);
    if (holder !== undefined) throw refuseTaken(port, variable, holder);
  }
  return { start: () => spawnServer(options, cliPath, args) };
}

async function spawnServer(options: DevServerOptions, cliPath: string, args: string[]): Promise<DevServer> {
  const ports = { port: options.port, uiPort: options.uiPort };
  const logFile = fs.openSync(path.join(options.dataDir, 'temporal.log'), 'a');
  // nice execs the server in its own place, so the PID (stopped by PID) is the server's.
  const [command, argv] =
    options.nice !== undefined && NICE ? [NICE, ['-n', String(options.nice), cliPath, ...args]] : [cliPath, args];
  const child = spawn(command, argv, { stdio: ['ignore', logFile, logFile] });
  fs.closeSync(logFile);
  // Recorded before it listens: a crash from here on leaves a record of what to clean up.
  const info = child.pid ? processInfo(child.pid) : undefined;
  if (info) writeRecord(options.dataDir, { ...info, cmdline: [cliPath, ...args] }, ports);
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        if (child.pid) removeRecord(options.dataDir, child.pid);
        resolve();
      };
      if (child.exitCode !== null || child.signalCode) return done();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      child.kill('SIGTERM');
    });
  try {
    await waitForPort(options.port, child, 60_000);
    // Something else may have taken the port between the check and the bind: then this child
    // failed to bind while the port answers for someone else.
    const holder = hasProc() ? listenerOf(options.port) : child.pid;
    if (typeof holder === 'number' && holder !== child.pid)
      throw refuseTaken(options.port, 'TEMPORAL_DEV_PORT', holder);
  } catch (err) {
    child.kill('SIGKILL');
    if (child.pid) removeRecord(options.dataDir, child.pid);
    if (err instanceof DevServerRefusedError) throw err;
    throw new Error(`${(err as Error).message}; see ${path.join(options.dataDir, 'temporal.log')}`, { cause: err });
  }
  return {
    address: `127.0.0.1:${options.port}`,
    uiUrl: `http://localhost:${options.uiPort}`,
    pid: child.pid!,
    origin: 'started',
    process: child,
    stop,
    kill: () => {
      child.kill('SIGTERM');
    },
  };
}

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian installs the server binaries outside PATH, under /usr/lib/postgresql/<major>/bin. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const majors = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const major of majors) {
    const bin = path.join(root, major, 'bin');
    if (fs.existsSync(path.join(bin, 'postgres'))) return bin;
  }
  return undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function waitForPort(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listened on 127.0.0.1:${port} within ${timeoutMs} ms`);
}

function readPostmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The port opens before recovery ends; until then connections fail with 57P03 "starting up". */
async function waitUntilAcceptingQueries(url: string, timeoutMs = 30_000): Promise<void> {
  const { default: postgres } = await import('postgres');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 2, fetch_types: false });
    try {
      await sql`select 1`;
      return;
    } catch (err) {
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL at ${url} did not accept queries within ${timeoutMs} ms`, { cause: err });
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await sql.end({ timeout: 1 });
    }
  }
}

export type PostgresServer = {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
};

/**
 * Starts a throw-away PostgreSQL cluster on 127.0.0.1. PostgreSQL refuses to run as root,
 * so as root the cluster belongs to the `postgres` system user that Debian's package creates.
 */
export async function startPostgres(options: { port?: number; dataDir?: string } = {}): Promise<PostgresServer> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found (apt-get install postgresql)');
  const asRoot = process.getuid?.() === 0;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'adforge-pg-'));
  const port = options.port ?? (await freePort());
  const run = (cmd: string, args: string[]) =>
    (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]) as [string, string[]];
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dataDir]);
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    execFileSync(
      ...run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']),
      { stdio: 'ignore' },
    );
  }
  const [cmd, args] = run(path.join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dataDir,
    '-c',
    'fsync=off',
    '-c',
    'max_connections=200',
  ]);
  const child = spawn(cmd, args, { stdio: 'ignore' });
  await waitForPort(port);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitUntilAcceptingQueries(url);
  return {
    url,
    port,
    dataDir,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        // SIGINT is PostgreSQL's "fast shutdown". runuser does not forward signals, so the
        // postmaster's own PID (first line of postmaster.pid) is signalled.
        const pid = readPostmasterPid(dataDir) ?? child.pid;
        if (pid) process.kill(pid, 'SIGINT');
      }),
  };
}

/** A fresh database on the shared test server, so test files never see each other's rows. */
export async function createTestDatabase(baseUrl: string, name: string): Promise<string> {
  const { default: postgres } = await import('postgres');
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  const db = `${name}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_');
  await admin.unsafe(`create database "${db}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${db}`;
  return url.toString();
}

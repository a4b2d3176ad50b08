import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startNodeProcess, type NodeProcess } from '../../tests/support/node-process.js';
import { tempDir } from '../../tests/support/pipeline-harness.js';
import { freePort } from '../../tests/support/postgres-server.js';
import { readRecord, recordPath } from './dev-server-record.js';
import { claimDevServer, DevServerRefusedError, startDevServer, type DevServer } from './dev-server.js';
import { hasProc, processInfo } from './proc-info.js';

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** An "app" (tests/support/dev-server-app.ts) that started the dev server on `dataDir`; SIGKILL it to crash it. */
async function appWithDevServer(dataDir: string, port: number, uiPort: number) {
  const app = await startNodeProcess(
    'tests/support/dev-server-app.ts',
    { DEV_DATA_DIR: dataDir, DEV_PORT: String(port), DEV_UI_PORT: String(uiPort) },
    'dev server ready',
  );
  const ready = /dev server ready (\{.*\})/.exec(app.output())!;
  return { app, server: JSON.parse(ready[1]) as { pid: number; origin: string } };
}

const processes: NodeProcess[] = [];
const servers: DevServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
  for (const p of processes) await p.kill();
});

/**
 * Whose Temporal dev server is on the port (decision 055): a crashed app's leftover server is
 * adopted (same options) or stopped (other options), a live app's data folder and a port held by
 * any other program are refused with the port and the process named.
 */
describe.skipIf(!hasProc())('the embedded Temporal dev server knows whose server is on its port', () => {
  it('refuses a port another program listens on, naming the port, the variable and the process', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const dataDir = tempDir('dev-server-taken');
      const refused = await claimDevServer({ dataDir, port, uiPort: await freePort(), namespace: 'default' }).catch(
        (err: unknown) => err,
      );
      expect(refused).toBeInstanceOf(DevServerRefusedError);
      const message = (refused as Error).message;
      expect(message).toContain(`127.0.0.1:${port} (TEMPORAL_DEV_PORT) is in use by pid ${process.pid} (`);
      expect(message).toContain(process.execPath);
      expect(message).toContain('which this app did not start');
      expect(fs.existsSync(recordPath(dataDir))).toBe(false);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('adopts the server of a crashed earlier run with the same options, refuses while that run lives, and stops what it adopted', async () => {
    const dataDir = tempDir('dev-server-adopt');
    const [port, uiPort] = [await freePort(), await freePort()];
    const { app, server } = await appWithDevServer(dataDir, port, uiPort);
    processes.push(app);
    expect(server.origin).toBe('started');
    expect(readRecord(dataDir)).toMatchObject({ server: { pid: server.pid }, owner: { pid: app.child.pid }, port });

    // The app that owns it still runs: a second one on the same data folder is refused.
    const busy = await claimDevServer({ dataDir, port, uiPort, namespace: 'default' }).catch((err: unknown) => err);
    expect(busy).toBeInstanceOf(DevServerRefusedError);
    expect((busy as Error).message).toContain(`127.0.0.1:${port} (pid ${server.pid}) belongs to another app`);
    expect((busy as Error).message).toContain(`pid ${app.child.pid}`);

    // kill -9 of the app: its server keeps running, and the next start adopts it.
    await app.kill('SIGKILL');
    expect(processInfo(server.pid)).toBeDefined();
    const lines: string[] = [];
    const adopted = await startDevServer({ dataDir, port, uiPort, namespace: 'default', log: (l) => lines.push(l) });
    servers.push(adopted);
    expect(adopted).toMatchObject({ origin: 'adopted', pid: server.pid, address: `127.0.0.1:${port}` });
    expect(lines.join('\n')).toContain(`adopted pid ${server.pid} on 127.0.0.1:${port}`);
    expect(readRecord(dataDir)).toMatchObject({ server: { pid: server.pid }, owner: { pid: process.pid } });

    await adopted.stop();
    expect(processInfo(server.pid)).toBeUndefined();
    expect(await listening(port)).toBe(false);
    expect(fs.existsSync(recordPath(dataDir))).toBe(false);
  }, 120_000);

  it('stops a crashed run’s server whose options differ, and starts its own', async () => {
    const dataDir = tempDir('dev-server-replace');
    const [port, uiPort, otherUiPort] = [await freePort(), await freePort(), await freePort()];
    const { app, server } = await appWithDevServer(dataDir, port, uiPort);
    processes.push(app);
    await app.kill('SIGKILL');

    const lines: string[] = [];
    const fresh = await startDevServer({
      dataDir,
      port,
      uiPort: otherUiPort,
      namespace: 'default',
      log: (l) => lines.push(l),
    });
    servers.push(fresh);
    expect(fresh.origin).toBe('started');
    expect(fresh.pid).not.toBe(server.pid);
    expect(processInfo(server.pid)).toBeUndefined();
    expect(lines.join('\n')).toContain(`stopping pid ${server.pid}`);
    expect(await listening(uiPort)).toBe(false);
    expect(readRecord(dataDir)?.server.pid).toBe(fresh.pid);
    await fresh.stop();
    expect(fs.existsSync(path.join(dataDir, 'dev-server.json'))).toBe(false);
  }, 120_000);
});

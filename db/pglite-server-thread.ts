/**
 * PGlite on its own thread, behind PGlite's own PostgreSQL socket server (@electric-sql/pglite-socket)
 * on 127.0.0.1: the app talks to it with postgres-js, as it talks to a real server.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

type ThreadData = { dataDir: string; port: number; initOnly?: boolean };
const { dataDir, port, initOnly } = workerData as ThreadData;
const parent = parentPort!;

/**
 * PostgreSQL's defaults size its caches for a server of its own (shared_buffers 128 MB). The
 * embedded database is small and shares one process with the API, the worker and the renderer,
 * and WebAssembly memory never shrinks, so the caches are sized for it.
 */
const START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'work_mem=2MB',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'temp_buffers=2MB',
];

try {
  const pg = await PGlite.create({ dataDir, startParams: START_PARAMS });
  if (initOnly) {
    // initdb leaves hundreds of MB of WebAssembly memory behind; this thread ends and takes it along.
    await pg.close();
    parent.postMessage({ ready: true, port: 0 });
  } else {
    const server = new PGLiteSocketServer({ db: pg, host: '127.0.0.1', port, maxConnections: 1 });
    await server.start();
    parent.postMessage({ ready: true, port: Number(server.getServerConn().split(':').pop()) });
    parent.on('message', async (message: unknown) => {
      if (message !== 'close') return;
      await server.stop();
      await pg.close();
      parent.postMessage('closed');
    });
  }
} catch (err) {
  parent.postMessage({ ready: false, message: (err as Error).message });
}

/**
 * PGlite on its own thread (started by db/pglite-proxy.ts). PGlite runs PostgreSQL in WebAssembly
 * on the thread that calls it: on the API's thread, every statement of every request competed
 * with reading and answering requests, and under 1,000 polling buyers the API answered in seconds
 * (docs/performance.md). Here the API thread only sends statements and receives rows.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { serializeError, type PgliteThreadData, type Reply, type Request } from './pglite-protocol.js';
import { PgliteSession } from './pglite-session.js';

const { dataDir, migrationsFolder, initOnly } = workerData as PgliteThreadData;
const port = parentPort!;
const send = (reply: Reply) => port.postMessage(reply);

/**
 * PostgreSQL's defaults size its caches for a server of its own (shared_buffers 128 MB). The
 * embedded database is small and shares one process with the API, the worker and the renderer,
 * and WebAssembly memory never shrinks, so the caches are sized for it.
 */
const START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c', 'shared_buffers=16MB', '-c', 'work_mem=2MB', '-c', 'maintenance_work_mem=16MB', '-c', 'temp_buffers=2MB',
];

let pg: PGlite;
try {
  pg = await PGlite.create({ dataDir, startParams: START_PARAMS });
  await migrate(drizzle(pg), { migrationsFolder });
} catch (err) {
  send({ ready: false, error: serializeError(err) });
  throw err;
}

if (initOnly) {
  // initdb leaves hundreds of MB of WebAssembly memory behind; a thread that only creates the
  // folder takes that memory with it when it ends.
  await pg.close();
  send({ ready: true });
} else {
  const session = new PgliteSession(pg);
  const handle = async (req: Request): Promise<Reply> => {
    switch (req.op) {
      case 'query': {
        const r = await session.query(req.sql, req.params, req.options, req.txId);
        return { id: req.id, ok: true, result: { rows: r.rows, affectedRows: r.affectedRows, fields: r.fields } };
      }
      case 'begin':
        await session.begin(req.txId);
        return { id: req.id, ok: true };
      case 'end':
        await session.end(req.txId, req.commit);
        return { id: req.id, ok: true };
      case 'close':
        await pg.close();
        return { id: req.id, ok: true };
    }
  };

  port.on('message', (req: Request) => {
    handle(req).then(send, (err) => send({ id: req.id, ok: false, error: serializeError(err) }));
  });
  send({ ready: true });
}

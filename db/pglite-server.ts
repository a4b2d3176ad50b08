import fs from 'node:fs';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { spawnThread, threadModuleUrl } from '../config/spawn-thread.js';
import { copyTemplate } from './pglite-template.js';

const THREAD_URL = threadModuleUrl('pglite-server-thread', import.meta.url);

type Ready = { ready: true; port: number } | { ready: false; message: string };

function startThread(data: {
  dataDir: string;
  port: number;
  initOnly?: boolean;
}): Promise<{ worker: Worker; port: number }> {
  // Rows leave as bytes on the socket at once, so little lives long here: a small young generation.
  const worker = spawnThread(THREAD_URL, { workerData: data, resourceLimits: { maxYoungGenerationSizeMb: 8 } });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the database thread exited with code ${code} while opening`)));
    worker.once('message', (msg: Ready) => {
      worker.removeAllListeners('error');
      worker.removeAllListeners('exit');
      if (msg.ready) resolve({ worker, port: msg.port });
      else reject(new Error(msg.message));
    });
  });
}

export type PgliteServer = {
  /** The loopback port PostgreSQL clients connect to. */
  port: number;
  /** The thread serving now (a test ends it to see it replaced). */
  readonly thread: Worker;
  /** How this open found its folder: created from the build's template, by initdb, or already there. */
  createdFrom?: 'template' | 'initdb';
  close(): Promise<void>;
};

/**
 * The embedded PGlite on its own thread, served over the PostgreSQL wire protocol on 127.0.0.1
 * (decision 032). A thread that dies is started again on the same port; clients reconnect.
 */
export async function startPgliteServer(dataDir: string): Promise<PgliteServer> {
  let createdFrom: PgliteServer['createdFrom'];
  if (dataDir !== 'memory://' && !fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(dataDir, { recursive: true });
    if (copyTemplate(dataDir)) {
      createdFrom = 'template';
    } else {
      const init = await startThread({ dataDir, port: 0, initOnly: true });
      await init.worker.terminate();
      createdFrom = 'initdb';
    }
  }
  let closing = false;
  const first = await startThread({ dataDir, port: 0 });
  const { port } = first;
  let worker = first.worker;
  // A new thread on the same port; should that fail (the port taken meanwhile), again a second later.
  const restart = (): void =>
    void startThread({ dataDir, port }).then(
      (next) => {
        worker = next.worker;
        serve(worker);
      },
      () => {
        if (!closing) setTimeout(restart, 1000).unref();
      },
    );
  const serve = (w: Worker) => {
    w.unref();
    w.once('exit', () => {
      if (!closing) restart();
    });
  };
  serve(worker);
  return {
    port,
    createdFrom,
    get thread() {
      return worker;
    },
    async close() {
      closing = true;
      const closed = new Promise<void>((resolve) => worker.once('message', () => resolve()));
      worker.postMessage('close');
      await Promise.race([closed, new Promise((r) => setTimeout(r, 5000))]);
      await worker.terminate();
    },
  };
}

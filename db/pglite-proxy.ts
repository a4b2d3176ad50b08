import fs from 'node:fs';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { spawnThread, threadModuleUrl } from '../config/spawn-thread.js';
import { copyTemplate } from './pglite-template.js';
import {
  reviveError, type PgliteThreadData, type QueryOptions, type QueryResult, type Reply, type Request,
} from './pglite-protocol.js';

const THREAD_URL = threadModuleUrl('pglite-thread', import.meta.url);

type Pending = { resolve: (r: QueryResult | undefined) => void; reject: (e: Error) => void };
type DrizzleQueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Sender = (req: DistributiveOmit<Request, 'id'>) => Promise<QueryResult | undefined>;
type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

function toThreadOptions(options: DrizzleQueryOptions = {}): QueryOptions {
  // Drizzle's parsers all return the text as it is; the thread applies the same for those types.
  return { rowMode: options.rowMode, rawTypes: Object.keys(options.parsers ?? {}).map(Number) };
}

/** Starts a thread on the data folder and resolves when it has opened (or rejects with its error). */
function spawnDatabaseThread(data: PgliteThreadData, onReply: (reply: Reply) => void): Promise<Worker> {
  // Rows cross to the API thread at once, so little lives long here: a small young generation
  // (V8 would grow it to 32 MB) is enough.
  const worker = spawnThread(THREAD_URL, { workerData: data, resourceLimits: { maxYoungGenerationSizeMb: 8 } });
  return new Promise((resolve, reject) => {
    const failed = (err: Error) => reject(err);
    worker.once('error', failed);
    worker.once('exit', (code) => reject(new Error(`the database thread exited with code ${code} while opening`)));
    worker.on('message', (msg: Reply) => {
      if ('ready' in msg) {
        worker.off('error', failed);
        if (msg.ready) resolve(worker);
        else reject(reviveError(msg.error));
        return;
      }
      onReply(msg);
    });
  });
}

/**
 * The embedded PGlite, running on its own thread (db/pglite-thread.ts), behind the subset of
 * PGlite's client API that Drizzle's PGlite driver uses: query() and transaction(). Semantics stay
 * PGlite's: one session, and a transaction holds every other statement back until it ends.
 */
export class PgliteProxy {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private nextTx = 1;
  private worker!: Worker;
  private alive = false;
  private closed = false;
  private restarting?: Promise<void>;

  /**
   * @param createdFrom how this open found its folder: created from the build's template, by
   *   initdb, or (undefined) already there.
   */
  private constructor(private readonly data: PgliteThreadData, readonly createdFrom?: 'template' | 'initdb') {}

  static async open(dataDir: string, migrationsFolder: string): Promise<PgliteProxy> {
    const data = { dataDir, migrationsFolder };
    let createdFrom: PgliteProxy['createdFrom'];
    if (dataDir !== 'memory://' && !fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
      if (copyTemplate(dataDir)) {
        createdFrom = 'template';
      } else {
        // No template (running from source before a build): initdb on a thread that then ends.
        const init = await spawnDatabaseThread({ ...data, initOnly: true }, () => {});
        await init.terminate();
        createdFrom = 'initdb';
      }
    }
    const proxy = new PgliteProxy(data, createdFrom);
    await proxy.startThread();
    return proxy;
  }

  /**
   * A thread that dies (a WebAssembly trap, say) fails what it was doing, as a lost connection
   * would; the next statement opens the folder on a new thread.
   */
  private async startThread() {
    const worker = await spawnDatabaseThread(this.data, (r) => this.settle(r));
    worker.unref();
    worker.on('error', (err) => this.failAll(err));
    worker.on('exit', (code) => {
      this.alive = false;
      this.failAll(Object.assign(new Error(`the database thread exited with code ${code}`), { code: '57P01' }));
    });
    this.worker = worker;
    this.alive = true;
  }

  private failAll(err: Error) {
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }

  private settle(reply: Reply) {
    if ('ready' in reply) return;
    const p = this.pending.get(reply.id);
    if (!p) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.ok) p.resolve(reply.result);
    else p.reject(reviveError(reply.error));
  }

  private send: Sender = async (req) => {
    if (this.closed) throw Object.assign(new Error('The database is closed.'), { code: '57P01' });
    if (!this.alive) {
      this.restarting ??= this.startThread().finally(() => { this.restarting = undefined; });
      await this.restarting;
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ ...req, id });
    });
  };

  /** A statement on its own, or inside the open transaction `txId`. */
  private async statement(txId: number | undefined, sql: string, params: unknown[] = [], options?: DrizzleQueryOptions) {
    return (await this.send({ op: 'query', txId, sql, params, options: toThreadOptions(options) }))!;
  }

  query(sql: string, params?: unknown[], options?: DrizzleQueryOptions) {
    return this.statement(undefined, sql, params, options);
  }

  async transaction<T>(fn: (tx: { query: PgliteProxy['query'] }) => Promise<T>): Promise<T> {
    const txId = this.nextTx++;
    await this.send({ op: 'begin', txId });
    const tx = { query: (sql: string, params?: unknown[], options?: DrizzleQueryOptions) => this.statement(txId, sql, params, options) };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      await this.send({ op: 'end', txId, commit: false }).catch(() => {});
      throw err;
    }
    await this.send({ op: 'end', txId, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    if (this.alive) await this.send({ op: 'close' }).catch(() => {});
    this.closed = true;
    await this.worker?.terminate();
  }
}

/**
 * PGlite's one database session, driven over the wire protocol by db/pglite-thread.ts.
 *
 * PGlite's own query() parses, describes, binds and runs every statement anew, in six trips into
 * WebAssembly, and PostgreSQL plans it again each time. The app sends a small set of statements
 * over and over (a buyer's status poll is one of them, several hundred times a second under load),
 * so each distinct text is prepared once as a named statement and later runs in one trip with
 * PostgreSQL's cached plan: about 2.5 times less CPU per status poll (docs/performance.md).
 *
 * The session is the unit of exclusion, as it was inside PGlite: one statement at a time, and an
 * open transaction holds the session from BEGIN to its end.
 */
import { Mutex, parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import type { QueryOptions } from './pglite-protocol.js';

type Message = Parameters<typeof parse.parseResults>[0][number];
type Prepared = { name: string; paramTypes: number[]; rowDescription?: Message };

const { serialize } = protocol;
/** The app has a few dozen statement texts; the bound keeps a caller with varying texts from growing the session's memory. */
const MAX_PREPARED = 256;

const raw = (value: unknown) => value;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export class PgliteSession {
  private readonly session = new Mutex();
  /**
   * execProtocol keeps the messages of the call in progress on the PGlite instance, so two calls
   * that overlapped (statements a transaction sends side by side) would read each other's results.
   * On Node's file system a call finishes within one turn of the event loop, but PGlite does not
   * promise that, so calls are made one at a time.
   */
  private readonly protocolCall = new Mutex();
  private readonly transactions = new Map<number, () => void>();
  /** By SQL text, least recently used first (a hit moves its entry to the end). */
  private readonly prepared = new Map<string, Promise<Prepared>>();
  private readonly toClose: string[] = [];
  private nextName = 1;

  constructor(private readonly pg: PGlite) {}

  /** A statement on its own, or inside the open transaction `txId`. */
  async query(sql: string, params: unknown[], options: QueryOptions, txId?: number): Promise<Results> {
    if (txId === undefined) return this.session.runExclusive(() => this.run(sql, params, options, false));
    if (!this.transactions.has(txId)) throw new Error('The transaction is no longer open.');
    return this.run(sql, params, options, true);
  }

  async begin(txId: number): Promise<void> {
    const release = await this.session.acquire();
    try {
      await this.exec([serialize.query('BEGIN')], false);
    } catch (err) {
      release();
      throw err;
    }
    this.transactions.set(txId, release);
  }

  async end(txId: number, commit: boolean): Promise<void> {
    const release = this.transactions.get(txId);
    if (!release) throw new Error('The transaction is no longer open.');
    this.transactions.delete(txId);
    try {
      // COMMIT of a transaction a failed statement aborted rolls it back, as PostgreSQL does.
      await this.exec([serialize.query(commit ? 'COMMIT' : 'ROLLBACK')], true);
    } finally {
      release();
    }
  }

  private exec(parts: Uint8Array[], syncToFs: boolean): Promise<Message[]> {
    return this.protocolCall.runExclusive(async () => (await this.pg.execProtocol(concat(parts), { syncToFs })).messages);
  }

  private async run(sql: string, params: unknown[], options: QueryOptions, inTransaction: boolean): Promise<Results> {
    const statement = await this.prepare(sql);
    const serializers = this.pg.serializers;
    // As PGlite's query() does: each value by the type PostgreSQL inferred for its placeholder.
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = serializers[statement.paramTypes[i]];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await this.exec([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()], !inTransaction);
    const parsers = Object.fromEntries((options.rawTypes ?? []).map((oid) => [oid, raw]));
    // The row description was read when the statement was prepared; the rows refer to it.
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(described, this.pg.parsers, { rowMode: options.rowMode, parsers })[0];
  }

  private prepare(sql: string): Promise<Prepared> {
    const known = this.prepared.get(sql);
    if (known) {
      this.prepared.delete(sql);
      this.prepared.set(sql, known);
      return known;
    }
    const name = `adforge_${this.nextName++}`;
    // Evicted statements are closed only while no transaction is open: a statement a transaction
    // sent side by side may still be about to run one of them.
    const closing = this.transactions.size ? [] : this.toClose.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    const pending = this.exec([...closing, serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()], false).then((messages) => ({
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
    }));
    // A text PostgreSQL refused is not kept: the next call reports the error again.
    pending.catch(() => { if (this.prepared.get(sql) === pending) this.prepared.delete(sql); });
    this.prepared.set(sql, pending);
    if (this.prepared.size > MAX_PREPARED) {
      const [oldest, old] = this.prepared.entries().next().value!;
      this.prepared.delete(oldest);
      void old.then(({ name: n }) => this.toClose.push(n), () => {});
    }
    return pending;
  }
}

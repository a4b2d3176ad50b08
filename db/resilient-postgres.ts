import type { Sql } from 'postgres';

type PostgresFactory = () => Sql;
type AnyQuery = Promise<unknown> & { then: Promise<unknown>['then'] };

/** A statement of this app that has not answered after this long is stuck, not slow (they take milliseconds). */
export const STALL_MS = 4_000;
const CHECK_EVERY_MS = 250;

/**
 * The postgres-js pool, replaceable. After PostgreSQL restarts, a pool can be left with
 * connections that never answer again: the old server vanished without closing them (a
 * container restart, a NAT or load balancer dropping state), or postgres-js 3.4's reconnect loop
 * hung on a server that closed connections while starting up (porsager/postgres#1193). Every
 * query then waits forever and the API answers 503 for minutes, until it is restarted.
 *
 * Every statement is timed from the moment it is awaited. When one has been pending for
 * STALL_MS, the pool is declared stuck: a fresh one takes its place at once (new connections to
 * the server that is back), and the old one is destroyed, which rejects what it still held (the
 * API answers those with 503). A stuck pool is thereby replaced within about 4 s, and since no
 * statement can wait longer than that, recovery follows within seconds of the database answering.
 *
 * Drizzle gets `facade`: the three calls its postgres-js session makes (unsafe, begin,
 * savepoint), passed to whichever pool is current.
 */
export class ResilientPostgres {
  private current: Sql;
  private readonly pending = new Map<number, number>();
  private nextId = 1;
  private watchdog?: NodeJS.Timeout;
  replacements = 0;

  constructor(
    private readonly create: PostgresFactory,
    private readonly onReplace: (stalledMs: number) => void = () => {},
  ) {
    this.current = create();
  }

  /** Starts judging statements (after migrations: a long DDL statement is not a stuck pool). */
  startWatching(): void {
    this.pending.clear();
    this.watchdog ??= setInterval(() => this.check(), CHECK_EVERY_MS);
    this.watchdog.unref();
  }

  /** The pool in use now (migrations and raw statements that need no watching). */
  get client(): Sql {
    return this.current;
  }

  /** What drizzle's postgres-js driver is given instead of a pool (it reads and writes `options`). */
  get facade(): Sql {
    const current = () => this.current;
    const watch = <T extends AnyQuery>(query: T) => this.watch(query);
    const wrap = (sql: Sql): Record<string, unknown> => ({
      options: sql.options,
      unsafe: (...args: Parameters<Sql['unsafe']>) => watch(sql.unsafe(...args) as unknown as AnyQuery),
      savepoint: (fn: (s: unknown) => unknown) =>
        (sql as unknown as { savepoint: (f: (s: Sql) => unknown) => Promise<unknown> }).savepoint((s) => fn(wrap(s))),
    });
    return {
      get options() {
        return current().options;
      },
      unsafe: (...args: Parameters<Sql['unsafe']>) => watch(current().unsafe(...args) as unknown as AnyQuery),
      begin: (fn: (tx: unknown) => unknown) =>
        watch(current().begin((tx) => fn(wrap(tx as unknown as Sql))) as AnyQuery),
      end: (options?: { timeout?: number }) => current().end(options),
    } as unknown as Sql;
  }

  async end(options?: { timeout?: number }): Promise<void> {
    clearInterval(this.watchdog);
    await this.current.end(options);
  }

  /** Times a statement from the first time it is awaited until it settles. */
  private watch<T extends AnyQuery>(query: T): T {
    const originalThen = query.then;
    const pending = this.pending;
    const nextId = () => this.nextId++;
    let id: number | undefined;
    query.then = function (
      this: T,
      onFulfilled?: ((value: unknown) => unknown) | null,
      onRejected?: ((reason: unknown) => unknown) | null,
    ) {
      if (id === undefined) {
        id = nextId();
        pending.set(id, Date.now());
      }
      const settle = () => void pending.delete(id!);
      return originalThen.call(
        this,
        (value) => {
          settle();
          return onFulfilled ? onFulfilled(value) : value;
        },
        (reason) => {
          settle();
          if (onRejected) return onRejected(reason);
          throw reason;
        },
      );
    } as T['then'];
    return query;
  }

  private check(): void {
    if (!this.watchdog) return;
    let oldest = Infinity;
    for (const started of this.pending.values()) oldest = Math.min(oldest, started);
    const stalledMs = Date.now() - oldest;
    if (stalledMs < STALL_MS) return;
    const stuck = this.current;
    this.current = this.create();
    this.pending.clear();
    this.replacements += 1;
    this.onReplace(stalledMs);
    // Destroys its sockets: whatever it still held fails now instead of never.
    void stuck.end({ timeout: 0 }).catch(() => {});
  }
}

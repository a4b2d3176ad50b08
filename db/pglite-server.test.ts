import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../api/lib/database-unavailable.js';
import postgres from 'postgres';
import { openDatabase, type Database } from './client.js';
import { startPgliteServer } from './pglite-server.js';

/** The embedded PGlite behind its socket server, as the app opens it (postgres-js, one connection). */
describe('PGlite on its own thread, over the wire protocol', () => {
  let database: Database;
  const run = (text: string) => database.db.execute(sql.raw(text));
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await run('create table t (id int primary key, note text)');
  });
  afterAll(() => database.close());

  it("keeps a PostgreSQL error's code and constraint", async () => {
    await database.db.execute(sql`insert into t values (1, ${'one'})`);
    const err = (await database.db.execute(sql`insert into t values (1, ${'again'})`).then(
      () => undefined,
      (e: unknown) => e,
    )) as { cause?: unknown };
    expect(err.cause).toMatchObject({ code: '23505', constraint_name: 't_pkey' });
  });

  it('commits a transaction, rolls one back on an error, and holds other statements until it ends', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (10, ${'kept'})`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (11, ${'dropped'})`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await run('select id from t where id >= 10 order by id')).toEqual([{ id: 10 }]);

    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`update t set note = ${'inside'} where id = 10`);
      order.push('tx wrote');
      await gate;
      order.push('tx ends');
    });
    await new Promise((r) => setTimeout(r, 50));
    const outside = run('select note from t where id = 10').then((rows) => {
      order.push('outside read');
      return rows;
    });
    await new Promise((r) => setTimeout(r, 100));
    release();
    await tx;
    expect(await outside).toEqual([{ note: 'inside' }]);
    expect(order).toEqual(['tx wrote', 'tx ends', 'outside read']);
  });
});

describe('PGlite server in a data folder', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adforge-pglite-server-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('survives its thread dying: the statement in flight fails as "unavailable", the next one finds the data', async () => {
    const server = await startPgliteServer(dir);
    const client = postgres({
      host: '127.0.0.1',
      port: server.port,
      user: 'postgres',
      database: 'postgres',
      max: 1,
      fetch_types: false,
      backoff: () => 0.1,
    });
    try {
      await client`create table notes (note text)`;
      await client`insert into notes values (${'before'})`;
      const inFlight = client`select pg_sleep(2)`.then(
        () => 'answered',
        (e: unknown) => e,
      );
      await new Promise((r) => setTimeout(r, 200));
      await server.thread.terminate();
      expect(isDatabaseUnavailable(await inFlight)).toBe(true);
      const deadline = Date.now() + 20_000;
      let rows: unknown;
      while (!rows && Date.now() < deadline) {
        rows = await client`select note from notes`.catch(() => undefined);
        if (!rows) await new Promise((r) => setTimeout(r, 200));
      }
      expect(rows).toEqual([{ note: 'before' }]);
    } finally {
      await client.end({ timeout: 1 });
      await server.close();
    }
  }, 60_000);
});

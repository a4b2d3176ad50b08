import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteProxy } from './pglite-proxy.js';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

describe('PGlite on its own thread', () => {
  let db: PgliteProxy;
  beforeAll(async () => {
    db = await PgliteProxy.open('memory://', migrationsFolder);
    await db.query('create table t (id int primary key, note text, at timestamptz)');
  });
  afterAll(() => db.close());

  it('answers in both row modes and leaves timestamps as text when asked to, as Drizzle expects', async () => {
    await db.query('insert into t values ($1, $2, $3)', [1, 'one', '2026-01-02T03:04:05Z']);
    const objects = await db.query('select id, note, at from t where id = $1', [1]);
    expect(objects.rows).toEqual([{ id: 1, note: 'one', at: expect.any(Date) }]);
    const arrays = await db.query('select id, note, at from t where id = $1', [1], { rowMode: 'array', parsers: { 1184: (v: unknown) => v } });
    expect(arrays.rows).toEqual([[1, 'one', '2026-01-02 03:04:05+00']]);
    expect(arrays.fields.map((f) => f.name)).toEqual(['id', 'note', 'at']);
  });

  it('keeps a PostgreSQL error\'s code and constraint across the threads', async () => {
    await db.query('insert into t values (2, $1, null)', ['two']);
    const err = await db.query('insert into t values (2, $1, null)', ['again']).catch((e: unknown) => e as Record<string, unknown>);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ code: '23505', constraint: 't_pkey', message: expect.stringContaining('duplicate key') });
  });

  it('commits a transaction, rolls one back on an error, and holds other statements until it ends', async () => {
    await db.transaction(async (tx) => { await tx.query('insert into t values (10, $1, null)', ['kept']); });
    await expect(db.transaction(async (tx) => {
      await tx.query('insert into t values (11, $1, null)', ['dropped']);
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    const ids = await db.query('select id from t where id >= 10 order by id');
    expect(ids.rows).toEqual([{ id: 10 }]);

    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const tx = db.transaction(async (t) => {
      await t.query('update t set note = $1 where id = 10', ['inside']);
      order.push('tx wrote');
      await gate;
      order.push('tx ends');
    });
    await new Promise((r) => setTimeout(r, 50));
    const outside = db.query('select note from t where id = 10').then((r) => { order.push('outside read'); return r.rows; });
    await new Promise((r) => setTimeout(r, 100));
    release();
    await tx;
    expect(await outside).toEqual([{ note: 'inside' }]);
    expect(order).toEqual(['tx wrote', 'tx ends', 'outside read']);
  });

  it('prepares each text once, reuses it inside and outside transactions, and bounds what it keeps', async () => {
    const prepared = async () => ((await db.query('select count(*)::int as n from pg_prepared_statements')).rows[0] as { n: number }).n;
    const before = await prepared();
    const read = 'select note from t where id = $1';
    for (let i = 0; i < 3; i++) expect((await db.query(read, [10])).rows).toEqual([{ note: 'inside' }]);
    await db.transaction(async (tx) => { expect((await tx.query(read, [10])).rows).toEqual([{ note: 'inside' }]); });
    // One new named statement for the read, however often it ran (the count was prepared by the first count).
    expect(await prepared()).toBe(before + 1);

    // A value is bound by the type PostgreSQL inferred for its placeholder, as PGlite's query() binds it.
    const typed = await db.query('select $1::jsonb as j, $2::int[] as a, $3::text as n', [{ k: [1, 'x'] }, [1, 2], null]);
    expect(typed.rows).toEqual([{ j: { k: [1, 'x'] }, a: [1, 2], n: null }]);

    // Hundreds of distinct texts: all answer, and the session keeps a bounded number of them.
    for (let i = 0; i < 300; i++) expect((await db.query(`select ${i}::int as v where $1::int = 1`, [1])).rows).toEqual([{ v: i }]);
    expect(await prepared()).toBeLessThanOrEqual(257);
    expect((await db.query(read, [10])).rows).toEqual([{ note: 'inside' }]);
  });

  it('gives each of the statements a transaction sends side by side its own result', async () => {
    const values = await db.transaction((tx) => Promise.all(Array.from({ length: 12 }, (_, i) =>
      tx.query(i % 2 ? 'select $1::int as v' : 'select $1::int + 0 as v', [i]).then((r) => (r.rows[0] as { v: number }).v))));
    expect(values).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });

  it('reports a text PostgreSQL refuses every time, and an aborted transaction rolls back on commit', async () => {
    for (let i = 0; i < 2; i++) await expect(db.query('select nope from t')).rejects.toMatchObject({ code: '42703' });
    const aborted = db.transaction(async (tx) => {
      await tx.query('update t set note = $1 where id = 10', ['lost']);
      await tx.query('select nope from t').catch(() => {});
      await expect(tx.query('select 1')).rejects.toMatchObject({ code: '25P02' });
    });
    await aborted;
    expect((await db.query('select note from t where id = $1', [10])).rows).toEqual([{ note: 'inside' }]);
  });
});

describe('PGlite thread in a data folder', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adforge-pglite-proxy-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates the folder, survives its thread dying (the statement in flight fails) and keeps the data', async () => {
    const db = await PgliteProxy.open(dir, migrationsFolder);
    try {
      await db.query('insert into webhook_events (id, type) values ($1, $2)', ['before', 'wf-1']);
      const inFlight = db.query('select pg_sleep(2)');
      await new Promise((r) => setTimeout(r, 200));
      await (db as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
      await expect(inFlight).rejects.toMatchObject({ code: '57P01' });
      const rows = await db.query('select id as note from webhook_events');
      expect(rows.rows).toEqual([{ note: 'before' }]);
    } finally {
      await db.close();
    }
    await expect(db.query('select 1')).rejects.toMatchObject({ code: '57P01' });
  }, 60_000);
});

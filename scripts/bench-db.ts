/**
 * `tsx scripts/bench-db.ts <socket|inline> [--polls N] [--concurrency N] [--bursts N]`: the embedded database
 * alone, as the status poll uses it (decisions 006, 008, 032). One driver per process, so each
 * run's memory is its own. Measures, for the generation-status statement (Drizzle, prepared once):
 *   - sequential polls: wall time per poll (p50, p99) and the calling thread's busy time per poll
 *     (event-loop utilisation: what a poll takes away from answering requests);
 *   - bursts of concurrent polls: wall time per poll (p50, p99) and polls per second;
 *   - the process's RSS after opening and at the end, and its CPU time (all threads).
 *   socket = PGlite on its own thread behind PGlite's socket server, with postgres-js;
 *   inline = PGlite on the calling thread itself, with Drizzle's PGlite driver.
 * Decision 032 compares these with the hand-written proxy it replaced (run at commit b6e7b8c as
 * `bench-db.ts proxy`).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PROJECT_ROOT } from '../config/project-root.js';
import * as schema from '../db/schema.js';
import { percentile } from './bench-lib.js';

type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const driver = process.argv[2];
const POLLS = arg('polls', 3000);
const CONCURRENCY = arg('concurrency', 100);
const BURSTS = arg('bursts', 30);
const migrationsFolder = path.join(PROJECT_ROOT, 'db', 'migrations');
/** A data folder on disk, as `npm start` uses (from the build's template when there is one). */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adforge-bench-db-'));
const mb = () => Math.round(process.memoryUsage().rss / 2 ** 20);

async function open(): Promise<{ db: Db; close: () => Promise<unknown> }> {
  if (driver === 'socket') {
    const { startPgliteServer } = await import('../db/pglite-server.js');
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const server = await startPgliteServer(dataDir);
    const client = postgres({
      host: '127.0.0.1',
      port: server.port,
      user: 'postgres',
      database: 'postgres',
      max: 1,
      onnotice: () => {},
      fetch_types: false,
    });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      close: async () => {
        await client.end();
        await server.close();
      },
    };
  }
  if (driver === 'inline') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const { copyTemplate } = await import('../db/pglite-template.js');
    copyTemplate(dataDir);
    const pg = await PGlite.create({
      dataDir,
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'work_mem=2MB'],
    });
    const db = drizzle(pg, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, close: () => pg.close() };
  }
  throw new Error('usage: bench-db.ts <socket|inline>');
}

const { db, close } = await open();
const rssOpen = mb();
const { generationSessions, purchases, generatedAds } = schema;
const sessionId = crypto.randomUUID();
await db
  .insert(generationSessions)
  .values({ id: sessionId, productName: 'Bench', productDescription: 'Bench product' });
const ids: string[] = [];
for (let i = 0; i < 50; i++) {
  const id = crypto.randomUUID();
  ids.push(id);
  await db.insert(purchases).values({
    id,
    sessionId,
    amount: 1999,
    completed: true,
    packageName: 'premium',
    quantity: 20,
    customerEmail: 'b@example.com',
    customerName: 'B',
  });
  for (let s = 1; s <= 10; s++) {
    await db.insert(generatedAds).values({
      id: crypto.randomUUID(),
      purchaseId: id,
      styleId: s,
      style: 'Style',
      text: 'ad',
      imageKey1x1: 'a',
      imageKey4x5: 'b',
      imageKey9x16: 'c',
    });
  }
}
// A status poll as decision 032 measured it: one narrow statement per poll, prepared once.
const statusQuery = db
  .select({
    id: purchases.id,
    quantity: purchases.quantity,
    selectedStyleIds: purchases.selectedStyleIds,
    customerEmail: purchases.customerEmail,
    packageName: purchases.packageName,
    generationCompletedAt: purchases.generationCompletedAt,
    adsCount: sql<number>`(select count(*)::int from ${generatedAds} where ${generatedAds}.purchase_id = ${purchases}.id)`,
  })
  .from(purchases)
  .where(eq(purchases.id, sql.placeholder('id')))
  .prepare('generation_status');
const poll = async (i: number) => {
  const [row] = await statusQuery.execute({ id: ids[i % ids.length] });
  if (row?.adsCount !== 10) throw new Error(`unexpected row ${JSON.stringify(row)}`);
};
for (let i = 0; i < 200; i++) await poll(i); // warm-up: statements prepared, JIT warm

const cpu0 = process.cpuUsage();
const seq: number[] = [];
let elu = performance.eventLoopUtilization();
for (let i = 0; i < POLLS; i++) {
  const t = performance.now();
  await poll(i);
  seq.push(performance.now() - t);
}
elu = performance.eventLoopUtilization(elu);

const burst: number[] = [];
const t0 = performance.now();
for (let b = 0; b < BURSTS; b++) {
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, i) => {
      const t = performance.now();
      await poll(i);
      burst.push(performance.now() - t);
    }),
  );
}
const burstSeconds = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);
const fmt = (n: number) => n.toFixed(3);
const pct = (values: number[], p: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  );
console.log(
  JSON.stringify({
    driver,
    polls: POLLS,
    load: os.loadavg()[0].toFixed(2),
    sequential: {
      p50ms: fmt(pct(seq, 0.5)),
      p99ms: fmt(pct(seq, 0.99)),
      callingThreadBusyMsPerPoll: fmt(elu.active / POLLS),
    },
    bursts: {
      concurrency: CONCURRENCY,
      p50ms: fmt(pct(burst, 0.5)),
      p99ms: fmt(pct(burst, 0.99)),
      pollsPerSecond: Math.round(burst.length / burstSeconds),
    },
    cpuMsPerPollAllThreads: fmt((cpu.user + cpu.system) / 1000 / (POLLS + burst.length)),
    rssMB: { afterOpen: rssOpen, atEnd: mb() },
  }),
);
await close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);

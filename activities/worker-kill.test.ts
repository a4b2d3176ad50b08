import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STYLES } from '../engine/index.js';
import { openDatabase, type Database } from '../db/client.js';
import { generatedAds, purchases } from '../db/schema.js';
import { LocalStorage } from '../integrations/storage/local-storage.js';
import {
  createSession,
  insertPaidPurchase,
  json,
  outboxMails,
  PUBLIC_BASE_URL,
  quietTemporalRuntime,
  startPipelineApp,
  tempDir,
  waitFor,
  asBuyer,
} from '../tests/support/pipeline-harness.js';
import { startNodeProcess } from '../tests/support/node-process.js';
import { createTestDatabase } from '../tests/support/postgres-server.js';
import { createTestTemporal } from '../tests/support/temporal.js';

const postgresUrl = inject('postgresUrl');
const TASK_QUEUE = 'kill-test';
const N = 20;

/**
 * The worker is a separate process (worker/main.ts, as deployed), so it can be SIGKILLed in the
 * middle of a batch. Needs PostgreSQL: PGlite cannot be shared between processes. Four activity
 * slots make the batch finish in several waves, so the kill lands between them.
 */
describe.skipIf(!postgresUrl)('a worker killed mid-batch', () => {
  let env: TestWorkflowEnvironment;
  let database: Database;
  let databaseUrl: string;
  const dataDir = tempDir('kill');
  const children: ChildProcess[] = [];

  async function startWorker(): Promise<ChildProcess> {
    const worker = await startNodeProcess(
      'worker/main.ts',
      {
        DATABASE_URL: databaseUrl,
        TEMPORAL_ADDRESS: env.address,
        TEMPORAL_TASK_QUEUE: TASK_QUEUE,
        DATA_DIR: dataDir,
        WORKER_CONCURRENCY: '4',
        PUBLIC_BASE_URL,
      },
      'worker polling task queue',
    );
    children.push(worker.child);
    return worker.child;
  }

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await createTestTemporal();
    databaseUrl = await createTestDatabase(postgresUrl, 'worker_kill');
    database = await openDatabase({ url: databaseUrl });
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database?.close();
    await env?.teardown();
  });

  it('finishes after a restart with exactly N ads and one e-mail', async () => {
    const first = await startWorker();
    const app = await startPipelineApp({
      env,
      taskQueue: TASK_QUEUE,
      database,
      storage: new LocalStorage(path.join(dataDir, 'files')),
    });
    try {
      const sessionId = await createSession(app);
      const purchaseId = await insertPaidPurchase(database, sessionId, N);
      const adsSoFar = async () =>
        (await database.db.select({ n: count() }).from(generatedAds).where(eq(generatedAds.purchaseId, purchaseId)))[0]
          .n;
      expect(
        (
          await app.fetch(
            '/api/generate-multiple',
            asBuyer(json({ sessionId, purchaseId, styleIds: STYLES.slice(0, N).map((s) => s.id) })),
          )
        ).status,
      ).toBe(200);
      await waitFor(async () => (await adsSoFar()) >= 1, 30_000, 'the first ad');
      first.kill('SIGKILL');
      const atKill = await adsSoFar();
      console.log(`worker killed with ${atKill} of ${N} ads persisted`);
      expect(atKill).toBeLessThan(N);
      await new Promise((r) => first.once('exit', r));

      await startWorker();
      const done = await waitFor(
        async () => {
          const s = await (await app.fetch(`/api/generation-status/${purchaseId}`)).json();
          return s.isComplete && s.adsCount >= N ? s : undefined;
        },
        90_000,
        'the batch after the restart',
      );
      expect(done).toMatchObject({ adsCount: N, expectedAdCount: N });
      const handle = env.client.workflow.getHandle(`purchase-${purchaseId}`);
      await handle.result();
      expect(await adsSoFar()).toBe(N);
      // The buyer's status page: complete, all N ads, no failures, each ad ready.
      const final = await (await app.fetch(`/api/generation-status/${purchaseId}`)).json();
      expect(final).toMatchObject({ isComplete: true, adsCount: N, expectedAdCount: N, errors: [] });
      expect(final.ads.filter((a: { state: string }) => a.state === 'ready')).toHaveLength(N);
      const results = await (await app.fetch(`/api/public-results/${purchaseId}`)).json();
      expect(results.ads).toHaveLength(N);
      const [row] = await database.db.select().from(purchases).where(eq(purchases.id, purchaseId));
      expect(row.emailNotificationSent).toBe(true);
      expect(outboxMails(path.join(dataDir, 'outbox')).filter((m) => m.includes(purchaseId))).toHaveLength(1);
    } finally {
      await app.close();
    }
  }, 150_000);
});

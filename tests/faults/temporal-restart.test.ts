import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STYLES } from '../../engine/index.js';
import { openDatabase, type Database } from '../../db/client.js';
import { generatedAds, purchases } from '../../db/schema.js';
import { LocalStorage } from '../../integrations/storage/local-storage.js';
import { startTestApp } from '../support/app-harness.js';
import {
  createSession,
  insertPaidPurchase,
  json,
  outboxMails,
  PUBLIC_BASE_URL,
  tempDir,
  waitFor,
  asBuyer,
} from '../support/pipeline-harness.js';
import { createTestDatabase } from '../support/postgres-server.js';
import { startDevServerOnFreePorts } from '../support/temporal.js';
import { createTemporalHandle, type TemporalHandle } from '../../integrations/temporal/client.js';
import { startDevServer, type DevServer } from '../../integrations/temporal/dev-server.js';
import { startNodeProcess, type NodeProcess } from '../support/node-process.js';
import { record, type Answer } from '../support/traffic.js';

const postgresUrl = inject('postgresUrl');
const TASK_QUEUE = 'temporal-restart';
const N = 10;

/**
 * The Temporal dev server keeps its history in a SQLite file (as `npm start` runs it). It is
 * stopped in the middle of a batch and started again on the same file: the worker (its own
 * process) reconnects, and the batch completes with every ad and one e-mail. While Temporal is
 * down the buyer's status page still answers, from the database.
 */
describe.skipIf(!postgresUrl)('the Temporal dev server restarted mid-batch', () => {
  let server: DevServer;
  let temporal: TemporalHandle;
  let database: Database;
  let databaseUrl: string;
  let worker: NodeProcess | undefined;
  const dataDir = tempDir('temporal-restart');
  const serverOptions = { dataDir: path.join(dataDir, 'temporal'), namespace: 'default', port: 0, uiPort: 0 };

  beforeAll(async () => {
    const started = await startDevServerOnFreePorts(serverOptions);
    Object.assign(serverOptions, { port: started.port, uiPort: started.uiPort });
    server = started.server;
    temporal = createTemporalHandle({ address: server.address, namespace: 'default', taskQueue: TASK_QUEUE });
    databaseUrl = await createTestDatabase(postgresUrl, 'temporal_restart');
    database = await openDatabase({ url: databaseUrl });
  });
  afterAll(async () => {
    await worker?.kill();
    await temporal?.close();
    await database?.close();
    await server?.stop();
  });

  it('completes the batch after the server is back', async () => {
    worker = await startNodeProcess(
      'worker/main.ts',
      {
        DATABASE_URL: databaseUrl,
        TEMPORAL_ADDRESS: server.address,
        TEMPORAL_TASK_QUEUE: TASK_QUEUE,
        DATA_DIR: dataDir,
        PUBLIC_BASE_URL,
        WORKER_CONCURRENCY: '2',
      },
      'worker polling task queue',
    );
    const app = await startTestApp({
      database,
      temporal,
      storage: new LocalStorage(path.join(dataDir, 'files')),
      env: { PUBLIC_BASE_URL, ANON_SAMPLE_SESSIONS: '100' },
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
      await waitFor(async () => (await adsSoFar()) >= 1, 60_000, 'the first ad');

      await server.stop();
      const atStop = await adsSoFar();
      // Temporal down: health says so, and the buyer's status page answers from the read model, quickly.
      const outage: Answer[] = [];
      const health = await record(outage, 'health', `${app.baseUrl}/api/health`);
      expect(health).toMatchObject({ status: 503, body: { database: 'up', temporal: 'down' } });
      const status = await record(outage, 'status', `${app.baseUrl}/api/generation-status/${purchaseId}`);
      expect(status).toMatchObject({ status: 200, body: { isComplete: false, expectedAdCount: N } });
      for (const a of outage) expect(a.ms, a.label).toBeLessThan(4_000);
      await new Promise((r) => setTimeout(r, 1_000));

      server = await startDevServer(serverOptions);
      const backAt = Date.now();
      console.log(`Temporal stopped with ${atStop} of ${N} ads stored`);
      const done = await waitFor(
        async () => {
          const s = await (await app.fetch(`/api/generation-status/${purchaseId}`)).json();
          return s.isComplete ? s : undefined;
        },
        120_000,
        'the batch after the restart',
      );
      console.log(`batch complete ${Date.now() - backAt} ms after Temporal was back`);
      expect(done).toMatchObject({ isComplete: true, adsCount: N, expectedAdCount: N, errors: [] });
      expect(await adsSoFar()).toBe(N);
      // The status reads "complete" once every ad is ready, while the e-mail step may still run.
      await temporal.client.workflow.getHandle(`purchase-${purchaseId}`).result();
      const [row] = await database.db.select().from(purchases).where(eq(purchases.id, purchaseId));
      expect(row.emailNotificationSent).toBe(true);
      expect(outboxMails(path.join(dataDir, 'outbox')).filter((m) => m.includes(purchaseId))).toHaveLength(1);
      expect(worker.child.exitCode).toBeNull();
    } finally {
      await app.close();
    }
  }, 180_000);
});

import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STYLES } from '../../engine/index.js';
import { openDatabase, type Database } from '../../db/client.js';
import { LocalAdEngine } from '../../engine/render/index.js';
import { OutboxMailer } from '../../integrations/mail/outbox-mailer.js';
import { LocalStorage } from '../../integrations/storage/local-storage.js';
import { startNodeProcess, type NodeProcess } from '../support/node-process.js';
import {
  asBuyer,
  createSession,
  generateBody,
  insertPaidPurchase,
  json,
  PUBLIC_BASE_URL,
  quietTemporalRuntime,
  startPipelineApp,
  startTestWorker,
  tempDir,
  waitFor,
} from '../support/pipeline-harness.js';
import { createTestDatabase, freePort } from '../support/postgres-server.js';
import { createTestTemporal } from '../support/temporal.js';

const postgresUrl = inject('postgresUrl');
const exited = (p: NodeProcess) =>
  new Promise<number | null>((resolve) => {
    if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve(p.child.exitCode);
    p.child.once('exit', (code) => resolve(code));
  });

/**
 * SIGTERM, as an orchestrator sends it before replacing a process. The API stops accepting
 * connections and finishes the requests in flight before it closes the pool; the worker stops
 * polling and lets its running activities finish (worker.shutdown()). Both as processes of their
 * own on PostgreSQL, against the Temporal dev server.
 */
describe.skipIf(!postgresUrl)('SIGTERM drains instead of dropping work', () => {
  let env: TestWorkflowEnvironment;
  let database: Database;
  let databaseUrl: string;
  const dataDir = tempDir('sigterm');
  const processes: NodeProcess[] = [];

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await createTestTemporal();
    databaseUrl = await createTestDatabase(postgresUrl, 'sigterm');
    database = await openDatabase({ url: databaseUrl });
  });
  afterAll(async () => {
    for (const p of processes) await p.kill();
    await database?.close();
    await env?.teardown();
  });

  it('the API answers the request in flight, refuses new connections, closes the pool and exits 0', async () => {
    const storage = new LocalStorage(`${dataDir}/files`);
    const worker = await startTestWorker({
      env,
      taskQueue: 'sigterm-api',
      database,
      storage,
      engine: new LocalAdEngine(),
      mailer: new OutboxMailer(tempDir('sigterm-outbox'), 'AdForge <ads@adforge.local>'),
    });
    const port = await freePort();
    const api = await startNodeProcess(
      'api/server.ts',
      {
        DATABASE_URL: databaseUrl,
        TEMPORAL_ADDRESS: env.address,
        TEMPORAL_TASK_QUEUE: 'sigterm-api',
        DATA_DIR: dataDir,
        PUBLIC_BASE_URL,
        HOST: '127.0.0.1',
        PORT: String(port),
        SHUTDOWN_GRACE_SECONDS: '30',
      },
      'API on http://',
    );
    processes.push(api);
    try {
      const base = `http://127.0.0.1:${port}`;
      // A sample generation: the request waits while the worker renders four ads, seconds of work.
      const inFlight = fetch(`${base}/api/generate`, json(await generateBody())).then(
        async (res) => ({ status: res.status, body: await res.json() }),
        (err: Error) => ({ status: 0, body: String(err.cause ?? err) }),
      );
      await new Promise((r) => setTimeout(r, 700));
      const exit = exited(api);
      api.child.kill('SIGTERM');
      // The probe goes out once the API says it took the signal, not after a guessed delay (a loaded
      // machine may take longer than any delay to deliver it).
      await waitFor(
        async () => api.output().includes('SIGTERM: no new connections'),
        30_000,
        'the API to take SIGTERM',
      );
      const refused = await fetch(`${base}/api/health`).then(
        (res) => res.status,
        () => 0,
      );
      const answer = await inFlight;
      expect(answer).toMatchObject({ status: 200, body: { sessionId: expect.any(String) } });
      expect(refused).toBe(0);
      expect(await exit).toBe(0);
      expect(api.output()).toMatch(/SIGTERM: no new connections[\s\S]*API stopped \(all requests finished\)/);
    } finally {
      await worker.stop();
    }
  }, 120_000);

  it('the worker finishes the activities it is running before it exits', async () => {
    const taskQueue = 'sigterm-worker';
    const worker = await startNodeProcess(
      'worker/main.ts',
      {
        DATABASE_URL: databaseUrl,
        TEMPORAL_ADDRESS: env.address,
        TEMPORAL_TASK_QUEUE: taskQueue,
        DATA_DIR: dataDir,
        PUBLIC_BASE_URL,
        WORKER_CONCURRENCY: '2',
      },
      'worker polling task queue',
      120_000,
    );
    processes.push(worker);
    const app = await startPipelineApp({ env, taskQueue, database, storage: new LocalStorage(`${dataDir}/files`) });
    try {
      const sessionId = await createSession(app);
      const purchaseId = await insertPaidPurchase(database, sessionId, 5);
      expect(
        (
          await app.fetch(
            '/api/generate-multiple',
            asBuyer(json({ sessionId, purchaseId, styleIds: STYLES.slice(0, 5).map((s) => s.id) })),
          )
        ).status,
      ).toBe(200);
      const handle = env.client.workflow.getHandle(`purchase-${purchaseId}`);
      const events = async () => (await handle.fetchHistory()).events ?? [];
      await waitFor(
        async () => (await events()).some((e) => e.activityTaskStartedEventAttributes),
        60_000,
        'an ad activity to start',
      );
      const exit = exited(worker);
      worker.child.kill('SIGTERM');
      expect(await exit).toBe(0);
      // Everything the worker had started was completed by it, not timed out, failed or cancelled.
      const history = await events();
      const started = history.filter((e) => e.activityTaskStartedEventAttributes).length;
      const completed = history.filter((e) => e.activityTaskCompletedEventAttributes).length;
      const broken = history.filter(
        (e) =>
          e.activityTaskTimedOutEventAttributes ||
          e.activityTaskFailedEventAttributes ||
          e.activityTaskCanceledEventAttributes,
      ).length;
      console.log(
        `worker SIGTERM with ${started} activities started: ${completed} completed, ${broken} timed out, failed or cancelled`,
      );
      expect(started).toBeGreaterThan(0);
      expect(completed).toBe(started);
      expect(broken).toBe(0);
      expect(worker.output()).toMatch(/SIGTERM: draining[\s\S]*worker stopped/);
    } finally {
      await app.close();
    }
  }, 180_000);
});

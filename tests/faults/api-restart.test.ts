import path from 'node:path';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STYLES } from '../../engine/index.js';
import { openDatabase, type Database } from '../../db/client.js';
import { generatedAds, purchases } from '../../db/schema.js';
import {
  BUYER_COOKIE,
  generateBody,
  insertPaidPurchase,
  outboxMails,
  PUBLIC_BASE_URL,
  quietTemporalRuntime,
  tempDir,
  waitFor,
} from '../support/pipeline-harness.js';
import { createTestDatabase, freePort } from '../support/postgres-server.js';
import { createTestTemporal } from '../support/temporal.js';
import { startNodeProcess, type NodeProcess } from '../support/node-process.js';
import { record, startLoops, type Answer } from '../support/traffic.js';

const postgresUrl = inject('postgresUrl');
const TASK_QUEUE = 'api-restart';
const PER_PURCHASE = 10;

/**
 * The API (api/server.ts) and the worker (worker/main.ts) run as separate processes on the test
 * PostgreSQL, as deployed. Buyers poll their status page while two 10-ad batches run; the API is
 * SIGKILLed and started again. Polling resumes, progress never goes backwards, and every
 * purchase ends with all of its ads. Needs PostgreSQL: PGlite cannot be shared between processes.
 */
describe.skipIf(!postgresUrl)('the API restarted while buyers poll', () => {
  let env: TestWorkflowEnvironment;
  let database: Database;
  let databaseUrl: string;
  const dataDir = tempDir('api-restart');
  const processes: NodeProcess[] = [];

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await createTestTemporal();
    databaseUrl = await createTestDatabase(postgresUrl, 'api_restart');
    database = await openDatabase({ url: databaseUrl });
  });
  afterAll(async () => {
    for (const p of processes) await p.kill();
    await database?.close();
    await env?.teardown();
  });

  it('loses no purchase or ad, and polling resumes', async () => {
    const port = await freePort();
    const shared = {
      DATABASE_URL: databaseUrl,
      TEMPORAL_ADDRESS: env.address,
      TEMPORAL_TASK_QUEUE: TASK_QUEUE,
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL,
    };
    const startApi = async () => {
      // Twenty pollers from 127.0.0.1, four times a second: per-address limits off (they are proven in tests/hostile/).
      const api = await startNodeProcess(
        'api/server.ts',
        { ...shared, HOST: '127.0.0.1', PORT: String(port), ANON_SAMPLE_SESSIONS: '100', RATE_LIMIT_MULTIPLIER: '0' },
        'API on http://',
      );
      processes.push(api);
      return api;
    };
    // Two activity slots: the 20 ads take several waves, so the restart lands inside the batch.
    processes.push(
      await startNodeProcess('worker/main.ts', { ...shared, WORKER_CONCURRENCY: '2' }, 'worker polling task queue'),
    );
    let api = await startApi();
    const base = `http://127.0.0.1:${port}`;

    const generated = await fetch(`${base}/api/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await generateBody()),
    });
    expect(generated.status).toBe(200);
    const { sessionId } = (await generated.json()) as { sessionId: string };
    const purchaseIds = [
      await insertPaidPurchase(database, sessionId, PER_PURCHASE),
      await insertPaidPurchase(database, sessionId, PER_PURCHASE),
    ];
    for (const [i, purchaseId] of purchaseIds.entries()) {
      const styleIds = STYLES.slice(i * PER_PURCHASE, (i + 1) * PER_PURCHASE).map((s) => s.id);
      const res = await fetch(`${base}/api/generate-multiple`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: BUYER_COOKIE },
        body: JSON.stringify({ sessionId, purchaseId, styleIds }),
      });
      expect(res.status).toBe(200);
    }

    // Twenty buyers' status pages, polling like the web page does (faster, to see the gap).
    const pollers = startLoops(
      20,
      (i, answers) =>
        record(answers, String(i), `${base}/api/generation-status/${purchaseIds[i % 2]}`, undefined, 5_000).then(
          () => {},
        ),
      250,
    );
    const ads = async () =>
      await database.db
        .select({ id: generatedAds.id, purchaseId: generatedAds.purchaseId })
        .from(generatedAds)
        .where(inArray(generatedAds.purchaseId, purchaseIds));
    let restartedAt = 0;
    try {
      await waitFor(async () => (await ads()).length >= 1, 60_000, 'the first ad');
      await api.kill('SIGKILL');
      const killedAt = Date.now();
      const adsAtKill = (await ads()).length;
      api = await startApi();
      restartedAt = Date.now();
      console.log(
        `API killed with ${adsAtKill} of ${2 * PER_PURCHASE} ads stored; back after ${restartedAt - killedAt} ms`,
      );

      await waitFor(
        async () => {
          const done = await Promise.all(
            purchaseIds.map(
              async (id) =>
                (await (await fetch(`${base}/api/generation-status/${id}`)).json()) as { isComplete: boolean },
            ),
          );
          return done.every((s) => s.isComplete);
        },
        120_000,
        'both batches',
      );
      // Every buyer's page has been answered by the new process before the pollers stop.
      await waitFor(
        async () =>
          new Set(pollers.answers.filter((a) => a.at > restartedAt && a.status === 200).map((a) => a.label)).size ===
          20,
        30_000,
        'all pollers to resume',
      );
    } finally {
      await pollers.stop();
    }

    // Polling resumed: every buyer got answers after the restart, and progress never went backwards.
    const byPoller = new Map<string, Answer[]>();
    for (const a of pollers.answers) byPoller.set(a.label, [...(byPoller.get(a.label) ?? []), a]);
    expect(byPoller.size).toBe(20);
    for (const [label, answers] of byPoller) {
      expect(
        answers.some((a) => a.at > restartedAt && a.status === 200),
        `poller ${label} after the restart`,
      ).toBe(true);
      const counts = answers.filter((a) => a.status === 200).map((a) => (a.body as { adsCount: number }).adsCount);
      expect(counts, `poller ${label} progress`).toEqual([...counts].sort((x, y) => x - y));
    }
    // While the API was down the pollers saw refused connections, never an error answer.
    expect(pollers.answers.filter((a) => a.status !== 200 && a.status !== 0)).toEqual([]);
    expect(pollers.answers.some((a) => a.status === 0)).toBe(true);

    // Nothing lost: both purchases, all of their ads, one e-mail each (sent after the status reads complete).
    for (const purchaseId of purchaseIds) {
      await env.client.workflow.getHandle(`purchase-${purchaseId}`).result();
      const status = await (await fetch(`${base}/api/generation-status/${purchaseId}`)).json();
      expect(status).toMatchObject({
        isComplete: true,
        adsCount: PER_PURCHASE,
        expectedAdCount: PER_PURCHASE,
        errors: [],
      });
      const [row] = await database.db.select().from(purchases).where(eq(purchases.id, purchaseId));
      expect(row).toMatchObject({ completed: true, status: 'completed' });
      expect(outboxMails(path.join(dataDir, 'outbox')).filter((m) => m.includes(purchaseId))).toHaveLength(1);
    }
    expect(await ads()).toHaveLength(2 * PER_PURCHASE);
  }, 150_000);
});

import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPingActivities } from '../activities/ping.js';
import { openDatabase, type Database } from '../db/client.js';
import { pings } from '../db/schema.js';
import { json, startTestApp } from '../tests/support/app-harness.js';
import { createTestTemporal } from '../tests/support/temporal.js';
import type { TemporalHandle } from '../integrations/temporal/client.js';

describe('API → Temporal → worker → activity → database', () => {
  let env: TestWorkflowEnvironment;
  let database: Database;
  let worker: Worker;
  let running: Promise<void>;
  beforeAll(async () => {
    env = await createTestTemporal();
    database = await openDatabase({ dataDir: 'memory://' });
    worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue: 'ping-test',
      workflowsPath: new URL('./index.ts', import.meta.url).pathname,
      activities: createPingActivities({ db: database.db }),
    });
    running = worker.run();
  });
  afterAll(async () => {
    worker?.shutdown();
    await running;
    await database?.close();
    await env?.teardown();
  });

  it('runs the ping workflow from an API call and writes a row', async () => {
    const temporal: TemporalHandle = {
      client: env.client, taskQueue: 'ping-test', isUp: async () => true, close: async () => {},
    };
    const app = await startTestApp({ database, temporal });
    const res = await app.fetch('/api/dev/ping', json({ note: 'from the test' }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ pingId: 1, totalPings: 1 });
    expect(body.workflowId).toMatch(/^ping-/);
    const [row] = await database.db.select().from(pings);
    expect(row).toMatchObject({ note: 'from the test', workflowId: body.workflowId });
    // The run is in Temporal's history, where an operator would find it.
    const description = await env.client.workflow.getHandle(body.workflowId).describe();
    expect(description.status.name).toBe('COMPLETED');
    expect((await app.fetch('/api/health')).status).toBe(200);
    await app.close();
  });
});

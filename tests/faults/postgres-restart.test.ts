import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { startTestApp } from '../support/app-harness.js';
import { findPostgresBin, freePort, startPostgres, type PostgresServer } from '../support/postgres-server.js';
import { createTestTemporal } from '../support/temporal.js';
import { createTemporalHandle, type TemporalHandle } from '../../integrations/temporal/client.js';
import { record, startLoops, type Answer } from '../support/traffic.js';
import { quietTemporalRuntime, waitFor } from '../support/pipeline-harness.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A dedicated PostgreSQL cluster (not the shared test server) is stopped and started again while
 * clients register accounts. While it is down the API answers 503 JSON at once instead of
 * hanging; once it is back the API recovers by itself, and every registration it acknowledged
 * is in the database.
 */
describe.skipIf(!findPostgresBin())('PostgreSQL restarted under traffic', () => {
  let pg: PostgresServer;
  let database: Database;
  let env: TestWorkflowEnvironment;
  let temporal: TemporalHandle;

  beforeAll(async () => {
    quietTemporalRuntime();
    pg = await startPostgres({ port: await freePort() });
    database = await openDatabase({ url: pg.url });
    env = await createTestTemporal();
    temporal = createTemporalHandle({ address: env.address, namespace: 'default', taskQueue: 'pg-restart' });
  });
  afterAll(async () => {
    await temporal?.close();
    await database?.close();
    await pg?.stop();
    await env?.teardown();
  });

  it('answers 503 while it is down, recovers within 5 s, and loses no acknowledged write', async () => {
    const app = await startTestApp({ database, temporal });
    let downAt = 0;
    let n = 0;
    // Each registration comes from its own client address (behind the loopback proxy), so the
    // per-IP registration limit does not throttle the traffic.
    const register = (answers: Answer[]) => {
      n += 1;
      const username = `load${n}_${Math.random().toString(36).slice(2, 7)}`;
      return record(answers, username, `${app.baseUrl}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${Math.floor(n / 250)}.${n % 250}` },
        body: JSON.stringify({ username, email: `${username}@example.com`, password: 'correct-horse-battery' }),
      });
    };
    const traffic = startLoops(3, (_i, answers) => register(answers).then(() => {}));
    try {
      await waitFor(
        async () => traffic.answers.filter((a) => a.ok).length >= 5,
        20_000,
        'registrations before the outage',
      );
      // No worker polls in this test (health answers 503 for that): what matters here is the database.
      expect(await (await app.fetch('/api/health')).json()).toMatchObject({ database: 'up', temporal: 'up' });

      await pg.stop();
      downAt = Date.now();
      // While it is down: health says so, and other requests fail fast with a JSON message.
      const health = await record([], 'health', `${app.baseUrl}/api/health`);
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: 'degraded', database: 'down', temporal: 'up' });
      expect(health.ms).toBeLessThan(3_000);
      const probes: Answer[] = [];
      await record(probes, 'status', `${app.baseUrl}/api/generation-status/${crypto.randomUUID()}`);
      await register(probes);
      await record(probes, 'login', `${app.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'nobody', password: 'whatever' }),
      });
      for (const p of probes) {
        expect(p, p.label).toMatchObject({ status: 503, jsonMessage: true });
        expect(p.ms, p.label).toBeLessThan(3_000);
      }
      await sleep(1_500);
      // The background clients kept getting answers during the outage (none of them hangs).
      const duringOutage = traffic.answers.filter((a) => a.at >= downAt);
      expect(duringOutage.length).toBeGreaterThan(0);

      pg = await startPostgres({ port: pg.port, dataDir: pg.dataDir });
      const upAt = Date.now();
      const checks: Answer[] = [];
      await waitFor(
        async () =>
          ((await record(checks, 'health', `${app.baseUrl}/api/health`)).body as { database?: string })?.database ===
          'up',
        8_000,
        'the API to recover after PostgreSQL is back',
      ).catch((err: Error) => {
        throw new Error(
          `${err.message}; health answers: ${JSON.stringify(checks.map((c) => [c.at - upAt, c.status, c.body]))}`,
        );
      });
      const recoveryMs = Date.now() - upAt;
      console.log(`PostgreSQL down for ${upAt - downAt} ms; API healthy again ${recoveryMs} ms after it was back`);
      expect(recoveryMs).toBeLessThan(5_000);
      const before = traffic.answers.length;
      await waitFor(
        async () => traffic.answers.slice(before).filter((a) => a.ok).length >= 3,
        10_000,
        'registrations after the outage',
      );
    } finally {
      await traffic.stop();
      await app.close();
    }

    const answers = traffic.answers;
    // Every answer was either success or a JSON 503; nothing hung, nothing crashed.
    const unexpected = answers.filter((a) => !a.ok && !(a.status === 503 && a.jsonMessage));
    expect(
      unexpected.map(
        (a) =>
          `${a.label}: ${a.status} after ${a.ms} ms, ${a.at - downAt} ms after the stop: ${JSON.stringify(a.body)}`,
      ),
    ).toEqual([]);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(6_000);
    const acknowledged = answers.filter((a) => a.status === 201).map((a) => a.label);
    const failed = answers.filter((a) => a.status === 503).length;
    console.log(`${answers.length} registrations: ${acknowledged.length} acknowledged, ${failed} answered 503`);
    expect(failed).toBeGreaterThan(0);
    const stored = await database.db
      .select({ username: users.username })
      .from(users)
      .where(inArray(users.username, acknowledged));
    expect(stored.map((u) => u.username).sort()).toEqual([...acknowledged].sort());
  }, 90_000);
});

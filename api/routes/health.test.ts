import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { adJobs } from '../../db/schema.js';
import { startTestApp } from '../../tests/support/app-harness.js';
import { insertGenerationSession } from '../../tests/support/payment-fixtures.js';
import { startFakeReplicate, type FakeReplicate } from '../../tests/support/replicate-fake.js';

const MODEL = 'black-forest-labs/flux-fill-pro';
type Health = { engine: { kind: string; status: string; detail?: string } };

/**
 * GET /api/health's engine with Replicate configured, against a stand-in speaking its wire format:
 * the probe reads the configured model on REPLICATE_BASE_URL (no /v1/v1), a 5xx or a refused token
 * is down, and recent engine failures in the read model make it degraded. No prediction is made.
 */
describe('the engine in GET /api/health', () => {
  let fake: FakeReplicate;
  const apps: Array<Awaited<ReturnType<typeof startTestApp>>> = [];
  const app = async (token = 'test-token', database?: Database) => {
    const started = await startTestApp({
      ...(database ? { database } : {}),
      env: { REPLICATE_API_TOKEN: token, REPLICATE_BASE_URL: fake.baseUrl, REPLICATE_SCENE_MODEL: MODEL },
    });
    apps.push(started);
    return started;
  };
  const engine = async (a: Awaited<ReturnType<typeof app>>) =>
    ((await (await a.fetch('/api/health')).json()) as Health).engine;

  beforeAll(async () => {
    fake = await startFakeReplicate();
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    await fake.close();
  });

  it('is up when the model answers the configured token, asked once per 30 s however often health is', async () => {
    const a = await app();
    for (let i = 0; i < 5; i++) expect(await engine(a)).toEqual({ kind: 'replicate', status: 'up' });
    expect(fake.reads).toEqual([{ path: `/v1/models/${MODEL}`, authorization: 'Bearer test-token' }]);
    expect(fake.requests).toEqual([]);
  });

  it('is down while Replicate answers 503, and when it refuses the token', async () => {
    fake.failWith(503);
    try {
      expect(await engine(await app())).toEqual({
        kind: 'replicate',
        status: 'down',
        detail: `GET /models/${MODEL} answered 503: the API failed`,
      });
    } finally {
      fake.failWith(undefined);
    }
    expect(await engine(await app('r8_revoked'))).toEqual({
      kind: 'replicate',
      status: 'down',
      detail: `GET /models/${MODEL} answered 401: the API token was refused`,
    });
    expect(fake.requests).toEqual([]);
  });

  it('is degraded when most ads of the last minutes are failing in the engine', async () => {
    const a = await app();
    const { db } = a.deps.database;
    const sessionId = await insertGenerationSession(db, 'Probe Gummies');
    const job = (slot: number, state: 'queued' | 'failed' | 'ready', failing: boolean, minutesAgo = 0) => ({
      id: `sample:${sessionId}:${slot}`,
      kind: 'sample' as const,
      sessionId,
      slot,
      styleId: 1,
      state,
      failingSince: failing ? new Date(Date.now() - 60_000) : null,
      updatedAt: sql`now() - make_interval(mins => ${minutesAgo})`,
    });
    // One ad made, one failing (a blip), and two old failures: up.
    await db
      .insert(adJobs)
      .values([job(0, 'ready', false), job(1, 'queued', true), job(2, 'failed', true, 20), job(3, 'failed', true, 20)]);
    expect(await engine(a)).toEqual({ kind: 'replicate', status: 'up' });

    // Two more failing now, one of them retried (queued) and one failed for good: 3 of 4.
    await db.insert(adJobs).values([job(4, 'queued', true), job(5, 'failed', true)]);
    const b = await app('test-token', a.deps.database); // the same database; a's read is cached for 15 s
    expect(await engine(b)).toEqual({
      kind: 'replicate',
      status: 'degraded',
      detail: '3 of 4 ads in the last 5 minutes are failing in the engine',
    });
    expect(fake.requests).toEqual([]);
  });
});

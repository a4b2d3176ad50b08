import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeReplicate, type FakeReplicate } from '../../tests/support/replicate-fake.js';
import { freePort } from '../../tests/support/postgres-server.js';
import { cachedReplicateProbe, modelPath, probeReplicate } from './health.js';

const MODEL = 'black-forest-labs/flux-fill-pro';

/**
 * The engine's health probe against a stand-in speaking Replicate's wire format: an authenticated,
 * free GET of the configured model on the configured base URL (which ends in /v1 already), never a
 * prediction; only a 2xx (or a throttling 429) is up.
 */
describe('the Replicate health probe', () => {
  let fake: FakeReplicate;
  beforeAll(async () => {
    fake = await startFakeReplicate();
  });
  afterAll(async () => {
    await fake.close();
  });

  it('reads the model the ads use, on the base URL as configured (no second /v1), with the token', async () => {
    expect(await probeReplicate({ token: 'test-token', baseUrl: fake.baseUrl, model: MODEL })).toEqual({
      status: 'up',
    });
    expect(fake.reads.at(-1)).toEqual({ path: `/v1/models/${MODEL}`, authorization: 'Bearer test-token' });
    expect(fake.reads.some((r) => r.path.includes('/v1/v1/'))).toBe(false);
    // A trailing slash and a pinned version change nothing.
    await probeReplicate({ token: 'test-token', baseUrl: `${fake.baseUrl}/`, model: `${MODEL}:abc123` });
    expect(fake.reads.at(-1)?.path).toBe(`/v1/models/${MODEL}`);
    expect(fake.requests).toEqual([]);
  });

  it('is down on a refused token, a missing model and a 5xx, saying which', async () => {
    expect(await probeReplicate({ token: 'wrong', baseUrl: fake.baseUrl, model: MODEL })).toEqual({
      status: 'down',
      detail: `GET /models/${MODEL} answered 401: the API token was refused`,
    });
    expect(await probeReplicate({ token: 'test-token', baseUrl: fake.baseUrl, model: 'acme/missing' })).toEqual({
      status: 'down',
      detail: 'GET /models/acme/missing answered 404: no such model',
    });
    fake.failWith(503);
    try {
      expect(await probeReplicate({ token: 'test-token', baseUrl: fake.baseUrl, model: MODEL })).toEqual({
        status: 'down',
        detail: `GET /models/${MODEL} answered 503: the API failed`,
      });
    } finally {
      fake.failWith(undefined);
    }
    expect(fake.requests).toEqual([]);
  });

  it('is down when nothing answers, or nothing answers in time', async () => {
    const closed = `http://127.0.0.1:${await freePort()}/v1`;
    expect(await probeReplicate({ token: 'test-token', baseUrl: closed, model: MODEL })).toEqual({
      status: 'down',
      detail: `GET /models/${MODEL}: unreachable`,
    });
    const silent = createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    try {
      const base = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/v1`;
      expect(await probeReplicate({ token: 'test-token', baseUrl: base, model: MODEL, timeoutMs: 300 })).toEqual({
        status: 'down',
        detail: `GET /models/${MODEL}: no answer in time`,
      });
    } finally {
      silent.closeAllConnections();
      await new Promise((r) => silent.close(r));
    }
  });

  it('asks once per interval, however many callers ask', async () => {
    const before = fake.reads.length;
    const probe = cachedReplicateProbe({ token: 'test-token', baseUrl: fake.baseUrl, model: MODEL, ttlMs: 60_000 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => probe()));
    await probe();
    expect(answers.every((a) => a.status === 'up')).toBe(true);
    expect(fake.reads.length - before).toBe(1);
  });

  it('names only owner/name models', () => {
    expect(modelPath('a/b:v1')).toBe('a/b');
    expect(() => modelPath('no-owner')).toThrow(/not a Replicate model name/);
  });
});

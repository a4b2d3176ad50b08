import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp } from '../tests/support/app-harness.js';

describe('API shell', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'adforge-dist-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    app = await startTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('reports the database up and Temporal down with a 503', async () => {
    const res = await app.fetch('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: 'degraded',
      database: 'up',
      temporal: 'down',
      workers: 0,
      engine: { kind: 'local', status: 'down', detail: 'no worker runs the local renderer' },
    });
  });

  it('reports the database down when it is', async () => {
    const broken = await startTestApp({
      database: { ...app.deps.database, ping: () => Promise.reject(new Error('connection refused')) },
    });
    const res = await broken.fetch('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ database: 'down' });
    await broken.close();
  });

  it('answers unknown API paths with JSON 404 and a request id', async () => {
    const res = await app.fetch('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a sane caller-supplied request id', async () => {
    const res = await app.fetch('/api/nope', { headers: { 'x-request-id': 'trace-42' } });
    expect(res.headers.get('x-request-id')).toBe('trace-42');
  });

  it('sends security headers', async () => {
    const res = await app.fetch('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('answers invalid JSON and oversized bodies with JSON 4xx', async () => {
    const bad = await app.fetch('/api/dev/ping', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Request body is not valid JSON' });
    const big = await app.fetch('/api/dev/ping', json({ note: 'x'.repeat(200 * 1024) }));
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: 'Request body is too large' });
  });

  it('lets the photo upload route take a larger body than the default limit', async () => {
    // 2 MB passes the body parser of /api/generate (whatever the route then says), but not elsewhere.
    const res = await app.fetch('/api/generate', json({ padding: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.status).not.toBe(413);
  });

  it('serves the SPA with client-side routing fallback, but never for /api', async () => {
    const page = await app.fetch('/results/some-session');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const asset = await app.fetch('/assets/app-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missingAsset = await app.fetch('/assets/missing.js');
    expect(missingAsset.status).toBe(404);
  });
});

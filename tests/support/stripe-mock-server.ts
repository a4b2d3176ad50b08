import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT } from '../../config/project-root.js';
import { freePort, waitForPort } from './postgres-server.js';

// `.ci/run` installs it with `GOBIN=.tools/bin go install github.com/stripe/stripe-mock@latest`.
export const STRIPE_MOCK_BIN = process.env.STRIPE_MOCK_PATH || path.join(PROJECT_ROOT, '.tools', 'bin', 'stripe-mock');
export const hasStripeMock = () => fs.existsSync(STRIPE_MOCK_BIN);

export type RecordedRequest = { method: string; path: string; idempotencyKey?: string; params: URLSearchParams };

/**
 * stripe-mock (Stripe's official API mock, validating requests against Stripe's OpenAPI spec) on a
 * free port, behind a small recording proxy: tests read the exact requests the real `stripe`
 * client sent, and may patch a response (stripe-mock's answers are static fixtures, so it can
 * never say a PaymentIntent has succeeded).
 */
export async function startStripeMock() {
  // A free port can be taken between the check and stripe-mock's bind (test files start in
  // parallel): a start that does not listen is stopped and tried again on another port.
  let port = 0;
  let child: ChildProcess | undefined;
  for (let attempt = 1; !child; attempt++) {
    port = await freePort();
    const started = spawn(STRIPE_MOCK_BIN, ['-http-addr', `127.0.0.1:${port}`], { stdio: 'ignore' });
    try {
      await waitForPort(port, attempt < 3 ? 15_000 : 30_000);
      child = started;
    } catch (err) {
      started.kill('SIGKILL');
      if (attempt >= 3) throw err;
    }
  }
  const requests: RecordedRequest[] = [];
  const patches = new Map<string, Record<string, unknown>>();

  const proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString();
      const path = req.url ?? '/';
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => k !== 'host' && k !== 'content-length'),
      ) as Record<string, string>;
      requests.push({
        method: req.method ?? 'GET',
        path,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        params: new URLSearchParams(req.method === 'GET' ? (path.split('?')[1] ?? '') : body),
      });
      const upstream = await fetch(`http://127.0.0.1:${port}${path}`, {
        method: req.method,
        headers,
        body: req.method === 'GET' ? undefined : body,
      });
      let text = await upstream.text();
      const patch = patches.get(`${req.method} ${path.split('?')[0]}`);
      if (patch && upstream.ok) text = JSON.stringify({ ...JSON.parse(text), ...patch });
      res.writeHead(upstream.status, {
        'content-type': 'application/json',
        'request-id': upstream.headers.get('request-id') ?? 'req_mock',
      });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    requests,
    /** Merges `fields` into every later answer to `METHOD /v1/path`. */
    patch: (methodAndPath: string, fields: Record<string, unknown>) => void patches.set(methodAndPath, fields),
    async stop() {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

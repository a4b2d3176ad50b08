/**
 * The traffic side of npm run bench:load: plain node:http clients with keep-alive, so each
 * simulated buyer holds its own connection the way a browser tab does.
 */
import http from 'node:http';

export type Sample = { kind: 'status' | 'landing' | 'setup'; ms: number; status: number; error?: string };

export class Recorder {
  readonly samples: Sample[] = [];
  readonly errors: string[] = [];
  add(sample: Sample) {
    this.samples.push(sample);
    if (sample.error || sample.status >= 400)
      this.errors.push(`${sample.kind} ${sample.status} ${sample.error ?? ''}`.trim());
  }
}

export type Client = {
  request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: string; ms: number }>;
  close(): void;
};

/** One keep-alive connection (maxSockets 1): one buyer's browser tab, with its cookies in `headers`. */
export function connection(baseUrl: string, timeoutMs = 15_000, headers: Record<string, string> = {}): Client {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(baseUrl);
  return {
    request(method, path, body) {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      return new Promise((resolve, reject) => {
        const started = performance.now();
        const req = http.request(
          {
            host: url.hostname,
            port: url.port,
            method,
            path,
            agent,
            timeout: timeoutMs,
            headers: payload
              ? { ...headers, 'content-type': 'application/json', 'content-length': payload.length }
              : headers,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                body: Buffer.concat(chunks).toString('utf8'),
                ms: performance.now() - started,
              }),
            );
            res.on('error', reject);
          },
        );
        req.on('timeout', () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
        req.on('error', reject);
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}

/** Runs fn over items with at most `limit` in flight. */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Repeats `fn` every `periodMs` (first call after `offsetMs`) until `until`; an iteration that
 * overruns the period starts the next one right away rather than piling up.
 */
export async function every(periodMs: number, offsetMs: number, until: number, fn: () => Promise<void>) {
  await sleep(offsetMs);
  let due = performance.now();
  while (due < until) {
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    if (performance.now() >= until) break;
    await fn();
    due = Math.max(due + periodMs, performance.now());
  }
}

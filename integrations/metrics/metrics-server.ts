import http from 'node:http';
import type { Registry } from 'prom-client';

/**
 * The Prometheus endpoint: `GET /metrics` on its own listener (METRICS_HOST:METRICS_PORT, loopback
 * by default), never on the public port. `forward` lists other Prometheus endpoints of this
 * process — the Temporal core's, bound to loopback — whose text is appended, so one scrape target
 * per process carries everything (their names never clash: `temporal_…` against `adforge_…`).
 */
export function startMetricsServer(options: {
  registry: Registry;
  host: string;
  port: number;
  forward?: string[];
  onError?: (err: Error) => void;
}): Promise<{ server: http.Server; url: string; close(): Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    if (req.method !== 'GET' || (req.url ?? '/').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    try {
      const parts = [await options.registry.metrics()];
      for (const url of options.forward ?? []) {
        const text = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
          (r) => (r.ok ? r.text() : ''),
          () => '',
        );
        if (text) parts.push(text);
      }
      res.writeHead(200, { 'content-type': options.registry.contentType }).end(parts.join('\n'));
    } catch (err) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(`${(err as Error).message}\n`);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      if (options.onError) server.on('error', options.onError);
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        server,
        url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}/metrics`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

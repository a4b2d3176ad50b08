import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { createApp } from '../../api/app.js';
import type { AppDeps } from '../../api/deps.js';
import { createLogger } from '../../config/logger.js';
import { parseConfig } from '../../config/config.js';
import { openDatabase } from '../../db/client.js';
import { createPaymentProvider } from '../../integrations/payments/index.js';
import { LocalStorage } from '../../integrations/storage/local-storage.js';
import { createTemporalHandle } from '../../integrations/temporal/client.js';

/**
 * The real app, in-process, on an ephemeral port. Defaults: PGlite in memory and a Temporal
 * address nothing listens on; pass what the test needs instead. Per-address request limits are
 * off by default (every test client is 127.0.0.1); the tests of those limits turn them on with
 * `env: { RATE_LIMIT_MULTIPLIER: '1' }` or a config of their own.
 */
export async function startTestApp(overrides: Partial<AppDeps> & { env?: Record<string, string> } = {}) {
  const { env, ...depOverrides } = overrides;
  const config =
    depOverrides.config ??
    parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MULTIPLIER: '0',
      ANON_SAMPLE_SESSIONS_PER_IP: '1000',
      ...env,
    });
  const database = depOverrides.database ?? (await openDatabase({ dataDir: 'memory://' }));
  const temporal =
    depOverrides.temporal ?? createTemporalHandle({ address: '127.0.0.1:1', namespace: 'default', taskQueue: 'test' });
  const deps = {
    config,
    database,
    temporal,
    logger: createLogger(config.LOG_LEVEL),
    payments: depOverrides.payments ?? (await createPaymentProvider(config)),
    storage: new LocalStorage(path.join(os.tmpdir(), `adforge-files-${randomUUID()}`)),
    ...depOverrides,
  } as AppDeps;
  const app = createApp(deps);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    deps,
    baseUrl,
    fetch: (path: string, init?: RequestInit) => fetch(baseUrl + path, init),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      if (!depOverrides.database) await database.close();
      if (!depOverrides.temporal) await temporal.close().catch(() => {});
    },
  };
}

export const json = (body: unknown, init: RequestInit = {}): RequestInit => ({
  method: 'POST',
  ...init,
  headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  body: JSON.stringify(body),
});

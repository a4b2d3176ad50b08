import fs from 'node:fs';
import path from 'node:path';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { resolveTemporalCli } from '../../integrations/temporal/cli-resolver.js';
import { DevServerRefusedError, startDevServer, type DevServer } from '../../integrations/temporal/dev-server.js';
import { APP_SEARCH_ATTRIBUTES } from '../../integrations/temporal/search-attributes.js';
import { freePort } from './postgres-server.js';

/**
 * A real Temporal dev server for a test file, from the same resolver `npm start` uses
 * (the SDK's own download cannot work on these machines), with our search attributes registered.
 */
export async function createTestTemporal(): Promise<TestWorkflowEnvironment> {
  const cli = resolveTemporalCli({ log: (line) => console.log(line) });
  return TestWorkflowEnvironment.createLocal({
    server: {
      executable: cli.path ? { type: 'existing-path', path: cli.path } : { type: 'cached-download' },
      ip: '127.0.0.1',
      searchAttributes: APP_SEARCH_ATTRIBUTES.map(({ key }) => key),
      log: { format: 'pretty', level: 'error' },
    },
  });
}

/**
 * A dev server on free loopback ports. A free port can be taken by another test process before
 * the server binds it, and the server picks further ports of its own (HTTP, metrics), so a start
 * refused for a taken port, or that fails on "address already in use", is retried on new ports.
 */
export async function startDevServerOnFreePorts(
  options: { dataDir: string; namespace: string; searchAttributes?: boolean },
  attempts = 3,
): Promise<{ server: DevServer; port: number; uiPort: number }> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const uiPort = await freePort();
    try {
      return { server: await startDevServer({ ...options, port, uiPort }), port, uiPort };
    } catch (err) {
      const logFile = path.join(options.dataDir, 'temporal.log');
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
      const taken = err instanceof DevServerRefusedError || log.includes('address already in use');
      if (attempt >= attempts || !taken) throw err;
    }
  }
}

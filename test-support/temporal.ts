import { TestWorkflowEnvironment } from '@temporalio/testing';
import { resolveTemporalCli } from '../temporal/cli-resolver.js';
import { PURCHASE_ID, SESSION_ID } from '../temporal/search-attributes.js';

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
      searchAttributes: [PURCHASE_ID, SESSION_ID],
      log: { format: 'pretty', level: 'error' },
    },
  });
}

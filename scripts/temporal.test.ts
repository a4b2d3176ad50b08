import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTemporal } from '../tests/support/temporal.js';
import { quietTemporalRuntime } from '../tests/support/pipeline-harness.js';
import { temporalCliEnv } from './temporal.js';

const run = promisify(execFile);

describe('npm run temporal', () => {
  let env: TestWorkflowEnvironment;
  beforeAll(async () => {
    quietTemporalRuntime();
    env = await createTestTemporal();
  });
  afterAll(async () => {
    await env?.teardown();
  });

  it('points the CLI at the configured server, or the embedded one', () => {
    expect(
      temporalCliEnv({ TEMPORAL_ADDRESS: undefined, TEMPORAL_DEV_PORT: 7233, TEMPORAL_NAMESPACE: 'default' }, {}),
    ).toEqual({ TEMPORAL_ADDRESS: '127.0.0.1:7233', TEMPORAL_NAMESPACE: 'default' });
    expect(
      temporalCliEnv(
        { TEMPORAL_ADDRESS: 'temporal:7233', TEMPORAL_DEV_PORT: 7233, TEMPORAL_NAMESPACE: 'shop' },
        { PATH: '/bin' },
      ),
    ).toEqual({ PATH: '/bin', TEMPORAL_ADDRESS: 'temporal:7233', TEMPORAL_NAMESPACE: 'shop' });
  });

  it('runs the bundled CLI against that server: the search attributes are there', async () => {
    const { stdout, stderr } = await run(
      'npx',
      ['tsx', 'scripts/temporal.ts', 'operator', 'search-attribute', 'list', '-o', 'json'],
      {
        env: { ...process.env, TEMPORAL_ADDRESS: env.address, TEMPORAL_NAMESPACE: 'default' },
      },
    );
    expect(stderr).toContain(`→ ${env.address}, namespace default`);
    for (const name of ['PurchaseId', 'NeedsAttention', 'FailedAds']) expect(stdout).toContain(name);
  }, 60_000);
});

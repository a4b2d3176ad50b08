import { defineConfig } from 'vitest/config';

/**
 * `npm run test:deploy`: the production shape, built once and run as deployed (tests/deploy/).
 * One file at a time; it starts its own processes and servers on free ports.
 */
export default defineConfig({
  test: {
    include: ['tests/deploy/**/*.deploy.ts'],
    globalSetup: ['./tests/support/global-setup.ts'],
    // .ci/run reads the counts from this JSON report.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/deploy.json' },
    fileParallelism: false,
    maxWorkers: 1,
    pool: 'forks',
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
});

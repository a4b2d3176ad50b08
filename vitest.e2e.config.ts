import { defineConfig } from 'vitest/config';

/**
 * Browser tests: the real app (scripts/start.ts on its embedded defaults) driven by Debian's
 * Chromium. One file at a time — the app, its Temporal dev server and Chromium share two cores.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/support/global-setup.ts'],
    // .ci/run reads the counts from this JSON report.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/e2e.json' },
    fileParallelism: false,
    maxWorkers: 1,
    pool: 'forks',
    testTimeout: 180_000,
    hookTimeout: 300_000,
    teardownTimeout: 30_000,
  },
});

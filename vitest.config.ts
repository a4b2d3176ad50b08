import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'dist/**', 'data/**', '.tools/**', 'tests/e2e/**'],
    globalSetup: ['./tests/support/global-setup.ts'],
    // .ci/run reads the counts from this JSON report.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/unit.json' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
  },
});

import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The SPA's aliases (vite.config.ts), so web/ tests import the shared contract as the SPA does.
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'web/src'),
      '@contract': path.resolve(import.meta.dirname, 'contract'),
    },
  },
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

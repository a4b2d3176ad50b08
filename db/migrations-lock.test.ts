import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { PROJECT_ROOT } from '../config/project-root.js';
import { createTestDatabase } from '../tests/support/postgres-server.js';
import { openDatabase } from './client.js';

const postgresUrl = inject('postgresUrl');
const run = promisify(execFile);

describe.skipIf(!postgresUrl)('migrations on PostgreSQL', () => {
  it('lets five processes start at once on an empty database: one migrates, the others wait, all open', async () => {
    const url = await createTestDatabase(postgresUrl, 'migrate_race');
    // Each open has its own connection pool, as separate api and worker processes do.
    const opened = await Promise.allSettled(Array.from({ length: 5 }, () => openDatabase({ url })));
    const failures = opened
      .filter((r) => r.status === 'rejected')
      .map((r) => String((r as PromiseRejectedResult).reason));
    expect(failures).toEqual([]);
    const databases = opened.map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<typeof openDatabase>>>).value);
    try {
      const rows = await databases[0].db.execute(sql`select hash from drizzle.__drizzle_migrations`);
      const hashes = (rows as unknown as Array<{ hash: string }>).map((r) => r.hash);
      expect(new Set(hashes).size).toBe(hashes.length); // each migration recorded once
      expect(hashes.length).toBeGreaterThanOrEqual(3);
    } finally {
      await Promise.all(databases.map((d) => d.close()));
    }
  });

  it('with MIGRATE_ON_START=false refuses an outdated schema until `npm run migrate` ran', async () => {
    const url = await createTestDatabase(postgresUrl, 'migrate_step');
    await expect(openDatabase({ url, migrate: false })).rejects.toThrow(/migrations? pending\. Run `npm run migrate`/);
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(PROJECT_ROOT, 'scripts', 'migrate.ts')],
      {
        cwd: PROJECT_ROOT,
        env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'info', NODE_ENV: 'test' },
      },
    );
    expect(stdout).toContain('migrations applied (postgres)');
    const database = await openDatabase({ url, migrate: false });
    await database.close();
  });
});

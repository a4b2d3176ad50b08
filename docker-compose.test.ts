import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config/config.js';

const root = import.meta.dirname;
const composeFile = path.join(root, 'docker-compose.yml');
const hasDockerCompose = (() => {
  try {
    execFileSync('docker-compose', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('docker-compose.yml', () => {
  it.skipIf(!hasDockerCompose)('passes `docker-compose config -q`', () => {
    // Throws (non-zero exit) when the file is invalid.
    execFileSync('docker-compose', ['-f', composeFile, 'config', '-q'], { cwd: root, stdio: 'pipe', env: { PATH: process.env.PATH } });
  });

  it('runs every service the design names, with the app configured through the same variables', () => {
    const text = fs.readFileSync(composeFile, 'utf8');
    for (const service of ['postgres', 'temporal', 'temporal-ui', 'minio', 'minio-setup', 'mailpit', 'api', 'worker']) {
      expect(text).toMatch(new RegExp(`^  ${service}:`, 'm'));
    }
    const env = Object.fromEntries([...text.matchAll(/^ {2}([A-Z0-9_]+): (.+)$/gm)].map((m) => [m[1], m[2].replace(/^"|"$/g, '')]));
    const resolved = Object.fromEntries(Object.entries(env).map(([k, value]) => [k, value.replace(/\$\{[A-Z_]+:-(.*)\}/, '$1')]));
    // With a real admin password, the app's own config parser accepts the compose environment.
    const config = parseConfig({ ...resolved, ADMIN_PASSWORD: 'a-real-admin-secret' });
    expect(config.providers).toEqual({ database: 'postgres', temporal: 'cluster', engine: 'local', storage: 's3', mail: 'smtp', payments: 'test-mode' });
    // ...and refuses to start without one.
    expect(() => parseConfig(resolved)).toThrow(/ADMIN_PASSWORD/);
  });
});

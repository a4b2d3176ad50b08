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

/** What compose needs from .env (docker compose reads it beside the file) to start at all. */
const REQUIRED = { ADMIN_PASSWORD: 'a-real-admin-secret', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('docker-compose.yml', () => {
  it.skipIf(!hasDockerCompose)('passes `docker-compose config -q`', () => {
    // Throws (non-zero exit) when the file is invalid.
    execFileSync('docker-compose', ['-f', composeFile, 'config', '-q'], { cwd: root, stdio: 'pipe', env: { PATH: process.env.PATH, ...REQUIRED } });
  });

  it.skipIf(!hasDockerCompose)('refuses to start without the Stripe keys, naming the missing one', () => {
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']) {
      const env = { PATH: process.env.PATH, ...REQUIRED, [key]: '' };
      let message = '';
      try {
        execFileSync('docker-compose', ['-f', composeFile, 'config', '-q'], { cwd: root, stdio: 'pipe', env });
      } catch (err) {
        message = String((err as { stderr?: Buffer }).stderr ?? err);
      }
      expect(message).toContain(`set ${key} in .env`);
    }
  });

  it('runs every service the design names, with the app configured through the same variables', () => {
    const text = fs.readFileSync(composeFile, 'utf8');
    for (const service of ['postgres', 'temporal', 'temporal-ui', 'minio', 'minio-setup', 'mailpit', 'api', 'worker']) {
      expect(text).toMatch(new RegExp(`^  ${service}:`, 'm'));
    }
    const env = Object.fromEntries([...text.matchAll(/^ {2}([A-Z0-9_]+): (.+)$/gm)].map((m) => [m[1], m[2].replace(/^"|"$/g, '')]));
    // ${VAR:-default} takes its default; ${VAR:?message} is required from .env.
    const resolved = Object.fromEntries(Object.entries(env).map(([k, value]) => [k, value.replace(/\$\{[A-Z_]+:-(.*)\}/, '$1').replace(/\$\{[A-Z_]+:\?.*\}/, '')]));
    // With .env's values, the app's own config parser accepts the compose environment: production, with Stripe.
    const config = parseConfig({ ...resolved, ...REQUIRED });
    expect(config.providers).toEqual({ database: 'postgres', temporal: 'cluster', engine: 'local', storage: 's3', mail: 'smtp', payments: 'stripe' });
    // ...and refuses to start without them.
    expect(() => parseConfig({ ...resolved, ...REQUIRED, ADMIN_PASSWORD: '' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => parseConfig({ ...resolved, ...REQUIRED, STRIPE_SECRET_KEY: '' })).toThrow(/STRIPE_SECRET_KEY/);
  });
});

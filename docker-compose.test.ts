import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config/config.js';

const root = import.meta.dirname;
const composeFile = path.join(root, 'docker-compose.yml');
const text = fs.readFileSync(composeFile, 'utf8');
const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const hasDockerCompose = (() => {
  try {
    execFileSync('docker-compose', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** What compose needs from .env (docker compose reads it beside the file) to start at all. */
const REQUIRED = {
  ADMIN_PASSWORD: 'a-real-admin-secret',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  POSTGRES_PASSWORD: 'a-database-secret',
  S3_ACCESS_KEY_ID: 'adforge-key',
  S3_SECRET_ACCESS_KEY: 'a-storage-secret',
};
const ONE_SHOT = ['migrate', 'temporal-setup', 'minio-setup'];

/** The YAML of one service: its indented block under `services:`. */
function service(name: string): string {
  const match = new RegExp(`^  ${name}:\\n((?:    .*\\n|\\s*\\n)*)`, 'm').exec(text);
  if (!match) throw new Error(`no service ${name}`);
  return match[1];
}
const servicesSection = text.slice(text.indexOf('\nservices:'), text.indexOf('\nvolumes:'));
const services = [...servicesSection.matchAll(/^ {2}([a-z-]+):\n/gm)].map((m) => m[1]);

function composeConfig(env: Record<string, string>) {
  return execFileSync('docker-compose', ['-f', composeFile, 'config', '-q'], {
    cwd: root,
    stdio: 'pipe',
    env: { PATH: process.env.PATH, ...env },
  });
}

describe('docker-compose.yml', () => {
  it.skipIf(!hasDockerCompose)('passes `docker-compose config -q`', () => {
    composeConfig(REQUIRED); // throws (non-zero exit) when the file is invalid
  });

  it.skipIf(!hasDockerCompose)('refuses to start without each secret from .env, naming the missing one', () => {
    for (const key of Object.keys(REQUIRED)) {
      let message = '';
      try {
        composeConfig({ ...REQUIRED, [key]: '' });
      } catch (err) {
        message = String((err as { stderr?: Buffer }).stderr ?? err);
      }
      expect(message, key).toContain(`set ${key} in .env`);
    }
  });

  it('runs every service the design names, with the app configured through the same variables', () => {
    for (const name of [
      'postgres',
      'temporal',
      'temporal-ui',
      'minio',
      'minio-setup',
      'mailpit',
      'migrate',
      'api',
      'worker',
    ])
      expect(services).toContain(name);
    const env = Object.fromEntries(
      [...text.matchAll(/^ {2}([A-Z0-9_]+): (.+)$/gm)].map((m) => [m[1], m[2].replace(/^"|"$/g, '')]),
    );
    // ${VAR:-default} takes its default; ${VAR:?message} is required from .env.
    const resolved = Object.fromEntries(
      Object.entries(env).map(([k, value]) => [
        k,
        value.replace(/\$\{[A-Z0-9_]+:-(.*?)\}/, '$1').replace(/\$\{[A-Z0-9_]+:\?.*?\}/, ''),
      ]),
    );
    const config = parseConfig({ ...resolved, ...REQUIRED });
    expect(config.providers).toEqual({
      database: 'postgres',
      temporal: 'cluster',
      engine: 'local',
      storage: 's3',
      mail: 'smtp',
      payments: 'stripe',
    });
    expect(config.MIGRATE_ON_START).toBe(false); // the migrate job runs first
    expect(() => parseConfig({ ...resolved, ...REQUIRED, ADMIN_PASSWORD: '' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('ships no fixed credential: every password and key comes from .env', () => {
    for (const line of text
      .split('\n')
      .filter((l) => /(PASSWORD|PWD|SECRET|_KEY|ROOT_USER)\w*:/.test(l) && !l.trim().startsWith('#'))) {
      expect(line, line).toMatch(/\$\{[A-Z0-9_]+:\?/);
    }
    expect(text).toMatch(/DATABASE_URL: postgres:\/\/adforge:\$\{POSTGRES_PASSWORD:\?/);
  });

  it('publishes only the app beyond this machine', () => {
    for (const name of services) {
      const ports = /^ {4}ports: \[(.*)\]$/m.exec(service(name))?.[1];
      if (!ports) continue;
      for (const port of ports.split(',').map((p) => p.trim().replace(/"/g, ''))) {
        if (name === 'api') expect(port).toBe('3000:3000');
        else expect(port, `${name} ${port}`).toMatch(/^127\.0\.0\.1:/);
      }
    }
  });

  it('gives every long-running service a healthcheck and a restart policy, and starts the app only on healthy or finished dependencies', () => {
    for (const name of services) {
      const block = service(name);
      expect(block, name).toMatch(/^ {4}restart: /m);
      if (ONE_SHOT.includes(name)) expect(block, name).toMatch(/^ {4}restart: on-failure$/m);
      else expect(block, name).toMatch(/^ {4}healthcheck:/m);
      // depends_on always with a condition: started is not ready.
      expect(block, name).not.toMatch(/depends_on: \[/);
      expect(block, name).not.toMatch(/condition: service_started/);
    }
    // The api's list, which the worker reuses (&app-depends-on).
    const deps = service('api');
    for (const dep of ['postgres', 'temporal', 'mailpit'])
      expect(deps).toMatch(new RegExp(`${dep}: \\{ condition: service_healthy \\}`));
    for (const dep of ONE_SHOT)
      expect(deps).toMatch(new RegExp(`${dep}: \\{ condition: service_completed_successfully \\}`));
    expect(service('worker')).toMatch(/depends_on: \*app-depends-on/);
  });

  it('registers the search attributes without hiding failures, and pins every image', () => {
    expect(text).not.toMatch(/\|\|\s*true/);
    expect(service('temporal-setup')).toMatch(/set -e/);
    for (const image of [...text.matchAll(/^ {4}image: (\S+)$/gm)].map((m) => m[1])) {
      if (image === 'adforge-app:local') continue;
      expect(image, image).not.toMatch(/:latest$/);
      expect(image, image).toMatch(/:(v?\d+\.\d+(\.\d+)?|RELEASE\.[\dT-]+Z)(-[a-z]+)?$/);
    }
  });

  it('builds one image, once, for api and worker: Node 22 LTS, no dev dependencies, not root', () => {
    expect(text.match(/^ {4}build: /gm)).toHaveLength(1);
    for (const name of ['migrate', 'api', 'worker']) expect(service(name)).toMatch(/^ {4}image: adforge-app:local$/m);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:22\.\d+\.\d+-bookworm-slim$/m);
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).not.toMatch(/^RUN .*npm (run )?build/m);
    expect(finalStage).toMatch(/CMD \["node", .*"dist\/server\/api\.js"\]/);
  });
});

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
  DOMAIN: 'shop.example.com',
  ADMIN_PASSWORD: 'a-real-admin-secret',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  POSTGRES_PASSWORD: 'a-database-secret',
  S3_ACCESS_KEY_ID: 'adforge-key',
  S3_SECRET_ACCESS_KEY: 'a-storage-secret',
};
const ONE_SHOT = ['migrate', 'temporal-schema', 'temporal-setup', 'minio-setup'];

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
      'caddy',
      'postgres',
      'temporal-schema',
      'temporal',
      'temporal-setup',
      'temporal-ui',
      'minio',
      'minio-setup',
      'mailpit',
      'migrate',
      'api',
      'worker',
    ])
      expect(services).toContain(name);
    const appEnv = text.slice(text.indexOf('x-app-env:'), text.indexOf('\nservices:'));
    const env = Object.fromEntries(
      [...appEnv.matchAll(/^ {2}([A-Z0-9_]+): (.+)$/gm)].map((m) => [m[1], m[2].replace(/^"|"$/g, '')]),
    );
    // ${VAR:-default} takes .env's value or its default; ${VAR:?message} is required from .env.
    const resolve = (value: string, dotEnv: Record<string, string>) =>
      value
        .replace(/\$\{([A-Z0-9_]+):-(.*?)\}/g, (_, name: string, fallback: string) => dotEnv[name] || fallback)
        .replace(/\$\{([A-Z0-9_]+):\?.*?\}/g, (_, name: string) => dotEnv[name] ?? '');
    const resolved = (dotEnv: Record<string, string>) =>
      Object.fromEntries(Object.entries(env).map(([k, value]) => [k, resolve(value, dotEnv)]));
    const config = parseConfig(resolved(REQUIRED), 'api');
    expect(config.providers).toEqual({
      database: 'postgres',
      temporal: 'cluster',
      engine: 'local',
      storage: 's3',
      mail: 'smtp',
      payments: 'stripe',
    });
    expect(config).toMatchObject({
      PUBLIC_BASE_URL: 'https://shop.example.com',
      DATABASE_URL: 'postgres://adforge:a-database-secret@postgres:5432/adforge',
      TEMPORAL_ADDRESS: 'temporal:7233',
      S3_ENDPOINT: 'http://minio:9000',
      SMTP_URL: 'smtp://mailpit:1025',
      TRUST_PROXY: 1,
      MIGRATE_ON_START: false, // the migrate job runs first
    });
    // Real services are one line each in .env, never an edit of this file.
    const managed = parseConfig(
      resolved({
        ...REQUIRED,
        POSTGRES_HOST: 'db.internal',
        TEMPORAL_ADDRESS: 'shop.a1b2c.tmprl.cloud:7233',
        TEMPORAL_API_KEY: 'tmprl-key',
        S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
        S3_BUCKET: 'shop-ads',
        SMTP_URL: 'smtps://user:pw@smtp.example.com:465',
      }),
      'worker',
    );
    expect(managed).toMatchObject({
      DATABASE_URL: 'postgres://adforge:a-database-secret@db.internal:5432/adforge',
      TEMPORAL_ADDRESS: 'shop.a1b2c.tmprl.cloud:7233',
      temporalTls: true,
      S3_BUCKET: 'shop-ads',
      SMTP_URL: 'smtps://user:pw@smtp.example.com:465',
    });
    expect(() => parseConfig(resolved({ ...REQUIRED, ADMIN_PASSWORD: '' }))).toThrow(/ADMIN_PASSWORD/);
  });

  it('ships no fixed credential: every password and key comes from .env', () => {
    for (const line of text
      .split('\n')
      .filter((l) => /(PASSWORD|PWD|SECRET|_KEY|ROOT_USER)\w*:/.test(l) && !l.trim().startsWith('#'))) {
      // Required from .env, or optional with an empty default (a TLS key path, Temporal Cloud's API key).
      expect(line, line).toMatch(/\$\{[A-Z0-9_]+:(\?|-\})/);
    }
    expect(text).toMatch(/DATABASE_URL: postgres:\/\/\$\{POSTGRES_USER:-adforge\}:\$\{POSTGRES_PASSWORD:\?/);
  });

  it('publishes only Caddy (HTTP and HTTPS) beyond this machine', () => {
    for (const name of services) {
      const ports = /^ {4}ports: \[(.*)\]$/m.exec(service(name))?.[1];
      if (!ports) continue;
      for (const port of ports.split(',').map((p) => p.trim().replace(/"/g, ''))) {
        if (name === 'caddy') expect(['80:80', '443:443', '443:443/udp']).toContain(port);
        else expect(port, `${name} ${port}`).toMatch(/^127\.0\.0\.1:/);
      }
    }
    // The metrics port is for the network's Prometheus only.
    expect(service('api')).toMatch(/^ {4}expose: \["9464"\]$/m);
  });

  it('terminates TLS in Caddy for DOMAIN, compresses, and forwards to the API', () => {
    const caddyfile = fs.readFileSync(path.join(root, 'Caddyfile'), 'utf8');
    expect(caddyfile).toMatch(/^\{\$DOMAIN\} \{$/m);
    expect(caddyfile).toMatch(/^\s+encode zstd gzip$/m);
    expect(caddyfile).toMatch(/^\s+reverse_proxy api:3000/m);
    expect(service('caddy')).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(service('caddy')).toMatch(/api: \{ condition: service_healthy \}/);
  });

  it('sets Temporal up with the server image and its SQL tool, not the deprecated auto-setup', () => {
    const uncommented = text
      .split('\n')
      .filter((l) => !l.trim().startsWith('#'))
      .join('\n');
    expect(uncommented).not.toContain('auto-setup');
    expect(service('temporal')).toMatch(/^ {4}image: temporalio\/server:\d+\.\d+\.\d+$/m);
    expect(service('temporal-schema')).toMatch(/image: temporalio\/admin-tools:/);
    expect(service('temporal-schema')).toMatch(/temporal-sql-tool --db "\$\$db" update-schema/);
    expect(service('temporal')).toMatch(/temporal-schema: \{ condition: service_completed_successfully \}/);
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
    for (const dep of ['migrate', 'temporal-setup', 'minio-setup'])
      expect(deps).toMatch(new RegExp(`${dep}: \\{ condition: service_completed_successfully \\}`));
    expect(service('worker')).toMatch(/depends_on: \*app-depends-on/);
  });

  it('registers the search attributes without hiding failures, and pins every image', () => {
    expect(text).not.toMatch(/\|\|\s*true/);
    expect(service('temporal-setup')).toMatch(/set -e/);
    for (const image of [...text.matchAll(/^ {4}image: (\S+)$/gm)].map((m) => m[1])) {
      if (image === 'adforge-app:local') continue;
      expect(image, image).not.toMatch(/:latest$/);
      expect(image, image).toMatch(/:(v?\d+\.\d+(\.\d+)?|RELEASE\.[\dT-]+Z)(-[a-z][\w.-]*)?$/);
    }
  });

  it('builds one lean image, once, for api and worker: Node 22 LTS, no dev dependencies, this platform only, not root', () => {
    expect(text.match(/^ {4}build: /gm)).toHaveLength(1);
    for (const name of ['migrate', 'api', 'worker']) expect(service(name)).toMatch(/^ {4}image: adforge-app:local$/m);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:22\.\d+\.\d+-bookworm-slim$/m);
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    expect(dockerfile).toMatch(/sh scripts\/image\/prune-runtime\.sh/);
    const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).not.toMatch(/^RUN .*npm (run )?build/m);
    // Only what runs: never the whole build folder (sources, tests, docs).
    expect(finalStage).not.toMatch(/COPY --from=build \/app \/app/);
    expect(finalStage).toMatch(/^HEALTHCHECK .*\n?.*\/api\/live/m);
    expect(finalStage).toMatch(/CMD \["node", .*"dist\/server\/api\.js"\]/);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';
import { EnvSchema } from './env.js';

const examplePath = path.resolve(import.meta.dirname, '..', '.env.example');

function readExample(): Record<string, string> {
  const entries = fs
    .readFileSync(examplePath, 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z0-9_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const);
  return Object.fromEntries(entries);
}

/** Read by docker-compose.yml only (the app never sees them under these names). */
const COMPOSE_ONLY = [
  'POSTGRES_PASSWORD',
  'POSTGRES_HOST',
  'POSTGRES_PORT',
  'POSTGRES_USER',
  'POSTGRES_DB',
  'DOMAIN',
  'ACME_EMAIL',
];

describe('.env.example', () => {
  it('documents every configuration variable', () => {
    const documented = Object.keys(readExample())
      .filter((key) => !COMPOSE_ONLY.includes(key))
      .sort();
    expect(documented).toEqual(Object.keys(EnvSchema.entries).sort());
  });

  it('documents what docker-compose.yml reads from .env', () => {
    const compose = fs.readFileSync(path.resolve(import.meta.dirname, '..', 'docker-compose.yml'), 'utf8');
    const read = new Set([...compose.matchAll(/\$\{([A-Z0-9_]+)[:}]/g)].map((m) => m[1]));
    const documented = Object.keys(readExample());
    for (const key of read) expect(documented, key).toContain(key);
    for (const key of COMPOSE_ONLY) expect(read.has(key), key).toBe(true);
  });

  it('holds working local values', () => {
    expect(parseConfig(readExample()).providers.database).toBe('pglite');
  });
});

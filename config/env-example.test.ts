import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';
import { EnvSchema } from './env.js';

const examplePath = path.resolve(import.meta.dirname, '..', '.env.example');

function readExample(): Record<string, string> {
  const entries = fs.readFileSync(examplePath, 'utf8').split('\n')
    .filter((line) => /^[A-Z0-9_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const);
  return Object.fromEntries(entries);
}

describe('.env.example', () => {
  it('documents every configuration variable', () => {
    const documented = Object.keys(readExample()).sort();
    expect(documented).toEqual(Object.keys(EnvSchema.entries).sort());
  });

  it('holds working local values', () => {
    expect(parseConfig(readExample()).providers.database).toBe('pglite');
  });
});

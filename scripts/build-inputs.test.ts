import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recordBuildInputs, staleReason } from './build-inputs.js';

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

function project() {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'adforge-build-inputs-'));
  write('package-lock.json', '{}');
  write('src/a.ts', 'export const a = 1;');
  write('node_modules/pkg/index.js', 'module.exports = 1;');
  write('dist/out.js', 'built');
  recordBuildInputs(
    'app',
    ['src/a.ts', path.join(root, 'node_modules/pkg/index.js'), '\0virtual:helper', 'src/gone.ts', 'src/a.ts?raw'],
    root,
  );
}

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('build inputs', () => {
  it('records project files with the lock file, not packages, virtual modules or missing files', () => {
    project();
    const record = JSON.parse(fs.readFileSync(path.join(root, 'dist/build-inputs/app.json'), 'utf8')) as {
      files: Record<string, string>;
    };
    expect(Object.keys(record.files)).toEqual(['package-lock.json', 'src/a.ts']);
  });

  it('is up to date until an input changes; a touch without a change is not a change', () => {
    project();
    expect(staleReason('app', 'dist/out.js', root)).toBeUndefined();
    fs.utimesSync(path.join(root, 'src/a.ts'), new Date(), new Date(Date.now() + 60_000));
    expect(staleReason('app', 'dist/out.js', root)).toBeUndefined();
    write('src/a.ts', 'export const a = 2;');
    expect(staleReason('app', 'dist/out.js', root)).toBe('src/a.ts changed');
  });

  it('rebuilds when the output, the record or a dependency change is missing or different', () => {
    project();
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(staleReason('app', 'dist/out.js', root)).toBe('package-lock.json changed');
    expect(staleReason('app', 'dist/missing.js', root)).toBe('dist/missing.js is missing');
    expect(staleReason('other', 'dist/out.js', root)).toBe('no record of its inputs');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplate, pgliteVersion, writeTemplate } from './pglite-template.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'adforge-template-'));
const templateDir = path.join(tmp, 'template');

beforeAll(async () => {
  const initialised = path.join(tmp, 'initdb');
  const pg = await PGlite.create({ dataDir: initialised });
  await pg.close();
  writeTemplate(initialised, templateDir);
}, 60_000);
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('the PGlite data folder template', () => {
  it('fills an empty folder with a cluster PGlite opens and writes to', async () => {
    const dataDir = path.join(tmp, 'fresh');
    fs.mkdirSync(dataDir);
    expect(copyTemplate(dataDir, templateDir)).toBe(true);
    const pg = await PGlite.create({ dataDir });
    await pg.exec('create table t (n int); insert into t values (42);');
    expect((await pg.query<{ n: number }>('select n from t')).rows).toEqual([{ n: 42 }]);
    await pg.close();
    expect(fs.readdirSync(tmp).filter((f) => f.includes('.partial-'))).toEqual([]);
  }, 60_000);

  it('never touches a folder that already holds something', () => {
    const dataDir = path.join(tmp, 'used');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'keep.txt'), 'mine');
    expect(copyTemplate(dataDir, templateDir)).toBe(false);
    expect(fs.readdirSync(dataDir)).toEqual(['keep.txt']);
  });

  it('is not used when another PGlite version made it, or when there is none', () => {
    expect(pgliteVersion()).toMatch(/^\d+\.\d+\.\d+/);
    const other = path.join(tmp, 'other-version');
    fs.cpSync(templateDir, other, { recursive: true });
    fs.writeFileSync(path.join(other, 'pglite-version'), '0.0.1');
    expect(copyTemplate(path.join(tmp, 'a'), other)).toBe(false);
    expect(copyTemplate(path.join(tmp, 'b'), path.join(tmp, 'missing'))).toBe(false);
    expect(fs.existsSync(path.join(tmp, 'a'))).toBe(false);
  });
});

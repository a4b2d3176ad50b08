import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../config/project-root.js';

const dir = path.join(PROJECT_ROOT, 'db', 'migrations');
const statements = (file: string) =>
  fs
    .readFileSync(path.join(dir, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Migration 0002 brings in the read model (decision 027) for data made before it: sessions'
 * samples, purchases' ads, failures recorded in the dropped generation_errors column, and edits.
 */
describe('migration 0002: the read model for existing data', () => {
  const pg = new PGlite();
  afterAll(() => pg.close());

  it('plans a row for every existing ad, with the recorded failures, before dropping the old column', async () => {
    for (const file of ['0000_init.sql', '0001_extras_and_layouts.sql'])
      for (const s of statements(file)) await pg.exec(s);
    await pg.exec(`
      insert into generation_sessions (id, product_name, product_description) values ('s1', 'Calm', 'Sleep');
      insert into generated_ads (id, session_id, style_id, style, variation, text, image_key_1x1, image_key_4x5, image_key_9x16)
        values ('sa0', 's1', 3, 'Hero', 0, 't', 'a', 'b', 'c'), ('sa1', 's1', 3, 'Hero', 1, 't', 'a', 'b', 'c');
      insert into purchases (id, session_id, amount, package_name, quantity, customer_email, customer_name, completed, selected_style_ids, generation_completed_at, generation_errors)
        values ('done', 's1', 799, 'basic', 3, 'a@example.com', 'A', true, '[4, 5, 6]', now(), '[{"styleId": 5, "message": "Style 5: the product photo cannot be used"}]'),
               ('running', 's1', 799, 'basic', 2, 'b@example.com', 'B', true, '[7, 8]', null, '[]'),
               ('unchosen', 's1', 799, 'basic', 5, 'c@example.com', 'C', true, null, null, '[]');
      insert into generated_ads (id, purchase_id, style_id, style, text, image_key_1x1, image_key_4x5, image_key_9x16, is_edited)
        values ('pa4', 'done', 4, 'X', 't', 'a', 'b', 'c', true), ('pa7', 'running', 7, 'X', 't', 'a', 'b', 'c', false);
    `);
    for (const s of statements('0003_long-work.sql')) await pg.exec(s);

    const { rows } = await pg.query<{
      id: string;
      state: string;
      ad_id: string | null;
      reason: string | null;
      slot: number;
    }>('select id, state, ad_id, reason, slot from ad_jobs order by id');
    expect(rows).toEqual([
      { id: 'edit:pa4', state: 'ready', ad_id: 'pa4', reason: null, slot: 0 },
      { id: 'purchase:done:4', state: 'ready', ad_id: 'pa4', reason: null, slot: 0 },
      {
        id: 'purchase:done:5',
        state: 'failed',
        ad_id: null,
        reason: 'Style 5: the product photo cannot be used',
        slot: 1,
      },
      { id: 'purchase:done:6', state: 'failed', ad_id: null, reason: 'This ad could not be generated.', slot: 2 },
      { id: 'purchase:running:7', state: 'ready', ad_id: 'pa7', reason: null, slot: 0 },
      { id: 'purchase:running:8', state: 'queued', ad_id: null, reason: null, slot: 1 },
      { id: 'sample:s1:0', state: 'ready', ad_id: 'sa0', reason: null, slot: 0 },
      { id: 'sample:s1:1', state: 'ready', ad_id: 'sa1', reason: null, slot: 1 },
    ]);
    const columns = await pg.query(
      `select 1 from information_schema.columns where table_name = 'purchases' and column_name = 'generation_errors'`,
    );
    expect(columns.rows).toEqual([]);
    expect((await pg.query(`select 1 from information_schema.tables where table_name = 'pings'`)).rows).toEqual([]);
  });
});

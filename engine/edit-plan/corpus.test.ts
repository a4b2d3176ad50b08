import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishColour, modifyColour } from './colours.js';
import { planEdit } from './plan.js';
import { type EditChange, type PlanContext } from './plan-types.js';

/**
 * The buyer-request corpus (tests/fixtures/edit-requests/): the share planned exactly right must
 * be at least 95 %, and every miss is printed with what came out instead.
 */
type Case = { prompt: string; changes: Array<Record<string, unknown>>; unsupported?: number; ctx?: PlanContext };

const DIR = path.resolve(import.meta.dirname, '../../tests/fixtures/edit-requests');
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();
const cases = files.flatMap((f) =>
  (JSON.parse(readFileSync(path.join(DIR, f), 'utf8')) as Case[]).map((c) => ({ ...c, file: f })),
);

function colour(value: unknown): unknown {
  if (typeof value !== 'string' || value.startsWith('#') || value === 'brand') return value;
  const direct = englishColour(value);
  if (direct) return direct.hex;
  const m = /^(dark|light|pastel|bright) (.+)$/.exec(value);
  const base =
    m && (englishColour(m[2]) ?? (colour(m[2]) !== m[2] ? { hex: colour(m[2]) as string, name: m[2] } : undefined));
  if (!m || !base) throw new Error(`corpus colour "${value}" is unknown`);
  return modifyColour(base, m[1]).hex;
}

function canonical(change: Record<string, unknown>): string {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(change).sort()) {
    if (key === 'name' || key === 'name2' || key === 'inkName') continue;
    out[key] = ['colour', 'colour2', 'ink'].includes(key) ? colour(change[key]) : change[key];
  }
  return JSON.stringify(out);
}

const same = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

describe('edit planner corpus', () => {
  it(`plans at least 95 % of ${cases.length} buyer requests exactly`, () => {
    const misses: string[] = [];
    for (const c of cases) {
      const plan = planEdit(c.prompt, c.ctx);
      const got = plan.changes.map((ch: EditChange) => canonical(ch));
      const want = c.changes.map(canonical);
      const unsupported = plan.unsupported.length;
      if (!same(got, want) || unsupported !== (c.unsupported ?? 0)) {
        misses.push(
          `${c.file}: ${c.prompt}\n    want ${want.join(' ')} (+${c.unsupported ?? 0} unsupported)\n    got  ${got.join(' ')} (+${unsupported} unsupported${unsupported ? `: ${plan.unsupported.map((u) => u.text).join(' | ')}` : ''})`,
        );
      }
    }
    const share = (cases.length - misses.length) / cases.length;
    console.log(
      `edit planner corpus: ${cases.length - misses.length}/${cases.length} planned exactly (${(share * 100).toFixed(1)} %)`,
    );
    if (misses.length) console.log(`misses:\n  ${misses.join('\n  ')}`);
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(share).toBeGreaterThanOrEqual(0.95);
  });
});

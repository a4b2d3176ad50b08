import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkClaims } from './check.js';

/**
 * The labelled corpus (tests/fixtures/claims/*.tsv): every disease claim must be caught and no
 * lawful phrase flagged. Precision and recall are printed per language for the closing note.
 */
const DIR = join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'claims');
const LANGS = ['en', 'de', 'fr', 'es'] as const;

function corpus(lang: string): Array<{ claim: boolean; phrase: string }> {
  return readFileSync(join(DIR, `${lang}.tsv`), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const [label, phrase] = l.split('\t');
      if (label !== 'claim' && label !== 'lawful') throw new Error(`bad label in ${lang}.tsv: ${l}`);
      return { claim: label === 'claim', phrase };
    });
}

describe('claim corpus', () => {
  const rows = LANGS.map((lang) => {
    const items = corpus(lang);
    let tp = 0,
      fp = 0,
      fn = 0;
    const missed: string[] = [];
    const flagged: string[] = [];
    for (const item of items) {
      const hit = checkClaims(item.phrase).warnings.length > 0;
      if (hit && item.claim) tp++;
      else if (hit) {
        fp++;
        flagged.push(
          `${item.phrase}  <- ${checkClaims(item.phrase)
            .warnings.map((w) => w.phrase)
            .join(' | ')}`,
        );
      } else if (item.claim) {
        fn++;
        missed.push(item.phrase);
      }
    }
    const claims = items.filter((i) => i.claim).length;
    return {
      lang,
      size: items.length,
      claims,
      lawful: items.length - claims,
      precision: tp / (tp + fp || 1),
      recall: tp / (tp + fn || 1),
      missed,
      flagged,
    };
  });

  it('has at least 200 phrases, about half of them lawful', () => {
    const size = rows.reduce((s, r) => s + r.size, 0);
    const lawful = rows.reduce((s, r) => s + r.lawful, 0);
    console.table(
      rows.map(({ lang, size: n, claims, lawful: l, precision, recall }) => ({
        lang,
        size: n,
        claims,
        lawful: l,
        precision: precision.toFixed(3),
        recall: recall.toFixed(3),
      })),
    );
    expect(size).toBeGreaterThanOrEqual(200);
    expect(lawful / size).toBeGreaterThanOrEqual(0.45);
  });

  it.each(LANGS)('%s: catches every disease claim (recall 100 %%)', (lang) => {
    expect(rows.find((r) => r.lang === lang)!.missed).toEqual([]);
  });

  it.each(LANGS)('%s: flags no lawful phrase (precision 100 %%)', (lang) => {
    expect(rows.find((r) => r.lang === lang)!.flagged).toEqual([]);
  });
});

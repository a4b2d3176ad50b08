import { describe, expect, it } from 'vitest';
import { STYLES } from '../catalog/index.js';
import { buildCopy } from './write.js';
import { embedsSentence, misreads, repeatsWord } from './hero-lead.js';
import { EVAL_PRODUCTS } from '../../tests/fixtures/eval/products.js';
import { HELD_OUT_PRODUCTS } from '../../tests/fixtures/eval/held-out.js';
import { countFlaws } from '../../tests/support/headline-flaws.js';

/**
 * Headlines lead with the hero (docs/decisions/114-headlines-lead-with-the-hero.md): on the graded
 * briefs the flaws of the tenth grading round stay at or under what was measured when written, and
 * the grammar slips it named never print.
 */
describe('headlines lead with the hero', () => {
  it('a word twice and misread questions are caught', () => {
    expect(repeatsWord('300 mg KSM-66 ashwagandha per gummy, 60 raspberry gummies')).toBe(true);
    expect(repeatsWord('10 g Bio-Grünpulver, vegan und Bio')).toBe(true);
    expect(repeatsWord('200 mg de cafeína por dosis, 30 dosis')).toBe(true);
    expect(repeatsWord('Vitamine D3 1000 UI et vitamine K2 MK-7 25 µg')).toBe(false);
    expect(repeatsWord('25 g of protein per 30 g scoop')).toBe(false);
    expect(misreads('How much collagen peptides? 10 g per scoop', {})).toBe(true);
    expect(misreads('How much protein? 25 g per 30 g scoop', {})).toBe(false);
    expect(misreads('How to take it? For your evening routine', { usage: 'For your evening routine' })).toBe(true);
    expect(misreads('How to take it? Take two in the evening', { usage: 'Take two in the evening' })).toBe(false);
  });

  it('a slot that reads as a sentence stands at the head of a line or after a colon', () => {
    const slots = { identity: 'Our most complete evening formula', flagAdj: 'Vegan', usage: 'two a day' };
    expect(embedsSentence('{flagAdj} {identity} with {amountShort}', slots)).toBe(true);
    expect(embedsSentence('{identity} {usage}', slots)).toBe(true);
    expect(embedsSentence('{identity}, {flags}', slots)).toBe(false);
    expect(embedsSentence('{short}: {identity}', slots)).toBe(false);
    expect(
      embedsSentence('{flagAdj} {identity} with {amountShort}', { ...slots, identity: 'magnesium glycinate' }),
    ).toBe(false);
  });

  it('graded briefs: few pack-only, pack-first or secondary-led headlines', () => {
    const briefs = [...EVAL_PRODUCTS, ...HELD_OUT_PRODUCTS];
    const rows = briefs.flatMap((brief) =>
      STYLES.map((s) => ({
        brief,
        headline: buildCopy(s.copy, brief.name, brief.description, 0, {}, { extras: brief.extras, styleId: s.id }).copy
          .headline,
      })),
    );
    const c = countFlaws(rows);
    // Measured when written (558 headlines): 184 with a flaw, pack-only 11, pack-first 27, secondary-lead 10,
    // repeated word 3; before: 288, 13, 50, 23, 24.
    expect(c.any).toBeLessThanOrEqual(190);
    expect(c['pack-only']).toBeLessThanOrEqual(12);
    expect(c['pack-first']).toBeLessThanOrEqual(28);
    expect(c['secondary-lead']).toBeLessThanOrEqual(12);
    expect(c['repeated-word']).toBeLessThanOrEqual(4);
    // The eleventh round's flaws (docs/decisions/124-headlines-say-the-point-first.md), measured when
    // written: any 186, pack-first 11, usage-comma 3 (thin briefs' last resort), pack-dose 14 (ranked
    // after every "per serving" line); before: 197, 27, 5, 16.
    expect(c.any).toBeLessThanOrEqual(190);
    expect(c['pack-first']).toBeLessThanOrEqual(13);
    expect(c['usage-comma']).toBeLessThanOrEqual(4);
    expect(c['pack-dose']).toBeLessThanOrEqual(15);
    expect(rows.filter((r) => /^How much [^?]*[^s]s\?/.test(r.headline))).toEqual([]);
  }, 120_000);
});

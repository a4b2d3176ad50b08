import { describe, expect, it } from 'vitest';
import { compareHead, compareRows } from './compare-rows.js';
import { type CopyFacts, readFacts } from '../copy/index.js';

const facts = (lang: string, name: string, description: string) =>
  ({ lang, brief: readFacts(name, description) }) as CopyFacts;

describe('an honest comparison: the label’s questions, answered for ours', () => {
  it('asks by the brief’s own basis and answers with its amounts, form, pack and usage, never "Yes"', () => {
    const rows = compareRows(
      facts(
        'en',
        'Northwell Magnesium Glycinate',
        'Magnesium bisglycinate, 200 mg elemental magnesium per 2 capsules, with 100 mg L-theanine. 120 vegan capsules. Take two in the evening. Third-party tested.',
      ),
    );
    expect(rows).toEqual([
      { ask: 'How much per 2 capsules?', ours: '200 mg elemental magnesium', key: 'Per 2 capsules' },
      { ask: 'Which form?', ours: 'Magnesium bisglycinate', key: 'Form' },
      { ask: 'How many in the pack?', ours: '120 vegan capsules', key: 'Pack' },
      { ask: 'How to take it?', ours: 'Take two in the evening', key: 'How to take' },
    ]);
    // A long basis gives its row head the plain "per serving" (the grid's heads read "Ours" / "Yours?").
    const fr = compareRows(
      facts('fr', 'Lunaria', 'Citrate de magnésium 300 mg par portion de deux gélules. 120 gélules.'),
    );
    expect(fr[0].key).toBe('Par portion');
    // A flag answered "Yes" only where the brief leaves fewer than two rows (docs/ad-quality.md).
    const thin = compareRows(facts('en', 'Pure C', 'Vitamin C 1000 mg per tablet. Vegan.'));
    expect(thin.filter((r) => r.yes).length).toBeGreaterThan(0);
  });

  it('asks in the ad’s language and never names or describes a competitor', () => {
    const de = compareRows(
      facts('de', 'Nordic Omega-3', '1000 mg Fischöl pro Kapsel mit 500 mg EPA und 250 mg DHA. 60 Weichkapseln.'),
    );
    expect(de[0].ask).toBe('Wie viel pro Kapsel?');
    expect(de.map((r) => r.ask)).toContain('Wie viel in der Packung?');
    const fr = compareRows(facts('fr', 'Sol', 'Vitamine D3 1000 UI par goutte. Flacon compte-gouttes de 30 ml.'));
    expect(fr[0].ask).toBe('Combien par goutte\u00a0?');
    const es = compareRows(
      facts('es', 'Force', 'Pre-entreno con 200 mg de cafeína por dosis. 30 dosis. Sabor ponche de frutas.'),
    );
    expect(es[0].ask).toBe('¿Cuánto por dosis?');
    for (const r of [...de, ...fr, ...es]) {
      expect(r.ours.length).toBeGreaterThan(0);
      expect(`${r.ask} ${r.ours}`).not.toMatch(/\b(them|others|competitor|andere|autres|otros)\b/i);
    }
    expect(compareHead({ lang: 'de' } as CopyFacts)).toBe('Etikett prüfen');
  });

  it('gives no rows (the ticked list instead) without two facts or in a language without reviewed questions', () => {
    expect(compareRows(facts('en', 'Calm', 'Magnesium for calm sleep.'))).toEqual([]);
    expect(compareRows(facts('pl', 'Magnez', 'Glicynian magnezu 400 mg, 120 kapsułek.'))).toEqual([]);
  });
});

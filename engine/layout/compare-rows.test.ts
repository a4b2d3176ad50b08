import { describe, expect, it } from 'vitest';
import { compareHead, compareRows } from './compare-rows.js';
import { type CopyFacts, readFacts } from '../copy/index.js';

const facts = (lang: string, name: string, description: string) =>
  ({ lang, brief: readFacts(name, description) }) as CopyFacts;

describe('an honest comparison: the label’s questions, answered for ours', () => {
  it('asks by the brief’s own basis: the dose, the form, then the flags (never the pack or the usage)', () => {
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
      { ask: 'Vegan?', ours: 'Yes', yes: true, key: 'Vegan' },
      { ask: 'Third-party tested?', ours: 'Yes', yes: true, key: 'Third-party tested' },
    ]);
    // A long basis gives its row head the plain "per serving" (the grid's heads read "Ours" / "Yours?").
    const fr = compareRows(
      facts('fr', 'Lunaria', 'Citrate de magnésium 300 mg par portion de deux gélules. 120 gélules.'),
    );
    expect(fr[0].key).toBe('Par portion');
    // A flag is a ticked row beside the reader's "?" (docs/decisions/199-us-vs-them-rows-that-compare.md).
    const thin = compareRows(facts('en', 'Pure C', 'Vitamin C 1000 mg per tablet. Vegan.'));
    expect(thin.filter((r) => r.yes).length).toBeGreaterThan(0);
  });

  it('asks in the ad’s language and never names or describes a competitor', () => {
    const de = compareRows(
      facts('de', 'Nordic Omega-3', '1000 mg Fischöl pro Kapsel mit 500 mg EPA und 250 mg DHA. 60 Weichkapseln.'),
    );
    expect(de[0].ask).toBe('Wie viel pro Kapsel?');
    expect(de.map((r) => r.ask)).not.toContain('Wie viel in der Packung?');
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
  it('does not repeat the headline, mislabel a second ingredient as the form or add a pointless flavour row', () => {
    // The headline's amount gives way to the brief's next one, with the headline's basis (decision 181).
    const whey = compareRows(
      facts(
        'en',
        'Ironform Whey Isolate',
        'Grass-fed whey protein isolate with 25 g protein and 5.5 g BCAAs per 30 g scoop. Chocolate flavour, 2 kg tub, 66 servings. No added sugar.',
      ),
      '25 g protein in every 30 g scoop',
    );
    expect(whey.map((r) => r.ours)).not.toContain('25 g protein');
    // What the amount is heads the row, its quantity is the cell (decision 199).
    expect(whey[0]).toMatchObject({ ours: '5.5 g', key: 'BCAAs' });
    expect(whey.map((r) => r.key)).not.toContain('Flavour');
    const vitc = compareRows(
      facts(
        'en',
        'Pure C',
        'Vitamin C 1000 mg per tablet with 25 mg citrus bioflavonoids. 90 tablets, one a day with food.',
      ),
      '1000 mg of vitamin C',
    );
    expect(vitc[0]).toMatchObject({ ours: '25 mg citrus bioflavonoids', key: 'Per tablet' });
    // A row whose words the headline holds ("Forme: Citrate de magnésium") is left out.
    const sleep = compareRows(
      facts(
        'fr',
        'Lunaria',
        'Citrate de magnésium 300 mg et mélatonine 1,9 mg par portion de deux gélules. 120 gélules.',
      ),
      'Citrate de magnésium 300 mg',
    );
    expect(sleep.map((r) => r.ours)).not.toContain('Citrate de magnésium');
    // "Citrulline malate" is not the form of a product led by beta-alanine.
    const pre = compareRows(
      facts('fr', 'Forge', 'Bêta-alanine 3,2 g et citrulline malate 6 g par dose. 30 doses. Goût fruit punch.'),
    );
    expect(pre.map((r) => r.key)).not.toContain('Forme');
    expect(pre.find((r) => r.key === 'Goût')?.ours ?? 'Fruit punch').toBe('Fruit punch');
  });
});

import { describe, expect, it } from 'vitest';
import { checkClaims, hasDiseaseClaim, warningText } from './check.js';

describe('checkClaims', () => {
  it('keeps a decimal comma whole when a clause is left out, and reads French "goût" as taste, not gout', () => {
    expect(checkClaims('Goût fruit punch, 3,2 g de bêta-alanine par dose.').warnings).toEqual([]);
    const r = checkClaims('Soulage la goutte, 3,2 g de bêta-alanine et 200 mg de caféine par dose.');
    expect(r.warnings.length).toBe(1);
    expect(r.clean).toBe('3,2 g de bêta-alanine et 200 mg de caféine par dose.');
    expect(checkClaims('Relieves gout pain.').warnings.length).toBe(1);
  });

  it('drops disease claims clause by clause and says why', () => {
    const r = checkClaims('Magnesium glycinate for deep sleep. Cures insomnia and treats anxiety disorders.');
    expect(r.clean).toBe('Magnesium glycinate for deep sleep.');
    expect(r.warnings.map((w) => w.phrase)).toEqual(['Cures insomnia and treats anxiety disorders']);
    expect(r.warnings[0].reason).toMatch(/disease/);
  });

  it('keeps the lawful clauses of a sentence, and the list that follows a claim goes with it', () => {
    const r = checkClaims('Supports immune health, prevents colds, flu and infections, and tastes great.');
    expect(r.clean).toBe('Supports immune health, and tastes great.');
    expect(r.warnings).toHaveLength(1);
  });

  it('finds claims in German, French and Spanish', () => {
    for (const text of [
      'Beugt Erkältungen vor.',
      "Guérit l'insomnie.",
      'Cura el insomnio.',
      'Ein natürliches Antibiotikum.',
    ]) {
      expect(hasDiseaseClaim(text), text).toBe(true);
    }
  });

  it('never flags structure/function, nutrient content, quality facts or the mandatory disclaimer', () => {
    for (const text of [
      'Supports restful sleep.',
      'Helps maintain normal cholesterol.',
      'Immune support.',
      'Sugar-free, 60 capsules.',
      'This product is not intended to diagnose, treat, cure, or prevent any disease.',
    ])
      expect(checkClaims(text), text).toEqual({ clean: text, warnings: [] });
  });

  it('reports the reason of each kind of claim', () => {
    const kinds = [
      'Lowers blood pressure.',
      'Reduces the risk of heart disease.',
      'Replaces your statins.',
      'A natural antiviral.',
      'Relieves joint pain.',
    ];
    const reasons = kinds.map((t) => checkClaims(t).warnings[0]?.reason);
    expect(new Set(reasons).size).toBe(5);
    expect(warningText({ phrase: 'x', reason: 'y' })).toBe('Left out "x": y');
  });

  it('leaves nothing when every clause is a claim', () => {
    expect(checkClaims('Cures cancer.').clean).toBe('');
  });
});

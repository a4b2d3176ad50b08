import { describe, expect, it } from 'vitest';
import { readFacts } from './facts.js';

/** Facts read wrong from briefs graded by eye (docs/ad-quality.md): each became a wrong line on an ad. */
describe('the fact reader on briefs that were read wrong', () => {
  it('an approximate pack count keeps its word ("etwa 600 Tropfen"), and a flag given as a noun says where from', () => {
    const de = readFacts('Sonnen D3', 'Vitamin D3 2000 IE pro 5 Tropfen. Pipettenflasche mit etwa 600 Tropfen.');
    expect(de.count?.text).toBe('etwa 600 Tropfen');
    const fr = readFacts('Goutte D3', 'Vitamine D3 1000 UI par goutte. Flacon de 30 ml, environ 900 gouttes.');
    expect(fr.count?.text).toBe('environ 900 gouttes');
    const fish = readFacts('Nordsee Omega-3', '1000 mg Fischöl pro Kapsel, 500 mg EPA. Wildfang. 60 Weichkapseln.');
    expect(fish.flags.find((x) => x.id === 'wild-caught')?.text).toBe('aus Wildfang');
  });

  it('a flavour keeps the word after its connector ("Sabor ponche de frutas")', () => {
    const f = readFacts(
      'Forge Pre-Workout',
      'Pre-entreno con 200 mg de cafeína por dosis. Sabor ponche de frutas, 30 dosis.',
    );
    expect(f.flavour).toBe('Sabor ponche de frutas');
  });

  it('a decimal comma stays in its amount, and the size of a dose is no ingredient', () => {
    const f = readFacts(
      'Forge Pre-Workout',
      'Pré-entraînement goût fruit punch : 6 g de citrulline malate, 3,2 g de bêta-alanine et 200 mg de caféine par dose de 15 g. Pot de 450 g, 30 doses.',
    );
    expect(f.amounts.map((a) => a.qty)).toContain('3,2 g');
    expect(f.ingredients.map((i) => i.toLowerCase())).not.toContain('dose');
  });

  it('"KSM-66" is a standard, not a pack of 66', () => {
    const f = readFacts('Root Ashwagandha', 'Ashwagandha KSM-66 en polvo, 600 mg por cucharadita. Bolsa de 150 g.');
    expect(f.count?.n).not.toBe(66);
  });

  it('an amount after a list of ingredients is the serving, not the last ingredient', () => {
    const f = readFacts(
      'Verde Organic Greens',
      'Organic greens powder with spirulina, chlorella, barley grass and wheatgrass, 8 g per serving. 240 g jar, 30 servings.',
    );
    const eight = f.amounts.find((a) => a.qty === '8 g');
    expect(eight?.what ?? '').toBe('');
    expect(eight?.per).toBe('per serving');
  });

  it('a pack size is no instruction ("2 kg tub" is not how to take it; "2 capsules a day" is)', () => {
    const whey = readFacts(
      'Ironform Whey Isolate',
      'Grass-fed whey isolate, 25 g protein per scoop. Chocolate flavour, 2 kg tub, 66 servings.',
    );
    expect(whey.usage).toEqual([]);
    const caps = readFacts('Magnesium', 'Magnesium glycinate, 120 capsules. 2 capsules a day with food.');
    expect(caps.usage.join(' ')).toMatch(/2 capsules a day/i);
  });
});

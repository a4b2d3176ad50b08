import { describe, expect, it } from 'vitest';
import { readProduct } from './product-form.js';

describe('the product form read from the brief', () => {
  it.each([
    ['Magnesium bisglycinate. 120 vegan capsules. Take two in the evening.', 'capsules'],
    ['1000 mg Fischöl pro Kapsel. 90 Weichkapseln, eine pro Tag.', 'softgels'],
    ['Vitamine D3 1000 UI par goutte. Flacon compte-gouttes de 30 ml.', 'drops'],
    ['Whey protein isolate, 25 g protein per 30 g scoop. 900 g tub.', 'powder'],
    ['Bio-Grünpulver, 10 g pro Portion, 300 g Beutel. In Wasser einrühren.', 'powder'],
    ['Pre-entreno con 200 mg de cafeína por dosis. 30 dosis.', 'powder'],
    ['Electrolyte drink mix, 1000 mg sodium per stick. 30 sticks.', 'sticks'],
    ['Boisson aux électrolytes, 20 sachets.', 'sticks'],
    ['KSM-66 ashwagandha, 300 mg per gummy. 60 raspberry gummies, gelatin-free.', 'gummies'],
    ['Biotin 5000 µg per tablet. 60 effervescent tablets.', 'tablets'],
    ['Glicynian magnezu, 120 kapsułek.', 'capsules'],
    ['Magnesium for calm sleep.', 'unknown'],
  ])('%s → %s', (description, form) => {
    expect(readProduct('Brand X', description).form).toBe(form);
  });

  it('reads flavours and ingredients a prop may show, and nothing the brief does not say', () => {
    expect(readProduct('Aqua', 'Electrolyte drink mix, lemon-lime, 30 sticks.').notes).toEqual(['citrus']);
    // A vitamin is no fruit: lemon slices beside peach gummies misstated the product.
    expect(readProduct('Bloom', 'Biotin with zinc and vitamin C. 60 peach gummies.').notes).toEqual([]);
    expect(readProduct('Force', 'Sabor fruta roja, 30 dosis.').notes).toEqual(['berry']);
    expect(readProduct('Verdant', 'Spirulina, Chlorella und Matcha.').notes).toEqual(['greens']);
    expect(readProduct('Serene', 'KSM-66 ashwagandha root extract, raspberry gummies.').notes).toEqual([
      'berry',
      'root',
    ]);
    // A fruit punch is neither a berry nor a citrus (no berries or leaves beside a pre-workout).
    expect(readProduct('Forge', 'Sabor ponche de frutas, 30 dosis.').notes).toEqual(['punch']);
    expect(readProduct('Forge', 'Pré-entraînement goût fruit punch.').notes).toEqual(['punch']);
    // "elemental" is not mint, "ashwagandha" is not DHA, "cafeína" is not coffee.
    expect(readProduct('N', '200 mg elemental magnesium, ashwagandha, cafeína.').notes).toEqual(['root']);
  });
});

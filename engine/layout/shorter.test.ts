import { describe, expect, it } from 'vitest';
import { shorter } from './blocks.js';

describe('a headline too long for its column shortens to what it says', () => {
  it('a question keeps its answer, never the bare question', () => {
    expect(shorter('How much is in it? 1000 mg sodium per stick', 'Aqua Electrolytes', 'Aqua')).toEqual([
      '1000 mg sodium per stick',
    ]);
  });

  it('a dose without its ingredient is no headline: the question keeps it', () => {
    expect(shorter('Wie viel steckt drin? 10 g pro Portion', 'Greens', 'Greens')).toEqual([]);
    expect(shorter('How much collagen peptides? 10 g per scoop', 'X', 'X')).toEqual([]);
    expect(shorter('Elemental magnesium: 200 mg per 2 capsules, vegan', 'X', 'X')).toEqual([
      'Elemental magnesium: 200 mg per 2 capsules',
    ]);
    expect(shorter('¿Cuánto lleva? 200 mg de cafeína por dosis', 'X', 'X')).toEqual(['200 mg de cafeína por dosis']);
  });

  it('never cuts at a comma inside a phrase ("… in vegan, gelatin-free gummies")', () => {
    expect(shorter('300 mg of KSM-66 ashwagandha in vegan, gelatin-free gummies', 'Serene Gummies', 'Serene')).toEqual(
      [],
    );
    expect(shorter('Vitamine D3 1000 UI, 900 gouttes', 'X', 'X')).toEqual(['Vitamine D3 1000 UI']);
  });

  it('a label keeps its fact, and a longer text its first sentence', () => {
    expect(shorter('Read the label: 25 g protein', 'Whey', 'Whey')).toEqual(['25 g protein']);
    expect(shorter('25 g protein. 66 servings.', 'Whey', 'Whey')).toEqual(['25 g protein.']);
  });
});

describe('a hero with a second fact shortens to the hero', () => {
  it('drops the fact after a comma, and keeps the first of two joined amounts', () => {
    expect(shorter('25 g protein per 30 g scoop, no added sugar', 'Whey', 'Whey')).toEqual([
      '25 g protein per 30 g scoop',
    ]);
    expect(shorter('Vitamine D3 1000 UI plus vitamine K2 MK-7 25 µg', 'X', 'X')).toEqual(['Vitamine D3 1000 UI']);
    expect(shorter('Vitamin C 1000 mg', 'X', 'X')).toEqual([]);
  });
});

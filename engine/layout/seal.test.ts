import { describe, expect, it } from 'vitest';
import { sealParts } from './blocks.js';

// The no-offer seal of Offer Badge reads as one number over its word
// (docs/decisions/189-proof-styles-deliver-their-names.md).
describe('sealParts', () => {
  it('splits a dose into its amount and the words it counts', () => {
    expect(sealParts('K2 MK-7 25 µg')).toEqual({ amount: '25 µg', label: 'K2 MK-7' });
    expect(sealParts('3,2 g de beta-alanina')).toEqual({ amount: '3,2 g', label: 'beta-alanina' });
    expect(sealParts('500 mg EPA')).toEqual({ amount: '500 mg', label: 'EPA' });
  });
  it('leaves a fact without one amount and a few words whole', () => {
    expect(sealParts('Informed Sport')).toBeUndefined();
    expect(sealParts('Vegan')).toBeUndefined();
    expect(sealParts('25 µg')).toBeUndefined();
    expect(sealParts('1000 UI D3 et 25 µg K2')).toBeUndefined();
    expect(sealParts('200 mg elemental magnesium per two capsules')).toBeUndefined();
  });
});

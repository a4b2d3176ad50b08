import { describe, expect, it } from 'vitest';
import { paperPack } from './look.js';

/** A box, pouch or bag read from the brief stands on a stone in Water Ripple (docs/decisions/120-marble-plants-and-sets-by-purpose.md). */
describe('paper packs', () => {
  it('reads a box, a pouch or a bag in four languages, not a jar or a bottle', () => {
    expect(paperPack('Root Ashwagandha', 'Bolsa de 150 g, unas 250 porciones.')).toBe(true);
    expect(paperPack('Bloom', '60 peach gummies in a recyclable box')).toBe(true);
    expect(paperPack('Verdant Daily Greens', '300 g Beutel für 30 Tage.')).toBe(true);
    expect(paperPack('Forge', 'Pot de 450 g, 30 doses.')).toBe(false);
    expect(paperPack('Pure Collagen', '10 g per scoop, unflavoured, 300 g.')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { changeCaseKeepingUnits, upperKeepingUnits } from './case.js';
import { fitText } from './fit.js';
import { initFaces } from './faces.js';

describe('case changes keep a dose what it says', () => {
  it('upper case keeps the unit after a number: µg never reads as MG', () => {
    expect(upperKeepingUnits('Biotin 2500 µg per gummy')).toBe('BIOTIN 2500 µg PER GUMMY');
    expect(upperKeepingUnits('3,2 g de bêta-alanine, 200 mg de caféine')).toBe(
      '3,2 g DE BÊTA-ALANINE, 200 mg DE CAFÉINE',
    );
    expect(upperKeepingUnits('2000 IE Vitamin D3 in 30 ml')).toBe('2000 IE VITAMIN D3 IN 30 ml');
    expect(upperKeepingUnits('Magnesium glycinate')).toBe('MAGNESIUM GLYCINATE');
  });

  it('title and lower case leave the unit alone', () => {
    const title = changeCaseKeepingUnits('biotin 2500 µg and zinc', (p) =>
      p.toLowerCase().replace(/(^|\s)(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase()),
    );
    expect(title).toBe('Biotin 2500 µg And Zinc');
  });

  it('an upper-case headline is fitted with its micro sign', async () => {
    await initFaces();
    const fit = fitText(
      'Biotin 2500 µg',
      { family: 'Montserrat', weight: 800 },
      {
        maxWidth: 900,
        maxLines: 2,
        maxSize: 80,
        minSize: 28,
        upper: true,
      },
    );
    expect(fit.lines.join(' ')).toBe('BIOTIN 2500 µg');
  });
});

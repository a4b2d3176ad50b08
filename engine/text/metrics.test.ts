import { describe, expect, it } from 'vitest';
import { faceFor, missingGlyphs, textWidthEm } from './metrics.js';
import { FONT_FACES, familyStack, fontPath, type FontFamily } from './fonts.js';
import { existsSync } from 'node:fs';

const FAMILIES: FontFamily[] = ['Inter', 'Montserrat', 'Playfair Display', 'DM Serif Display', 'Bebas Neue', 'Caveat'];
/** Latin Extended (Polish, Czech, Turkish, Vietnamese), Cyrillic, Greek and currency signs. */
const SAMPLES = 'ŁódźŻółć ŘřŠšŮů İığĞşŞ Tiếng Việt Ngủ ngon Магний ЁёЇїЄєҐґ Μαγνήσιο ύπνος ΐΰ €£¥₽₺₴₫₹¢ “quotes” – — •';

describe('font metrics read from the font files', () => {
  it('every face file the registry names is installed', () => {
    for (const f of FONT_FACES) expect(existsSync(fontPath(f.pkg, f.file)), f.file).toBe(true);
  });

  it.each(FAMILIES)(
    '%s: every character of Latin Extended, Cyrillic, Greek and currency samples has a glyph in its stack',
    (family) => {
      for (const weight of [400, 700, 900] as const) expect(missingGlyphs(SAMPLES, { family, weight })).toEqual([]);
    },
  );

  it('takes each character from the first face of the stack that has it, as satori does', () => {
    expect(familyStack('Bebas Neue')[0]).toBe('Bebas Neue');
    expect(faceFor('Ł', { family: 'Bebas Neue', weight: 400 })?.name).toBe('Bebas Neue latin-ext');
    expect(faceFor('М', { family: 'Bebas Neue', weight: 400 })?.family).toBe('Fira Sans Extra Condensed');
    expect(faceFor('Μ', { family: 'Montserrat', weight: 900 })?.name).toBe('Inter greek');
    expect(faceFor('Μ', { family: 'Playfair Display', weight: 400, style: 'italic' })).toMatchObject({
      family: 'Noto Serif Display',
      style: 'italic',
    });
    expect(missingGlyphs('好😀')).toEqual(['好', '😀']);
  });

  // opentype.js reads pair kerning from the simpler GPOS tables only (Caveat, Bebas Neue); where it
  // reads none the width is a little wide, never narrow, which the fitter's margin absorbs.
  it('measures advances and kerning from the files (Inter "H" is 0.743 em; Caveat kerns "To")', () => {
    expect(textWidthEm('H', { family: 'Inter', weight: 400 })).toBeCloseTo(0.743, 2);
    const inter = { family: 'Inter', weight: 400 } as const;
    const caveat = { family: 'Caveat', weight: 700 } as const;
    expect(textWidthEm('To', caveat)).toBeLessThan(textWidthEm('T', caveat) + textWidthEm('o', caveat));
    expect(textWidthEm('ab', inter, 0.1)).toBeCloseTo(textWidthEm('ab', inter) + 0.2, 5);
    expect(textWidthEm('Магний', { family: 'Bebas Neue', weight: 400 })).toBeGreaterThan(2);
  });
});

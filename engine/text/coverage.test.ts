import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { charMap } from './cmap.js';
import { faceFor, missingGlyphs } from './coverage.js';
import { harfbuzz, initFaces, openFace } from './faces.js';
import { sanitizeText } from './fit.js';
import { FONT_FACES, familyStack, fontPath, type FontFamily } from './fonts.js';

const FAMILIES: FontFamily[] = ['Inter', 'Montserrat', 'Playfair Display', 'DM Serif Display', 'Bebas Neue', 'Caveat'];
/** Latin Extended (Polish, Czech, Turkish, Vietnamese), Cyrillic, Greek and currency signs. */
const SAMPLES = 'ŁódźŻółć ŘřŠšŮů İığĞşŞ Tiếng Việt Ngủ ngon Магний ЁёЇїЄєҐґ Μαγνήσιο ύπνος ΐΰ €£¥₽₺₴₫₹¢ “quotes” – — •';

describe('which face draws each character, from the files’ character maps', () => {
  // First in the file, before anything loads HarfBuzz: the copy writer cleans buyer text this way.
  it('cleans text and reports coverage before HarfBuzz is loaded in the thread', () => {
    expect(() => harfbuzz()).toThrow(/initFaces/);
    expect(sanitizeText('Łódź Магний Μαγνήσιο 20 € \u{1F634} \u4f60')).toBe('Łódź Магний Μαγνήσιο 20 €');
    expect(missingGlyphs('Ύπνος 好')).toEqual(['好']);
  });

  it('reads the same character map as HarfBuzz, for every shipped face', async () => {
    await initFaces();
    for (const f of FONT_FACES) {
      const hb = new Set(openFace(f).font.face.collectUnicodes());
      const ours = charMap(f);
      expect(ours.size, f.file).toBe(hb.size);
      expect(
        [...ours].filter((c) => !hb.has(c)),
        f.file,
      ).toEqual([]);
    }
  });

  it('every face file the registry names is installed', () => {
    for (const f of FONT_FACES) expect(existsSync(fontPath(f.pkg, f.file)), f.file).toBe(true);
  });

  it('every face has a space, so a space can stay in the face of the text before it', () => {
    for (const f of FONT_FACES) expect(charMap(f).has(32), f.file).toBe(true);
  });

  it.each(FAMILIES)(
    '%s: every character of Latin Extended, Cyrillic, Greek and currency samples has a glyph in its stack',
    (family) => {
      for (const weight of [400, 700, 900] as const) expect(missingGlyphs(SAMPLES, { family, weight })).toEqual([]);
    },
  );

  it('takes each character from the first face of the stack that has it', () => {
    expect(familyStack('Bebas Neue')[0]).toBe('Bebas Neue');
    expect(faceFor('Ł', { family: 'Bebas Neue', weight: 400 })?.name).toBe('Bebas Neue latin-ext');
    expect(faceFor('М', { family: 'Bebas Neue', weight: 400 })?.family).toBe('Fira Sans Extra Condensed');
    expect(faceFor('Μ', { family: 'Montserrat', weight: 900 })?.name).toBe('Inter greek');
    expect(faceFor('Μ', { family: 'Playfair Display', weight: 400, style: 'italic' })).toMatchObject({
      family: 'Noto Serif Display',
      style: 'italic',
    });
    // The nearest cut: Montserrat has no 400, so 600 draws it; Inter 500 falls back to 400.
    expect(faceFor('a', { family: 'Montserrat', weight: 400 })?.weight).toBe(600);
    expect(faceFor('a', { family: 'Inter', weight: 500 })?.weight).toBe(400);
    expect(missingGlyphs('好😀')).toEqual(['好', '😀']);
  });
});

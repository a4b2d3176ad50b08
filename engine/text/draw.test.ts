import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { allFaces, initFaces } from './faces.js';
import { FONT_FACES, type FontSpec, fontPath } from './fonts.js';
import { lineSvg, shapeLine, verticalMetrics } from './draw.js';
import { measureEm } from './fit.js';
import { woffToSfnt } from './woff.js';

const inter: FontSpec = { family: 'Inter', weight: 400 };
const caveat: FontSpec = { family: 'Caveat', weight: 700 };

describe('text shaped by HarfBuzz, measured as drawn', () => {
  beforeAll(initFaces);

  it('opens every shipped face with its code points and vertical metrics', () => {
    expect(allFaces()).toHaveLength(FONT_FACES.length);
    for (const f of allFaces()) {
      // A subset file holds only its script's letters (Greek extended: about 250).
      expect(f.has.size, `${f.name} ${f.weight}`).toBeGreaterThan(40);
      expect(f.ascender).toBeGreaterThan(0.8);
      expect(f.descender).toBeGreaterThan(0.1);
    }
    expect(verticalMetrics(inter)).toEqual({ ascender: 1984 / 2048, descender: 494 / 2048 });
  });

  it('unpacks WOFF to a valid sfnt table directory', () => {
    const sfnt = woffToSfnt(readFileSync(fontPath(FONT_FACES[0].pkg, FONT_FACES[0].file)));
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect(sfnt.readUInt16BE(4)).toBeGreaterThan(8);
  });

  it('measures a line exactly as wide as it is drawn and draws it as paths', () => {
    for (const font of [inter, { family: 'Montserrat', weight: 900 }, caveat, { family: 'Bebas Neue', weight: 400 }]) {
      const text = 'Sleep deeper, wake up brighter';
      const line = shapeLine(text, font as FontSpec);
      expect(measureEm(text, font as FontSpec)).toBe(line.width);
      expect(line.missing).toEqual([]);
      const svg = lineSvg(line, 40, 10, 50, '#123456');
      expect(svg).toMatch(/^<g fill="#123456"><path transform="matrix\(/);
      expect(svg.match(/<path /g)?.length).toBe(line.glyphs.length - 4);
    }
  });

  it('advances from the files, with the pair kerning and ligatures that are drawn', () => {
    expect(measureEm('H', inter)).toBeCloseTo(0.743, 3);
    // GPOS kerning in every face (opentype.js read none for Inter, Montserrat or the serifs).
    for (const font of [inter, { family: 'Playfair Display', weight: 700 }, caveat] as FontSpec[])
      expect(measureEm('To', font)).toBeLessThan(measureEm('T', font) + measureEm('o', font) - 0.03);
    // Playfair Display draws "ffi" as one ligature glyph, and is measured by it.
    const office = shapeLine('office', { family: 'Playfair Display', weight: 400 });
    expect(office.glyphs.length).toBeLessThan(6);
    expect(office.width).toBeCloseTo(
      office.glyphs.at(-1)!.x + measureEm('e', { family: 'Playfair Display', weight: 400 }),
      5,
    );
    // Letter spacing sits between glyphs, not after the last one.
    expect(measureEm('ab', inter, 0.1)).toBeCloseTo(measureEm('ab', inter) + 0.1, 6);
  });

  it('shapes Polish, Czech, Vietnamese, Cyrillic and Greek, each character in the face that has it', () => {
    const lines = ['Łódź Żółć', 'Řeřicha Šťáva', 'Tiếng Việt Ngủ ngon', 'Магний Ёжик', 'Μαγνήσιο Ύπνος', '20 € £15 ₽'];
    for (const text of lines) {
      for (const font of [inter, caveat, { family: 'Bebas Neue', weight: 400 }] as FontSpec[]) {
        const line = shapeLine(text, font);
        expect(line.missing, `${font.family}: ${text}`).toEqual([]);
        expect(
          line.glyphs.every((g) => g.gid > 0),
          `${font.family}: ${text} has no .notdef`,
        ).toBe(true);
        expect(line.width).toBeGreaterThan(text.length * 0.25);
      }
    }
    // Caveat has no Vietnamese: "ế" comes from Playpen Sans inside the Caveat word.
    const faces = new Set(shapeLine('Tiếng', caveat).glyphs.map((g) => g.face.family));
    expect([...faces].sort()).toEqual(['Caveat', 'Playpen Sans']);
  });

  it('reports a character no shipped face has instead of drawing a box', () => {
    expect(shapeLine('Calm \u4f60\u597d', { family: 'Inter', weight: 600 }).missing).toEqual(['\u4f60', '\u597d']);
  });
});

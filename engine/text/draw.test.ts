import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allFaces, initFaces } from './faces.js';
import { FONT_FACES, fontPath } from './fonts.js';
import { lineSvg, shapeLine } from './draw.js';
import { measureEm } from './fit.js';
import { woffToSfnt } from './woff.js';

describe('text drawn as HarfBuzz glyph paths', () => {
  it('opens every shipped face with its code points and vertical metrics', async () => {
    await initFaces();
    expect(allFaces()).toHaveLength(FONT_FACES.length);
    for (const f of allFaces()) {
      // A subset file holds only its script's letters (Greek extended: about 250).
      expect(f.has.size, `${f.name} ${f.weight}`).toBeGreaterThan(40);
      expect(f.ascender).toBeGreaterThan(0.8);
      expect(f.descender).toBeGreaterThan(0.1);
    }
  });

  it('unpacks WOFF to a valid sfnt table directory', () => {
    const sfnt = woffToSfnt(readFileSync(fontPath(FONT_FACES[0].pkg, FONT_FACES[0].file)));
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect(sfnt.readUInt16BE(4)).toBeGreaterThan(8);
  });

  it('shapes lines as wide as the fitting measured them and draws them as paths', async () => {
    await initFaces();
    for (const font of [
      { family: 'Inter', weight: 400 },
      { family: 'Montserrat', weight: 900 },
      { family: 'Caveat', weight: 700 },
    ] as const) {
      const text = 'Sleep deeper, wake up brighter';
      const line = shapeLine(text, font);
      expect(Math.abs(line.width - measureEm(text, font)) / measureEm(text, font)).toBeLessThan(0.04);
      expect(line.missing).toEqual([]);
      const svg = lineSvg(line, 40, 10, 50, '#123456');
      expect(svg).toMatch(/^<g fill="#123456"><path transform="matrix\(/);
      expect(svg.match(/<path /g)?.length).toBe([...text].filter((c) => c !== ' ').length);
    }
  });

  it('reports a character no shipped face has instead of drawing a box', async () => {
    await initFaces();
    expect(shapeLine('Calm \u4f60\u597d', { family: 'Inter', weight: 600 }).missing).toEqual(['\u4f60', '\u597d']);
  });
});

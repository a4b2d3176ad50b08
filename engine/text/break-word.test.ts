import { beforeAll, describe, expect, it } from 'vitest';
import { breakPoints } from './break-word.js';
import { initFaces } from './faces.js';
import { fitText } from './fit.js';

const split = (w: string) => breakPoints(w).map((i) => `${w.slice(0, i)}-${w.slice(i)}`);

describe('breakPoints', () => {
  it('breaks between syllables, never inside "sch" or "ch" or before a two-letter tail', () => {
    const s = split('Pipettenflasche');
    expect(s).toContain('Pipetten-flasche');
    expect(s).toContain('Pipettenfla-sche');
    expect(s).not.toContain('Pipettenflasc-he');
    expect(s).not.toContain('Pipettenf-lasche');
    expect(s.every((x) => x.split('-').every((p) => p.length >= 3))).toBe(true);
  });

  it('finds breaks in long words of the four languages', () => {
    for (const w of ['Nahrungsergänzungsmittel', 'complémentaires', 'suplementación', 'bisglycinate'])
      expect(breakPoints(w).length, w).toBeGreaterThan(0);
  });

  it('leaves numbers and units whole', () => {
    expect(breakPoints('2000')).toEqual([]);
  });
});

describe('hyphenating a word wider than its line', () => {
  beforeAll(initFaces);

  it('breaks at a syllable and never doubles a hyphen', () => {
    const font = { family: 'Inter', weight: 600 } as const;
    for (const word of ['Pipettenflasche', 'Vitamin-D3-Tropfen', 'Nahrungsergänzungsmittel']) {
      for (const width of [140, 180, 220, 260]) {
        const f = fitText(word, font, { maxWidth: width, maxLines: 4, maxSize: 40, minSize: 40 });
        const lines = f.lines.join(' / ');
        expect(lines).not.toMatch(/--|c- \/ h/u);
        for (const line of f.lines.slice(1)) expect(line, lines).not.toMatch(/^\p{L}{1,2}-?$/u);
      }
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { initFaces } from './faces.js';
import { fitText, measureEm, phraseSplits, sanitizeText, wrap } from './fit.js';
import { shapeLine } from './draw.js';

const font = { family: 'Montserrat', weight: 900 } as const;

describe('fitText', () => {
  beforeAll(initFaces);

  it('wraps and shrinks long names so they never exceed the box', () => {
    const name = 'Ultra Premium Triple Strength Magnesium Glycinate Bisglycinate Complex With Ashwagandha';
    const f = fitText(name, font, { maxWidth: 500, maxLines: 3, maxSize: 90, minSize: 24 });
    expect(f.lines.length).toBeLessThanOrEqual(3);
    for (const line of f.lines) expect(measureEm(line, font) * f.size).toBeLessThanOrEqual(500);
  });

  it('with wordPerLine false, a column that would set one word a line does not fit', () => {
    const body = { family: 'Inter', weight: 600 } as const;
    const opts = { maxWidth: 240, maxLines: 3, maxSize: 36, minSize: 36 };
    const loose = fitText('Third-party tested capsules', body, opts);
    expect(loose.overflow).toBeUndefined();
    expect(loose.lines.length).toBe(3);
    expect(fitText('Third-party tested capsules', body, { ...opts, wordPerLine: false }).overflow).toBe(true);
    // Two words a line still fit.
    expect(
      fitText('Third-party tested capsules', body, { ...opts, maxWidth: 300, wordPerLine: false }).overflow,
    ).toBeUndefined();
  });

  it('keeps a compound whole rather than leave a short last part alone ("grass- / fed.")', () => {
    const body = { family: 'Inter', weight: 400 } as const;
    for (const width of [250, 280, 330])
      expect(wrap('Unflavoured, grass-fed.', body, 36, width)).toEqual(['Unflavoured,', 'grass-fed.']);
  });

  it('never starts a line with the unit of a number ("Bolsa de 150 / g", "6 / G")', () => {
    for (const width of [160, 200, 240, 280, 320, 360]) {
      const lines = wrap('Bolsa de 150 g, 50 µg de vitamina D3 y 1000 IU por dosis', font, 40, width);
      for (const line of lines) expect(line, lines.join(' / ')).not.toMatch(/^(g|µg|IU)\b/u);
    }
  });

  it('never starts a line with French spaced punctuation ("Combien par portion / ?")', () => {
    for (const width of [160, 200, 240, 280, 320, 360]) {
      const lines = wrap('Combien par portion de deux gélules ? Vegan : oui !', font, 40, width);
      for (const line of lines) expect(line, lines.join(' / ')).not.toMatch(/^[?!:;]/u);
    }
  });

  it('keeps a vitamin with its letter ("Vitamin / C" never splits)', () => {
    for (const width of [120, 160, 200, 240, 280, 320]) {
      const lines = wrap('Sunny Vitamin C 1000 mg with vitamine D3 and Vitamin K2', font, 40, width);
      for (const line of lines) expect(line, lines.join(' / ')).not.toMatch(/^(C|D3|K2)\b/u);
    }
  });

  it('never breaks a compound at its hyphen ("Bio- / Grünpulver", "Pre- / Workout")', () => {
    const body = { family: 'Inter', weight: 700 } as const;
    for (const width of [200, 260, 320, 380, 440]) {
      for (const t of [
        '10 g Bio-Grünpulver, vegan',
        'Pre-Workout mit 6 g Citrullin',
        'Gelatin-free, 60 peach gummies',
      ]) {
        const lines = wrap(t, body, 40, width);
        for (const line of lines) expect(line, lines.join(' / ')).not.toMatch(/\p{L}-$/u);
      }
    }
  });

  it('hyphenates a compound too wide for the line at its own hyphen first ("Bio- / Grünpulver?")', () => {
    const body = { family: 'Inter', weight: 700 } as const;
    const f = fitText('Wie viel Bio-Grünpulver?', body, { maxWidth: 290, maxLines: 4, maxSize: 40, minSize: 40 });
    expect(f.lines.join(' / ')).toContain('Bio- / Grünpulver?');
  });

  it('keeps an amount with the word it counts ("60 / peach", "500 mg / EPA", "6 g / de citrulina")', () => {
    const body = { family: 'Inter', weight: 600 } as const;
    for (const width of [220, 280, 340, 400, 460]) {
      for (const t of [
        'Biotin 2500 µg, 60 peach gummies',
        'Omega-3 with 500 mg EPA per capsule',
        'Con 6 g de citrulina malato',
      ]) {
        const lines = wrap(t, body, 40, width);
        for (const line of lines.slice(0, -1))
          expect(line, lines.join(' / ')).not.toMatch(/(?:^| )\d[\d.,]*(?: (?:mg|g|µg))?$/u);
      }
    }
  });

  it('keeps a name joined by "+" whole ("D3 + / K2") and leaves no one-word last line where it can', () => {
    const body = { family: 'Inter', weight: 600 } as const;
    for (const width of [300, 360, 420, 480]) {
      const lines = wrap('Terra Vitamine D3 + K2: 1000 UI par goutte', body, 40, width);
      expect(lines.join(' / ')).toContain('D3 + K2');
    }
    expect(wrap('Add one scoop to water and mix.', body, 40, 560)).toEqual(['Add one scoop to water', 'and mix.']);
  });

  it('breaks at phrase boundaries: an amount keeps its "per X", a preposition its word (decision 133)', () => {
    for (const t of [
      'Vitamine D3 1000 UI par goutte',
      'Biotin 5000 µg per gummy with zinc 10 mg',
      'Mit 5000 µg Biotin pro Gummy',
      'Citrate de magnésium 300 mg par portion',
    ])
      for (const maxWidth of [380, 460, 560]) {
        const f = fitText(t, font, { maxWidth, maxLines: 4, maxSize: 110, minSize: 30, balance: true, upper: true });
        const lines = f.lines.map((l) => l.toLowerCase());
        for (const line of lines.slice(0, -1))
          expect(line, lines.join(' / ')).not.toMatch(/(?:^| )(?:par|per|pro|mit)$/u);
        // Where the column allows, no phrase is split at all but before an amount's "per X".
        if (maxWidth >= 560 && f.lines.length <= 3) expect(phraseSplits(f.lines), lines.join(' / ')).toBeLessThan(1);
      }
  });

  it('a face with capitals only keeps the unit as the brief writes it, drawn in lowercase', () => {
    const bebas = { family: 'Bebas Neue', weight: 400 } as const;
    const f = fitText('Vitamin D3 50 µg', bebas, { maxWidth: 900, maxLines: 1, maxSize: 60, minSize: 20 });
    expect(f.text).toBe('Vitamin D3 50 µg');
    const faces = (t: string) => shapeLine(t, bebas).glyphs.map((g) => g.face.family);
    // "300 mg": the digits and the space in Bebas Neue, the unit's letters in the stand-in face.
    expect(faces('300 mg')).toEqual([
      'Bebas Neue',
      'Bebas Neue',
      'Bebas Neue',
      'Bebas Neue',
      ...Array(2).fill('Fira Sans Extra Condensed'),
    ]);
    expect(faces('50 µg')).toEqual([
      'Bebas Neue',
      'Bebas Neue',
      'Bebas Neue',
      ...Array(2).fill('Fira Sans Extra Condensed'),
    ]);
    // A word that is not a unit after a number stays in the capitals face.
    expect(new Set(faces('magnesium 2 grams'))).toEqual(new Set(['Bebas Neue']));
    expect(fitText('Vitamin D3 50 µg', font, { maxWidth: 900, maxLines: 1, maxSize: 60, minSize: 20 }).text).toBe(
      'Vitamin D3 50 µg',
    );
  });

  it('cuts with an ellipsis below the minimum size', () => {
    const f = fitText('word '.repeat(80), font, { maxWidth: 300, maxLines: 2, maxSize: 40, minSize: 30 });
    expect(f.lines).toHaveLength(2);
    expect(f.lines[1].endsWith('...')).toBe(true);
  });

  it('shrinks a single very long word', () => {
    const f = fitText('Supercalifragilisticexpialidocious', font, {
      maxWidth: 400,
      maxLines: 1,
      maxSize: 120,
      minSize: 10,
    });
    expect(measureEm(f.lines[0], font) * f.size).toBeLessThanOrEqual(400);
  });

  it('drops glyphs the fonts do not have (no tofu boxes)', () => {
    expect(sanitizeText('Sleep \u{1F634} better caf\u00e9 \u4f60\u597d')).toBe('Sleep better caf\u00e9');
  });
});

describe('fitText with balance', () => {
  beforeAll(initFaces);

  // A balanced fit came back a line deeper than asked where the phrase-whole wrap needed one more line
  // than the word-by-word wrap the fit took: the headline's fewer-lines loop in engine/layout/parts.ts
  // asked for two lines and got three (whey's Routine Note looped forever).
  it('never returns more lines than maxLines without overflow', () => {
    const hand = { family: 'Caveat', weight: 700 } as const;
    for (const w of [360, 380, 400, 440])
      for (const n of [1, 2, 3]) {
        const f = fitText('25 g of protein in every 30 g scoop, 5.5 g BCAAs', hand, {
          maxWidth: w,
          maxLines: n,
          maxSize: 80,
          minSize: 40,
          balance: true,
        });
        if (!f.overflow) expect(f.lines.length, `${w} ${n}: ${f.lines.join(' / ')}`).toBeLessThanOrEqual(n);
      }
  });
});

describe('fitText leaves no one-word last line', () => {
  beforeAll(initFaces);
  const last = (l: string[]) => l.length > 1 && !/\s/u.test(l.at(-1)!) && !/\d/u.test(l.at(-1)!);

  // s15 grading: "60 peach / gummies", "'unas' orphan wrap", "magnesium, / vegan"
  // (docs/decisions/159-no-orphan-lines-and-type-order.md).
  it('breaks again, moves the word above down, or sets a little smaller', () => {
    const body = { family: 'Inter', weight: 400 } as const;
    const serif = { family: 'DM Serif Display', weight: 400 } as const;
    const cases: Array<[string, typeof body | typeof serif, number, number, boolean]> = [
      ['Vegan, third-party tested', body, 40, 360, false],
      ['2500 µg of biotin', serif, 68, 360, true],
      ['6 g de citrulina malato', body, 40, 320, false],
      ['60 peach gummies.', body, 40, 360, false],
    ];
    for (const [t, f, max, w, balance] of cases) {
      const r = fitText(t, f, { maxWidth: w, maxLines: 3, maxSize: max, minSize: max * 0.8, balance });
      expect(last(r.lines), r.lines.join(' / ')).toBe(false);
      expect(r.size).toBeGreaterThanOrEqual(Math.round(max * 0.88) - 1);
    }
  });

  it('does not leave an amount without its noun to cure one ("25 g / protein, grass-fed")', () => {
    const f = { family: 'Inter', weight: 800 } as const;
    for (const w of [380, 460, 520]) {
      const r = fitText('25 g protein, grass-fed', f, {
        maxWidth: w,
        maxLines: 3,
        maxSize: 90,
        minSize: 40,
        balance: true,
      });
      expect(r.lines, r.lines.join(' / ')).not.toContain('25 g');
    }
  });

  it('does not strand a preposition to cure one ("dans / chaque goutte")', () => {
    const f = { family: 'Montserrat', weight: 800 } as const;
    for (const w of [320, 360, 420, 480]) {
      const r = fitText('1000 UI de vitamine D3 dans chaque goutte', f, {
        maxWidth: w,
        maxLines: 4,
        maxSize: 60,
        minSize: 44,
        balance: true,
      });
      expect(r.lines, r.lines.join(' / ')).not.toContain('dans');
    }
  });
});

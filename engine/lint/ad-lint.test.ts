import { describe, expect, it } from 'vitest';
import { STYLES } from '../catalog/index.js';
import { COPY, ciCases, FULL_EXTRAS, photo } from '../../tests/fixtures/ads/cases.js';
import { lintAd } from './ad-lint.js';
import { renderAndLint } from './run.js';
import { type AdLayout, type AdSize, type LayoutBox } from '../../contract/engine.js';

const canvas = (boxes: LayoutBox[], width = 1080, height = 1080): AdLayout => ({ width, height, boxes });
const product: LayoutBox = { role: 'product', x: 540, y: 300, w: 450, h: 700 };
const headline: LayoutBox = {
  role: 'headline',
  x: 65,
  y: 300,
  w: 420,
  h: 200,
  text: 'Sleep deeper',
  fontPx: 72,
  contrast: 9,
};
const one = (l: AdLayout, size: AdSize = '1x1') =>
  lintAd({ layouts: { [size]: l } as Record<AdSize, AdLayout> }).map((v) => v.rule);

describe('ad linter rules', () => {
  it('passes a layout that keeps every rule', () => {
    expect(one(canvas([product, headline]))).toEqual([]);
  });

  it('catches each broken rule', () => {
    expect(one(canvas([{ ...product, w: 200, h: 300 }, headline]))).toContain('hero-size');
    expect(one(canvas([{ ...product, w: 900, h: 900, x: 90, y: 90 }]))).toContain('hero-size');
    expect(one(canvas([product, { ...headline, x: 500 }]))).toContain('overlap');
    expect(one(canvas([product, { ...headline, x: 20 }]))).toContain('margin');
    expect(one(canvas([product, { ...headline, fontPx: 24 }]))).toContain('type-size');
    expect(one(canvas([product, { ...headline, fontPx: 40, contrast: 3.2 }]))).toContain('contrast');
    // Large type gets no lower bar: 4.5:1 at every size (engine/compose/measure.ts).
    expect(one(canvas([product, { ...headline, fontPx: 60, contrast: 3.2 }]))).toContain('contrast');
    expect(one(canvas([product, headline, { ...headline, role: 'subline', y: 420, text: 'x' }]))).toContain(
      'text-overlap',
    );
    expect(one(canvas([product, { ...headline, text: 'Sleep deeper...' }]))).toContain('overflow');
    expect(
      one(
        canvas(
          [
            { ...product, y: 700, h: 1100, w: 700 },
            { ...headline, y: 200 },
          ],
          1080,
          1920,
        ),
        '9x16',
      ),
    ).toContain('safe-zone');
    expect(
      one(
        canvas(
          [
            { ...product, y: 300, h: 1200, w: 700, x: 200 },
            { ...headline, y: 1600, x: 65, w: 400, h: 80 },
          ],
          1080,
          1920,
        ),
        '9x16',
      ),
    ).toContain('safe-zone');
  });

  it('composes 9:16 for its format: the label above the caption zone, button with the copy, no dead band or empty floor, no full-height product', () => {
    const tall = (boxes: LayoutBox[]) => one(canvas(boxes, 1080, 1920), '9x16');
    const head: LayoutBox = { ...headline, x: 65, y: 300, w: 900, h: 160 };
    const button: LayoutBox = { role: 'cta', x: 400, y: 500, w: 280, h: 80, text: 'Shop now', fontPx: 34, contrast: 9 };
    const bottle: LayoutBox = { role: 'product', x: 300, y: 620, w: 480, h: 910 };
    expect(tall([head, button, bottle])).toEqual([]);
    // A slim bottle's foot in the caption zone, its label above the line, leaves less floor empty;
    // past its foot the label reaches under the app's caption and buttons.
    expect(tall([head, button, { ...bottle, y: 660 }])).toEqual([]);
    expect(tall([head, button, { ...bottle, y: 760 }])).toEqual(['caption-zone']);
    // A pouch's or a box's label runs nearer its base: less of it may stand in the zone.
    expect(tall([head, button, { ...bottle, y: 720, x: 220, w: 700 }])).toEqual(['caption-zone']);
    // The product floating over a third of the height of empty floor.
    expect(tall([head, button, { ...bottle, x: 300, y: 600, h: 630, w: 476 }])).toEqual(['floor-band']);
    // A tall bottle from the top to the bottom, beside the copy.
    const side = [
      { ...head, w: 400 },
      { ...button, x: 65 },
    ];
    expect(tall([...side, { ...bottle, y: 60, h: 1800, w: 440, x: 560 }])).toContain('product-height');
    expect(tall([head, button, { ...bottle, y: 900 }])).toContain('caption-zone');
    // The button a third of the screen below its headline.
    expect(tall([head, { ...button, y: 1100 }, { ...bottle, y: 500, x: 80, w: 300, h: 620 }])).toContain('group');
    // A quarter of the height left empty between the copy and the product.
    expect(tall([head, button, { ...bottle, y: 970, h: 560, w: 500 }])).toContain('dead-band');
  });

  it('keeps the 9:16 copy one group: a subline and its button apart from the headline are stranded', () => {
    const tall = (boxes: LayoutBox[]) => one(canvas(boxes, 1080, 1920), '9x16');
    const head: LayoutBox = { ...headline, x: 65, y: 300, w: 950, h: 160 };
    const sub: LayoutBox = { role: 'subline', x: 65, y: 800, w: 420, h: 90, text: 'Bloom', fontPx: 36, contrast: 9 };
    const button: LayoutBox = { role: 'cta', x: 65, y: 910, w: 280, h: 80, text: 'Shop now', fontPx: 34, contrast: 9 };
    const bottle: LayoutBox = { role: 'product', x: 560, y: 500, w: 400, h: 1000 };
    // The button is next to its subline, but both stand a third of the screen under the headline.
    expect(tall([head, sub, button, bottle])).toEqual(['group']);
    expect(tall([head, { ...sub, y: 500 }, { ...button, y: 610 }, bottle])).toEqual([]);
    // An offer's sticker at the product's shoulder belongs to the product, not to the copy.
    const sticker: LayoutBox = {
      role: 'offer',
      x: 300,
      y: 1100,
      w: 250,
      h: 250,
      text: 'Free shaker',
      fontPx: 40,
      contrast: 9,
    };
    const lint9 = (boxes: LayoutBox[]) =>
      lintAd({
        layouts: { '9x16': canvas(boxes, 1080, 1920) } as Record<AdSize, AdLayout>,
        extras: { offer: 'Free shaker' },
      }).map((v) => v.rule);
    expect(lint9([head, { ...sub, y: 500 }, { ...button, y: 610 }, bottle, sticker])).toEqual([]);
    // A table card under the headline joins the lines set on it.
    const card: LayoutBox = { role: 'decoration', x: 65, y: 480, w: 950, h: 400 };
    const row: LayoutBox = { ...sub, y: 600 };
    expect(tall([head, card, row, { ...button, y: 900 }, { ...bottle, y: 1000, h: 520, w: 540, x: 270 }])).toEqual([]);
  });

  it('measures the 9:16 hero against the screen between the header and caption zones', () => {
    const tall = (boxes: LayoutBox[]) => one(canvas(boxes, 1080, 1920), '9x16');
    const head: LayoutBox = { ...headline, x: 65, y: 300, w: 950, h: 300 };
    // 15 % of the canvas is 23 % of the screen between the zones: a hero on the phone.
    expect(tall([head, { role: 'product', x: 340, y: 640, w: 400, h: 778 }])).toEqual([]);
    expect(tall([head, { role: 'product', x: 390, y: 640, w: 300, h: 778 }])).toContain('hero-size');
  });

  it('keeps 9:16 secondary type at 34 px or more (the headline and a legal line excepted)', () => {
    const head: LayoutBox = { ...headline, x: 65, y: 300, w: 900, h: 160 };
    const line: LayoutBox = {
      role: 'subline',
      x: 65,
      y: 480,
      w: 900,
      h: 60,
      text: '120 capsules',
      fontPx: 30,
      contrast: 9,
    };
    const button: LayoutBox = { role: 'cta', x: 400, y: 560, w: 280, h: 80, text: 'Shop now', fontPx: 34, contrast: 9 };
    const bottle: LayoutBox = { role: 'product', x: 300, y: 660, w: 480, h: 870 };
    const tall = (boxes: LayoutBox[]) => one(canvas(boxes, 1080, 1920), '9x16');
    expect(tall([head, line, button, bottle])).toEqual(['story-type']);
    expect(tall([head, { ...line, fontPx: 34 }, button, bottle])).toEqual([]);
    expect(tall([head, { ...line, fontPx: 30 }, { ...button, fontPx: 32 }, bottle])).toEqual([
      'story-type',
      'story-type',
    ]);
    expect(tall([head, { ...line, role: 'disclaimer', fontPx: 24 }, button, bottle])).toEqual([]);
  });

  it('keeps 1:1 and 4:5 text at 34 px or more (a legal line excepted)', () => {
    const line: LayoutBox = {
      role: 'subline',
      x: 65,
      y: 520,
      w: 420,
      h: 60,
      text: '120 capsules',
      fontPx: 30,
      contrast: 9,
    };
    expect(one(canvas([product, headline, line]))).toEqual(['feed-type']);
    expect(one(canvas([product, headline, { ...line, fontPx: 34 }]))).toEqual([]);
    expect(one(canvas([product, headline, { ...line, role: 'badge', fontPx: 32 }]))).toEqual(['feed-type']);
    expect(one(canvas([product, { ...headline, fontPx: 32 }]))).toEqual(['feed-type']);
    expect(one(canvas([product, headline, { ...line, role: 'disclaimer', fontPx: 24 }]))).toEqual([]);
    expect(one(canvas([{ ...product, h: 900 }, headline, line], 1080, 1350), '4x5')).toEqual(['feed-type']);
  });

  it('reads handwriting at its x-height: 40 px of Caveat reads as 27 px and is too small', () => {
    const note: LayoutBox = { role: 'subline', x: 65, y: 520, w: 420, h: 60, text: '1. Two capsules', contrast: 9 };
    // Caveat's x-height is two thirds of Inter's (engine/text/x-height.ts): 40 px reads at 26.7.
    expect(one(canvas([product, headline, { ...note, fontPx: 40, readPx: 26.7 }]))).toEqual(['feed-type']);
    expect(one(canvas([product, headline, { ...note, fontPx: 51, readPx: 34.1 }]))).toEqual([]);
    // A whole-pixel size a hair under the read floor passes.
    expect(one(canvas([product, headline, { ...note, fontPx: 50, readPx: 33.6 }]))).toEqual([]);
  });

  it('never lets a 1:1 or 4:5 headline read smaller than its sub-line', () => {
    const sub: LayoutBox = {
      role: 'subline',
      x: 65,
      y: 520,
      w: 420,
      h: 60,
      text: 'Two a day',
      fontPx: 48,
      contrast: 9,
    };
    const flat = { ...headline, fontPx: 40 };
    expect(one(canvas([product, flat, sub]))).toEqual(['feed-type']);
    expect(one(canvas([{ ...product, h: 900 }, flat, sub], 1080, 1350), '4x5')).toEqual(['feed-type']);
    // Equal sizes pass, a whole-pixel rounding under them too; handwriting is compared as it reads.
    expect(one(canvas([product, { ...flat, fontPx: 47.6 }, sub]))).toEqual([]);
    expect(one(canvas([product, { ...flat, fontPx: 66, readPx: 44.1 }, sub]))).toEqual(['feed-type']);
    // A story has its own rules; a sub-line alone has nothing to be compared with.
    expect(one(canvas([product, { ...sub, fontPx: 48 }]))).toEqual([]);
  });

  it('allows offers, ratings and reviews only as the buyer wrote them', () => {
    const offer: LayoutBox = {
      role: 'offer',
      x: 65,
      y: 600,
      w: 400,
      h: 80,
      text: '20 % off with code SLEEP20',
      fontPx: 34,
      contrast: 12,
    };
    const rating: LayoutBox = {
      role: 'rating',
      x: 65,
      y: 700,
      w: 400,
      h: 50,
      text: '\u2605\u2605\u2605\u2605\u2605 4.8 (1,203)',
      fontPx: 34,
      contrast: 12,
    };
    const rules = (extras?: typeof FULL_EXTRAS) =>
      lintAd({
        layouts: { '1x1': canvas([product, headline, offer, rating]) } as Record<AdSize, AdLayout>,
        extras,
      }).map((v) => v.rule);
    expect(rules()).toEqual(['honesty', 'honesty']);
    expect(rules(FULL_EXTRAS)).toEqual([]);
    expect(rules({ ...FULL_EXTRAS, offer: '10 % off' })).toEqual(['honesty']);
  });
});

describe('every style on the fixture photos (the CI subset of npm run ads:lint)', () => {
  it.each(ciCases(STYLES.map((s) => s.id)).map((c) => [c.style, c.label, c] as const))(
    'style %i on %s',
    async (_style, _label, c) => {
      const copy = COPY[c.copy];
      const r = await renderAndLint({
        style: c.style,
        photo: photo(c.photo),
        name: copy.name,
        description: copy.description,
        extras: c.extras,
        params: c.params,
        seed: c.seed,
      });
      expect(r.violations.map((v) => `${v.size} ${v.rule}: ${v.message}`)).toEqual([]);
      // A product photographed small is drawn at most 1.5x its pixels (engine/cutout/cutout.ts): then smaller, with the buyer told why.
      for (const share of r.productShares) expect(share).toBeGreaterThan(r.warned ? 0.03 : 0.05);
    },
  );
});

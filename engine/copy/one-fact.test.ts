import { describe, expect, it } from 'vitest';
import { STYLES } from '../catalog/index.js';
import { isCapsOnly } from '../text/index.js';
import { atomsOf, DRAWN, overlaps } from './atoms.js';
import { candidatesFor, tierOf } from './candidates.js';
import { analysed, buildCopy } from './write.js';
import { type ProductExtras } from '../../contract/engine.js';

/**
 * Briefs of our own, in four languages, rich and thin (docs/decisions/074-hero-headlines-and-one-fact-once.md):
 * every style's drawn lines say each fact once; headlines lead with a reason to buy; a capitals-only
 * headline face gets a line without a unit when the brief has one.
 */
type Brief = { name: string; description: string; extras?: ProductExtras };

const BRIEFS: Brief[] = [
  {
    name: 'Summit Creatine Monohydrate',
    description:
      'Micronised creatine monohydrate, 5 g per scoop. 500 g pouch, 100 servings. Unflavoured, vegan. Mix one scoop into water daily.',
  },
  {
    name: 'Harbour Vitamin C 1000',
    description:
      'Vitamin C 1000 mg with rose hip per tablet. 90 vegan tablets, gluten-free. Vitamin C contributes to the normal function of the immune system. Take one a day with food.',
    extras: { certifications: ['Vegan'], offer: 'Buy 2, get 1 free' },
  },
  {
    name: 'Kernkraft Eisen Plus',
    description:
      'Eisenbisglycinat 14 mg mit Vitamin C 40 mg pro Kapsel. 90 vegane Kapseln, laborgeprüft. Eisen trägt zur normalen Bildung roter Blutkörperchen bei. Eine Kapsel täglich zu einer Mahlzeit.',
  },
  {
    name: 'Nuit Calme Magnésium',
    description:
      'Bisglycinate de magnésium 300 mg et vitamine B6 1,4 mg par portion de deux gélules. 60 gélules végétales, sans gluten. Le magnésium contribue à réduire la fatigue.',
    extras: { rating: { value: 4.5, count: 310 } },
  },
  {
    name: 'Vital Colágeno Marino',
    description:
      'Colágeno marino hidrolizado, 10 g por dosis, con vitamina C 80 mg. Bote de 300 g, 30 dosis, sin azúcar añadido. Mezclar en agua o zumo.',
    extras: { review: { quote: 'Se disuelve sin grumos en mi café.', author: 'Lucía' } },
  },
  { name: 'Plain Zinc', description: 'Zinc 25 mg. 120 tablets.' },
  {
    name: 'Orchard Kids Multivitamin Gummies',
    description:
      'Vitamin D3 10 µg, zinc 5 mg and vitamin C 40 mg per gummy. 60 orange gummies, gelatin-free, no added sugar. Chew two a day.',
    extras: { certifications: ['Gelatin-free', 'GMP certified'] },
  },
];

const UNIT_AMOUNT = /\d\s?(?:mg|mcg|µg|g|kg|ml|iu|ui)(?![\p{L}\d])/iu;

describe('each fact is said once per ad', () => {
  it.each(BRIEFS.map((b) => [b.name, b] as const))('%s', (_n, b) => {
    const p = analysed({ name: b.name, description: b.description, extras: b.extras });
    for (const style of STYLES) {
      const { copy, facts } = buildCopy(
        style.copy,
        b.name,
        b.description,
        0,
        {},
        { extras: b.extras, styleId: style.id },
      );
      const d = DRAWN[style.layout];
      const lines: string[] = [];
      if (d.headline) lines.push(copy.headline);
      if (d.subline && copy.subline) lines.push(copy.subline);
      if (d.kicker && facts.kicker) lines.push(facts.kicker);
      const min = style.layout === 'callouts' ? 2 : 1;
      if (d.callouts) lines.push(...(facts.ingredients.length >= min ? facts.ingredients : facts.benefits).slice(0, 4));
      else if (d.list) lines.push(...facts.benefits.slice(0, 4));
      if (d.sticker && !facts.offer && facts.sticker) lines.push(facts.sticker);
      if (d.badges) lines.push(...copy.badges);
      // The brief's benefit statement may name the headline's nutrient; it says no quantity again
      // (docs/decisions/218-lines-a-marketer-would-keep.md).
      const stated = (l: string) => p.facts.benefits.some((x) => l.startsWith(x));
      const atoms = (l: string) =>
        stated(l) ? new Set([...atomsOf(l, p)].filter((a) => /\d/.test(a))) : atomsOf(l, p);
      // A headline that lists the ingredients with no dose may have the hero's dose under it
      // (docs/decisions/223-the-sub-line-keeps-the-hero-dose.md): only its quantities count.
      const qty = (l: string) => [...atomsOf(l, p)].some((a) => /\d/.test(a));
      const listed = (a: string, b: string) => !qty(a) && /,|\s(?:and|und|et|y)\s/u.test(a) && qty(b);
      const digits = (l: string) => new Set([...atomsOf(l, p)].filter((a) => /\d/.test(a)));
      for (let i = 0; i < lines.length; i++)
        for (let j = i + 1; j < lines.length; j++) {
          const [a, b] = listed(lines[i], lines[j])
            ? [digits(lines[i]), digits(lines[j])]
            : [atoms(lines[i]), atoms(lines[j])];
          expect(overlaps(a, b), `style ${style.id}: "${lines[i]}" and "${lines[j]}"`).toBe(false);
        }
    }
  });
});

describe('headlines lead with a reason to buy', () => {
  it.each(BRIEFS.filter((b) => b.description.length > 80).map((b) => [b.name, b] as const))('%s', (_n, b) => {
    const heads = STYLES.map((style) => ({
      style,
      line: buildCopy(style.copy, b.name, b.description, 0, {}, { extras: b.extras, styleId: style.id }).copy.headline,
    }));
    // No filler hook on a brief with facts enough (the caption style's "POV: " before the buyer's own review is its hook).
    const filler = heads.filter(({ line }) =>
      /^(POV(?!: [«“„"])|Up close|Real talk|Just arrived|Remember|Ganz nah|Mal ehrlich|Gerade angekommen|Nicht vergessen|De près|Franchement|Reçu aujourd’hui|De cerca|La verdad|Recién llegado|No olvides)\b/u.test(
        line,
      ),
    );
    expect(filler.map((h) => `${h.style.id}: ${h.line}`)).toEqual([]);
  });

  it('gives a capitals-only headline face a line without a unit while one is free', () => {
    const b = BRIEFS[0];
    const p = analysed({ name: b.name, description: b.description });
    const poster = STYLES.find((s) => isCapsOnly(s.fonts.headline.family))!;
    const [first] = candidatesFor(p, poster.copy, true).headlines;
    expect(first.text).not.toMatch(UNIT_AMOUNT);
    expect(candidatesFor(p, poster.copy, false).headlines[0].text).toMatch(UNIT_AMOUNT);
  });

  it('ranks the hero amount and the benefit above counts and usage', () => {
    const line = (uses: string[], hero = true) => tierOf({ text: 'x', uses }, hero);
    expect(line(['amountShort'])).toBe(0);
    expect(line(['benefit'])).toBe(0);
    expect(line(['heroWhat', 'heroDose'])).toBe(0);
    expect(line(['amountShort', 'amount2Short'])).toBe(0);
    expect(line(['usage', 'amountShort'])).toBe(0);
    expect(line(['identity', 'amountShort'])).toBe(0);
    // With a hero to lead with, a flag, a count or a usage line alone is no headline.
    expect(line(['flags'])).toBe(2);
    expect(line(['count'])).toBe(2);
    expect(line(['usage'])).toBe(2);
    expect(line(['short', 'count'])).toBe(2);
    expect(line(['count', 'amountShort'])).toBe(1);
    expect(line(['amountShort', 'count', 'size'])).toBe(1);
    expect(line(['count', 'size', 'amountShort'])).toBe(2);
    // A brief without one ranks by the strongest fact a line says.
    expect(line(['flags'], false)).toBe(1);
    expect(line(['count'], false)).toBe(2);
  });
});

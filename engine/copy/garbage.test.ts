import { describe, expect, it } from 'vitest';
import { STYLES } from '../catalog/index.js';
import { buildCopy } from './write.js';
import { PHRASES as COPY_LANGUAGES } from './phrases.js';
import { textsOf } from '../../tests/fixtures/copy/products.js';

/** Descriptions buyers really paste: garbage in, sensible out. */
const GARBAGE: Record<string, string> = {
  punctuation: '!!! ... ??? --- ,,, ;;;',
  emoji: '😴🌙✨💤 🙌🙌',
  url: 'https://shop.example.com/products/deep-sleep?utm_source=ad&utm_medium=cpc',
  html: '<p>Supports <b>restful</b> sleep &amp; relaxation</p><script>alert(1)</script><br/>',
  capitals: 'BEST SLEEP GUMMIES EVER!!! MAGNESIUM + MELATONIN FOR DEEP RESTFUL SLEEP. 60 GUMMIES. VEGAN',
  'one word': 'Magnesium',
  long: (
    'Our magnesium glycinate gummies are made with care for people who want a calmer evening routine and deeper, more restful sleep, ' +
    'with a gentle berry flavour, no added sugar and a vegan pectin base that melts in the mouth without any chalky aftertaste at all, '
  )
    .repeat(8)
    .slice(0, 2000),
};

const words = (s: string) =>
  s
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
/** Every word our formulas can print, in any language. */
function vocabulary(): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') for (const w of words(v)) out.add(w);
    else if (typeof v === 'function')
      for (const w of words((v as (a: string, b: string) => string)('1', '2'))) out.add(w);
    else if (v && typeof v === 'object' && !(v instanceof RegExp)) Object.values(v).forEach(walk);
  };
  walk(COPY_LANGUAGES);
  return out;
}
const VOCAB = vocabulary();

describe('garbage in, sensible out', () => {
  it.each(Object.entries(GARBAGE))(
    '%s: every style gets clean lines, whole words only, name as fallback',
    (_kind, description) => {
      const name = 'Lunaria Deep Sleep';
      for (const s of STYLES) {
        const r = buildCopy(s.copy, name, description, s.id);
        expect(r.copy.headline.length).toBeGreaterThan(2);
        const allowed = new Set([...VOCAB, ...words(name), ...words(description)]);
        for (const text of textsOf(r)) {
          expect(text, `style ${s.id}`).toMatch(/\p{L}.*\p{L}/u);
          expect(text, `style ${s.id}`).not.toMatch(/<|>|https?:|www\.|&amp;|\.\.\.$|…$|[!?.]{2,}/);
          for (const w of words(text)) expect(allowed.has(w), `style ${s.id}: "${w}" in "${text}"`).toBe(true);
        }
        expect(textsOf(r).join(' ')).not.toMatch(/\b[A-Z]{5,}\b/);
      }
    },
  );

  it("a name that is only symbols falls back to the category, then to a generic word in the ad's language", () => {
    const withCategory = buildCopy(
      STYLES[0].copy,
      '🌙✨!!!',
      'Supports restful sleep.',
      1,
      {},
      { category: 'Sleep Support' },
    );
    expect(withCategory.facts.name).toBe('Sleep Support');
    const german = buildCopy(STYLES[0].copy, '<b></b>', 'Unterstützt einen erholsamen Schlaf. Mit Magnesium.', 1);
    expect(german.facts.name).toBe('Dein Supplement');
  });

  it('keeps every character buyers type in Polish, Czech, Turkish, Vietnamese, Cyrillic and Greek, and currency signs', () => {
    for (const name of [
      'Łódź Żółć',
      'Příliš žluťoučký kůň',
      'İstanbul Güneş',
      'Giấc Ngủ Ngon',
      'Магний Сон',
      'Μαγνήσιο Ύπνος',
      'Sleep € £ ₽ ¥ ₺',
    ]) {
      expect(buildCopy(STYLES[0].copy, name, 'Supports restful sleep.', 1).facts.name).toBe(name);
    }
    const offer = buildCopy(
      STYLES[5].copy,
      'Sleep',
      'Supports restful sleep.',
      1,
      {},
      { extras: { offer: '−20 € · £5 off · 500 ₽' } },
    );
    expect(offer.facts.offer).toBe('−20 € · £5 off · 500 ₽');
  });
});

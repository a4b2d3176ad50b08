import { describe, expect, it } from 'vitest';
import { STYLES } from '../catalog/index.js';
import { missingGlyphs, shapeLine } from '../text/index.js';
import { type PlannedAd, planAd, renderAd } from '../render/index.js';
import { demoInput } from '../../tests/support/engine-helpers.js';
import { AD_SIZE_KEYS } from '../../contract/engine.js';

/**
 * Buyers type more than ASCII: every style is laid out with a Polish, a Cyrillic and a
 * Greek product name; HarfBuzz must find a glyph for every character of every line the layouts
 * draw (it reports the ones no shipped face has), and the measurer's character maps must agree.
 */
const NAMES = { Polish: 'Łódź Żółć Magnez', Cyrillic: 'Магний Сон Ёжик', Greek: 'Μαγνήσιο Ύπνος' };
const DESCRIPTION = 'Supports restful sleep. 60 capsules. 20 € · £15 · 1500 ₽.';
const OFFER = '−20 € · £5 · 500 ₽';

/** Every character the planned ad would draw that no face could. */
function undrawable(ad: PlannedAd): string[] {
  const out = new Set<string>();
  for (const size of AD_SIZE_KEYS) {
    for (const item of ad.sizes[size].plan.texts) {
      for (const line of item.lines)
        for (const ch of shapeLine(line.text, item.font, item.letterSpacing).missing) out.add(ch);
      for (const ch of missingGlyphs(item.text, item.font)) out.add(ch);
    }
  }
  return [...out];
}

describe('every style draws every character of Polish, Cyrillic and Greek names', () => {
  it.each(STYLES.map((s) => [s.id, s.name] as const))('style %i (%s)', async (id) => {
    const input = await demoInput(0);
    for (const name of Object.values(NAMES)) {
      // The name as the headline and in the subline, so every style draws it in its own faces.
      const ad = await planAd({ ...input, name, description: DESCRIPTION, extras: { offer: OFFER } }, id, id, {
        headline: name,
        subline: `${name} ${OFFER}`,
      });
      const drawn = AD_SIZE_KEYS.flatMap((size) => ad.sizes[size].plan.texts.map((t) => t.text)).join(' ');
      expect(drawn.toLowerCase(), `style ${id}`).toContain(name.toLowerCase());
      expect(undrawable(ad), `style ${id}, ${name}`).toEqual([]);
    }
  });

  it('a full render keeps "€", "£" and "₽" and reports no missing glyph', async () => {
    const input = await demoInput(0);
    const product = { ...input, name: NAMES.Polish, description: DESCRIPTION, extras: { offer: OFFER } };
    const params = { headline: 'Łódź Żółć 20 € £15 1500 ₽' };
    const ad = await renderAd(product, 6, 1, params);
    expect(ad.copy.headline).toBe('Łódź Żółć 20 € £15 1500 ₽');
    expect(undrawable(await planAd(product, 6, 1, params))).toEqual([]);
  });
});

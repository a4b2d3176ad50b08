import { describe, expect, it } from 'vitest';
import { STYLES } from './catalog/styles.js';
import { buildCopy } from './copy.js';
import { missingGlyphs } from './font-metrics.js';
import { type InkFn, type LayoutCtx } from './layout-types.js';
import { LAYOUTS, renderAd, resolvePalette } from './render.js';
import { takeMissingGlyphs, textLayerSvg } from './svg.js';
import { demoInput } from '../tests/support/engine-helpers.js';
import { AD_SIZE_KEYS, AD_SIZES } from './types.js';

/**
 * Buyers type more than ASCII (issue 18): every style is drawn with a Polish, a Cyrillic and a
 * Greek product name; satori must find a glyph for every character (it reports the ones it cannot
 * draw) and the font files' character maps must cover every character of every line.
 */
const NAMES = { Polish: 'Łódź Żółć Magnez', Cyrillic: 'Магний Сон Ёжик', Greek: 'Μαγνήσιο Ύπνος' };
const DESCRIPTION = 'Supports restful sleep. 60 capsules. 20 € · £15 · 1500 ₽.';
const ink = Object.assign(() => ({ ink: '#111111' }), { fixed: () => undefined }) as InkFn;

describe('every style draws every character of Polish, Cyrillic and Greek names', () => {
  it.each(STYLES.map((s) => [s.id, s.name] as const))('style %i (%s)', async (id) => {
    const style = STYLES.find((s) => s.id === id)!;
    takeMissingGlyphs();
    for (const name of Object.values(NAMES)) {
      const { copy, facts } = buildCopy(style.copy, name, DESCRIPTION, id, {}, { extras: { offer: '−20 € · £5 · 500 ₽' } });
      expect(facts.name).toBe(name);
      for (const font of Object.values(style.fonts)) for (const text of [copy.headline, copy.subline, name, facts.offer]) expect(missingGlyphs(text, font)).toEqual([]);
      for (const size of AD_SIZE_KEYS) {
        const { width: w, height: h } = AD_SIZES[size];
        const ctx: LayoutCtx = { w, h, size, style, pal: resolvePalette(style, '#3366aa', {}), copy, facts, seed: id, mirror: false, variant: 0, emphasis: 1, aspect: 0.7, framed: false };
        await textLayerSvg(LAYOUTS[style.layout](ctx).text(ink), w, h);
      }
    }
    expect(takeMissingGlyphs()).toEqual([]);
  });

  it('a full render keeps "€", "£" and "₽" and reports no missing glyph', async () => {
    const input = await demoInput(0);
    takeMissingGlyphs();
    const ad = await renderAd({ ...input, name: NAMES.Polish, description: DESCRIPTION, extras: { offer: '−20 € · £5 · 500 ₽' } }, 6, 1, { headline: 'Łódź Żółć 20 € £15 1500 ₽' });
    expect(ad.copy.headline).toBe('Łódź Żółć 20 € £15 1500 ₽');
    expect(takeMissingGlyphs()).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { STYLES } from '../catalog/index.js';
import { renderAd } from './render.js';
import { busyPhoto, demoInput, stats } from '../../tests/support/engine-helpers.js';
import { AD_SIZE_KEYS, AD_SIZES, BadEngineInputError } from '../../contract/engine.js';

describe('every style renders in all three native sizes', () => {
  it.each(STYLES.map((s) => [s.id, s.name] as const))('style %i (%s)', async (id) => {
    const ad = await renderAd(await demoInput(id), id, id % 4);
    for (const size of AD_SIZE_KEYS) {
      const s = await stats(ad.images[size]);
      expect(s.width).toBe(AD_SIZES[size].width);
      expect(s.height).toBe(AD_SIZES[size].height);
      expect(s.stdev).toBeGreaterThan(10); // not a flat placeholder
      // text present, every block readable against what is behind it (4.5:1, 3:1 from 48 px)
      const texts = ad.layouts[size].boxes.filter((b) => b.text);
      expect(texts.length).toBeGreaterThan(0);
      for (const b of texts) expect(b.contrast).toBeGreaterThanOrEqual((b.fontPx ?? 0) >= 48 ? 3 : 4.5);
    }
    expect(ad.copy.headline.length).toBeGreaterThan(2);
    expect(ad.copy.cta.length).toBeGreaterThan(1);
    expect(ad.text).toContain(ad.copy.headline);
  });
});

describe('renderAd', () => {
  it('is deterministic for the same inputs and seed', async () => {
    const input = await demoInput(2);
    const a = await renderAd(input, 1, 3);
    const b = await renderAd(input, 1, 3);
    expect(a.images['1x1'].equals(b.images['1x1'])).toBe(true);
  });

  it('gives a different variation per seed', async () => {
    const input = await demoInput(2);
    const ads = await Promise.all([0, 1, 2, 3].map((seed) => renderAd(input, 9, seed)));
    const hashes = new Set(ads.map((a) => a.images['1x1'].toString('base64')));
    expect(hashes.size).toBe(4);
  });

  it('shows badges only when the description supports them, never "Clinically studied"', async () => {
    const input = await demoInput(3); // "clinically studied, sugar-free, 60 servings"
    const ad = await renderAd(input, 1, 0);
    // Each fact is said once per ad: a badge only for what the headline and sub-line leave out.
    for (const b of ad.copy.badges) expect(['Sugar-free', '60 servings']).toContain(b);
    const said = `${ad.copy.headline} ${ad.copy.subline} ${ad.copy.badges.join(' ')}`.toLowerCase();
    expect(said).toContain('sugar-free');
    expect(said).toContain('60 servings');
    expect(ad.text).not.toMatch(/clinically/i);
    const plain = await renderAd({ ...input, description: 'Tasty creatine for strength.' }, 1, 0);
    expect(plain.copy.badges).toEqual([]);
  });

  it('reports disease claims from the description as warnings', async () => {
    const input = await demoInput(0);
    const ad = await renderAd({ ...input, description: 'Deep sleep support. Cures insomnia.' }, 3, 0);
    expect(ad.warnings.join(' ')).toMatch(/insomnia/);
    expect(ad.text).not.toMatch(/cure/i);
  });

  it('frames a photo with a busy background instead of cutting it out', async () => {
    const ad = await renderAd({ photo: await busyPhoto(), name: 'Noisy', description: 'Energy.' }, 1, 0);
    expect((await stats(ad.images['1x1'])).width).toBe(1080);
  });

  it('keeps very long names inside the canvas', async () => {
    const input = await demoInput(1);
    const ad = await renderAd(
      {
        ...input,
        name: 'Extraordinarily Long Product Name With Many Many Words Collagen Peptides Advanced Formula Plus',
      },
      4,
      0,
      {
        headline:
          'An extremely long headline that goes on and on and on to test wrapping and shrinking behaviour in the layout',
      },
    );
    for (const size of AD_SIZE_KEYS)
      for (const b of ad.layouts[size].boxes.filter((x) => x.text)) {
        expect(b.x).toBeGreaterThanOrEqual(43);
        expect(b.x + b.w).toBeLessThanOrEqual(AD_SIZES[size].width - 43);
      }
  });

  it('rejects an undecodable photo and an unknown style', async () => {
    const input = await demoInput(0);
    await expect(renderAd({ ...input, photo: Buffer.from('not an image') }, 1, 0)).rejects.toBeInstanceOf(
      BadEngineInputError,
    );
    await expect(renderAd(input, 9999, 0)).rejects.toBeInstanceOf(BadEngineInputError);
  });
});

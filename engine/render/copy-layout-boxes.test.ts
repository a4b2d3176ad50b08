import { describe, expect, it } from 'vitest';
import { STYLES } from '../catalog/index.js';
import { FORBIDDEN, SUPPLIED } from '../../tests/fixtures/copy/products.js';
import { renderAd } from './render.js';
import { demoInput } from '../../tests/support/engine-helpers.js';
import { AD_SIZE_KEYS, type RenderedAd } from '../../contract/engine.js';

/**
 * Acceptance tests on what the ads really draw: the texts of every box the renderer
 * reports (RenderedAd.layouts, served by GET /api/ads/:adId/layout); engine/copy/write.test.ts checks
 * the same rules on the copy writer's output.
 */

const texts = (ad: RenderedAd) =>
  AD_SIZE_KEYS.flatMap((size) => ad.layouts![size].boxes.map((b) => b.text ?? '')).filter(Boolean);
const PRODUCT = {
  name: 'Lunaria Deep Sleep Gummies',
  description: 'Magnesium glycinate and melatonin gummies. Supports restful sleep. Vegan, 60 gummies.',
};

describe('what the ads draw (layout boxes)', () => {
  it.each(STYLES.map((s) => [s.id, s.name] as const))(
    "style %i (%s): no review, rating, offer, ranking, count, deadline or scarcity without the buyer's extras",
    async (id) => {
      const ad = await renderAd({ ...(await demoInput(id)), ...PRODUCT }, id, 1);
      for (const text of texts(ad)) expect(text).not.toMatch(FORBIDDEN);
    },
  );

  it.each(STYLES.filter((s) => s.copy.uses?.length || s.copy.badges).map((s) => [s.id, s.name] as const))(
    "style %i (%s): the buyer's extras appear verbatim",
    async (id) => {
      const style = STYLES.find((s) => s.id === id)!;
      const ad = await renderAd({ ...(await demoInput(id)), ...PRODUCT, extras: SUPPLIED }, id, 1);
      const all = texts(ad).join('\n');
      if (style.copy.uses?.includes('offer')) expect(all).toContain(SUPPLIED.offer);
      if (style.copy.uses?.includes('review'))
        for (const part of [SUPPLIED.review.quote, SUPPLIED.review.author]) expect(all).toContain(part);
      if (style.copy.uses?.includes('rating')) expect(all).toContain('4.8');
      if (style.copy.badges) expect(all).toContain(SUPPLIED.certifications[0]);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { COPY, FULL_EXTRAS, photo } from '../../tests/fixtures/ads/cases.js';
import { lintAd } from '../lint/index.js';
import { renderAd } from './render.js';
import { type RenderParams } from '../../contract/render-params.js';
import { type AdSize, type LayoutBox, type ProductExtras } from '../../contract/engine.js';

const copy = COPY.short;
const render = (style: number, params: RenderParams = {}, extras?: ProductExtras) =>
  renderAd(
    { photo: photo('jar'), name: copy.name, description: copy.description, extras },
    style,
    0,
    params,
    undefined,
    { keepPixels: true },
  );
const boxes = (ad: Awaited<ReturnType<typeof render>>, size: AdSize, role: string): LayoutBox[] =>
  ad.layouts[size].boxes.filter((b) => b.role === role);
const clean = (ad: Awaited<ReturnType<typeof render>>, params: RenderParams = {}, extras?: ProductExtras) =>
  lintAd({ layouts: ad.layouts, pixels: ad.pixels, native: ad.native, params, extras, warnings: ad.warnings });

/** The edits the edit planner maps buyers' requests onto (contract/render-params.ts), visibly applied within the rules. */
describe.each([1, 12, 22])('render parameters on style %i', (style) => {
  it('applies the headline size, case, position, alignment and product size', async () => {
    const base = await render(style);
    const edits: RenderParams[] = [
      { headlineScale: 1.5 },
      { headlineCase: 'upper' },
      { productPosition: 'left' },
      { emphasis: 1.4 },
      { align: 'left' },
      { textScale: 0.8 },
    ];
    const [big, upper, left, larger, leftAligned, small] = await Promise.all(edits.map((p) => render(style, p)));
    const px = (ad: typeof base) =>
      Math.max(...(['1x1', '4x5', '9x16'] as const).flatMap((s) => boxes(ad, s, 'headline').map((b) => b.fontPx ?? 0)));
    expect(px(big)).toBeGreaterThan(px(base));
    expect(px(small)).toBeLessThanOrEqual(px(base));
    const heads = boxes(upper, '4x5', 'headline')
      .map((b) => b.text ?? '')
      .join(' ');
    expect(heads).toBe(heads.toUpperCase());
    const prod = boxes(left, '1x1', 'product')[0];
    expect(prod.x + prod.w / 2).toBeLessThan(540);
    const area = (ad: typeof base) =>
      (['1x1', '4x5', '9x16'] as const).reduce(
        (s, k) => s + boxes(ad, k, 'product')[0].w * boxes(ad, k, 'product')[0].h,
        0,
      );
    // The jar of this test stands at its limits in every size (between the copy and the caption zone on
    // 9:16), so "bigger" is measured on a wide tub, which has the room to grow.
    const tub = (params: RenderParams = {}) =>
      renderAd({ photo: photo('wide-tub'), name: copy.name, description: copy.description }, style, 0, params);
    const [tubBase, tubLarger] = await Promise.all([tub(), tub({ emphasis: 1.4 })]);
    expect(area(tubLarger as typeof base)).toBeGreaterThan(area(tubBase as typeof base));
    expect(area(larger)).toBeGreaterThanOrEqual(area(base));
    const h = boxes(leftAligned, '1x1', 'headline');
    expect(Math.min(...h.map((b) => b.x))).toBe(Math.min(...boxes(leftAligned, '1x1', 'headline').map((b) => b.x)));
    for (const [ad, p] of [
      [big, edits[0]],
      [upper, edits[1]],
      [left, edits[2]],
      [larger, edits[3]],
      [leftAligned, edits[4]],
      [small, edits[5]],
    ] as const)
      expect(clean(ad, p)).toEqual([]);
  });

  it('applies colours, font class, weight, the offer and the badges', async () => {
    const base = await render(style);
    const [navy, serif, offer, noBadges] = await Promise.all([
      render(style, { bg: '#1e2f5c', accent: '#ffcc00', ctaInk: '#111111' }),
      render(style, { fontClass: 'serif', weight: 1 }),
      render(style, { offer: 'Free shipping this week' }),
      render(style, { badges: [] }),
    ]);
    expect(navy.images['1x1'].equals(base.images['1x1'])).toBe(false);
    const corner = navy.pixels!['1x1'].backdrop.data;
    expect(corner[2]).toBeGreaterThan(corner[0]); // the navy backdrop: more blue than red in the corner
    expect(serif.images['4x5'].equals(base.images['4x5'])).toBe(false);
    for (const size of ['1x1', '4x5', '9x16'] as const) {
      expect(boxes(offer, size, 'offer').map((b) => b.text)).toEqual(['Free shipping this week']);
      expect(boxes(noBadges, size, 'badge')).toEqual([]);
    }
    expect(clean(navy)).toEqual([]);
    expect(clean(serif)).toEqual([]);
    expect(clean(offer, { offer: 'Free shipping this week' })).toEqual([]);
  });
});

describe('styles built around the buyer\u2019s facts work both ways', () => {
  it('Offer Badge: the buyer\u2019s offer verbatim, else a fact from the product info, never a discount', async () => {
    const without = await render(6);
    const withOffer = await render(6, {}, FULL_EXTRAS);
    for (const size of ['1x1', '4x5', '9x16'] as const) {
      expect(boxes(without, size, 'offer')).toEqual([]);
      expect(without.layouts[size].boxes.map((b) => b.text ?? '').join(' ')).not.toMatch(/% off|free shipping|sale/i);
      expect(boxes(withOffer, size, 'offer').map((b) => b.text)).toEqual([FULL_EXTRAS.offer]);
    }
    expect(clean(withOffer, {}, FULL_EXTRAS)).toEqual([]);
  });

  it('Five-Star Review: the buyer\u2019s review and rating, else the benefits, never invented stars', async () => {
    const without = await render(5);
    const withReview = await render(5, {}, FULL_EXTRAS);
    for (const size of ['1x1', '4x5', '9x16'] as const) {
      expect([...boxes(without, size, 'review'), ...boxes(without, size, 'rating')]).toEqual([]);
      expect(
        boxes(withReview, size, 'review')
          .map((b) => b.text)
          .join(' '),
      ).toContain(FULL_EXTRAS.review!.quote);
      expect(
        boxes(withReview, size, 'rating')
          .map((b) => b.text)
          .join(' '),
      ).toContain('4.8 (1,203)');
    }
    expect(clean(without)).toEqual([]);
    expect(clean(withReview, {}, FULL_EXTRAS)).toEqual([]);
  });
});

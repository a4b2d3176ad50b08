import { describe, expect, it } from 'vitest';
import { getStyle } from '../catalog/index.js';
import { applyPlan, familyOf } from './apply.js';
import { vividOpposite } from './moods.js';
import { planEdit } from './plan.js';

const copy = {
  headline: 'Calm that fits your day',
  subline: 'Magnesum glycinate',
  cta: 'Order now',
  badges: ['Third-party tested', 'Vegan'],
};
const ctx = (styleId: number) => ({ style: getStyle(styleId)!, brand: '#2a3f8f', copy });
const apply = (prompt: string, styleId = 3, current = {}) =>
  applyPlan(current, planEdit(prompt).changes, ctx(styleId)).params;

describe('applyPlan', () => {
  it('sets colours, resolving the brand colour from the product photo', () => {
    expect(apply('navy background and gold button')).toMatchObject({ bg: '#1e2f5c', shade: 0, accent: '#d4a72c' });
    expect(apply('background in our brand colour')).toMatchObject({ bg: '#2a3f8f' });
    expect(apply('navy to gold gradient background')).toMatchObject({ bg: '#1e2f5c', bg2: '#d4a72c' });
    expect(apply('white text on the button')).toMatchObject({ ctaInk: '#ffffff' });
  });

  it('steps relative changes from the current parameters and clamps them', () => {
    expect(apply('darker', 3, { shade: 1 })).toMatchObject({ shade: 2 });
    expect(apply('much darker', 3, { shade: 2 })).toMatchObject({ shade: 3 });
    expect(apply('bigger product', 3, { emphasis: 1.4 })).toMatchObject({ emphasis: 1.5 });
    expect(apply('Make the headline larger')).toMatchObject({ headlineScale: 1.15 });
    expect(apply('smaller text', 3, { textScale: 0.5 })).toMatchObject({ textScale: 0.5 });
    expect(apply('bolder', 3, { weight: 2 })).toMatchObject({ weight: 2 });
  });

  it('gives the button a vivid colour that stands out from the background when asked to stand out', () => {
    const style = getStyle(3)!;
    const p = apply('make the call to action stand out more', 3, { ctaInk: '#000000' });
    expect(p.accent).toBe(vividOpposite(style.palette.bg));
    expect(p.ctaInk).toBeUndefined();
    expect(p.accent).not.toBe(style.palette.accent);
  });

  it('keeps text verbatim and fixes a typo inside the current copy', () => {
    expect(apply('headline: Sleep deeper tonight')).toMatchObject({ headline: 'Sleep deeper tonight' });
    expect(apply("'Magnesum' should be 'Magnesium'")).toMatchObject({ headline: 'Calm that fits your day' });
    const fixed = applyPlan({}, [{ target: 'subline', replace: { from: 'Magnesum', to: 'Magnesium' } }], ctx(3)).params;
    expect(fixed.subline).toBe('Magnesium glycinate');
  });

  it("adds badges to the ones shown, removes them, and shows the buyer's offer or hides it", () => {
    expect(apply('add a "Non-GMO" badge').badges).toEqual(['Non-GMO', 'Third-party tested', 'Vegan']);
    expect(apply("remove the 'Vegan' badge").badges).toEqual(['Third-party tested']);
    expect(apply('remove the badges').badges).toEqual([]);
    expect(apply('add offer: 20% off with code SLEEP20').offer).toBe('20% off with code SLEEP20');
    expect(apply('remove the offer').offer).toBeNull();
  });

  it('picks a face unlike the style\'s own for "change the font"', () => {
    expect(getStyle(2)!.fonts.headline.family).toBe('DM Serif Display');
    expect(apply('change the font', 2).fontClass).toBe('modern');
    expect(apply('change the font', 1).fontClass).toBe('serif');
  });

  it('expands a mood into a defined set of parameters per style family', () => {
    const families = [1, 12, 22].map((id) => familyOf(getStyle(id)!));
    expect(families).toEqual(['static', 'photoshoot', 'ugc']);
    expect(apply('make it more premium', 1)).toMatchObject({ bg: '#1c1f26', accent: '#c9a45c', fontClass: 'serif' });
    expect(apply('make it more premium', 12)).toMatchObject({ shade: 1, accent: '#c9a45c', fontClass: 'serif' });
    expect(apply('make it more premium', 22)).toMatchObject({ bg: '#f5efe6', fontClass: 'serif' });
    expect(apply('minimal', 1)).toMatchObject({ badges: [], weight: -1 });
    const pop = apply('make it pop', 1);
    expect(pop.weight).toBe(1);
    expect(pop.headlineScale).toBeCloseTo(1.15, 3);
    expect(pop.accent).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('moves the product and the text', () => {
    expect(apply('product on the left')).toMatchObject({ productPosition: 'left' });
    expect(apply('text on the left')).toMatchObject({ productPosition: 'right' });
    expect(apply('center everything')).toMatchObject({ align: 'center', productPosition: 'center' });
  });

  it('returns a scene only when one is planned (the image-model engine)', () => {
    const plan = planEdit('put it on a beach', { scenes: true });
    expect(applyPlan({}, plan.changes, ctx(12)).scene).toBe('put it on a beach');
  });
});

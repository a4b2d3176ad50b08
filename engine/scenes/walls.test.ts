import { describe, expect, it } from 'vitest';
import { look } from '../../tests/support/scene-look.js';
import { drawScene } from './scenes.js';
import { SCENE_LIGHT } from './light.js';
import { type ProductLook } from './types.js';
import { paleProduct } from './pale.js';
import { botanicalWall, leafy, sceneWalls, shelfGlaze } from './walls.js';
import { contrast, deltaE, hexToRgb, luminance } from '../paint/index.js';

const pal = {
  bg: '#fbe9ee',
  bg2: '#f0bfcc',
  ink: '#222222',
  accent: '#a8325a',
  accentInk: '#ffffff',
  panel: '#ffffff',
  panelInk: '#222222',
};

describe('walls chosen for the product', () => {
  it('keeps a purple jar off purple tiles and a pale bottle off pale ones', () => {
    const gummies = look({ mood: 'calm', form: 'gummies', brand: '#6e50c7', body: '#edeaf1' });
    const glaze = shelfGlaze(gummies);
    expect(deltaE(glaze, gummies.brand)).toBeGreaterThan(30);
    expect(contrast(glaze, gummies.body)).toBeGreaterThan(1.8);
  });

  it('puts a black tub on a light glaze and an orange label off rust', () => {
    const tub = look({ mood: 'energy', form: 'powder', brand: '#d14a4a', body: '#111111', dark: true });
    expect(contrast(shelfGlaze(tub), tub.body)).toBeGreaterThan(4.5);
    const whey = look({ mood: 'energy', form: 'powder', brand: '#cf4919', body: '#161618' });
    expect(deltaE(shelfGlaze(whey), whey.brand)).toBeGreaterThan(30);
  });

  it('prefers a calm glaze for a sleep product when the product stands out on it', () => {
    const sleep = look({ mood: 'calm', brand: '#2f3053', body: '#f9f5ee' });
    expect(['#8fb3ae', '#97a9c4']).toContain(shelfGlaze(sleep));
  });

  it('keeps every glaze light enough for dark copy with no panel behind it', () => {
    for (const l of [
      look({ mood: 'calm', body: '#f9f5ee' }),
      look({ mood: 'energy', body: '#161618', brand: '#cf4919', dark: true }),
      look({ mood: 'fresh', body: '#2f7a30' }),
      look({ mood: 'soft', body: '#f5f4f0' }),
    ])
      expect(luminance(hexToRgb(shelfGlaze(l)))).toBeGreaterThan(0.3);
  });

  it('draws leaves only where they belong', () => {
    expect(leafy(look({ mood: 'energy', form: 'powder', notes: ['chocolate'] }))).toBe(false);
    expect(leafy(look({ mood: 'aqua', form: 'powder' }))).toBe(false);
    expect(leafy(look({ mood: 'energy', form: 'powder', notes: ['greens'] }))).toBe(true);
    expect(leafy(look({ mood: 'calm', notes: ['root'] }))).toBe(true);
  });

  it('goes deeper behind a pale product', () => {
    const pale = look({ mood: 'soft', body: '#f5f4f0' });
    expect(contrast(botanicalWall(pale, pal), pale.body)).toBeGreaterThan(3);
  });

  it('stands every product on the bathroom shelf: no kitchen props, a dish only for pieces', () => {
    const params = (l: ProductLook) => ({
      w: 1080,
      h: 1080,
      pal,
      product: { x: 380, y: 400, w: 320, h: 420 },
      base: { cx: 540, y: 820, width: 320 },
      seed: 1,
      variant: 0,
      hints: { avoid: [] },
      light: SCENE_LIGHT.shelf,
      look: l,
    });
    const powder = drawScene('shelf', params(look({ form: 'powder', notes: ['greens'] })));
    expect(powder.back).not.toContain('#86a94f');
    expect(powder.back).not.toContain('#e4ded4');
    const bath = drawScene('shelf', params(look({ form: 'capsules' })));
    expect(bath.back).toContain('#e4ded4');
  });

  it('reads pale by the body and the outline: an amber dropper with a white label is not pale', () => {
    expect(paleProduct(look({ body: '#f5f4f0', edge: '#b0afad' }))).toBe(true);
    expect(paleProduct(look({ body: '#f5f4f0', edge: '#78604d' }))).toBe(false);
  });

  it('lists the shelf’s wall as lit and the surface under the product for the button', () => {
    const calm = sceneWalls('shelf', look({ mood: 'calm', form: 'capsules' }), pal);
    expect(calm).toHaveLength(3);
    expect(calm[0]).not.toBe(shelfGlaze(look({ mood: 'calm', form: 'capsules' })));
    expect(sceneWalls('shelf', look({ form: 'powder' }), pal)[2]).toBe('#e6e2db');
    expect(sceneWalls('solid', look({}), pal)).toEqual([]);
  });
});

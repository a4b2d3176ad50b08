import { describe, expect, it } from 'vitest';
import { look } from '../../tests/support/scene-look.js';
import { contrast, hexToRgb, hueOf, luminance } from '../paint/index.js';
import { foliageFor } from './foliage.js';
import { SCENE_LIGHT } from './light.js';
import { marbleStone } from './marble.js';
import { goldenSky } from './pale.js';
import { drawScene } from './scenes.js';
import { type ProductLook, type SceneParams } from './types.js';
import { botanicalWall, luxeField, sceneWalls } from './walls.js';

/** Sets chosen from the product's purpose and form (docs/decisions/120-marble-plants-and-sets-by-purpose.md). */
const pal = {
  bg: '#f3ece2',
  bg2: '#d9c7ad',
  ink: '#222222',
  accent: '#74492a',
  accentInk: '#ffffff',
  panel: '#ffffff',
  panelInk: '#222222',
};
const params = (l: ProductLook, kind: keyof typeof SCENE_LIGHT): SceneParams => ({
  w: 1080,
  h: 1080,
  pal,
  product: { x: 600, y: 380, w: 320, h: 440 },
  base: { cx: 760, y: 820, width: 320 },
  seed: 3,
  variant: 0,
  hints: { avoid: [{ x: 60, y: 300, w: 420, h: 300 }] },
  light: SCENE_LIGHT[kind],
  look: l,
});

describe('sets chosen from the product', () => {
  it('stands a pale bottle on dark marble and a dark or coloured pack on warm white', () => {
    const white = look({ body: '#f5f4f0', edge: '#b0afad' });
    expect(marbleStone(white).dark).toBe(true);
    expect(contrast(marbleStone(white).slab[0], white.edge!)).toBeGreaterThan(3);
    expect(marbleStone(look({ body: '#161618', edge: '#1d1d1f', dark: true })).name).toBe('white');
    expect(marbleStone(look({ body: '#f4f6f8', edge: '#2f7fd8' })).name).toBe('white');
    // Deep green marble for a fresh product, never behind a green label.
    expect(marbleStone(look({ mood: 'fresh', edge: '#c9c9c4', brand: '#c0392b' })).name).toBe('verde');
    expect(marbleStone(look({ mood: 'fresh', edge: '#c9c9c4', brand: '#2f8a3a' })).name).toBe('nero');
    expect(sceneWalls('marble', white, pal)).toEqual(marbleStone(white).wall);
  });

  it('draws marble veins on the slab and the wall, clear of the copy', () => {
    const s = drawScene('marble', params(look({ body: '#161618', dark: true }), 'marble'));
    expect(s.back).toContain('clip-path');
    expect((s.front!.match(/<path/g) ?? []).length).toBeGreaterThan(10);
  });

  it('always draws plants on Botanical Nature, chosen from the product', () => {
    expect(foliageFor(look({ notes: ['marine'] }))).toBe('kelp');
    expect(foliageFor(look({ mood: 'aqua', form: 'sticks', notes: ['citrus'] }))).toBe('citrus');
    expect(foliageFor(look({ mood: 'fresh', notes: ['greens'] }))).toBe('herb');
    // Citrus leaves for energy and hydration (eucalyptus fought a pre-workout, docs/grades/s11-B.tsv;
    // decision 216), broad leaves for a fresh or beauty product, eucalyptus for the rest.
    expect(foliageFor(look({ mood: 'energy', form: 'powder', notes: ['chocolate'] }))).toBe('citrus');
    expect(foliageFor(look({ mood: 'soft', form: 'capsules' }))).toBe('leaf');
    expect(foliageFor(look({ mood: 'neutral', form: 'drops' }))).toBe('eucalyptus');
    const whey = drawScene(
      'botanical',
      params(look({ mood: 'energy', form: 'powder', body: '#161618', dark: true }), 'botanical'),
    );
    expect((whey.back!.match(/<g transform/g) ?? []).length).toBeGreaterThan(10);
  });

  it('keeps a green lid off a green botanical field', () => {
    const greens = look({ mood: 'fresh', notes: ['greens'], brand: '#3f9a3a', body: '#2f7a30' });
    const wall = botanicalWall(greens, pal);
    expect(contrast(wall, greens.body)).toBeGreaterThan(3);
    const whiteJar = look({ mood: 'fresh', notes: ['greens'], brand: '#2e8b3e', body: '#f1f3ee', edge: '#d9ddd5' });
    expect(contrast(botanicalWall(whiteJar, pal), '#2e8b3e')).toBeGreaterThan(2);
  });

  it('lights Luxe Night in the purpose’s colour for energy and hydration, night for sleep', () => {
    expect(luxeField(look({ mood: 'calm' }))).toBeUndefined();
    const energy = luxeField(look({ mood: 'energy', brand: '#2f5fd0' }))!;
    const black = luxeField(look({ mood: 'energy', brand: '#2f5fd0', body: '#111111', edge: '#161616', dark: true }))!;
    expect(contrast(black, '#111111')).toBeGreaterThan(contrast(energy, '#111111'));
    expect(sceneWalls('plinth', look({ mood: 'aqua' }), pal)).toHaveLength(2);
    // An orange label does not stand on burnt orange.
    expect(luxeField(look({ mood: 'energy', brand: '#cf4919', body: '#161618', dark: true }))).not.toBe(black);
  });

  it('stands a box or a pouch on a stone in Water Ripple, a bottle in the water', () => {
    const box = drawScene('water', params(look({ paper: true }), 'water'));
    expect(box.front).toContain('url(#wst)');
    expect(drawScene('water', params(look({}), 'water')).front).not.toContain('url(#wst)');
  });

  it('paints Golden Hour a warm low-sun sky, never a blue one (decision 216)', () => {
    for (const mood of ['energy', 'fresh', 'aqua', 'soft', 'neutral'] as const)
      for (const c of goldenSky(look({ mood, body: '#161618', dark: true }))) expect(hueOf(c)!).toBeLessThan(50);
  });

  it('lights Botanical Nature brightly among citrus leaves for energy and hydration (decision 216)', () => {
    const tub = botanicalWall(look({ mood: 'energy', form: 'powder', body: '#161618', dark: true }), pal);
    expect(luminance(hexToRgb(tub))).toBeGreaterThan(0.7);
    const pouch = botanicalWall(look({ mood: 'aqua', form: 'sticks', body: '#f4f6f8', edge: '#2a7fd4' }), pal);
    expect(luminance(hexToRgb(pouch))).toBeGreaterThan(0.7);
  });
});

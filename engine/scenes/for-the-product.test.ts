import { describe, expect, it } from 'vitest';
import { look } from '../../tests/support/scene-look.js';
import { drawScene } from './scenes.js';
import { blockAccent } from './photo.js';
import { sweepPaper } from './photo-sets.js';
import { SCENE_LIGHT } from './light.js';
import { timeOfUse } from './timing.js';
import { botanicalWall, shelfGlaze } from './walls.js';
import { foliageFor } from './foliage.js';
import { type ProductLook, type SceneParams } from './types.js';
import { type SceneKind } from '../../contract/style-types.js';
import { contrast, deltaE, hexToRgb, luminance, mix } from '../paint/index.js';

/** Scenes chosen for the product (docs/decisions/170-scenes-chosen-for-the-product.md). */

const pal = {
  bg: '#eef4ec',
  bg2: '#cfe3cc',
  ink: '#222222',
  accent: '#2f7a3a',
  accentInk: '#ffffff',
  panel: '#ffffff',
  panelInk: '#222222',
};
const params = (kind: SceneKind, l: ProductLook, avoid: SceneParams['hints']['avoid'] = []): SceneParams => ({
  w: 1080,
  h: 1080,
  pal,
  product: { x: 560, y: 360, w: 320, h: 420 },
  base: { cx: 720, y: 780, width: 320 },
  seed: 2,
  variant: 0,
  hints: { avoid },
  light: SCENE_LIGHT[kind],
  look: l,
});
const all = (kind: SceneKind, l: ProductLook, avoid: SceneParams['hints']['avoid'] = []) => {
  const s = drawScene(kind, params(kind, l, avoid));
  return `${s.back ?? ''}${s.wash ?? ''}${s.front ?? ''}`;
};

describe('scenes chosen for the product', () => {
  it('reads when the brief says the product is taken', () => {
    expect(timeOfUse('120 vegan capsules. Take two in the evening.')).toBe('evening');
    expect(timeOfUse('Zwei Kapseln abends vor dem Schlafengehen.')).toBe('evening');
    expect(timeOfUse('Deux gélules le soir.')).toBe('evening');
    expect(timeOfUse('Tomar por la noche.')).toBe('evening');
    expect(timeOfUse('One scoop in the morning or evening.')).toBe('morning');
    expect(timeOfUse('Take two a day.')).toBeUndefined();
  });

  it('lights an evening product’s counter with a low amber sun and a glass of water, not coffee', () => {
    const eve = all('counter', look({ when: 'evening' }));
    const day = all('counter', look({ mood: 'energy' }));
    // A sunset's deep amber since decision 184 (decision 170's pale amber still read as morning;
    // decision 194's downlights read as "stage spotlights", s19 grading).
    expect(eve).toContain('#ffb56a');
    expect(eve).not.toContain('#5b3a24');
    expect(day).not.toContain('#ffb56a');
  });

  it('sets a glass of the drink beside a powder on the bathroom shelf, tiles apart from the living room for energy', () => {
    const tub = look({
      mood: 'energy',
      form: 'powder',
      notes: ['chocolate'],
      brand: '#e0522a',
      body: '#1b1b1b',
      dark: true,
    });
    const glassBody = 'fill="#ffffff" fill-opacity="0.22" stroke="#ffffff" stroke-opacity="0.55"';
    expect(all('shelf', tub)).toContain(glassBody);
    expect(shelfGlaze(tub)).not.toBe('#f0e4d3');
    expect(all('shelf', look({ form: 'capsules' }))).not.toContain(glassBody);
  });

  it('blocks Colour Block in a colour apart from the label’s own hue', () => {
    expect(blockAccent(look({ mood: 'energy', brand: '#d8402a' }))).toBe('#2b59c3');
    expect(blockAccent(look({ mood: 'aqua', brand: '#2f7fd8' }))).toBe('#7a2f66');
  });

  it('keeps the rating’s gold off an ochre shelf glaze behind a purple jar', () => {
    const jar = look({ mood: 'calm', form: 'gummies', brand: '#6a4ab0', body: '#c8c0d8', edge: '#8a70c0' });
    expect(deltaE(shelfGlaze(jar), '#f5a623')).toBeGreaterThan(40);
  });

  it('sets a white jar on a disc deeper than the jar in Colour Block', () => {
    const white = look({ body: '#f4f5f1', edge: '#e8ebe4', brand: '#2f7a3a' });
    const svg = all('colour-block', white);
    const pale = mix(pal.bg2, '#ffffff', 0.35);
    const disc = /<circle [^>]*r="[\d.]+" fill="(#[0-9a-f]{6})"/.exec(svg)?.[1] ?? pale;
    expect(disc).not.toBe(pale);
    expect(contrast(disc, mix(white.body, '#ffffff', 0.5))).toBeGreaterThanOrEqual(1.8);
  });

  it('shoots Studio Sweep on light paper in the pack’s own hue, never the night shade', () => {
    const brown = sweepPaper(look({ mood: 'calm', brand: '#7a3b12', body: '#5a2a10' }));
    expect(luminance(hexToRgb(brown.wall))).toBeGreaterThan(0.45);
    expect(deltaE(brown.wall, mix('#7a3b12', '#ffffff', 0.8))).toBeLessThan(1);
    expect(contrast(brown.ink, brown.floor)).toBeGreaterThanOrEqual(7);
  });

  it('sends the pack in the chat as a photo message, a table under it, in light and dark mode', () => {
    // docs/decisions/202-phone-photo-and-chat-photo-message.md: the floor pool of decision 170 gave way.
    for (const l of [look({ mood: 'calm' }), look({ mood: 'energy', body: '#c0392b', edge: '#c0392b' })]) {
      const svg = all('chat', l);
      expect(svg).toContain('clip-path="url(#pmc)"');
      expect(svg).toContain('url(#pmt)');
      expect(svg).not.toContain('cpool');
    }
  });

  it('draws the homes’ plant as leaves in a pot, moved off the copy, without lights in a kitchen', () => {
    // A form with no pieces to show (decision 184's bowl): the kitchen keeps its plant.
    const kitchen = all('kitchen', look({ form: 'unknown' }));
    expect(kitchen).not.toContain('fill="#4f7146"');
    expect(kitchen).toContain('id="hp');
    expect(kitchen).not.toContain('fill="#fff6dc"');
    expect(all('kitchen', look({ mood: 'calm' }))).not.toContain('fill="#ffd79a"');
    const covered = all('kitchen', look({ form: 'unknown' }), [
      { x: 0, y: 300, w: 400, h: 480 },
      { x: 680, y: 300, w: 400, h: 480 },
    ]);
    expect(covered).not.toContain('id="hp');
  });

  it('shows the ingredient in a bowl on Ingredient Spotlight’s counter, in place of the plant (decision 184)', () => {
    const caps = all('kitchen', look({ form: 'capsules' }));
    expect(caps).toContain('id="ibw"');
    expect(caps).not.toContain('id="hp');
    // No room beside the product or at the counter's front: no bowl, and the plant where it is clear.
    const full = all('kitchen', look({ form: 'capsules' }), [{ x: 0, y: 600, w: 1080, h: 480 }]);
    expect(full).not.toContain('id="ibw"');
  });

  it('fills the bowl with the product’s own form, never with drawn fruit (decision 214)', () => {
    // A lemon-lime drink mix in sticks shows its powder, not lemon slices.
    const sticks = all('kitchen', look({ form: 'sticks', notes: ['citrus'] }));
    expect(sticks).toContain('id="ibp"');
    // A form with no pieces to show and a citrus flavour: no bowl at all.
    expect(all('kitchen', look({ form: 'unknown', notes: ['citrus'] }))).not.toContain('id="ibw"');
  });

  it('leaves the homes without a plant rather than hide one behind the pack (decision 184)', () => {
    const wide = drawScene('room', {
      ...params('room', look({ form: 'unknown' })),
      product: { x: 60, y: 300, w: 960, h: 480 },
      base: { cx: 540, y: 780, width: 960 },
    });
    expect(wide.back).not.toContain('id="hp');
  });

  it('grows fruit for a fruit flavour and sets kelp in sea water on Botanical Nature (decision 184)', () => {
    // A fruit punch pre-workout gets citrus leaves in bright light: its red fruit read as "soft pink
    // florals" (decision 216); a berry beauty gummy keeps its fruit.
    expect(foliageFor(look({ mood: 'energy', form: 'powder', notes: ['punch'] }))).toBe('citrus');
    expect(foliageFor(look({ mood: 'soft', form: 'gummies', notes: ['berry'] }))).toBe('fruit');
    // The plant the product is made from before its flavour.
    expect(foliageFor(look({ mood: 'calm', form: 'gummies', notes: ['root', 'berry'] }))).toBe('herb');
    const sea = botanicalWall(look({ notes: ['marine'], body: '#1c2a4a', dark: true }), pal);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(sea.slice(i, i + 2), 16));
    expect(b).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(r);
    expect(all('botanical', look({ notes: ['marine'], body: '#1c2a4a', dark: true }))).toContain('fill-opacity="0.16"');
  });

  it('never tiles the bathroom in ochre (decision 184)', () => {
    for (const mood of ['energy', 'neutral', 'soft'] as const)
      expect(deltaE(shelfGlaze(look({ mood, body: '#161618', dark: true })), '#c9a25a')).toBeGreaterThan(10);
  });
});

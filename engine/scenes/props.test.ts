import { describe, expect, it } from 'vitest';
import { drawScene } from './scenes.js';
import { SCENE_LIGHT } from './light.js';
import { type ProductLook } from './types.js';
import { type ProductForm } from '../../contract/product-form.js';

const look = (form: ProductForm, notes: ProductLook['notes'] = []): ProductLook => ({
  mood: 'neutral',
  form,
  notes,
  brand: '#c0392b',
  body: '#f2efe9',
  dark: false,
});

function flatlay(l: ProductLook): string {
  const s = drawScene('flatlay', {
    w: 1080,
    h: 1080,
    pal: {
      bg: '#f3ece2',
      bg2: '#d9c7ad',
      ink: '#222222',
      accent: '#c0392b',
      accentInk: '#ffffff',
      panel: '#ffffff',
      panelInk: '#222222',
    },
    product: { x: 420, y: 300, w: 240, h: 480 },
    base: { cx: 540, y: 780, width: 240 },
    seed: 3,
    variant: 0,
    hints: { avoid: [{ x: 60, y: 820, w: 600, h: 200 }] },
    light: SCENE_LIGHT.flatlay,
    look: l,
  });
  return `${s.back ?? ''}${s.front ?? ''}`;
}

// Colours each prop is drawn with (engine/scenes/props.ts).
const CAPSULE = '#fbfaf7';
const DROPPER_BULB = '#2b2622';
const SCOOP_WOOD = '#b8895a';
const CITRUS = '#e9c23a';

describe('flat lay props true to the product', () => {
  it('lays a dropper and drops beside drops, never capsules or a scoop', () => {
    const svg = flatlay(look('drops'));
    expect(svg).toContain(DROPPER_BULB);
    expect(svg).not.toContain(CAPSULE);
    expect(svg).not.toContain(SCOOP_WOOD);
  });

  it('lays a scoop beside a powder, capsules beside capsules', () => {
    const powder = flatlay(look('powder'));
    expect(powder).toContain(SCOOP_WOOD);
    expect(powder).not.toContain(CAPSULE);
    const caps = flatlay(look('capsules'));
    expect(caps).toContain(CAPSULE);
    expect(caps).not.toContain(DROPPER_BULB);
  });

  it('lays stick packs beside sticks, never a scoop of loose powder', () => {
    const svg = flatlay(look('sticks'));
    // The sticks are drawn in the pack's own colour (look.brand).
    expect(svg).toContain('#c0392b');
    expect(svg).not.toContain(SCOOP_WOOD);
    expect(svg).not.toContain(CAPSULE);
  });

  it('keeps every prop off the card and inside the canvas', () => {
    for (const form of ['powder', 'drops', 'capsules', 'gummies', 'sticks'] as const) {
      const svg = flatlay(look(form));
      for (const m of svg.matchAll(/translate\(([\d.-]+) ([\d.-]+)\) rotate/g)) {
        const [x, y] = [Number(m[1]), Number(m[2])];
        expect(x).toBeGreaterThan(60);
        expect(x).toBeLessThan(1020);
        expect(y).toBeGreaterThan(60);
        // The card (hints.avoid) lies from y 820 across x 60-660: no prop's centre on it.
        expect(x > 60 && x < 660 && y > 800).toBe(false);
      }
    }
  });

  it('draws no flavour clip-art, even when the brief names one', () => {
    expect(flatlay(look('powder', ['citrus']))).not.toContain(CITRUS);
    expect(flatlay(look('powder'))).not.toContain(CITRUS);
  });
});

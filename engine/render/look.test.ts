import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { moodOf } from './look.js';
import { purposeOf } from './purpose.js';
import { buttonOn } from './style.js';
import { renderAd } from './render.js';
import { tonePalette } from './tones.js';
import { contrast, deltaE, hexToRgb, luminance } from '../paint/index.js';
import { type ProductLook } from '../scenes/index.js';
import { demoInput } from '../../tests/support/engine-helpers.js';

const base = {
  bg: '#ffffff',
  bg2: '#eeeeee',
  ink: '#111111',
  accent: '#333333',
  accentInk: '#ffffff',
  panel: '#ffffff',
  panelInk: '#111111',
};
const look = (mood: ProductLook['mood'], brand = '#2f6f5e'): ProductLook => ({
  mood,
  form: 'capsules',
  notes: [],
  brand,
  body: '#ffffff',
  dark: false,
});
const lum = (hex: string) => luminance(hexToRgb(hex));

describe("colours from the product's purpose and its own label", () => {
  it('reads the purpose from the copy writer’s topic', () => {
    expect(moodOf('sleep')).toBe('calm');
    expect(moodOf('energy')).toBe('energy');
    expect(moodOf('hydration')).toBe('aqua');
    expect(moodOf(undefined)).toBe('neutral');
  });

  it('makes sleep calm and cool and energy warm and bright, in every tone', () => {
    for (const tone of ['light', 'vivid', 'pastel', 'natural'] as const) {
      const calm = tonePalette(tone, look('calm'), base);
      const energy = tonePalette(tone, look('energy'), base);
      const [cr, , cb] = hexToRgb(calm.bg);
      const [er, , eb] = hexToRgb(energy.bg);
      expect(cb).toBeGreaterThan(cr);
      expect(er).toBeGreaterThan(eb);
    }
    expect(lum(tonePalette('dark', look('calm'), base).bg)).toBeLessThan(0.03);
    expect(lum(tonePalette('vivid', look('energy'), base).bg)).toBeGreaterThan(0.25);
  });

  it('gives the poster a field the product does not wear: an orange tub, a purple jar', () => {
    const hue = (hex: string) => {
      const [r, g, b] = hexToRgb(hex);
      const max = Math.max(r, g, b);
      const d = max - Math.min(r, g, b);
      const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
      return (h * 60 + 360) % 360;
    };
    const apart = (a: string, b: string) => {
      const d = Math.abs(hue(a) - hue(b));
      return Math.min(d, 360 - d);
    };
    const orange = tonePalette('vivid', { ...look('energy', '#e65a1e'), body: '#e65a1e' }, base);
    expect(apart(orange.bg, '#e65a1e')).toBeGreaterThanOrEqual(28);
    const purple = tonePalette('vivid', { ...look('calm', '#6a4bd1'), body: '#e8e6ef' }, base);
    expect(apart(purple.bg, '#6a4bd1')).toBeGreaterThanOrEqual(28);
    // A product in another colour keeps the purpose's own field.
    expect(tonePalette('vivid', look('energy', '#1f4fa8'), base).bg).toBe('#ff6f1f');
  });

  it('takes the brand tone and the accent from the label colour', () => {
    const p = tonePalette('brand', look('neutral', '#1f4fa8'), base);
    const [r, g, b] = hexToRgb(p.bg);
    expect(b).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(g);
    expect(tonePalette('light', look('neutral', '#1f4fa8'), base).accent).toBe('#1f4fa8');
  });

  it('lights golden hour at dusk for a sleep product and at sunrise for an energy one', async () => {
    const input = await demoInput(0);
    const sky = async (description: string) => {
      const ad = await renderAd({ ...input, description }, 19, 0);
      const top = await sharp(ad.images['9x16']).extract({ left: 0, top: 0, width: 1080, height: 300 }).stats();
      return top.channels.slice(0, 3).map((c) => c.mean);
    };
    const [sr, , sb] = await sky('Magnesium for deep sleep and restful nights. 60 capsules.');
    const [er, , eb] = await sky('Caffeine and B12 for steady energy all day. 60 capsules.');
    expect(sr + sb).toBeLessThan(er + eb);
    expect(sb).toBeGreaterThan(sr * 0.8);
  });

  it('reads an evening routine as a sleep product', () => {
    expect(purposeOf('Lunaria Magnesium', 'Magnesium glycinate 400 mg for your evening routine.')).toBe('sleep');
    expect(purposeOf('Magnesium', 'Zwei Kapseln abends.')).toBe('sleep');
    expect(purposeOf('Magnésium', 'Deux gélules le soir.')).toBe('sleep');
  });

  it('keeps the button apart from the wall behind it, not only from its label', () => {
    const onPurple = buttonOn('#6e50c7', '#3b2f6b');
    expect(contrast(onPurple, '#3b2f6b')).toBeGreaterThanOrEqual(3);
    expect(deltaE(onPurple, '#3b2f6b')).toBeGreaterThanOrEqual(30);
    expect(buttonOn('#74492a', '#4a2f1c')).not.toBe('#74492a');
    expect(buttonOn('#a8325a', '#e6dccb')).toBe('#a8325a');
    const both = buttonOn('#2f77cf', ['#1f5a5e', '#19484b']);
    for (const wall of ['#1f5a5e', '#19484b']) expect(contrast(both, wall)).toBeGreaterThanOrEqual(3);
  });
});

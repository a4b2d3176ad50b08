import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { arrangementLikeness, glance, nearClones, occupancy, sceneDistance, wordLikeness } from './clones.js';
import { type AdLayout, type AdSize, type LayoutBox } from '../../contract/engine.js';

const SIZES: Record<AdSize, [number, number]> = { '1x1': [1080, 1080], '4x5': [1080, 1350], '9x16': [1080, 1920] };

/** An ad with a product box and a headline box placed by share of the canvas, on a flat colour. */
async function ad(style: number, colour: string, product: number[], text: number[], words: string) {
  const layouts = {} as Record<AdSize, AdLayout>;
  const images = {} as Record<AdSize, Buffer>;
  for (const [size, [w, h]] of Object.entries(SIZES) as Array<[AdSize, [number, number]]>) {
    const box = (r: number[], role: LayoutBox['role']): LayoutBox => ({
      role,
      x: r[0] * w,
      y: r[1] * h,
      w: r[2] * w,
      h: r[3] * h,
    });
    layouts[size] = {
      width: w,
      height: h,
      boxes: [box(product, 'product'), { ...box(text, 'headline'), text: words }],
    };
    images[size] = await sharp({ create: { width: w, height: h, channels: 3, background: colour } })
      .png()
      .toBuffer();
  }
  return glance(style, layouts, images, 'Zen Mag');
}

describe('the near-clone check between styles', () => {
  it('measures where product and copy sit on a coarse grid', () => {
    const g = occupancy({ width: 800, height: 800, boxes: [{ role: 'product', x: 0, y: 0, w: 100, h: 100 }] });
    expect(g[0]).toBe(1);
    expect(g[1]).toBe(0);
    expect(g.reduce((s, v) => s + v, 0)).toBe(1);
  });

  it('calls two styles near-clones when arranged alike and alike in scene, and not when either differs', async () => {
    const right = [0.55, 0.2, 0.35, 0.6];
    const left = [0.1, 0.2, 0.35, 0.6];
    const a = await ad(1, '#f1e7dc', right, [0.06, 0.3, 0.4, 0.2], 'Sleep deeper tonight');
    const sameLook = await ad(2, '#f0e6db', right, [0.06, 0.3, 0.4, 0.2], 'Calm evenings, every day');
    const otherScene = await ad(3, '#1c2340', right, [0.06, 0.3, 0.4, 0.2], 'Wake up brighter');
    const otherSide = await ad(4, '#f1e7dc', left, [0.55, 0.3, 0.4, 0.2], 'Your evening ritual');
    expect(arrangementLikeness(a, sameLook)).toBeGreaterThan(0.95);
    expect(arrangementLikeness(a, otherSide)).toBeLessThan(0.2);
    expect(sceneDistance(a, sameLook)).toBeLessThan(0.02);
    expect(sceneDistance(a, otherScene)).toBeGreaterThan(0.5);
    expect(wordLikeness(a, a)).toBe(1);
    expect(wordLikeness(a, sameLook)).toBe(0);
    const { pairs, distinct } = nearClones([a, sameLook, otherScene, otherSide]);
    expect(pairs.map((p) => [p.a, p.b])).toEqual([[1, 2]]);
    expect(distinct).toEqual([3, 4]);
  });

  it('with words, also calls alike two styles saying the same words in the same arrangement', async () => {
    const box = [0.55, 0.2, 0.35, 0.6];
    const a = await ad(1, '#f1e7dc', box, [0.06, 0.3, 0.4, 0.2], 'Sleep deeper tonight, Zen Mag');
    const b = await ad(2, '#1c2340', box, [0.06, 0.3, 0.4, 0.2], 'Sleep deeper tonight');
    expect(nearClones([a, b]).pairs).toEqual([]);
    // The product's own name says nothing about the style: the words are the same.
    expect(nearClones([a, b], true).pairs.map((p) => p.words)).toEqual([1]);
  });
});

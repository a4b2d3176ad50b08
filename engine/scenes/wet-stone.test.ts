import { describe, expect, it } from 'vitest';
import { wetStone } from './wet-stone.js';

describe('Water Ripple stone (decision 216 amendment)', () => {
  it('keeps the whole stone inside the canvas with water below it', () => {
    // A wide tub in 1:1: its foot 8 % of the canvas above the bottom edge (light.ts floor).
    const h = 1080;
    const y = h - 86;
    const s = wetStone({ cx: 540, y, width: 800, room: h - y, seed: 3, dir: 1, deep: '#1d8fb0' });
    expect(s.waterline).toBeLessThan(h - 0.4 * (h - y));
    expect(s.svg).toContain('url(#wst)');
    // A tall 9:16 canvas gives a rounder stone, still no deeper than a tenth of its width and more.
    const tall = wetStone({ cx: 540, y: 1600, width: 500, room: 320, seed: 3, dir: -1, deep: '#1d8fb0' });
    expect(tall.depth).toBeLessThanOrEqual(500 * 0.12);
  });
});

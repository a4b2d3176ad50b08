import { describe, expect, it } from 'vitest';
import { buttonSeparation, productSeparation } from './separation.js';
import { type Rgba } from '../paint/index.js';

/** A canvas of one colour with a rectangle of another where the product (or a button) is. */
function canvas(
  bg: [number, number, number],
  fg: [number, number, number],
  box = { x: 40, y: 40, w: 40, h: 60 },
): Rgba {
  const w = 120;
  const h = 140;
  const data = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const inside = x >= box.x && x < box.x + box.w && y >= box.y && y < box.y + box.h;
      const c = inside ? fg : bg;
      data.set([...c, 255], (y * w + x) * 4);
    }
  return { data, width: w, height: h };
}
const alpha = { data: Buffer.alloc(10 * 15, 255), width: 10, height: 15 };

describe('separation of the product and the button from the scene', () => {
  it('finds a pale bottle lost on a pale wall and a dark one standing out', () => {
    const lost = productSeparation(canvas([240, 236, 228], [246, 244, 240]), alpha, { x: 40, y: 40, w: 40, h: 60 });
    expect(lost.contrast).toBeLessThan(1.1);
    expect(lost.lost).toBe(1);
    const clear = productSeparation(canvas([31, 90, 94], [246, 244, 240]), alpha, { x: 40, y: 40, w: 40, h: 60 });
    expect(clear.contrast).toBeGreaterThan(4);
    expect(clear.lost).toBe(0);
    expect(clear.samples).toBeGreaterThan(20);
  });

  it('measures the button against its surroundings, not its label', () => {
    const box = { x: 30, y: 60, w: 60, h: 20 };
    const purple = buttonSeparation(canvas([70, 60, 140], [110, 80, 200], box), box);
    expect(purple.contrast).toBeLessThan(2);
    const lavender = buttonSeparation(canvas([31, 90, 94], [205, 190, 245], box), box);
    expect(lavender.contrast).toBeGreaterThan(3);
  });
});

import { describe, expect, it } from 'vitest';
import { overlaps } from '../paint/index.js';
import { clearField, turnedBox } from './flatlay-grid.js';

describe('flat lay field', () => {
  it('finds the band under a story pack, clear of the pack and the card', () => {
    const pack = { x: 300, y: 700, w: 480, h: 700 };
    const card = { x: 60, y: 300, w: 960, h: 330 };
    const f = clearField(1080, 1920, [pack, card], 48, 16, pack.y + pack.h)!;
    expect(f.y).toBeGreaterThanOrEqual(pack.y + pack.h);
    expect(overlaps(f, pack, 15)).toBe(false);
    expect(overlaps(f, card, 15)).toBe(false);
    expect(f.y + f.h).toBeLessThanOrEqual(1920 - 48);
  });

  it('keeps inside the margin and returns nothing where no field is left', () => {
    expect(clearField(100, 100, [{ x: 0, y: 0, w: 100, h: 100 }], 10, 4)).toBeUndefined();
  });

  it('turns a prop extent', () => {
    const b = turnedBox(-1, 1, -0.1, 0.1, 90);
    expect(b.w).toBeCloseTo(0.2);
    expect(b.h).toBeCloseTo(2);
  });
});

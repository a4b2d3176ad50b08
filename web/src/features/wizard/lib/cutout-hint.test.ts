import { describe, expect, it } from 'vitest';
import { addTap, setBox, storedHint, toPhotoPixels } from './cutout-hint';

describe("step 2's cutout corrections", () => {
  it('turns a tap on the shown photo into the photo’s own pixels', () => {
    const shown = { left: 100, top: 50, width: 400, height: 300 };
    expect(toPhotoPixels({ clientX: 300, clientY: 200 }, shown, { width: 1600, height: 1200 })).toEqual({
      x: 800,
      y: 600,
    });
    // Outside the photo: held to its edge.
    expect(toPhotoPixels({ clientX: 90, clientY: 400 }, shown, { width: 1600, height: 1200 })).toEqual({
      x: 0,
      y: 1199,
    });
  });

  it('adds taps on the product and on what is not, keeping the last eight', () => {
    let hint = addTap(null, 'include', { x: 1, y: 2 });
    hint = addTap(hint, 'exclude', { x: 3, y: 4 });
    expect(hint).toEqual({ include: [{ x: 1, y: 2 }], exclude: [{ x: 3, y: 4 }] });
    for (let i = 0; i < 10; i++) hint = addTap(hint, 'include', { x: i, y: i });
    expect(hint.include).toHaveLength(8);
    expect(hint.include![7]).toEqual({ x: 9, y: 9 });
  });

  it('takes a dragged box in any direction; a tiny drag is a tap', () => {
    const natural = { width: 1000 };
    expect(setBox(null, { x: 500, y: 400 }, { x: 100, y: 50 }, natural).box).toEqual({ x: 100, y: 50, w: 400, h: 350 });
    expect(setBox(null, { x: 500, y: 400 }, { x: 505, y: 402 }, natural)).toEqual({ include: [{ x: 505, y: 402 }] });
  });

  it('stores no hint when there is nothing in it', () => {
    expect(storedHint({ include: [], exclude: [] })).toBeNull();
    expect(storedHint(undefined)).toBeNull();
    expect(storedHint({ include: [{ x: 1, y: 1 }] })).toEqual({ include: [{ x: 1, y: 1 }] });
  });
});

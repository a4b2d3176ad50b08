import { describe, expect, it } from 'vitest';
import { acceptImages } from './read-files';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('acceptImages', () => {
  it('keeps only image/* files', () => {
    const out = acceptImages(
      [file('a.png', 'image/png'), file('b.pdf', 'application/pdf'), file('c.jpg', 'image/jpeg'), file('d', '')],
      5,
    );
    expect(out.map((f) => f.name)).toEqual(['a.png', 'c.jpg']);
  });
  it('ignores files beyond the remaining capacity', () => {
    const images = ['1', '2', '3', '4'].map((n) => file(`${n}.png`, 'image/png'));
    expect(acceptImages(images, 2).map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(acceptImages(images, 0)).toEqual([]);
    expect(acceptImages(images, -1)).toEqual([]);
  });
});

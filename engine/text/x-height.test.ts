import { beforeAll, describe, expect, it } from 'vitest';
import { initFaces } from './faces.js';
import { readScale, xHeightEm } from './x-height.js';

describe('x-height measured from the faces', () => {
  beforeAll(initFaces);

  it('measures each face from its "x" outline', () => {
    expect(xHeightEm({ family: 'Inter', weight: 600 })).toBeCloseTo(0.546, 2);
    expect(xHeightEm({ family: 'Caveat', weight: 700 })).toBeCloseTo(0.365, 2);
    // A capitals-only face draws its "x" as a capital.
    expect(xHeightEm({ family: 'Bebas Neue', weight: 400 })).toBeCloseTo(0.7, 2);
  });

  it('reads handwriting at about two thirds of its size, never credits a face above its size', () => {
    expect(readScale({ family: 'Caveat', weight: 700 })).toBeGreaterThan(0.6);
    expect(readScale({ family: 'Caveat', weight: 700 })).toBeLessThan(0.7);
    expect(readScale({ family: 'Inter', weight: 400 })).toBe(1);
    expect(readScale({ family: 'Montserrat', weight: 800 })).toBeGreaterThan(0.97);
    expect(readScale({ family: 'Bebas Neue', weight: 400 })).toBe(1);
  });
});

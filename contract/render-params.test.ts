import { describe, expect, it } from 'vitest';
import { toRenderParams } from './render-params.js';

describe('toRenderParams', () => {
  it('keeps each well-formed renderer key on its own and drops the rest', () => {
    expect(
      toRenderParams({
        styleId: 3,
        seed: 7,
        headline: '  Sleep deeper  ',
        bg: '#1E2F5C',
        accent: 'navy',
        emphasis: 1.2,
        emphasisX: 2,
        fontClass: 'serif',
        badges: ['Vegan'],
        offer: null,
        textScale: 9,
      }),
    ).toEqual({
      headline: 'Sleep deeper',
      bg: '#1e2f5c',
      emphasis: 1.2,
      fontClass: 'serif',
      badges: ['Vegan'],
      offer: null,
    });
  });
});

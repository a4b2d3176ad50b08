import { describe, expect, it } from 'vitest';
import { groundOverhang, GROUND_EDGE, STORY_EDGE, storySpan } from './story-edge.js';
import { type LayoutCtx } from './types.js';

const ctx = (h: number, scene: string, aspect = 0.9) =>
  ({ w: 1080, h, m: 65, aspect, style: { scene } }) as unknown as LayoutCtx;

describe('9:16 product off the side edges (docs/decisions/158-story-product-off-the-side-edges.md)', () => {
  it('keeps a product beside a column 10 % of the width from the edge', () => {
    const c = ctx(1920, 'gradient');
    const s = storySpan(c, { x: 500, y: 300, w: 515, h: 1000 }, 600, 'center');
    expect(s.x + s.w).toBe(1080 - 108);
    expect(s.pw).toBeLessThanOrEqual(s.w);
    const right = storySpan(c, { x: 65, y: 300, w: 950, h: 1000 }, 400, 'right');
    expect(1080 - (right.x + right.w)).toBeGreaterThanOrEqual(1080 * STORY_EDGE);
  });

  it('keeps an off-centre product its ground inside the canvas', () => {
    const c = ctx(1920, 'podium');
    const s = storySpan(c, { x: 480, y: 300, w: 535, h: 1000 }, 535, 'center');
    const groundRight = s.x + s.w + groundOverhang(c, s.pw);
    expect(1080 - groundRight).toBeGreaterThanOrEqual(1080 * GROUND_EDGE - 1);
  });

  it('holds a centred product on the full width to the 10 % only', () => {
    const s = storySpan(ctx(1920, 'podium'), { x: 65, y: 300, w: 950, h: 1000 }, 700, 'center');
    expect(s).toEqual({ x: 108, w: 864, pw: 700 });
  });

  it('lets a slim bottle keep the copy margin (a held bottle shrank; s16 grading)', () => {
    const s = storySpan(ctx(1920, 'gradient', 0.45), { x: 500, y: 300, w: 515, h: 1000 }, 400, 'right');
    expect(s.x + s.w).toBe(1080 - 65);
    expect(s.pw).toBe(400);
  });

  it('leaves 1:1 and 4:5 as they were', () => {
    const r = { x: 500, y: 65, w: 515, h: 950 };
    expect(storySpan(ctx(1080, 'podium'), r, 515, 'right')).toEqual({ x: 500, w: 515, pw: 515 });
  });
});

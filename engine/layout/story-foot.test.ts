import { describe, expect, it } from 'vitest';
import { footBelow, footInZone, FOOT_BELOW } from './story-foot.js';
import { type LayoutCtx } from './types.js';

const ctx = (h: number, aspect: number, framed = false) =>
  ({
    w: 1080,
    h,
    m: 65,
    aspect,
    framed,
    maxProductW: 2000,
    emphasis: 1,
    style: { scene: 'gradient' },
  }) as unknown as LayoutCtx;
type B = { x: number; y: number; w: number; h: number };
const sol = (product: B, texts: B[] = []) =>
  ({ product, drawn: { texts: texts.map((box) => ({ box })), panels: [] } }) as unknown as Parameters<
    typeof footInZone
  >[1];
const grow = (c: LayoutCtx, s: ReturnType<typeof sol>) => footInZone(c, s, c.h * 0.8, c.h * 0.62);

describe('9:16 product foot in the caption zone (docs/decisions/166-story-product-foot-in-the-caption-zone.md)', () => {
  it('lets more of a slim bottle than of a pouch or a box under the line', () => {
    expect(footBelow(0.4)).toBe(FOOT_BELOW.slim);
    expect(footBelow(1.2)).toBe(FOOT_BELOW.wide);
    expect(footBelow(0.7)).toBeGreaterThan(FOOT_BELOW.wide);
    expect(footBelow(0.7)).toBeLessThan(FOOT_BELOW.slim);
  });

  it('grows a bottle standing on the line from its top, its label still above the line', () => {
    const p = { x: 430, y: 700, w: 220, h: 836 };
    const g = grow(ctx(1920, 220 / 836), sol(p)).product;
    expect(g.y).toBe(700);
    expect(g.h).toBeGreaterThan(p.h);
    const label = g.y + g.h * (1 - footBelow(220 / 836));
    expect(label).toBeLessThanOrEqual(1536 + 1);
    expect(g.y + g.h).toBeGreaterThan(1536 + 100);
    // Centred as it stood.
    expect(Math.abs(g.x + g.w / 2 - 540)).toBeLessThanOrEqual(1);
  });

  it('stays clear of a column beside it and leaves 1:1 and a framed photo as they are', () => {
    const p = { x: 600, y: 700, w: 300, h: 836 };
    const column = { x: 65, y: 700, w: 480, h: 300 };
    const g = grow(ctx(1920, 300 / 836), sol(p, [column])).product;
    expect(g.h).toBeGreaterThan(p.h);
    expect(g.x).toBeGreaterThanOrEqual(545 + 43);
    expect(grow(ctx(1080, 0.36), sol({ x: 430, y: 100, w: 300, h: 836 })).product.h).toBe(836);
    expect(grow(ctx(1920, 0.36, true), sol(p)).product).toEqual(p);
  });

  // docs/decisions/177-story-button-size-and-floor.md
  it('grows a product standing above the line down to it, unless copy stands under it', () => {
    const p = { x: 430, y: 400, w: 300, h: 836 };
    const g = grow(ctx(1920, 300 / 836), sol(p)).product;
    expect(g.y).toBe(400);
    expect(g.h).toBeGreaterThan(p.h);
    expect(g.y + g.h * (1 - footBelow(300 / 836))).toBeLessThanOrEqual(1536 + 1);
    const caption = { x: 300, y: 1300, w: 480, h: 120 };
    expect(grow(ctx(1920, 300 / 836), sol(p, [caption])).product).toEqual(p);
  });

  it('moves a product held narrow by the column beside it down to the line, not one under its copy', () => {
    const p = { x: 583, y: 430, w: 432, h: 1014 };
    const column = { x: 65, y: 300, w: 480, h: 700 };
    const low = grow(ctx(1920, 432 / 1014), sol(p, [column])).product;
    expect(low.h).toBe(p.h);
    expect(low.y).toBeGreaterThan(p.y);
    expect(Math.round(low.y + low.h * (1 - footBelow(432 / 1014)))).toBeLessThanOrEqual(1536);
    const headline = { x: 65, y: 200, w: 950, h: 150 };
    expect(grow(ctx(1920, 432 / 1014), sol(p, [column, headline])).product).toEqual(p);
  });
});

import { describe, expect, it } from 'vitest';
import { calledOut, onLabel } from './callouts.js';
import { type LayoutCtx } from './types.js';
import { readFacts } from '../copy/index.js';

const ctx = (ingredients: string[], name: string, description: string) =>
  ({
    facts: { ingredients, benefits: ['Stir into coffee, tea or a smoothie'], brief: readFacts(name, description) },
  }) as unknown as LayoutCtx;

describe('ingredient call-outs', () => {
  it('call out ingredients and amounts only, never a use or a benefit', () => {
    const one = calledOut(
      ctx(
        ['Collagen peptides'],
        'Pure Collagen Peptides',
        'Type I and III bovine collagen peptides from grass-fed cattle. 10 g per scoop, unflavoured, 300 g. Stir into coffee, tea or a smoothie.',
      ),
    );
    expect(one).toEqual(['10 g per scoop', 'Type I and III', 'Collagen peptides']);
    expect(one.join(' ')).not.toMatch(/stir|coffee/i);
    const many = calledOut(ctx(['Weizengras', 'Spirulina', 'Chlorella', 'Matcha'], 'Verdant', 'Bio-Grünpulver.'));
    expect(many).toEqual(['Weizengras', 'Spirulina', 'Chlorella', 'Matcha']);
  });

  it('end their lines on the pack’s body beside its label, spread, never on a lid, a cap or an edge', () => {
    const p = { x: 300, y: 200, w: 400, h: 600 };
    const ends = [0, 1, 2].map((i) => onLabel(p, 'left', i, 3));
    for (const e of ends) {
      // Inside the body's left side, clear of the outline and of the label's lettering in the middle.
      expect(e.x).toBeGreaterThan(p.x + p.w * 0.05);
      expect(e.x).toBeLessThan(p.x + p.w * 0.25);
      // Below a lid or cap (the top fifth), above the base.
      expect(e.y).toBeGreaterThan(p.y + p.h * 0.35);
      expect(e.y).toBeLessThan(p.y + p.h * 0.8);
    }
    // No two lines meet: their ends are at least a tenth of the pack apart.
    expect(ends[1].y - ends[0].y).toBeGreaterThan(p.h * 0.1);
    expect(onLabel(p, 'right', 0, 3).x).toBeGreaterThan(ends[0].x);
  });
});

import { describe, expect, it } from 'vitest';
import { calledOut, levels, onLabel } from './callouts.js';
import { type LayoutCtx } from './types.js';
import { readFacts } from '../copy/index.js';

const ctx = (ingredients: string[], name: string, description: string) =>
  ({
    facts: {
      name,
      ingredients,
      benefits: ['Stir into coffee, tea or a smoothie'],
      brief: readFacts(name, description),
    },
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
    // Neither the pack's size ("300 g") nor the product's own name ("Collagen peptides") is a call-out;
    // a flag only fills a one-ingredient diagram's second label (docs/decisions/125-lists-that-deliver-their-style.md).
    expect(one).toEqual(['10 g per scoop', 'Type I and III']);
    expect(one.join(' ')).not.toMatch(/stir|coffee/i);
    const many = calledOut(ctx(['Weizengras', 'Spirulina', 'Chlorella', 'Matcha'], 'Verdant', 'Bio-Grünpulver.'));
    expect(many).toEqual(['Weizengras', 'Spirulina', 'Chlorella', 'Matcha']);
  });

  it('leave out what the headline already says, keeping two at least', () => {
    const c = ctx(
      ['Collagen peptides'],
      'Pure Collagen Peptides',
      'Type I and III bovine collagen peptides from grass-fed cattle. 10 g per scoop, unflavoured, 300 g.',
    );
    const said = { ...c, copy: { headline: 'Collagen peptides: 10 g per scoop' } } as LayoutCtx;
    expect(calledOut(said)).toEqual(['Type I and III', 'Unflavoured']);
  });

  it('end their lines on the pack at its label, spread, clear of an edge, a lid or a cap', () => {
    const p = { x: 300, y: 200, w: 400, h: 600 };
    const ends = [0, 1, 2].map((i) => onLabel(p, 'left', i, 3));
    for (const e of ends) {
      // On the body's left side, the dot straddling it: a dot off the side read as pointing at
      // nothing (docs/decisions/162-static-proof-styles.md), one further in sat on the lettering.
      expect(e.x).toBeGreaterThanOrEqual(p.x);
      expect(e.x).toBeLessThan(p.x + 10);
      // Below a lid or cap (the top fifth), above the base.
      expect(e.y).toBeGreaterThan(p.y + p.h * 0.35);
      expect(e.y).toBeLessThan(p.y + p.h * 0.8);
    }
    // No two lines meet: their ends are at least a tenth of the pack apart.
    expect(ends[1].y - ends[0].y).toBeGreaterThan(p.h * 0.1);
    expect(onLabel(p, 'right', 0, 3).x).toBeGreaterThan(p.x + p.w - 10);
    // Rows above the band spread down it rather than bunch at its top.
    const ys = levels(p, [100, 140, 180, 220]);
    expect(ys[3] - ys[0]).toBeGreaterThan(p.h * 0.3);
  });
});

import { describe, expect, it } from 'vitest';
import { calledOut, levels, onLabel } from './callouts.js';
import { type LayoutCtx } from './types.js';
import { readFacts } from '../copy/index.js';
import { planAd } from '../render/index.js';
import { EVAL_PRODUCTS, evalPhoto } from '../../tests/fixtures/eval/products.js';

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

/**
 * 4:5 and 9:16 draw the diagram too, wide packs included: labels beside the pack, each with its line
 * to the pack's side, no bullet list ("call-out lines only in 1:1; 4:5 and 9:16 are plain bullet
 * lists", s20 grading; docs/decisions/209-call-outs-in-every-size.md).
 */
describe('ingredient call-outs in every size', () => {
  it.each(['greens-pouch', 'omega3-box', 'electrolytes-pouch'])(
    'label the pack with leader lines in 1:1, 4:5 and 9:16 (%s)',
    async (id) => {
      const p = EVAL_PRODUCTS.find((x) => x.id === id)!;
      const input = { photo: evalPhoto(p), name: p.name, description: p.description, extras: p.extras };
      const ad = await planAd(input, 7, 0);
      for (const [size, { ctx, plan }] of Object.entries(ad.sizes)) {
        const items = calledOut(ctx);
        const labels = plan.texts.filter((t) => items.includes(t.text));
        expect(labels.length, size).toBe(items.length);
        const svg = plan.panels.map((x) => x.svg).join('');
        // One dot (a halo and its ring) per label, and no bullet list beside them.
        expect((svg.match(/<circle/g) ?? []).length, size).toBe(2 * items.length);
        for (const l of labels) {
          const clear = l.box.x + l.box.w <= plan.product.x || l.box.x >= plan.product.x + plan.product.w;
          expect(clear, `${size} ${l.text}`).toBe(true);
        }
      }
    },
    120_000,
  );
});

import { describe, expect, it } from 'vitest';
import { STYLES } from '../catalog/index.js';
import { HELD_OUT_PRODUCTS } from '../../tests/fixtures/eval/held-out.js';
import { EVAL_PRODUCTS } from '../../tests/fixtures/eval/products.js';
import { buildCopy } from './index.js';
import { builtOn, factKinds } from './lead-cap.js';

/**
 * One fact leads at most a quarter of the headlines where the sub-line can carry the number, and
 * the fragments graders named are gone (docs/decisions/150-one-fact-leads-a-quarter.md).
 */
const heads = (id: string) => {
  const b = [...EVAL_PRODUCTS, ...HELD_OUT_PRODUCTS].find((p) => p.id === id)!;
  return STYLES.map(
    (s) => buildCopy(s.copy, b.name, b.description, 0, {}, { extras: b.extras, styleId: s.id }).copy.headline,
  );
};

describe('a headline is built on one fact', () => {
  it('counts the hero amount wherever it stands, and the pack as one fact', () => {
    expect(builtOn(['short', 'heroDose'])).toBe('amount1');
    expect(builtOn(['identity', 'amountShort'])).toBe('amount1');
    expect(builtOn(['flags'])).toBe('flags');
    expect(builtOn(['count', 'flag'])).toBe('pack');
    expect(factKinds({ amount: '200 mg', flags: 'vegan', usage: 'Take two', count: '120 capsules' })).toBe(3);
  });

  it('leaves some headlines of a rich brief to other facts, still distinct and numbered', () => {
    for (const id of ['magnesium-bottle', 'vitc-bottle', 'whey-tub']) {
      const h = heads(id);
      const hero = h.filter((t) => /\d/.test(t)).length;
      // Headlines with a number, measured when written: 29, 29 and 29 of 31 (31, 30 and 30 before).
      expect(hero, h.join(' | ')).toBeLessThanOrEqual(29);
      expect(hero).toBeGreaterThanOrEqual(Math.ceil(h.length / 3));
      expect(new Set(h.map((t) => t.toLowerCase())).size).toBeGreaterThanOrEqual(Math.ceil(h.length * 0.9));
    }
  });

  it('writes no flag before an ingredient it does not describe, nor after a question', () => {
    const all = ['electrolytes-pouch', 'beauty-box'].flatMap(heads);
    expect(all.filter((t) => /sugar-free sodium|gelatin-free biotin/i.test(t))).toEqual([]);
    expect(all.filter((t) => /\?\s.*,\s*(gelatin-free|sugar-free|vegan)$/i.test(t))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { routineHead, routineOf } from './ugc-cards.js';
import { type LayoutCtx } from './types.js';
import { readFacts } from '../copy/index.js';

/** The Routine Note's list (docs/decisions/125-lists-that-deliver-their-style.md). */
const ctx = (name: string, description: string, headline: string, benefits: string[]) =>
  ({
    copy: { headline },
    facts: { lang: 'en', kicker: '', benefits, brief: readFacts(name, description) },
    params: {},
  }) as unknown as LayoutCtx;

describe('the Routine Note', () => {
  it('numbers only the brief’s usage, never the pack’s count', () => {
    const r = routineOf(
      ctx(
        'Northwell Magnesium',
        'Magnesium bisglycinate, 200 mg elemental magnesium per 2 capsules. 120 vegan capsules. Take two in the evening.',
        '200 mg elemental magnesium',
        ['Take two in the evening', '120 vegan capsules'],
      ),
    );
    expect(r).toEqual({ title: 'My routine', steps: ['Take two in the evening'], numbered: true });
  });

  it('without usage, says why and does not pretend steps', () => {
    const r = routineOf(
      ctx(
        'Bloom Biotin',
        'Biotin 5000 µg, zinc 10 mg per gummy. 60 strawberry gummies, vegan. Biotin contributes to the maintenance of normal hair.',
        'Biotin 5000 µg',
        ['60 strawberry gummies', 'Vegan'],
      ),
    );
    expect(r.numbered).toBe(false);
    expect(r.title).toBe('Good to know');
    expect(r.steps[0]).toMatch(/^Biotin contributes/);
    expect(r.steps.join(' ')).not.toMatch(/gummies/);
  });

  it('takes a usage sentence out of the title and lists it as the step', () => {
    const c = ctx(
      'Nordic Omega-3',
      'Omega-3 aus Wildfang-Sardellen: 1000 mg Fischöl mit 500 mg EPA und 250 mg DHA pro Kapsel. 60 Weichkapseln, eine pro Tag zu einer Mahlzeit.',
      '1000 mg Fischöl. Eine pro Tag zu einer Mahlzeit',
      [],
    );
    const head = routineHead(c);
    expect(head).toBe('1000 mg Fischöl');
    expect(routineOf(c, head)).toMatchObject({ steps: ['Eine pro Tag zu einer Mahlzeit'], numbered: true });
  });
});

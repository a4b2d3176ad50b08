import { describe, expect, it } from 'vitest';
import { categoryOf, generationNotice, sectionsFor, toggleStyle } from './selection';

describe('post-purchase style selection', () => {
  it('adds and removes styles, refusing more than the purchased quantity with the message of docs/product.md section 5', () => {
    let state = toggleStyle([], 1, 2);
    expect(state).toEqual({ selected: [1] });
    state = toggleStyle(state.selected, 2, 2);
    expect(state.selected).toEqual([1, 2]);
    const refused = toggleStyle(state.selected, 3, 2);
    expect(refused.selected).toEqual([1, 2]);
    expect(refused.notice).toEqual({
      title: 'Maximum 2 styles allowed',
      description: 'Please deselect another style to add this one.',
    });
    expect(toggleStyle(state.selected, 1, 2)).toEqual({ selected: [2] });
  });

  it('requires exactly the quantity before generating', () => {
    expect(generationNotice(3, 5)).toEqual({
      title: 'Please select exactly 5 styles',
      description: "You've selected 3 of 5 required styles.",
    });
    expect(generationNotice(5, 5)).toBeNull();
  });

  it('treats a missing category as Static Ads and groups by the filter', () => {
    const styles = [
      { id: 1, category: 'UGC' },
      { id: 2 },
      { id: 3, category: 'Product Photoshoot' },
      { id: 4, category: 'Static Ads' },
    ];
    expect(categoryOf(styles[1])).toBe('Static Ads');
    expect(sectionsFor(styles, 'All Styles').map((s) => [s.category, s.styles.map((x) => x.id)])).toEqual([
      ['UGC', [1]],
      ['Product Photoshoot', [3]],
      ['Static Ads', [2, 4]],
    ]);
    expect(sectionsFor(styles, 'UGC').map((s) => s.category)).toEqual(['UGC']);
    expect(sectionsFor<{ id: number; category?: string }>([{ id: 9 }], 'UGC')).toEqual([]);
  });
});

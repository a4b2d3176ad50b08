/** Post-purchase style choice rules (docs/product.md sections 5 and 9), kept pure so they are unit-tested. */

export const STYLES_PER_CATEGORY = 6;
export const CATEGORY_FILTERS = ['All Styles', 'UGC', 'Product Photoshoot', 'Static Ads'] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];
export type StyleCategory = Exclude<CategoryFilter, 'All Styles'>;

export type Notice = { title: string; description: string };

export function maxStylesNotice(quantity: number): Notice {
  return { title: `Maximum ${quantity} styles allowed`, description: 'Please deselect another style to add this one.' };
}

export function exactStylesNotice(selectedCount: number, quantity: number): Notice {
  return {
    title: `Please select exactly ${quantity} styles`,
    description: `You've selected ${selectedCount} of ${quantity} required styles.`,
  };
}

/** Adds or removes a style; adding beyond the purchased quantity is refused with the message of docs/product.md section 5. */
export function toggleStyle(
  selected: readonly number[],
  styleId: number,
  quantity: number,
): { selected: number[]; notice?: Notice } {
  if (selected.includes(styleId)) return { selected: selected.filter((id) => id !== styleId) };
  if (selected.length >= quantity) return { selected: [...selected], notice: maxStylesNotice(quantity) };
  return { selected: [...selected, styleId] };
}

/** Generation needs exactly `quantity` styles; null when the choice is complete. */
export function generationNotice(selectedCount: number, quantity: number): Notice | null {
  return selectedCount === quantity ? null : exactStylesNotice(selectedCount, quantity);
}

/** A style without a category (or with the default) is a Static Ad. */
export function categoryOf(style: { category?: string | null }): StyleCategory {
  return style.category === 'UGC' || style.category === 'Product Photoshoot' ? style.category : 'Static Ads';
}

/** The category sections shown for a filter, in the filter's order, empty ones left out. */
export function sectionsFor<S extends { category?: string | null }>(styles: readonly S[], filter: CategoryFilter) {
  const categories: StyleCategory[] = filter === 'All Styles' ? ['UGC', 'Product Photoshoot', 'Static Ads'] : [filter];
  return categories
    .map((category) => ({ category, styles: styles.filter((s) => categoryOf(s) === category) }))
    .filter((section) => section.styles.length > 0);
}

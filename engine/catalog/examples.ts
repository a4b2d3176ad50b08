import { CATALOG_ASSET_BASE } from './styles.js';

/**
 * The landing page's example gallery: ads the local renderer made for fictional supplement
 * brands (see scripts/render-catalog-assets.ts, which renders the files listed here).
 */
export type ExampleAd = { id: number; brand: string; category: string; imageUrl: string };
/** demo: index into DEMO_ITEMS (demo-items.ts); style: catalog style id. */
export type ExampleSpec = { id: number; brand: string; category: string; demo: number; style: number; seed: number };

export const EXAMPLE_SPECS: ExampleSpec[] = [
  { id: 1, brand: 'Lunaria', category: 'Sleep', demo: 0, style: 10, seed: 0 },
  { id: 2, brand: 'Glowell', category: 'Beauty', demo: 1, style: 12, seed: 0 },
  { id: 3, brand: 'Verdant', category: 'Greens', demo: 2, style: 13, seed: 0 },
  { id: 4, brand: 'Forge', category: 'Fitness', demo: 3, style: 15, seed: 0 },
  { id: 5, brand: 'Citrine', category: 'Vitamins', demo: 4, style: 3, seed: 0 },
  { id: 6, brand: 'Serene', category: 'Stress & Mood', demo: 5, style: 23, seed: 0 },
  { id: 7, brand: 'Peakline', category: 'Fitness', demo: 6, style: 4, seed: 1 },
  { id: 8, brand: 'Hydra+', category: 'Hydration', demo: 7, style: 20, seed: 0 },
  { id: 9, brand: 'Lunaria', category: 'Sleep', demo: 0, style: 24, seed: 0 },
  { id: 10, brand: 'Glowell', category: 'Beauty', demo: 1, style: 5, seed: 0 },
  { id: 11, brand: 'Verdant', category: 'Greens', demo: 2, style: 14, seed: 1 },
  { id: 12, brand: 'Forge', category: 'Fitness', demo: 3, style: 11, seed: 0 },
  { id: 13, brand: 'Citrine', category: 'Vitamins', demo: 4, style: 25, seed: 0 },
  { id: 14, brand: 'Serene', category: 'Stress & Mood', demo: 5, style: 21, seed: 0 },
  { id: 15, brand: 'Peakline', category: 'Fitness', demo: 6, style: 1, seed: 2 },
  { id: 16, brand: 'Hydra+', category: 'Hydration', demo: 7, style: 9, seed: 0 },
  { id: 17, brand: 'Glowell', category: 'Beauty', demo: 1, style: 18, seed: 0 },
  { id: 18, brand: 'Lunaria', category: 'Sleep', demo: 0, style: 8, seed: 0 },
];

export function exampleFile(id: number): string {
  return `example-${id}.webp`;
}

export const EXAMPLES: readonly ExampleAd[] = EXAMPLE_SPECS.map((e) => ({
  id: e.id,
  brand: e.brand,
  category: e.category,
  imageUrl: `${CATALOG_ASSET_BASE}/${exampleFile(e.id)}`,
}));
